import Foundation
import SwiftSyntax

/// `SceneDelegate.swift` beside the app delegate (in the app delegate's indentation): its window, `willConnect` with the moved code and the cold-launch routing, the moved scene callbacks, and the `sceneKeyWindow` helper when a lookup was rewritten.
struct WriteSceneDelegate: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "write-scene-delegate",
            trigger: "—",
            summary: "`SceneDelegate.swift` beside the app delegate (in the app delegate's indentation): its window, `willConnect` with the moved code and the cold-launch routing, the moved scene callbacks, and the `sceneKeyWindow` helper when a lookup was rewritten",
            rationale: "A scene app's window, launch handling and state callbacks belong to a `UIWindowSceneDelegate` (UIKit: UIWindowSceneDelegate; TN3187).",
            doctorRules: ["url-lost-at-cold-launch", "activity-lost-at-cold-launch", "shortcut-lost-at-cold-launch", "unfiltered-scene-role"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("no-window-created", .manual, "no window was created", why: "neither a storyboard nor window code was found in `didFinishLaunching`"),
                ManualStepDescription("ios12-support", .manual, "the app still supports iOS 12: the scene delegate runs on iOS 13 and later", why: "the scene API is iOS 13's: the scene delegate is marked `@available(iOS 13.0, *)` and `sceneKeyWindow` falls back to the key window, but on iOS 12 UIKit calls only the app delegate, whose window set-up moved to the scene delegate; raise `IPHONEOS_DEPLOYMENT_TARGET` to 13.0, or keep that code for iOS 12 behind `if #unavailable(iOS 13.0)`"),
                ManualStepDescription("scene-delegate-renamed", .check, "a file or a type named SceneDelegate already exists and is not a scene delegate: the scene delegate is SceneDelegate2", why: "a file is never overwritten and a type never declared twice; the manifest names the new name"),
            ManualStepDescription("scene-delegate-exists", .manual, "already exists, so the scene delegate was not written", why: "a file of that name is never overwritten; choose another name with `--scene-delegate-name`")
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.writeSceneDelegate()
    }
}

extension MigrationContext {
    mutating func writeSceneDelegate() {
        writeSceneDelegate(model: model, unit: unit)
        // A file already there is never overwritten; a path another app of the folder took neither.
        guard let (path, _) = newFiles.last else { return }
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) || taken.contains(path) {
            newFiles.removeLast()
            steps.append(ManualStep(.manual, id: "scene-delegate-exists", file: path, line: 0, "already exists, so the scene delegate was not written; choose another name with --scene-delegate-name"))
            return
        }
        sceneDelegatePath = path
    }

    mutating func writeSceneDelegate(model: AppDelegateModel, unit: String) {
        let u = unit
        let directory = (files[model.classFile].path as NSString).deletingLastPathComponent
        let path = directory.isEmpty ? "\(options.sceneDelegateName).swift" : "\(directory)/\(options.sceneDelegateName).swift"
        var text = "import UIKit\n"
        if usesUserNotifications { text += "import UserNotifications\n" }
        var imported: Set<String> = []
        for line in sceneDelegateImports where imported.insert(line).inserted { text += line + "\n" }
        text += "\n/// The app's window scene: written by `scenectl migrate` from \(model.className)'s window set-up,\n"
        text += "/// launch handling and state callbacks (docs/MIGRATING.md).\n"
        if supportsIOSBeforeScenes { text += "@available(iOS 13.0, *)\n" }
        text += "class \(options.sceneDelegateName): UIResponder, UIWindowSceneDelegate {\n"
        text += "\(u)var window: UIWindow?\n"
        if usesAppDelegate {
            text += "\n\(u)/// The app's code that both the cold and the warm launch paths call stays in the app delegate.\n"
            text += "\(u)private var appDelegate: \(model.className) {\n\(u)\(u)UIApplication.shared.delegate as! \(model.className)\n\(u)}\n"
        }
        text += "\n\(u)func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {\n"
        text += usesWindowScene ? "\(u)\(u)guard let windowScene = scene as? UIWindowScene else { return }\n" : "\(u)\(u)guard scene is UIWindowScene else { return }\n"
        let noWindow = storyboard == nil && !createsWindowInCode
        if noWindow {
            // Kept in the code, so that a second run still lists it.
            text += "\(u)\(u)// scenectl migrate: no window was created: create it here with UIWindow(windowScene:) and set its root view controller\n"
        }
        for line in willConnect { text += line + "\n" }
        text += "\(u)}\n"
        for method in sceneMethods { text += "\n" + method + "\n" }
        text += "}\n"
        if needsKeyWindowHelper && supportsIOSBeforeScenes {
            // Called from code that also runs on iOS 12: the window of before scenes there.
            text += """

                extension UIApplication {
                \(u)/// The key window of the foreground scene (or of the first connected window scene): what
                \(u)/// `keyWindow`, `windows.first` and the app delegate's `window` meant before scenes; on
                \(u)/// iOS 12, the key window.
                \(u)var sceneKeyWindow: UIWindow? {
                \(u)\(u)guard #available(iOS 13.0, *) else { return windows.first { $0.isKeyWindow } ?? windows.first }
                \(u)\(u)let windowScenes = connectedScenes.compactMap { $0 as? UIWindowScene }
                \(u)\(u)let scene = windowScenes.first { $0.activationState == .foregroundActive } ?? windowScenes.first
                \(u)\(u)return scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
                \(u)}
                }

                """
        } else if needsKeyWindowHelper {
            text += """

                extension UIApplication {
                \(u)/// The key window of the foreground scene (or of the first connected window scene): what
                \(u)/// `keyWindow`, `windows.first` and the app delegate's `window` meant before scenes.
                \(u)var sceneKeyWindow: UIWindow? {
                \(u)\(u)let windowScenes = connectedScenes.compactMap { $0 as? UIWindowScene }
                \(u)\(u)let scene = windowScenes.first { $0.activationState == .foregroundActive } ?? windowScenes.first
                \(u)\(u)return scene?.windows.first { $0.isKeyWindow } ?? scene?.windows.first
                \(u)}
                }

                """
        }
        if supportsIOSBeforeScenes {
            steps.append(ManualStep(.manual, id: "ios12-support", file: path, line: 0, "the app still supports iOS 12 (IPHONEOS_DEPLOYMENT_TARGET below 13.0): \(options.sceneDelegateName) runs on iOS 13 and later (marked @available(iOS 13.0, *)); on iOS 12 UIKit calls the app delegate only, whose window set-up and event methods moved here: raise the deployment target to 13.0, or keep them for iOS 12 in the app delegate behind if #unavailable(iOS 13.0)"))
        }
        if noWindow {
            // MyFlightbook: the window is an outlet of the main nib, which UIKit still loads at
            // launch, with a window that belongs to no scene.
            let nib = plists.lazy.compactMap { ($0.root?["NSMainNibFile"] ?? $0.root?["NSMainNibFile~ipad"]) as? String }.first
            let message = nib.map { "no window was created: the window comes from the main nib \($0) (NSMainNibFile), which UIKit still loads at launch, but whose window belongs to no scene (a black screen); in scene(_:willConnectTo:options:) load the nib's controllers (Bundle.main.loadNibNamed), show them in UIWindow(windowScene:), and take the window out of the nib and NSMainNibFile" }
                ?? "no window was created: the app names no storyboard and its didFinishLaunching makes no UIWindow this tool could move; create the window in scene(_:willConnectTo:options:) with UIWindow(windowScene:)"
            steps.append(ManualStep(.manual, id: "no-window-created", file: path, line: 0, message))
        }
        newFiles.append((path, text))
        done.append("\(path): new \(options.sceneDelegateName) (window for the window scene, \(willConnect.count) line(s) in willConnect, \(sceneMethods.count) scene callback(s))")
    }
}
