import Foundation

/// A migration for one kind of app: the steps, in order, and which apps it is for.
package struct MigrationRecipe: Sendable {
    /// A stable id (`uikit-swift`), what `--recipe` takes.
    package var id: String
    /// What it is for, in words ("UIKit, Swift").
    package var name: String
    /// Whether an app is this recipe's, by its facts.
    let matches: @Sendable (AppFacts) -> Bool
    let steps: [any MigrationStep]

    /// What a recipe is chosen by: the app's delegate and its language, and later its framework.
    struct AppFacts {
        /// The Swift class that conforms to `UIApplicationDelegate`, if one was found.
        var swiftAppDelegate: AppDelegateModel?
    }

    /// Every recipe, in the order they are tried.
    package static let all: [MigrationRecipe] = [.uikitSwift]

    /// The recipe `id`, if there is one.
    package static func named(_ id: String) -> MigrationRecipe? { all.first { $0.id == id } }

    /// The descriptions of every recipe's steps (each once) and of reading the folder, with the
    /// recipe of each step.
    package static var stepsByRecipe: [(recipe: String, step: MigrationStepDescription)] {
        all.flatMap { recipe in recipe.stepDescriptions.map { (recipe.id, $0) } } + [("uikit-swift", MigrationFolderSteps.description)]
    }

    /// The descriptions of the steps, in order.
    package var stepDescriptions: [MigrationStepDescription] { steps.map(\.description) }

    /// A UIKit app whose app delegate is a Swift class: today's migration.
    static let uikitSwift = MigrationRecipe(
        id: "uikit-swift", name: "UIKit, Swift",
        matches: { $0.swiftAppDelegate != nil },
        steps: [
            DropRedundantLaunchReads(), MoveWindowSetUp(), FlagLaunchOptionsPassedOn(), RouteLaunchEntryPoints(), MoveStateCallbacks(),
            ExposeCalledMembers(), AppDelegateWindow(), OneRootWindow(), WindowLookups(), RemoveMovedCode(), ConfigurationMethod(),
            WriteSceneDelegate(), InfoPlistManifest(), BuildSettingsManifest(), AddSceneDelegateToTarget(),
        ]
    )
}
