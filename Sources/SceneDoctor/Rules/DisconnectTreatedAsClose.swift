import SwiftSyntax

/// `disconnect-treated-as-close`: `sceneDidDisconnect(_:)` deleting what the scene needs when its
/// session comes back.
struct DisconnectTreatedAsClose: DoctorRule {
    static let destructiveExact: Set<String> = ["requestSceneSessionDestruction", "removeObject", "removeItem", "removePersistentDomain"]
    static let destructivePrefixes = ["delete", "destroy", "discard", "purge", "wipe", "erase"]

    static let description = RuleDescription(
        id: "disconnect-treated-as-close",
        name: "Disconnect treated as close",
        rationale: """
            `sceneDidDisconnect(_:)` is not "the user closed the window": UIKit also disconnects \
            scenes in the background to reclaim memory, and reconnects the same session later with \
            its saved state. Deleting drafts, the session's data or the session itself there loses \
            what the user comes back to. Closing is `application(_:didDiscardSceneSessions:)`.
            """,
        source: RuleSource(title: "Apple: sceneDidDisconnect(_:)", url: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)"),
        fix: "Release only what can be re-created in `sceneDidDisconnect(_:)`; delete per-window data in `application(_:didDiscardSceneSessions:)`.",
        before: """
            func sceneDidDisconnect(_ scene: UIScene) {
                Drafts.delete(forSession: scene.session.persistentIdentifier)
            }
            """,
        after: """
            // AppDelegate
            func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
                sceneSessions.forEach { Drafts.delete(forSession: $0.persistentIdentifier) }
            }
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidDisconnect(_ scene: UIScene) {
                        Drafts.shared.↓deleteDraft(for: scene.session.persistentIdentifier)
                        UserDefaults.standard.↓removeObject(forKey: "editor-state")
                    }
                }
                """),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidDisconnect(_ scene: UIScene) {
                        UIApplication.shared.↓requestSceneSessionDestruction(scene.session, options: nil)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var observers: [NSObjectProtocol] = []
                    func sceneDidDisconnect(_ scene: UIScene) {
                        observers.forEach { NotificationCenter.default.removeObserver($0) }
                        observers.removeAll()
                        Drafts.shared.save()
                    }
                }
                """, comment: "releasing observers, saving"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
                        sceneSessions.forEach { Drafts.shared.deleteDraft(for: $0.persistentIdentifier) }
                    }
                }
                """, comment: "deleting where the session is discarded"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        for method in app.sceneDelegateMethods(Signatures.sceneDidDisconnect) {
            guard let body = method.body else { continue }
            for call in NodeCollector<FunctionCallExprSyntax>.all(in: body) {
                guard let name = BodyFacts.calleeName(of: call), Self.isDestructive(name) else { continue }
                let node: Syntax = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
                findings.report(at: node, in: method.file,
                    "sceneDidDisconnect(_:) also runs when UIKit reclaims a background scene whose session comes back later: \(name)(…) here loses what the user returns to; do it in application(_:didDiscardSceneSessions:)")
            }
        }
    }

    static func isDestructive(_ name: String) -> Bool {
        destructiveExact.contains(name) || destructivePrefixes.contains { name.hasPrefix($0) }
    }
}
