import SwiftSyntax

/// Small questions about a function body that several rules ask.
enum BodyFacts {
    /// Whether `body` does anything: not empty, not only comments, not only Xcode's template
    /// statements (`guard let _ = (scene as? UIWindowScene) else { return }`), logging, `return`,
    /// or the call to `super`'s same method.
    static func hasRealWork(_ body: CodeBlockSyntax?) -> Bool {
        guard let body else { return false }
        return body.statements.contains { isRealWork($0.item) }
    }

    private static let loggingCalls: Set<String> = ["print", "debugPrint", "NSLog", "os_log", "dump"]

    static func isRealWork(_ item: CodeBlockItemSyntax.Item) -> Bool {
        switch item {
        case .stmt(let statement):
            if let guardStatement = statement.as(GuardStmtSyntax.self) {
                // `guard let _ = (scene as? UIWindowScene) else { return }` and other guards whose
                // only effect is to leave.
                let bindsNothing = guardStatement.conditions.allSatisfy { condition in
                    if let binding = condition.condition.as(OptionalBindingConditionSyntax.self) {
                        return binding.pattern.trimmedText == "_"
                    }
                    return false
                }
                return !bindsNothing
            }
            if statement.is(ReturnStmtSyntax.self) {
                return statement.as(ReturnStmtSyntax.self)?.expression.map { !$0.is(BooleanLiteralExprSyntax.self) && !$0.is(NilLiteralExprSyntax.self) } ?? false
            }
            if let expression = statement.as(ExpressionStmtSyntax.self) { return isRealWork(expression: expression.expression) }
            return true
        case .expr(let expression):
            return isRealWork(expression: expression)
        case .decl(let decl):
            // `let _ = …`, `_ = …`.
            if let variable = decl.as(VariableDeclSyntax.self), variable.bindings.allSatisfy({ $0.pattern.trimmedText == "_" }) {
                return variable.bindings.contains { $0.initializer.map { !$0.value.is(AsExprSyntax.self) && !$0.value.is(TupleExprSyntax.self) } ?? false }
            }
            return true
        }
    }

    private static func isRealWork(expression: ExprSyntax) -> Bool {
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression
            if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text, loggingCalls.contains(name) { return false }
            if let member = callee.as(MemberAccessExprSyntax.self) {
                if member.base?.is(SuperExprSyntax.self) == true { return false }
                let base = AppModel.lastComponent(member.base?.trimmedText.lowercased() ?? "")
                if base.hasSuffix("logger") || base == "log" || base == "logging" { return false }
            }
        }
        if let assignment = expression.as(SequenceExprSyntax.self), assignment.trimmedText.hasPrefix("_ =") {
            return false
        }
        return true
    }

    /// The function call's argument labels as Swift writes them in a full name (`_` for none).
    static func labels(of call: FunctionCallExprSyntax) -> [String] {
        var labels = call.arguments.map { $0.label?.text ?? "_" }
        if call.trailingClosure != nil { labels.append("_") }
        return labels
    }

    /// The base name of a call's callee (`foo` in `foo(x)`, `self.foo(x)`, `a.b.foo(x)`).
    static func calleeName(of call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let optional = callee.as(OptionalChainingExprSyntax.self), let reference = optional.expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text
        }
        return nil
    }

    /// The identifier an expression names, looking through `?`, `!`, parentheses and `self.`.
    static func identifier(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return identifier(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return identifier(forced.expression) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return identifier(tuple.elements.first?.expression) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }

    /// Whether any node below `node` mentions the identifier or member `name`.
    static func mentions(_ name: String, in node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
    }
}

/// Collects nodes of one kind below a node.
final class NodeCollector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
    var found: [Node] = []
    let skipNestedFunctions: Bool

    init(skipNestedFunctions: Bool = false) {
        self.skipNestedFunctions = skipNestedFunctions
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let match = node.as(Node.self) { found.append(match) }
        if skipNestedFunctions, node.is(FunctionDeclSyntax.self) { return .skipChildren }
        return .visitChildren
    }

    static func all(in node: some SyntaxProtocol) -> [Node] {
        let collector = NodeCollector<Node>()
        collector.walk(node)
        return collector.found
    }
}
