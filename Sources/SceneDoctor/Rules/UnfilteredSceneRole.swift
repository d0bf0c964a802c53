import OpenUISceneManifest
import SwiftSyntax

/// `unfiltered-scene-role`: an app that can receive other scene roles (an external display,
/// CarPlay) gives them its main scene delegate without looking at the role.
struct UnfilteredSceneRole: DoctorRule {
    static let otherRoleMarkers = ["windowExternalDisplay", "windowExternalDisplayNonInteractive", "carTemplateApplication", "UIWindowSceneSessionRoleExternalDisplay", "UIWindowSceneSessionRoleExternalDisplayNonInteractive", "CPTemplateApplicationSceneSessionRoleApplication"]

    static let description = RuleDescription(
        id: "unfiltered-scene-role",
        name: "Scene role not filtered",
        rationale: """
            Scenes connect in other roles than the application's: an external display, CarPlay. \
            When `configurationForConnecting` returns the app's main configuration whatever the \
            role, and the scene delegate's `willConnect` does not check it either, a second screen \
            gets the app's main interface (and takes over state that exists once, such as a \
            single shared view controller).
            """,
        source: RuleSource(title: "Apple: UISceneSession.Role", url: "https://developer.apple.com/documentation/uikit/uiscenesession/role"),
        fix: "Switch on `connectingSceneSession.role` in `configurationForConnecting` (or return `connectingSceneSession.configuration`), and give other roles their own configuration.",
        before: """
            return UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
            """,
        after: """
            switch connectingSceneSession.role {
            case .windowExternalDisplayNonInteractive: return UISceneConfiguration(name: "External Display", sessionRole: connectingSceneSession.role)
            default: return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
            }
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func ↓application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
                        configuration.delegateClass = SceneDelegate.self
                        return configuration
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        Shared.mainController.attach(to: scene)
                    }
                }
                class ExternalDisplayDelegate: UIResponder, UIWindowSceneDelegate {}
                let externalRole = UISceneSession.Role.windowExternalDisplayNonInteractive
                """, comment: "one configuration for every role"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        if connectingSceneSession.role == .windowExternalDisplayNonInteractive {
                            return UISceneConfiguration(name: "External", sessionRole: connectingSceneSession.role)
                        }
                        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                    }
                }
                """, comment: "filtered by role"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        let role = connectingSceneSession.role
                        if role == UISceneSession.Role.carTemplateApplication {
                            return UISceneConfiguration(name: "Car", sessionRole: role)
                        }
                        return UISceneConfiguration(name: "Default Configuration", sessionRole: role)
                    }
                }
                let carRole = UISceneSession.Role.carTemplateApplication
                """, comment: "the role read into a local first, then compared"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                    }
                }
                """, comment: "an app that receives no other role"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        let manifestOtherRoles = app.manifest.configurations.contains { $0.role != SceneSessionRoleKey.windowApplication }
        let codeOtherRoles = Self.otherRoleMarkers.contains { app.anyFileMentions($0) }
        guard manifestOtherRoles || codeOtherRoles else { return }

        let methods = app.appDelegateMethods(Signatures.configurationForConnecting)
        for method in methods {
            guard let body = method.body, !Self.filtersRole(body), !Self.returnsSessionConfiguration(body) else { continue }
            // The scene delegates may still check the role in willConnect.
            if app.sceneDelegateTypes.contains(where: { delegate in
                app.method(Signatures.willConnect, in: delegate)?.body.map(Self.filtersRole) ?? false
            }) { continue }
            findings.report(at: method.nameNode, in: method.file,
                "this app can receive scenes of other roles (an external display, CarPlay), but configurationForConnecting gives every role the same configuration and willConnect does not check the role: a second screen gets the app's main interface; switch on connectingSceneSession.role")
        }
        guard methods.isEmpty else { return }
        // No configurationForConnecting: the manifest gives another role the app's own delegate.
        let applicationDelegates = Set(app.manifest.configurations.filter { $0.role == SceneSessionRoleKey.windowApplication }.compactMap(\.delegateClass))
        for configuration in app.manifest.configurations where configuration.role != SceneSessionRoleKey.windowApplication {
            guard let delegate = configuration.delegateClass, applicationDelegates.contains(delegate),
                  let willConnect = app.method(Signatures.willConnect, in: delegate), let body = willConnect.body, !Self.filtersRole(body) else { continue }
            findings.report(at: willConnect.nameNode, in: willConnect.file,
                "the manifest gives the role \(configuration.role) the app's own scene delegate `\(delegate)`, and its willConnect does not check session.role: that screen gets the app's main interface; give the role its own delegate or check the role")
        }
    }

    /// Whether the body compares or switches on a `role` (also one read into a local first:
    /// `let role = session.role; if role == .carTemplateApplication`), or checks the scene's screen.
    static func filtersRole(_ body: CodeBlockSyntax) -> Bool {
        let accesses = NodeCollector<MemberAccessExprSyntax>.all(in: body).filter { ["role", "screen"].contains($0.declName.baseName.text) }
        var locals: Set<String> = []
        for binding in NodeCollector<PatternBindingSyntax>.all(in: body) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value.as(MemberAccessExprSyntax.self), ["role", "screen"].contains(value.declName.baseName.text) else { continue }
            locals.insert(name)
        }
        let references = NodeCollector<DeclReferenceExprSyntax>.all(in: body).filter {
            locals.contains($0.baseName.text) && $0.parent?.as(MemberAccessExprSyntax.self)?.declName.id != $0.id
        }
        for expression in accesses.map(Syntax.init) + references.map(Syntax.init) {
            var node = expression.parent
            while let current = node, !current.is(CodeBlockSyntax.self) {
                if current.is(ConditionElementSyntax.self) || current.is(SwitchExprSyntax.self) || current.is(TernaryExprSyntax.self) { return true }
                if let sequence = current.as(SequenceExprSyntax.self),
                   sequence.elements.contains(where: { ["==", "!=", "~="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }) { return true }
                node = current.parent
            }
        }
        return false
    }

    /// `return connectingSceneSession.configuration`: the manifest's configuration of the role.
    static func returnsSessionConfiguration(_ body: CodeBlockSyntax) -> Bool {
        NodeCollector<MemberAccessExprSyntax>.all(in: body).contains { $0.declName.baseName.text == "configuration" && $0.base != nil }
    }
}
