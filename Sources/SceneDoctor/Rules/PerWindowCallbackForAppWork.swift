import SwiftSyntax

/// `per-window-callback-for-app-work`: a scene's foreground/background callback driving app-wide
/// work in an app with several windows.
struct PerWindowCallbackForAppWork: DoctorRule {
    static let callbacks = ["sceneDidEnterBackground(_:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)"]
    static let forwardedAppCallbacks: Set<String> = ["applicationDidEnterBackground", "applicationWillEnterForeground", "applicationDidBecomeActive", "applicationWillResignActive"]
    static let appWideVerbs = ["start", "stop", "pause", "resume", "suspend", "connect", "disconnect", "schedule", "submit", "lock", "unlock", "logout", "signOut"]

    static let description = RuleDescription(
        id: "per-window-callback-for-app-work",
        name: "Per-window callback driving app-wide work",
        rationale: """
            In an app with several windows, `sceneDidEnterBackground(_:)` and the other scene \
            callbacks run for each window: one window going to the background while another stays \
            in front calls them. App-wide work there (stopping sync, locking the app, scheduling \
            background refresh, forwarding to the app delegate's old callbacks) happens while the \
            app is still in use.
            """,
        source: RuleSource(title: "Apple: Managing your app's life cycle", url: "https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle"),
        fix: "Observe the app-level notifications (`UIApplication.didEnterBackgroundNotification`…), which UIKit posts once for the whole app, or check that every connected scene is in the background first.",
        before: """
            func sceneDidEnterBackground(_ scene: UIScene) {
                SyncEngine.shared.stop()
            }
            """,
        after: """
            // once, at launch
            NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
                SyncEngine.shared.stop()
            }
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidEnterBackground(_ scene: UIScene) {
                        SyncEngine.shared.↓stop()
                        (UIApplication.shared.delegate as? AppDelegate)?.↓applicationDidEnterBackground(UIApplication.shared)
                    }
                    func sceneWillEnterForeground(_ scene: UIScene) {
                        ↓startBackgroundSync()
                    }
                    func startBackgroundSync() {}
                }
                """, infoPlist: .multipleScenes),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidEnterBackground(_ scene: UIScene) {
                        SyncEngine.shared.stop()
                    }
                }
                """, infoPlist: .singleScene, comment: "one window only"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidEnterBackground(_ scene: UIScene) {
                        (UIApplication.shared.delegate as? AppDelegate)?.saveContext()
                        let allInBackground = UIApplication.shared.connectedScenes.allSatisfy { $0.activationState == .background }
                        if allInBackground { SyncEngine.shared.stop() }
                        DispatchQueue.main.async { self.window?.alpha = 0.5 }
                    }
                    var window: UIWindow?
                }
                """, infoPlist: .multipleScenes, comment: "the template's saveContext; a check of every scene first"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidEnterBackground(_ scene: UIScene) {
                        SyncEngine.shared.stop()
                    }
                }
                class CarPlaySceneDelegate: UIResponder, CPTemplateApplicationSceneDelegate {}
                """, infoPlist: .xml(ExampleInfoPlist.manifest(multiple: true, extra: "<key>UIDeviceFamily</key><array><integer>1</integer></array>", roles: """
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array><dict>
                      <key>UISceneConfigurationName</key><string>Default Configuration</string>
                      <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                    </dict></array>
                    <key>CPTemplateApplicationSceneSessionRoleApplication</key>
                    <array><dict>
                      <key>UISceneConfigurationName</key><string>CarPlay</string>
                      <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).CarPlaySceneDelegate</string>
                    </dict></array>
                    """)), comment: "an iPhone app whose other scene is CarPlay's: one window at a time"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        // An iPhone-only app shows one window at a time: its CarPlay or external-display scene
        // has a delegate of its own, so a window scene's callback is not one of several.
        guard app.manifest.supportsMultipleScenes, !app.manifest.hasOneWindowSceneAtMost else { return }
        for signature in Self.callbacks {
            for method in app.sceneDelegateMethods(signature) {
                guard let body = method.body else { continue }
                if BodyFacts.mentions("activationState", in: body) { continue }
                for call in NodeCollector<FunctionCallExprSyntax>.all(in: body) {
                    guard let name = BodyFacts.calleeName(of: call), isAppWide(call, name: name) else { continue }
                    let node: Syntax = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
                    findings.report(at: node, in: method.file,
                        "\(signature) runs for each window in this multi-window app: \(name)(…) here is app-wide work that runs while other windows are still in use; observe the UIApplication notification instead, or check every connected scene first")
                }
            }
        }
    }

    private func isAppWide(_ call: FunctionCallExprSyntax, name: String) -> Bool {
        if Self.forwardedAppCallbacks.contains(name) { return true }
        if name.hasPrefix("sync") || name.contains("Sync") || name.contains("BackgroundRefresh") || name.contains("AppRefresh") { return true }
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedText else { return false }
        if base.contains("BGTaskScheduler") { return true }
        let appWideReceiver = base.hasSuffix(".shared") || base.hasSuffix(".default") || base.hasSuffix(".sharedInstance") || base.hasSuffix("sharedInstance()") || base.contains("AppDelegate") || base.contains("appDelegate")
        guard appWideReceiver, !base.hasPrefix("UIApplication"), !base.hasPrefix("NotificationCenter") else { return false }
        if name.hasPrefix("save") { return false }
        return Self.appWideVerbs.contains { name.hasPrefix($0) }
    }
}
