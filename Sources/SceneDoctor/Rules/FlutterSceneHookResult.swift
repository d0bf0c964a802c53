import SwiftSyntax

/// `flutter-scene-hook-result`: a Flutter plugin's scene hook that returns nothing where the
/// engine asks whether the plugin claimed the event, or claims every event.
struct FlutterSceneHookResult: DoctorRule {
    /// The hooks of `FlutterSceneLifeCycleDelegate` that return `Bool` ("claimed").
    static let claimingHooks: Set<String> = [
        "scene(_:willConnectTo:options:)", "scene(_:openURLContexts:)", "scene(_:continue:)",
        "windowScene(_:performActionFor:completionHandler:)",
    ]

    static let description = RuleDescription(
        id: "flutter-scene-hook-result",
        name: "Flutter scene hook without a claimed result",
        rationale: """
            Flutter's `FlutterSceneDelegate` hands a scene's connection, URLs, activities and quick \
            actions to each plugin that adopts `FlutterSceneLifeCycleDelegate`, in registration \
            order, until one returns `true`: the event is claimed, later plugins and Flutter's own \
            deep-link handling do not see it. A hook written to return nothing (the \
            `UISceneDelegate` shape) does not say whether it took the event; one that returns \
            `true` whatever it did takes every plugin's links (flutter_branch_sdk#502).
            """,
        source: RuleSource(title: "flutter/packages#12655; RodrigoSMarques/flutter_branch_sdk#502", url: "https://github.com/flutter/packages/pull/12655"),
        fix: "Return `Bool`: `true` only when the plugin handled the event (the result of its own handler), `false` otherwise.",
        before: """
            public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                for context in URLContexts { handle(context.url) }
            }
            """,
        after: """
            public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) -> Bool {
                URLContexts.contains { handle($0.url) }
            }
            """,
        triggeringExamples: [
            RuleExample("""
                public class SharePlugin: NSObject, FlutterPlugin, FlutterSceneLifeCycleDelegate {
                    public func ↓scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        for context in URLContexts { SharedInbox.receive(context.url) }
                    }
                }
                """, comment: "the UISceneDelegate shape: nothing returned"),
            RuleExample("""
                public class LinksPlugin: NSObject, FlutterPlugin {
                    func ownsLink(_ url: URL) -> Bool { url.host == "links.example.com" }
                }
                extension LinksPlugin: FlutterSceneLifeCycleDelegate {
                    public func ↓scene(_ scene: UIScene, continue userActivity: NSUserActivity) -> Bool {
                        if let url = userActivity.webpageURL { Router.open(url) }
                        return true
                    }
                }
                """, comment: "every activity claimed, the plugin's or not"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                public class SharePlugin: NSObject, FlutterPlugin, FlutterSceneLifeCycleDelegate {
                    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) -> Bool {
                        guard let url = URLContexts.first?.url, url.scheme == "share" else { return false }
                        SharedInbox.receive(url)
                        return true
                    }
                    public func sceneDidBecomeActive(_ scene: UIScene) {
                        SharedInbox.flush()
                    }
                }
                """, comment: "claimed only when it is the plugin's; the state hooks return nothing"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        Router.open(URLContexts.first?.url)
                    }
                }
                """, comment: "a UIKit scene delegate, not a Flutter plugin"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        for (name, type) in app.types where type.inherited.contains("FlutterSceneLifeCycleDelegate") {
            for function in app.methods(in: name) where Self.claimingHooks.contains(function.signature) {
                guard let decl = function.decl.as(FunctionDeclSyntax.self) else { continue }
                let returnType = decl.signature.returnClause?.type.trimmedText
                if returnType == nil || returnType == "Void" || returnType == "()" {
                    findings.report(at: function.nameNode, in: function.file,
                        "\(name).\(function.signature) returns nothing, but Flutter asks each plugin's scene hook whether it claimed the event (Bool): declare `-> Bool` and return true only for the events the plugin handled")
                } else if returnType == "Bool", let body = decl.body, Self.alwaysClaims(body) {
                    findings.report(at: function.nameNode, in: function.file,
                        "\(name).\(function.signature) returns true on every path: it claims every event, so the plugins registered after it and Flutter's own deep-link handling never see theirs; return true only for the events this plugin handled")
                }
            }
        }
    }

    /// Every `return` of the body (closures aside) returns the literal `true`.
    static func alwaysClaims(_ body: CodeBlockSyntax) -> Bool {
        final class Returns: SyntaxVisitor {
            var values: [String] = []
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                values.append(node.expression?.trimmedText ?? "")
                return .skipChildren
            }
        }
        let returns = Returns(viewMode: .sourceAccurate)
        returns.walk(body)
        if returns.values.isEmpty, body.statements.count == 1, body.statements.first?.item.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
            return true
        }
        return !returns.values.isEmpty && returns.values.allSatisfy { $0 == "true" }
    }
}
