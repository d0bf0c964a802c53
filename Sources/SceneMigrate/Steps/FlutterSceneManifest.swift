import Foundation
import SceneToolsCore

/// Flutter's scene manifest: `FlutterSceneDelegate` with the configuration Flutter's migration
/// writes.
struct FlutterSceneManifest: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "flutter-scene-manifest",
            trigger: "a Flutter app's Info.plist without `UIApplicationSceneManifest` (or with an empty `UISceneConfigurations`)",
            summary: "`UIApplicationSceneManifest` as Flutter writes it: one `UIWindowSceneSessionRoleApplication` configuration named `flutter`, `UISceneClassName` `UIWindowScene`, `UISceneDelegateClassName` `FlutterSceneDelegate` (Flutter's own class, no module prefix), `UISceneStoryboardFile` the app's `UIMainStoryboardFile` (which stays), multiple scenes NO; edited in place as info-plist-manifest edits",
            rationale: "Flutter 3.41's scene life cycle: `FlutterSceneDelegate` makes the window from the storyboard's `FlutterViewController` and forwards scene events to plugins (docs.flutter.dev, breaking change \"uiscenedelegate\"). Without a manifest the app traps at launch with the iOS 27 SDK (TN3187).",
            doctorRules: ["scene-life-cycle-not-adopted", "unknown-scene-delegate-class"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("flutter-upgrade", .manual, "Flutter … has neither FlutterSceneDelegate nor FlutterImplicitEngineDelegate, which this migration uses", why: "the version `.fvmrc`, `.fvm/fvm_config.json`, `flutter-version.txt`, a GitHub workflow's `FLUTTER_VERSION`/`flutter-version` or `pubspec.yaml`'s `environment: flutter:` names is before 3.41, where Flutter's scene life cycle came: the migrated runner does not build until Flutter is upgraded"),
                ManualStepDescription("flutter-no-storyboard", .manual, "the Info.plist names no storyboard", why: "FlutterSceneDelegate takes its window's FlutterViewController from the scene's storyboard: an app that makes its controller in code needs a FlutterSceneDelegate subclass that does"),
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.addFlutterSceneManifest()
    }
}

extension MigrationContext {
    mutating func addFlutterSceneManifest() {
        FlutterSceneManifest.add(to: plists, appName: appName, taken: &taken, changes: &changes, done: &done, steps: &steps)
        FlutterSceneManifest.checkVersion(folder: folder, near: plists.first?.file.path ?? files[model.classFile].path, steps: &steps)
    }
}

extension FlutterSceneManifest {
    /// A Flutter before 3.41 (rustdesk's CI pins 3.24.5) has neither `FlutterSceneDelegate` nor
    /// `FlutterImplicitEngineDelegate`: the migrated runner would not build until Flutter is
    /// upgraded.
    static func checkVersion(folder: URL, near path: String, steps: inout [ManualStep]) {
        let root = folder.standardizedFileURL.path
        let directory = ProjectPaths.join(root, (path as NSString).deletingLastPathComponent)
        guard let (version, file) = FlutterProject.version(near: directory, root: root), version < FlutterProject.sceneVersion else { return }
        let relative = file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : file
        steps.append(ManualStep(.manual, id: "flutter-upgrade", file: relative, line: 0,
            "Flutter \(version) (\(relative)) has neither FlutterSceneDelegate nor FlutterImplicitEngineDelegate, which this migration uses: they came with Flutter \(FlutterProject.sceneVersion.major).\(FlutterProject.sceneVersion.minor); upgrade Flutter (and the version \(relative) names) before building"))
    }
}

extension FlutterSceneManifest {
    /// The manifest naming `FlutterSceneDelegate`, added to each of `plists` not `taken` (the
    /// Swift and the Objective-C recipes write it alike).
    static func add(to plists: [(file: AppFolder.File, root: [String: Any]?)], appName: String?, taken: inout Set<String>,
                    changes: inout [FileChange], done: inout [String], steps: inout [ManualStep]) {
        for (plist, root) in plists where !taken.contains(plist.path) {
            switch InfoPlistEdit.edit(plist.data, multipleScenes: false, delegateClassName: "FlutterSceneDelegate",
                                      template: ("flutter", "UIWindowScene"), keepsMainStoryboard: true) {
            case .edited(let data):
                changes.append(FileChange(path: plist.path, old: plist.data, new: data))
                taken.insert(plist.path)
                let storyboard = root?["UIMainStoryboardFile"] as? String
                done.append("\(plist.path): UIApplicationSceneManifest added (Flutter's configuration: FlutterSceneDelegate" + (storyboard.map { ", storyboard \($0)" } ?? "") + ", multiple scenes NO)")
                if storyboard == nil {
                    steps.append(ManualStep(.manual, id: "flutter-no-storyboard", file: plist.path, line: 0, "the Info.plist names no storyboard (UIMainStoryboardFile): FlutterSceneDelegate takes its window's FlutterViewController from the scene's storyboard; make the controller in a FlutterSceneDelegate subclass and name it in the manifest"))
                }
            case .alreadyScenes:
                break
            case .refused(let reason):
                steps.append(ManualStep(.manual, id: "info-plist-refused", file: plist.path, line: 0, "not edited: \(reason); add UIApplicationSceneManifest naming FlutterSceneDelegate by hand (docs/MIGRATING.md)"))
            }
        }
        if plists.isEmpty {
            steps.append(ManualStep(.manual, id: "no-info-plist", file: "", line: 0, "no application Info.plist was found\(appName.map { " for \($0)" } ?? ""): add UIApplicationSceneManifest naming FlutterSceneDelegate to the Runner's Info.plist (docs/MIGRATING.md)"))
        }
    }
}
