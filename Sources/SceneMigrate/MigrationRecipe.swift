import Foundation
import SceneToolsCore
import SwiftSyntax

/// A migration for one kind of app: the steps, in order, and which apps it is for.
package struct MigrationRecipe: Sendable {
    /// A stable id (`uikit-swift`), what `--recipe` takes.
    package var id: String
    /// What it is for, in words ("UIKit, Swift").
    package var name: String
    /// Whether an app is this recipe's, by its facts.
    let matches: @Sendable (AppFacts) -> Bool
    let steps: [any MigrationStep]
    /// The steps of a recipe for Objective-C app delegates (`ObjectiveCContext`), in order.
    var objectiveCSteps: [any ObjectiveCStep] = []

    /// What a recipe is chosen by: the app's delegate, its language and its framework.
    struct AppFacts {
        /// The Swift class that conforms to `UIApplicationDelegate` (or subclasses a framework's
        /// app delegate), if one was found.
        var swiftAppDelegate: AppDelegateModel?
        /// The framework the app delegate belongs to (its base class or the framework classes
        /// its file names: SceneToolsCore's `LaunchFrameworks`).
        var framework: LaunchFramework?
        /// A React Native or Expo host app's facts.
        var reactNative: ReactNativeFacts?
        /// A Capacitor app's `@capacitor/ios` version, when package.json gives it.
        var capacitorVersion: JavaScriptPackage.Version?

        init(files: [SwiftFile], folder: URL) {
            let model = AppDelegateModel.find(in: files)
            swiftAppDelegate = model
            guard let model else { return }
            let file = files[model.classFile]
            let identifiers = Set(model.declarations.flatMap { $0.node.tokens(viewMode: .sourceAccurate) }.compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            })
            framework = LaunchFrameworks.framework(base: model.superclass, identifiers: identifiers)
            guard let framework, ["React Native", "Expo", "Capacitor"].contains(framework.name) else { return }
            let root = folder.standardizedFileURL.path
            let directory = ProjectPaths.join(root, (file.path as NSString).deletingLastPathComponent)
            if framework.name == "Capacitor" {
                capacitorVersion = JavaScriptPackage.version(of: ["@capacitor/ios", "@capacitor/core"], near: directory, root: root)?.version
                return
            }
            let reactNativePackage = JavaScriptPackage.version(of: ["react-native"], near: directory, root: root)
            reactNative = ReactNativeFacts(
                version: reactNativePackage?.version,
                expoVersion: JavaScriptPackage.version(of: ["expo"], near: directory, root: root)?.version,
                packagePath: reactNativePackage?.package.path,
                subclassesAppDelegateBase: model.superclass == "RCTAppDelegate"
            )
        }
    }

    /// Every recipe, in the order they are tried (an app matches one at most: `uikit-swift` takes
    /// only apps of no framework).
    package static let all: [MigrationRecipe] = [.uikitSwift, .uikitObjectiveC, .reactNativeObjectiveC, .flutterObjectiveC, .reactNative, .flutter, .capacitor, .finishManifest]

    /// The recipe `id`, if there is one that `--recipe` can force (finishing a half migration is
    /// chosen by the app's state only).
    package static func named(_ id: String) -> MigrationRecipe? { forcible.first { $0.id == id } }

    /// What the recipe `id` is for, in words (the managed Expo config's too).
    package static func displayName(of id: String) -> String {
        all.first { $0.id == id }?.name ?? [ExpoManagedConfig.description.id: "Expo, managed: the app config", CordovaPlatform.description.id: "Cordova: the platform"][id] ?? id
    }

    /// The recipes `--recipe` can name.
    package static var forcible: [MigrationRecipe] { all.filter { $0.id != finishManifest.id } }

    /// The descriptions of every recipe's steps (each once) and of reading the folder, with the
    /// recipe of each step.
    package static var stepsByRecipe: [(recipe: String, step: MigrationStepDescription)] {
        var seen = Set<String>()
        return all.flatMap { recipe in recipe.stepDescriptions.map { (recipe.id, $0) } }.filter { seen.insert($0.1.id).inserted } + [("uikit-swift", MigrationFolderSteps.description), (ExpoManagedConfig.description.id, ExpoManagedConfig.description),
                                    (CordovaPlatform.description.id, CordovaPlatform.description)]
    }

    /// The descriptions of the steps, in order.
    package var stepDescriptions: [MigrationStepDescription] { steps.map(\.description) + objectiveCSteps.map(\.description) }

    /// An app whose scene delegate exists but which no manifest names: the manifest only (chosen by
    /// the app's state, never by matching).
    static let finishManifest = MigrationRecipe(
        id: "finish-manifest", name: "a scene delegate no manifest names",
        matches: { _ in false },
        steps: [ConfigurationMethod(), InfoPlistManifest(), BuildSettingsManifest()]
    )

    /// A React Native (0.78 and later) or Expo host app whose app delegate is a Swift class that
    /// starts React Native from a factory: React Native's start moves to the scene, its links go
    /// through the scene delegate, then the UIKit steps move the app's own code.
    static let reactNative = MigrationRecipe(
        id: "react-native", name: "React Native, Swift",
        matches: { $0.reactNative != nil && $0.swiftAppDelegate != nil },
        steps: [ReactNativeLinking(), StartReactNativeInScene()] + uikitSwift.steps
    )

    /// A Flutter app whose app delegate is a Swift `FlutterAppDelegate` subclass: Flutter's own
    /// scene delegate, the plugins and channels registered with the implicit engine.
    static let flutter = MigrationRecipe(
        id: "flutter", name: "Flutter, Swift",
        matches: { $0.framework?.name == "Flutter" && $0.swiftAppDelegate?.superclass == "FlutterAppDelegate" },
        steps: [FlutterImplicitEngine(), RemoveMovedCode(), FlutterSceneManifest()]
    )

    /// A Capacitor app whose app delegate is a Swift class: the UIKit steps, with Capacitor 8.5's
    /// scene proxy when the app has it.
    static let capacitor = MigrationRecipe(
        id: "capacitor", name: "Capacitor, Swift",
        matches: { $0.framework?.name == "Capacitor" && $0.swiftAppDelegate != nil },
        steps: [CapacitorSceneProxy()] + uikitSwift.steps
    )

    /// A UIKit app whose app delegate is an Objective-C or Objective-C++ class (no framework's):
    /// chosen by the Objective-C reader when the app has no Swift app delegate.
    static let uikitObjectiveC = MigrationRecipe(
        id: "uikit-objc", name: "UIKit, Objective-C",
        matches: { _ in false }, steps: [],
        objectiveCSteps: [ObjectiveCMoveWindowSetUp(), ObjectiveCRouteEntryPoints(), ObjectiveCStateCallbacks(), ObjectiveCWindowLookups(), ObjectiveCWriteSceneDelegate()]
    )

    /// A React Native app whose app delegate is an Objective-C(++) subclass of `RCTAppDelegate`
    /// (the templates of 0.71–0.77): React Native's window made by the scene, then the Objective-C
    /// steps for the app's own code. Chosen by the Objective-C reader, by the superclass.
    static let reactNativeObjectiveC = MigrationRecipe(
        id: "react-native-objc", name: "React Native, Objective-C",
        matches: { _ in false }, steps: [],
        objectiveCSteps: [ObjectiveCReactNativeStart(), ObjectiveCMoveWindowSetUp(), ObjectiveCRouteEntryPoints(), ObjectiveCStateCallbacks(), ObjectiveCWindowLookups(), ObjectiveCWriteSceneDelegate()]
    )

    /// A Flutter app whose app delegate is an Objective-C `FlutterAppDelegate` subclass (Flutter's
    /// Objective-C runner): the plugins registered with the implicit engine, Flutter's manifest.
    static let flutterObjectiveC = MigrationRecipe(
        id: "flutter-objc", name: "Flutter, Objective-C",
        matches: { _ in false }, steps: [],
        objectiveCSteps: [ObjectiveCFlutterImplicitEngine(), ObjectiveCFlutterSceneManifest()]
    )

    /// The recipes the Objective-C reader chooses between.
    static let objectiveCRecipeIDs: Set<String> = [uikitObjectiveC.id, reactNativeObjectiveC.id, flutterObjectiveC.id]

    /// A UIKit app whose app delegate is a Swift class (no framework's).
    static let uikitSwift = MigrationRecipe(
        id: "uikit-swift", name: "UIKit, Swift",
        matches: { $0.swiftAppDelegate != nil && $0.framework == nil },
        steps: [
            DropRedundantLaunchReads(), MoveWindowSetUp(), FlagLaunchOptionsPassedOn(), RouteLaunchEntryPoints(), SDKSceneCalls(), MoveStateCallbacks(),
            ExposeCalledMembers(), AppDelegateWindow(), OneRootWindow(), WindowLookups(), RemoveMovedCode(), ConfigurationMethod(),
            WriteSceneDelegate(), InfoPlistManifest(), BuildSettingsManifest(), AddSceneDelegateToTarget(),
        ]
    )
}

/// A React Native (or Expo) host app, as the React Native recipe reads it.
struct ReactNativeFacts {
    /// React Native's version (package.json, or the installed package's), when it was read.
    var version: JavaScriptPackage.Version?
    /// Expo's, when the app depends on it.
    var expoVersion: JavaScriptPackage.Version?
    /// The package.json read.
    var packagePath: String?
    /// The app delegate subclasses `RCTAppDelegate` (React Native 0.77 and earlier), which makes
    /// the window itself.
    var subclassesAppDelegateBase: Bool

    /// React Native 0.88 and later read a scene's connection options themselves
    /// (`startReactNative(withModuleName:in:connectionOptions:)`, `RCTLinkingManager.scene`).
    var usesSceneAPI: Bool { version.map { $0 >= JavaScriptPackage.Version(0, 88) } ?? false }
}
