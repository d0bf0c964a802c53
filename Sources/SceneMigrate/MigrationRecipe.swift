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
    package static let all: [MigrationRecipe] = [.uikitSwift, .finishManifest]

    /// The recipe `id`, if there is one that `--recipe` can force (finishing a half migration is
    /// chosen by the app's state only).
    package static func named(_ id: String) -> MigrationRecipe? { forcible.first { $0.id == id } }

    /// The recipes `--recipe` can name.
    package static var forcible: [MigrationRecipe] { all.filter { $0.id != finishManifest.id } }

    /// The descriptions of every recipe's steps (each once) and of reading the folder, with the
    /// recipe of each step.
    package static var stepsByRecipe: [(recipe: String, step: MigrationStepDescription)] {
        var seen = Set<String>()
        return all.flatMap { recipe in recipe.stepDescriptions.map { (recipe.id, $0) } }.filter { seen.insert($0.1.id).inserted } + [("uikit-swift", MigrationFolderSteps.description)]
    }

    /// The descriptions of the steps, in order.
    package var stepDescriptions: [MigrationStepDescription] { steps.map(\.description) }

    /// An app whose scene delegate exists but which no manifest names: the manifest only (chosen by
    /// the app's state, never by matching).
    static let finishManifest = MigrationRecipe(
        id: "finish-manifest", name: "a scene delegate no manifest names",
        matches: { _ in false },
        steps: [ConfigurationMethod(), InfoPlistManifest(), BuildSettingsManifest()]
    )

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
