import Foundation
import SwiftSyntax

/// removed, and said so: the scene delegate hands the cold launch's URL or quick action to that method, so the same code runs; the early `return false` only kept UIKit from delivering the launch a second time, which a scene app does not do. A body that does more, or work after the `if` that the early return used to skip, keeps the statement in place, marked
struct DropRedundantLaunchReads: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "drop-redundant-launch-reads",
            trigger: "`if let url = launchOptions?[.url] as? URL { _ = handle(url: url); return false }` (or `[.shortcutItem]`, in an `if`/`else if` chain with no plain `else`), whose bodies only make calls that `application(_:open:options:)` (or `performActionFor`) also makes, followed by nothing but the method's last `return`",
            summary: "removed, and said so: the scene delegate hands the cold launch's URL or quick action to that method, so the same code runs; the early `return false` only kept UIKit from delivering the launch a second time, which a scene app does not do. A body that does more, or work after the `if` that the early return used to skip, keeps the statement in place, marked",
            rationale: "In a scene app the launch options carry no URL or shortcut item: UIKit passes them to the scene in `connectionOptions` (UIKit: UIScene.ConnectionOptions; TN3187).",
            doctorRules: [],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [

            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.dropRedundantLaunchReads()
    }
}

extension MigrationContext {
    mutating func dropRedundantLaunchReads() {
        guard let launch else { return }
        let located = launch.located, items = launch.items, analyses = launch.analyses, context = launch.context
        let file = files[located.file]
        // `if let url = launchOptions?[.url] as? URL { _ = handle(url: url); return false }`:
        // the scene delegate routes the same launch to the warm-path method, which makes the
        // same calls; the `return false` only kept UIKit from delivering it a second time.
        let redundant = redundantLaunchReads(items, launchOptions: context.launchOptionsParameter ?? "launchOptions", model: model)
        redundantLaunchStatements = redundant
        for (index, calls) in redundant.sorted(by: { $0.key < $1.key }) {
            guard let range = file.wholeLines(of: items[index]) else { continue }
            remove(range, in: located.file)
            movedRanges.append((located.file, range))
            done.append("\(file.path): the launch option reads at line \(file.line(items[index])) removed: the scene delegate hands the cold launch's "
                + analyses[index].readsLaunchKeys.map(\.sceneName).sorted().joined(separator: " and ")
                + " to the methods a running app's go to, which make the same calls (" + calls.sorted().map { "\($0)(…)" }.joined(separator: ", ") + "); its early return only kept UIKit from delivering the launch twice")
        }
    }


    /// Statements of didFinishLaunching that only hand a launch URL or quick action to the same
    /// code as the app's warm-path method (`application(_:open:options:)`,
    /// `application(_:performActionFor:completionHandler:)`), which the scene delegate calls for
    /// the cold launch too: an `if let x = launchOptions?[.url] as? URL { … }` chain (no plain
    /// `else`) whose bodies hold only calls that method also makes and `return true`/`false`,
    /// followed by nothing but the method's last `return`. The index, with the calls.
    func redundantLaunchReads(_ items: [CodeBlockItemSyntax], launchOptions: String, model: AppDelegateModel) -> [Int: Set<String>] {
        func callees(_ node: some SyntaxProtocol) -> Set<String> {
            Set(node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard case .identifier(let name) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
                var callee = Syntax(reference)
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id { callee = Syntax(member) }
                guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
                return name
            })
        }
        let warm: [LaunchKey: AppDelegateModel.Entry] = [.url: .openURL, .shortcutItem: .performAction]
        var result: [Int: Set<String>] = [:]
        for (index, item) in items.enumerated() {
            // Only the method's last `return` may follow.
            guard items[(index + 1)...].allSatisfy({ $0.item.is(ReturnStmtSyntax.self) }), index + 1 < items.count,
                  let first = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self) else { continue }
            var clause: IfExprSyntax? = first
            var calls: Set<String> = []
            var ok = true
            while ok, let current = clause {
                // One condition: `let x = launchOptions?[.key] (as? T)`, a key with a routed warm path.
                guard current.conditions.count == 1, let binding = current.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
                      let value = binding.initializer?.value, let key = launchKey(readAtTheStartOf: value, launchOptions: launchOptions),
                      let entry = warm[key], let method = model.methods[entry], let methodBody = method.node.body,
                      !method.node.isInNonIOSClause else { ok = false; break }
                let allowed = callees(methodBody)
                for statement in current.body.statements {
                    if let ret = statement.item.as(ReturnStmtSyntax.self) {
                        if let expression = ret.expression, !expression.is(BooleanLiteralExprSyntax.self) { ok = false }
                        continue
                    }
                    let made = callees(statement)
                    let bound = statement.tokens(viewMode: .sourceAccurate).contains { $0.parent?.is(IdentifierPatternSyntax.self) == true }
                    if made.isEmpty || !made.isSubset(of: allowed) || bound { ok = false }
                    calls.formUnion(made)
                }
                switch current.elseBody {
                case .none: clause = nil
                case .ifExpr(let next)?: clause = next
                case .codeBlock?: ok = false
                }
            }
            if ok, !calls.isEmpty { result[index] = calls }
        }
        return result
    }

    /// The key of `launchOptions?[key]` (or `!`) when `value` starts with that read
    /// (`launchOptions?[.url] as? URL`), recognised as ``SnippetRewrite`` recognises it.
    func launchKey(readAtTheStartOf value: ExprSyntax, launchOptions: String) -> LaunchKey? {
        guard let read = value.firstToken(viewMode: .sourceAccurate)?.parent?.as(DeclReferenceExprSyntax.self),
              read.baseName.text == launchOptions else { return nil }
        var called = Syntax(read)
        if let parent = called.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) { called = parent }
        guard let subscriptCall = called.parent?.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == called.id,
              subscriptCall.arguments.count == 1, let argument = subscriptCall.arguments.first else { return nil }
        return LaunchKey(keyExpression: argument.expression.trimmedDescription)
    }
}