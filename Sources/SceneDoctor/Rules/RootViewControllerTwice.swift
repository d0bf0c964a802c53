import SwiftSyntax

/// `root-view-controller-twice`: a storyboard in the manifest and a window made in code.
struct RootViewControllerTwice: DoctorRule {
    static let description = RuleDescription(
        id: "root-view-controller-twice",
        name: "Root view controller built twice",
        rationale: """
            When a scene configuration names a storyboard (`UISceneStoryboardFile`), UIKit creates \
            the window and its initial view controller before `scene(_:willConnectTo:options:)`. A \
            delegate that also creates a window there builds the root view controller a second time \
            (two of everything the first one starts) and throws the storyboard's away.
            """,
        source: RuleSource(title: "Apple: UISceneStoryboardFile", url: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest/uisceneconfigurations"),
        fix: "Remove `UISceneStoryboardFile` from the configuration when the window is made in code (or keep the storyboard and configure the window UIKit made).",
        before: """
            <key>UISceneStoryboardFile</key><string>Main</string>
            """,
        after: """
            <!-- no UISceneStoryboardFile: the scene delegate makes the window -->
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = ↓UIWindow(windowScene: windowScene)
                        window?.rootViewController = MainController()
                        window?.makeKeyAndVisible()
                    }
                }
                """, infoPlist: .xml(RootViewControllerTwice.storyboardPlist)),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        window?.rootViewController = MainController()
                        window?.makeKeyAndVisible()
                    }
                }
                """, comment: "no storyboard in the manifest"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        (window?.rootViewController as? MainController)?.configure()
                    }
                }
                """, infoPlist: .xml(RootViewControllerTwice.storyboardPlist), comment: "the storyboard's window, configured"),
        ]
    )

    static let storyboardPlist = ExampleInfoPlist.manifest(multiple: false, extra: "", roles: """
        <key>UIWindowSceneSessionRoleApplication</key>
        <array><dict>
          <key>UISceneConfigurationName</key><string>Default Configuration</string>
          <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
          <key>UISceneStoryboardFile</key><string>Main</string>
        </dict></array>
        """)

    func check(_ app: AppModel, into findings: inout FindingSink) {
        let windowTypes = Set(["UIWindow"] + app.types.values.filter { $0.isClass && $0.inherited.first == "UIWindow" }.map(\.name))
        var checked = Set<String>()
        for configuration in app.manifest.configurations where configuration.storyboard?.isEmpty == false {
            guard let delegate = configuration.delegateClass, checked.insert(delegate).inserted,
                  let willConnect = app.method(Signatures.willConnect, in: delegate), let body = willConnect.body else { continue }
            // One finding per willConnect, at its first window (`#if DEBUG` often makes two windows of two classes).
            guard let call = NodeCollector<FunctionCallExprSyntax>.all(in: body).first(where: { call in
                BodyFacts.calleeName(of: call).map(windowTypes.contains) ?? false
            }) else { continue }
            findings.report(at: call.calledExpression, in: willConnect.file,
                "the configuration \"\(configuration.name ?? "?")\" names the storyboard \"\(configuration.storyboard ?? "")\", so UIKit has already made a window and its root view controller before willConnect: this second window builds it twice; remove UISceneStoryboardFile or use the storyboard's window")
        }
    }
}
