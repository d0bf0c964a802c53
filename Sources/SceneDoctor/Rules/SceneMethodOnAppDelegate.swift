import SwiftSyntax

/// `scene-method-on-app-delegate`: a scene delegate's method written on the app delegate, which
/// is no scene's delegate: UIKit never calls it.
struct SceneMethodOnAppDelegate: DoctorRule {
    /// The scene-delegate methods UIKit calls on a scene's delegate only.
    static let sceneMethods: Set<String> = [
        Signatures.willConnect, Signatures.openURLContexts, Signatures.continueActivity, Signatures.performAction, Signatures.performActionAsync,
        Signatures.sceneDidDisconnect, "sceneDidBecomeActive(_:)", "sceneWillResignActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)",
    ]

    static let description = RuleDescription(
        id: "scene-method-on-app-delegate",
        name: "A scene delegate's method on the app delegate",
        rationale: """
            UIKit calls `scene(_:openURLContexts:)`, `scene(_:continue:)`, `sceneDidBecomeActive(_:)` \
            and the other scene callbacks on the delegate of a scene, the class the scene \
            configuration names; an app delegate that does not conform to `UIWindowSceneDelegate` \
            and is not named there never gets them. A method written there (a migration's URL \
            handling put on the wrong class) is dead code, and the event it handles is lost.
            """,
        source: RuleSource(title: "Apple: UISceneDelegate", url: "https://developer.apple.com/documentation/uikit/uiscenedelegate"),
        fix: "Move the method to the scene delegate (the class `UISceneDelegateClassName` names), or call it from there.",
        before: """
            // AppDelegate
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { … }
            """,
        after: """
            // SceneDelegate
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) { … }
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func ↓scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        for context in URLContexts { Router.open(context.url) }
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "Habitica's shape"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        for context in URLContexts { Router.open(context.url) }
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        (UIApplication.shared.delegate as? AppDelegate)?.scene(scene, openURLContexts: URLContexts)
                    }
                }
                """, comment: "the scene delegate calls it"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func sceneDidBecomeActive(_ scene: UIScene) { Badge.clear() }
                }
                """, comment: "an app delegate that is its scenes' delegate too"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        let sceneDelegates = Set(app.sceneDelegateTypes)
        for delegate in app.appDelegateTypes where !sceneDelegates.contains(delegate) {
            for method in app.types[delegate]?.functions ?? [] where Self.sceneMethods.contains(method.signature) && !app.isCalled(method.signature) {
                // `isCalled` counts only `application…` names: a call through the app delegate
                // (`appDelegate.scene(scene, openURLContexts:)`) is looked for here.
                if Self.calledElsewhere(method, in: app) { continue }
                findings.report(at: method.nameNode, in: method.file,
                    "\(method.signature) is a scene delegate's method, and \(delegate) is no scene's delegate: UIKit never calls it, so its work never runs; move it to the scene delegate, or call it from there")
            }
        }
    }

    /// Whether another type's code calls the method through the app delegate (`appDelegate.scene(…)`,
    /// `(UIApplication.shared.delegate as? AppDelegate)?.sceneDidBecomeActive(…)`).
    static func calledElsewhere(_ method: FunctionRef, in app: AppModel) -> Bool {
        guard let name = method.decl.as(FunctionDeclSyntax.self)?.name.text else { return false }
        let labels = method.parameters.map { $0.firstName.text }
        for delegate in app.sceneDelegateTypes {
            for function in app.types[delegate]?.functions ?? [] {
                guard let body = function.body else { continue }
                for call in NodeCollector<FunctionCallExprSyntax>.all(in: body) where BodyFacts.calleeName(of: call) == name {
                    // Not the scene delegate's own (`self.scene(scene, openURLContexts: …)`).
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) else { continue }
                    if BodyFacts.labels(of: call).count == labels.count { return true }
                }
            }
        }
        return false
    }
}
