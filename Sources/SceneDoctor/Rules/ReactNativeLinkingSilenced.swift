import SceneToolsCore
import SwiftSyntax

/// `react-native-linking-silenced`: `RCTLinkingManager.application(…)` in a React Native 0.88
/// scene app, where it does nothing.
struct ReactNativeLinkingSilenced: DoctorRule {
    /// The first React Native whose `RCTLinkingManager` answers only its scene API in a scene app.
    static let firstSilencingVersion = JavaScriptPackage.Version(0, 88)

    /// The identifier that marks a file for this rule (``FileIndex/vocabulary``).
    static let markers = ["RCTLinkingManager"]

    static let description = RuleDescription(
        id: "react-native-linking-silenced",
        name: "RCTLinkingManager's app-delegate API in a React Native 0.88 scene app",
        rationale: """
            From React Native 0.88, in an app that uses scenes, \
            `RCTLinkingManager.application(_:open:options:)` and \
            `application(_:continue:restorationHandler:)` return NO and post nothing: a URL or \
            universal link handed to them never reaches JavaScript's `Linking`. The scene delegate \
            must hand them over with `RCTLinkingManager.scene(_:openURLContexts:)` and \
            `scene(_:continue:)`, as the 0.88 template does. The version is read from the \
            package.json nearest above the app's Info.plist (the installed package's first).
            """,
        source: RuleSource(title: "expo/expo#50230 (fixed in #50235); react-native-community/template#246", url: "https://github.com/expo/expo/issues/50230"),
        fix: "Call `RCTLinkingManager.scene(scene, openURLContexts: URLContexts)` from the scene delegate's `scene(_:openURLContexts:)` and `RCTLinkingManager.scene(scene, continue: userActivity)` from `scene(_:continue:)`; pass `connectionOptions` to `startReactNative(withModuleName:in:connectionOptions:)` for a cold launch's link.",
        before: """
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                for context in URLContexts {
                    RCTLinkingManager.application(UIApplication.shared, open: context.url, options: [:])
                }
            }
            """,
        after: """
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                RCTLinkingManager.scene(scene, openURLContexts: URLContexts)
            }
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        for context in URLContexts {
                            ↓RCTLinkingManager.application(UIApplication.shared, open: context.url, options: [:])
                        }
                    }
                    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                        ↓RCTLinkingManager.application(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })
                    }
                }
                """, reactNativeVersion: "0.88.1", comment: "the 0.87 hand-over kept after upgrading"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        RCTLinkingManager.scene(scene, openURLContexts: URLContexts)
                    }
                }
                """, reactNativeVersion: "0.88.0", comment: "the scene API"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        for context in URLContexts {
                            RCTLinkingManager.application(UIApplication.shared, open: context.url, options: [:])
                        }
                    }
                }
                """, reactNativeVersion: "^0.83.2", comment: "before 0.88 the app-delegate API still posts the URL"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                        RCTLinkingManager.application(app, open: url, options: options)
                    }
                }
                """, infoPlist: .none, reactNativeVersion: "0.88.0", comment: "an app without scenes (its own finding is that it will not launch)"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
                        RCTLinkingManager.application(UIApplication.shared, continue: userActivity, restorationHandler: { _ in })
                    }
                }
                """, comment: "no React Native version read: not judged"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased, let version = app.manifest.reactNativeVersion, version >= Self.firstSilencingVersion else { return }
        for file in app.files where file.index.identifiers.contains(Self.markers[0]) {
            for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == "RCTLinkingManager" {
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                      let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
                      member.declName.baseName.text == "application",
                      member.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == member.id else { continue }
                findings.report(at: member, in: file, "in a React Native \(version) scene app RCTLinkingManager.application(…) returns NO and posts nothing: the link never reaches JavaScript's Linking; call RCTLinkingManager.scene(_:openURLContexts:) or scene(_:continue:) from the scene delegate")
            }
        }
    }
}
