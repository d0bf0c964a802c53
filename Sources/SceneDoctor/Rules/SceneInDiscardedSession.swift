import SwiftSyntax

/// `scene-in-discarded-session`: `session.scene` read in `application(_:didDiscardSceneSessions:)`.
struct SceneInDiscardedSession: DoctorRule {
    static let description = RuleDescription(
        id: "scene-in-discarded-session",
        name: "Scene of a discarded session",
        rationale: """
            `application(_:didDiscardSceneSessions:)` reports sessions whose scenes are gone (often \
            discarded while the app was not running). Their `scene` is always nil there: clean-up \
            that goes through it does nothing.
            """,
        source: RuleSource(title: "Apple: application(_:didDiscardSceneSessions:)", url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)"),
        fix: "Identify what to clean up from the session itself: `persistentIdentifier`, `userInfo`, `stateRestorationActivity`.",
        before: """
            for session in sceneSessions {
                (session.scene?.delegate as? SceneDelegate)?.deleteDraft()
            }
            """,
        after: """
            for session in sceneSessions {
                Drafts.delete(forSession: session.persistentIdentifier)
            }
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
                        for session in sceneSessions {
                            (session.↓scene?.delegate as? SceneDelegate)?.deleteDraft()
                        }
                        sceneSessions.compactMap { $0.↓scene as? UIWindowScene }.forEach { Windows.forget($0) }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
                        for session in sceneSessions { Drafts.delete(forSession: session.persistentIdentifier) }
                    }
                    func other(_ session: UISceneSession) -> UIScene? { session.scene }
                }
                """),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        for method in app.appDelegateMethods(Signatures.didDiscardSceneSessions) {
            guard let body = method.body else { continue }
            for access in NodeCollector<MemberAccessExprSyntax>.all(in: body) where access.declName.baseName.text == "scene" && access.base != nil {
                findings.report(at: access.declName, in: method.file,
                    "a discarded session's scene is always nil in application(_:didDiscardSceneSessions:); identify what to clean up by persistentIdentifier or userInfo")
            }
        }
    }
}
