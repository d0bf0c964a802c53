import SwiftSyntax

/// What the whole-app rules look up in every file, gathered in one walk when the file is parsed
/// (on every core), so that no rule walks all files again.
struct FileIndex {
    /// Member accesses named `first`, `last`, `keyWindow` or `window` (the window rules).
    var memberAccesses: [MemberAccessExprSyntax] = []
    /// The full names of the calls on the app's own delegates or unqualified (`name(label:)`).
    var callSignatures: Set<String> = []
    /// Every identifier in the file.
    var identifiers: Set<String> = []

    static let indexedMembers: Set<String> = ["first", "last", "keyWindow", "window"]

    init(_ tree: SourceFileSyntax) {
        let visitor = Visitor()
        visitor.walk(tree)
        self = visitor.index
    }

    private init() {}

    private final class Visitor: SyntaxVisitor {
        var index = FileIndex()

        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if FileIndex.indexedMembers.contains(node.declName.baseName.text) { index.memberAccesses.append(node) }
            return .visitChildren
        }

        override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let name = BodyFacts.calleeName(of: call) else { return .visitChildren }
            // Only calls on the app's own delegate (or unqualified ones) count: an SDK's
            // `ApplicationDelegateProxy.shared.application(_:open:options:)` is not a call of the app's method.
            if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription,
               base != "self", !base.contains("AppDelegate"), !base.contains("appDelegate"), !base.contains(".delegate") {
                return .visitChildren
            }
            index.callSignatures.insert("\(name)(\(BodyFacts.labels(of: call).map { $0 + ":" }.joined()))")
            return .visitChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let text) = token.tokenKind { index.identifiers.insert(text) }
            return .skipChildren
        }
    }
}
