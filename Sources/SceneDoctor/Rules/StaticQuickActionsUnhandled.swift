import SwiftSyntax

/// `static-quick-actions-unhandled`: quick actions declared in the Info.plist that nothing in the
/// scene life cycle handles.
struct StaticQuickActionsUnhandled: DoctorRule {
    static let description = RuleDescription(
        id: "static-quick-actions-unhandled",
        name: "Static quick actions with no scene-side handling",
        rationale: """
            The Home Screen quick actions declared in `UIApplicationShortcutItems` reach a \
            scene-based app only through the scene delegate: `windowScene(_:performActionFor:completionHandler:)` \
            while it runs, `connectionOptions.shortcutItem` when one launches it. When no scene \
            delegate does either (and no app-delegate handler is left for the doctor to point at), \
            choosing a quick action just opens the app.
            """,
        source: RuleSource(title: "Apple: Add Home Screen quick actions", url: "https://developer.apple.com/documentation/uikit/add-home-screen-quick-actions"),
        fix: "Handle the actions in the scene delegate: `windowScene(_:performActionFor:completionHandler:)` and `connectionOptions.shortcutItem` in `scene(_:willConnectTo:options:)`, or remove `UIApplicationShortcutItems`.",
        before: """
            <key>UIApplicationShortcutItems</key> … // and no scene delegate method
            """,
        after: """
            func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                completionHandler(QuickActions.perform(shortcutItem))
            }
            """,
        triggeringExamples: [
            RuleExample("""
                class ↓SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                    }
                }
                """, infoPlist: .xml(ExampleInfoPlist.manifest(multiple: false, extra: Self.shortcutItems))),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
                        completionHandler(QuickActions.perform(shortcutItem))
                    }
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        if let item = connectionOptions.shortcutItem { _ = QuickActions.perform(item) }
                    }
                }
                """, infoPlist: .xml(ExampleInfoPlist.manifest(multiple: false, extra: Self.shortcutItems)), comment: "handled both ways"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "no static quick actions"),
        ]
    )

    static let shortcutItems = """
        <key>UIApplicationShortcutItems</key>
        <array><dict>
          <key>UIApplicationShortcutItemType</key><string>com.example.new-note</string>
          <key>UIApplicationShortcutItemTitle</key><string>New Note</string>
        </dict></array>
        """

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased, let first = app.manifest.staticShortcutItems.first, let delegate = app.sceneDelegateTypes.first else { return }
        if !app.sceneDelegateMethods(Signatures.performAction).isEmpty || !app.sceneDelegateMethods(Signatures.performActionAsync).isEmpty { return }
        // An app-delegate handler left behind is app-delegate-event-callback's finding.
        if !app.appDelegateMethods("application(_:performActionFor:completionHandler:)").isEmpty { return }
        if app.sceneDelegateTypes.contains(where: { name in app.methods(in: name).contains { $0.body.map { BodyFacts.mentions("shortcutItem", in: $0) } ?? false } }) { return }
        guard let declaration = app.types[delegate]?.declarations.first(where: { $0.node.is(ClassDeclSyntax.self) }),
              let decl = declaration.node.as(ClassDeclSyntax.self) else { return }
        let count = app.manifest.staticShortcutItems.count
        findings.report(at: decl.name, in: declaration.file,
            "\(first.source) declares \(count) static quick action\(count == 1 ? "" : "s") (\"\(first.type)\"\(count > 1 ? ", …" : "")) but no scene delegate handles one: neither windowScene(_:performActionFor:completionHandler:) nor connectionOptions.shortcutItem; choosing it only opens the app")
    }
}
