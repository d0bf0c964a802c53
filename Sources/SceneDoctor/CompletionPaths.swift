import SwiftSyntax

/// How many times a completion handler is called on each path through a body: a set of counts
/// among 0, 1, 2 (2 meaning "two or more") and ``handedOff``. `if`, `guard`, `switch`, `#if`, `do`/`catch`,
/// loops, `defer`, `return` and `throw` are followed; a call inside a closure counts where the
/// closure is written (it runs once: `DispatchQueue.main.async { completionHandler(true) }`); the
/// handler passed on to another function or stored is ``handedOff``: the callee's job, which may
/// or may not call it (xdrip hands it to a helper whose `nil` result says it did not, then calls
/// it itself), so a path with a hand-off is neither "not called" nor, with one call of its own,
/// "called twice".
struct CompletionPaths {
    /// The count of a path on which the handler was handed on and not called here.
    static let handedOff = 3

    /// The handler's name in the body.
    let handler: String

    struct Flow {
        /// Counts on paths that reach the end of the block.
        var falling: Set<Int>
        /// Counts on paths that left with `return` or `throw`.
        var exits: Set<Int> = []
        /// Counts on paths that left a loop with `break` or `continue`.
        var loopExits: Set<Int> = []
    }

    /// Nested functions of the body that call the handler, with the counts of their own paths: a
    /// call of `finish(true)` counts as `finish`'s calls of the handler.
    var localFunctions: [String: Set<Int>] = [:]

    init(handler: String) { self.handler = handler }

    /// Every count the function's paths can end with.
    func counts(in body: CodeBlockSyntax) -> Set<Int> {
        var paths = self
        paths.localFunctions = Self.localFunctions(in: body, handler: handler, depth: 0)
        let flow = paths.analyze(Array(body.statements), incoming: [0])
        return flow.falling.union(flow.exits).union(flow.loopExits)
    }

    /// The nested functions (`func finish(_ ok: Bool) { completionHandler(ok) }`) that mention the
    /// handler, four levels deep at most.
    private static func localFunctions(in body: CodeBlockSyntax, handler: String, depth: Int) -> [String: Set<Int>] {
        guard depth < 4 else { return [:] }
        var result: [String: Set<Int>] = [:]
        for function in NodeCollector<FunctionDeclSyntax>.all(in: body) {
            guard let functionBody = function.body, BodyFacts.mentions(handler, in: functionBody) else { continue }
            var inner = CompletionPaths(handler: handler)
            inner.localFunctions = localFunctions(in: functionBody, handler: handler, depth: depth + 1)
            let flow = inner.analyze(Array(functionBody.statements), incoming: [0])
            result[function.name.text] = flow.falling.union(flow.exits).union(flow.loopExits)
        }
        return result
    }

    private static func add(_ counts: Set<Int>, _ amount: Set<Int>) -> Set<Int> {
        var result = Set<Int>()
        for count in counts { for extra in amount { result.insert(sum(count, extra)) } }
        return result
    }

    /// A hand-off adds nothing to the calls made here, and is the count of a path with none.
    private static func sum(_ count: Int, _ extra: Int) -> Int {
        switch (count == handedOff, extra == handedOff) {
        case (true, true): return handedOff
        case (true, false): return extra == 0 ? handedOff : extra
        case (false, true): return count == 0 ? handedOff : count
        case (false, false): return min(2, count + extra)
        }
    }

    private func analyze(_ items: [CodeBlockItemSyntax], incoming: Set<Int>) -> Flow {
        var flow = Flow(falling: incoming)
        var deferred: Set<Int> = [0]
        for item in items {
            if flow.falling.isEmpty { break }
            let result = analyze(item: item.item, incoming: flow.falling, deferred: &deferred)
            flow.falling = result.falling
            flow.exits.formUnion(result.exits)
            flow.loopExits.formUnion(result.loopExits)
        }
        if deferred != [0] {
            flow.falling = Self.add(flow.falling, deferred)
            flow.exits = Self.add(flow.exits, deferred)
            flow.loopExits = Self.add(flow.loopExits, deferred)
        }
        return flow
    }

    private func analyze(block: CodeBlockSyntax?, incoming: Set<Int>) -> Flow {
        guard let block else { return Flow(falling: incoming) }
        return analyze(Array(block.statements), incoming: incoming)
    }

    private func analyze(item: CodeBlockItemSyntax.Item, incoming: Set<Int>, deferred: inout Set<Int>) -> Flow {
        switch item {
        case .decl(let decl):
            if let ifConfig = decl.as(IfConfigDeclSyntax.self) { return analyze(ifConfig: ifConfig, incoming: incoming) }
            return Flow(falling: Self.add(incoming, calls(in: Syntax(decl))))
        case .expr(let expression):
            return analyze(expression: expression, incoming: incoming)
        case .stmt(let statement):
            return analyze(statement: statement, incoming: incoming, deferred: &deferred)
        }
    }

    private func analyze(ifConfig: IfConfigDeclSyntax, incoming: Set<Int>) -> Flow {
        var result = Flow(falling: [])
        for clause in ifConfig.clauses {
            let flow: Flow
            if case .statements(let statements)? = clause.elements {
                flow = analyze(Array(statements), incoming: incoming)
            } else {
                flow = Flow(falling: incoming)
            }
            result = merge(result, flow)
        }
        if ifConfig.clauses.allSatisfy({ $0.poundKeyword.tokenKind != .poundElse }) {
            result.falling.formUnion(incoming)
        }
        return result
    }

    private func merge(_ lhs: Flow, _ rhs: Flow) -> Flow {
        Flow(falling: lhs.falling.union(rhs.falling), exits: lhs.exits.union(rhs.exits), loopExits: lhs.loopExits.union(rhs.loopExits))
    }

    private func analyze(expression: ExprSyntax, incoming: Set<Int>) -> Flow {
        if let ifExpression = expression.as(IfExprSyntax.self) { return analyze(if: ifExpression, incoming: incoming) }
        if let switchExpression = expression.as(SwitchExprSyntax.self) { return analyze(switch: switchExpression, incoming: incoming) }
        return Flow(falling: Self.add(incoming, calls(in: Syntax(expression))))
    }

    private func analyze(if node: IfExprSyntax, incoming: Set<Int>) -> Flow {
        let afterCondition = Self.add(incoming, calls(in: Syntax(node.conditions)))
        let then = analyze(block: node.body, incoming: afterCondition)
        let otherwise: Flow
        switch node.elseBody {
        case .ifExpr(let nested)?: otherwise = analyze(if: nested, incoming: afterCondition)
        case .codeBlock(let block)?: otherwise = analyze(block: block, incoming: afterCondition)
        case nil: otherwise = Flow(falling: afterCondition)
        }
        return merge(then, otherwise)
    }

    private func analyze(switch node: SwitchExprSyntax, incoming: Set<Int>) -> Flow {
        let afterSubject = Self.add(incoming, calls(in: Syntax(node.subject)))
        var result = Flow(falling: [])
        var hasDefault = false
        for element in node.cases {
            switch element {
            case .switchCase(let switchCase):
                if case .default = switchCase.label { hasDefault = true }
                var flow = analyze(Array(switchCase.statements), incoming: afterSubject)
                // `break` in a switch leaves the switch, not a loop.
                flow.falling.formUnion(flow.loopExits)
                flow.loopExits = []
                result = merge(result, flow)
            case .ifConfigDecl(let ifConfig):
                result = merge(result, analyze(ifConfig: ifConfig, incoming: afterSubject))
            }
        }
        // Without `default`, assume the cases are exhaustive (the compiler checks it).
        _ = hasDefault
        if node.cases.isEmpty { result.falling = afterSubject }
        return result
    }

    private func analyze(statement: StmtSyntax, incoming: Set<Int>, deferred: inout Set<Int>) -> Flow {
        if let returnStatement = statement.as(ReturnStmtSyntax.self) {
            let counts = Self.add(incoming, returnStatement.expression.map { calls(in: Syntax($0)) } ?? [0])
            return Flow(falling: [], exits: counts)
        }
        if let throwStatement = statement.as(ThrowStmtSyntax.self) {
            return Flow(falling: [], exits: Self.add(incoming, calls(in: Syntax(throwStatement.expression))))
        }
        if statement.is(BreakStmtSyntax.self) || statement.is(ContinueStmtSyntax.self) {
            return Flow(falling: [], loopExits: incoming)
        }
        if let guardStatement = statement.as(GuardStmtSyntax.self) {
            let afterCondition = Self.add(incoming, calls(in: Syntax(guardStatement.conditions)))
            let elseFlow = analyze(block: guardStatement.body, incoming: afterCondition)
            return Flow(falling: afterCondition, exits: elseFlow.exits.union(elseFlow.falling), loopExits: elseFlow.loopExits)
        }
        if let deferStatement = statement.as(DeferStmtSyntax.self) {
            let flow = analyze(block: deferStatement.body, incoming: [0])
            deferred = Self.add(deferred, flow.falling.union(flow.exits))
            return Flow(falling: incoming)
        }
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return analyze(expression: expression.expression, incoming: incoming)
        }
        if let doStatement = statement.as(DoStmtSyntax.self) {
            let body = analyze(block: doStatement.body, incoming: incoming)
            var result = body
            // A throw can happen anywhere in the body: a catch starts from any count seen.
            let catchIncoming = incoming.union(body.falling)
            for clause in doStatement.catchClauses {
                let flow = analyze(block: clause.body, incoming: catchIncoming)
                result = merge(result, flow)
            }
            return result
        }
        if let loop = statement.as(ForStmtSyntax.self) {
            var flow = analyze(block: loop.body, incoming: incoming)
            flow.falling = flow.falling.union(flow.loopExits).union(incoming)
            flow.loopExits = []
            return flow
        }
        if let loop = statement.as(WhileStmtSyntax.self) {
            var flow = analyze(block: loop.body, incoming: incoming)
            flow.falling = flow.falling.union(flow.loopExits).union(incoming)
            flow.loopExits = []
            return flow
        }
        if let loop = statement.as(RepeatStmtSyntax.self) {
            var flow = analyze(block: loop.body, incoming: incoming)
            flow.falling = flow.falling.union(flow.loopExits)
            flow.loopExits = []
            return flow
        }
        return Flow(falling: Self.add(incoming, calls(in: Syntax(statement))))
    }

    /// The calls of the handler in an expression: direct calls count one each; passing the handler
    /// on is a hand-off; the closures in the expression that mention the handler are alternatives
    /// (`.done { handler(true) }.catch { handler(false) }`, success and failure callbacks): one of
    /// them runs, once, and its own paths are analysed as a function's.
    private func calls(in node: Syntax) -> Set<Int> {
        if let closure = node.as(ClosureExprSyntax.self) {
            let flow = analyze(Array(closure.statements), incoming: [0])
            return flow.falling.union(flow.exits).union(flow.loopExits)
        }
        if let ternary = node.as(TernaryExprSyntax.self) {
            let condition = calls(in: Syntax(ternary.condition))
            return Self.add(condition, calls(in: Syntax(ternary.thenExpression)).union(calls(in: Syntax(ternary.elseExpression))))
        }
        var direct: Set<Int> = [0]
        var alternatives: Set<Int>?
        collect(node, direct: &direct, alternatives: &alternatives)
        return alternatives.map { Self.add(direct, $0) } ?? direct
    }

    private func collect(_ node: Syntax, direct: inout Set<Int>, alternatives: inout Set<Int>?) {
        if let closure = node.as(ClosureExprSyntax.self) {
            if BodyFacts.mentions(handler, in: closure) {
                alternatives = (alternatives ?? []).union(calls(in: node))
            }
            return
        }
        if node.is(TernaryExprSyntax.self) {
            direct = Self.add(direct, calls(in: node))
            return
        }
        if let call = node.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let counts = localFunctions[name] {
            direct = Self.add(direct, counts)
            for argument in call.arguments { collect(Syntax(argument), direct: &direct, alternatives: &alternatives) }
            return
        }
        if let call = node.as(FunctionCallExprSyntax.self), isHandler(call.calledExpression) {
            direct = Self.add(direct, [1])
            for argument in call.arguments { collect(Syntax(argument), direct: &direct, alternatives: &alternatives) }
            return
        }
        if let reference = node.as(DeclReferenceExprSyntax.self), reference.baseName.text == handler {
            // Not called here (a call's callee is handled above): handed on or stored.
            direct = Self.add(direct, [Self.handedOff])
            return
        }
        if node.is(FunctionDeclSyntax.self) { return }
        for child in node.children(viewMode: .sourceAccurate) {
            collect(child, direct: &direct, alternatives: &alternatives)
        }
    }

    private func isHandler(_ callee: ExprSyntax) -> Bool {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == handler }
        if let optional = callee.as(OptionalChainingExprSyntax.self) { return isHandler(optional.expression) }
        if let forced = callee.as(ForceUnwrapExprSyntax.self) { return isHandler(forced.expression) }
        return false
    }
}
