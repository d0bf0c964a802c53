import SwiftSyntax

/// Whether a name at a point of the code is a local (a parameter, a `let`/`var`, an `if let`,
/// `guard let` or `for` binding in scope there) rather than a member of the enclosing type:
/// `window = UIWindow(…)` before `guard let window = window` assigns the app delegate's property,
/// and `window` after it is the local. Scopes are Swift's: a declaration counts from the statement
/// after it to the end of its block, an `if`/`while`/`for` binding inside its body, a parameter in
/// its function or closure; outer functions' locals are seen from nested ones. The search stops at
/// the type's member list.
public enum LocalBindings {
    public static func isLocal(_ name: String, at node: some SyntaxProtocol) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let scope = current {
            if scope.is(MemberBlockItemListSyntax.self) || scope.is(SourceFileSyntax.self) { return false }
            if let items = scope.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.position >= child.position { break }
                    if declares(name, item.item) { return true }
                }
            } else if let statement = scope.as(IfExprSyntax.self), child.id == statement.body.id {
                if binds(name, statement.conditions) { return true }
            } else if let statement = scope.as(WhileStmtSyntax.self), child.id == statement.body.id {
                if binds(name, statement.conditions) { return true }
            } else if let statement = scope.as(ForStmtSyntax.self), child.id == statement.body.id {
                if names(in: statement.pattern).contains(name) { return true }
            } else if let function = scope.as(FunctionDeclSyntax.self), child.id == function.body?.id {
                if function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) { return true }
            } else if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature {
                if closureParameters(signature).contains(name) { return true }
            } else if let catchClause = scope.as(CatchClauseSyntax.self), child.id == catchClause.body.id {
                if name == "error" && catchClause.catchItems.isEmpty { return true }
                if catchClause.catchItems.contains(where: { $0.pattern.map(names(in:))?.contains(name) ?? false }) { return true }
            }
            child = scope
            current = scope.parent
        }
        return false
    }

    /// A statement that declares `name` for the statements after it.
    private static func declares(_ name: String, _ item: CodeBlockItemSyntax.Item) -> Bool {
        if let variable = item.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { names(in: $0.pattern).contains(name) }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) { return binds(name, guardStatement.conditions) }
        if let function = item.as(FunctionDeclSyntax.self) { return function.name.text == name }
        return false
    }

    private static func binds(_ name: String, _ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            switch element.condition {
            case .optionalBinding(let binding): return names(in: binding.pattern).contains(name)
            case .matchingPattern(let pattern): return names(in: pattern.pattern).contains(name)
            default: return false
            }
        }
    }

    private static func closureParameters(_ signature: ClosureSignatureSyntax) -> Set<String> {
        var result: Set<String> = []
        switch signature.parameterClause {
        case .simpleInput(let shorthand): for parameter in shorthand { result.insert(parameter.name.text) }
        case .parameterClause(let clause): for parameter in clause.parameters { result.insert((parameter.secondName ?? parameter.firstName).text) }
        case nil: break
        }
        for capture in signature.capture?.items ?? [] {
            result.insert(capture.name.text)
        }
        return result
    }

    /// The names a pattern binds (`window`, `(window, scene)`, `let window?`, `.some(let window)`).
    private static func names(in pattern: some SyntaxProtocol) -> Set<String> {
        var result: Set<String> = []
        for token in pattern.tokens(viewMode: .sourceAccurate) where token.parent?.is(IdentifierPatternSyntax.self) == true {
            result.insert(token.text)
        }
        return result
    }
}
