import Foundation

/// The scene manifest in the app's Info.plist files.
struct InfoPlistManifest: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "info-plist-manifest",
            trigger: "an application Info.plist without `UIApplicationSceneManifest`; its `UIMainStoryboardFile`",
            summary: "`UIApplicationSceneManifest`: one `UIWindowSceneSessionRoleApplication` configuration, \"Default Configuration\", `UISceneDelegateClassName` = `$(PRODUCT_MODULE_NAME).SceneDelegate`, `UIApplicationSupportsMultipleScenes` false (true with `--multiple-windows`); `UIMainStoryboardFile` removed and the same storyboard as the configuration's `UISceneStoryboardFile`, unless the code makes its own window (then no storyboard: one root, not two). An XML Info.plist is edited in place at the storyboard key's place (or before the closing `</dict>`), in the file's own indentation, every other key, its order and the comments kept; a binary one is rewritten as binary; the result is read back and must equal the intended dictionary",
            rationale: "UIKit launches an app with scenes when its Info.plist has a scene manifest; from the iOS 27 SDK on an app without one traps at launch (TN3187; Information Property List: UIApplicationSceneManifest).",
            doctorRules: ["scene-life-cycle-not-adopted", "unknown-scene-delegate-class"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("info-plist-refused", .manual, "not edited: …; add UIApplicationSceneManifest by hand", why: "a broken or unusual Info.plist is never guessed at"),
                ManualStepDescription("no-info-plist", .manual, "no application Info.plist and no project.pbxproj that generates one were found", why: "the manifest must go where the build reads it; add it by hand"),
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.addInfoPlistManifest()
    }
}

extension MigrationContext {
    mutating func addInfoPlistManifest() {
        let storyboardOverride: String?? = createsWindowInCode ? .some(nil) : nil
        for (plist, _) in plists where !taken.contains(plist.path) {
            // iOS 12 still launches from UIMainStoryboardFile (UIKit reads the manifest from 13 on).
            switch InfoPlistEdit.edit(plist.data, multipleScenes: options.multipleWindows,
                                      delegateClassName: "$(PRODUCT_MODULE_NAME).\(options.sceneDelegateName)", storyboardOverride: storyboardOverride,
                                      keepsMainStoryboard: supportsIOSBeforeScenes) {
            case .edited(let data):
                changes.append(FileChange(path: plist.path, old: plist.data, new: data))
                taken.insert(plist.path)
                done.append("\(plist.path): UIApplicationSceneManifest added (one application-role configuration, \(options.sceneDelegateName)"
                    + (storyboard.map { ", storyboard \($0)" } ?? "") + ", multiple scenes \(options.multipleWindows ? "YES" : "NO"))"
                    + (launchStoryboard != nil ? (supportsIOSBeforeScenes ? "; UIMainStoryboardFile kept for iOS 12" : "; UIMainStoryboardFile removed") : ""))
            case .alreadyScenes:
                break
            case .refused(let reason):
                steps.append(ManualStep(.manual, id: "info-plist-refused", file: plist.path, line: 0, "not edited: \(reason); add UIApplicationSceneManifest by hand (docs/MIGRATING.md)"))
            }
        }
        if plists.isEmpty && generatedBlocks.isEmpty {
            steps.append(ManualStep(.manual, id: "no-info-plist", file: "", line: 0, "no application Info.plist and no project.pbxproj that generates one were found\(appName.map { " for \($0)" } ?? ""): add UIApplicationSceneManifest naming $(PRODUCT_MODULE_NAME).\(options.sceneDelegateName) to the app's Info.plist (docs/MIGRATING.md)"))
        }
    }
}
