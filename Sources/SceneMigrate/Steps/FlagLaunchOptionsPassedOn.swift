import Foundation
import SwiftSyntax

/// left in place and marked `check`: in a scene app the launch options carry no URL, user activity, shortcut item or notification.
struct FlagLaunchOptionsPassedOn: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "launch-options-passed-on",
            trigger: "`launchOptions` handed to other code in `didFinishLaunching` (an SDK's `application(_:didFinishLaunchingWithOptions:)`, a helper, the app's own view model); `launchOptions` read in `application(_:willFinishLaunchingWithOptions:)`",
            summary: "left in place and marked `check`: in a scene app the launch options carry no URL, user activity, shortcut item or notification",
            rationale: "UIKit passes a scene app's launch URL, activity, quick action and notification to the scene's `connectionOptions`, not to `launchOptions` (TN3187); an SDK that reads them needs its scene API, which only its documentation names.",
            doctorRules: ["app-delegate-event-callback"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("launch-options-passed-on", .check, "launchOptions is passed on here (to X)", why: "an SDK that reads the launch options needs its scene API called from the scene delegate: only its documentation says which"),
                ManualStepDescription("launch-options-in-will-finish", .check, "launchOptions is read here, in willFinishLaunching", why: "in a scene app it has no URL, user activity, shortcut item or notification: those reach scene(_:willConnectTo:options:) in its connection options, which the tool routes only from didFinishLaunching's reads"),
                ManualStepDescription("launch-options-to-app-code", .check, "the app's own code gets launchOptions here", why: "the app's own type or member reads them (a view model's `applicationDidFinishLaunching(launchOptions:)`): the tool routes the URL, activity and quick action to the running app's handlers, so check that what the launch path did with them happens there too")
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.flagLaunchOptionsPassedOn()
    }
}

extension MigrationContext {
    mutating func flagLaunchOptionsPassedOn() {
        flagLaunchOptionsInWillFinish()
        guard let launch else { return }
        let located = launch.located, items = launch.items, analyses = launch.analyses, context = launch.context
        let redundant = redundantLaunchStatements, blocked = launchStatementsLeft
        // launchOptions handed to other code (an SDK, a helper): it no longer carries the URL,
        // activity, shortcut item or notification.
        let appTypes = declaredTypeNames()
        for (index, analysis) in analyses.enumerated() where analysis.otherLaunchOptionsUse && blocked[index] == nil && redundant[index] == nil && !claimedLaunchStatements.contains(index) {
            let receiver = launchOptionsReceiver(in: items[index], parameter: context.launchOptionsParameter ?? "launchOptions")
            let ownCode = receiver.map { $0 == "self" || memberNames.contains($0) || appTypes.contains($0) } ?? false
            if ownCode {
                leave(items[index], in: located.file, id: "launch-options-to-app-code", "the app's own code gets launchOptions here; in a scene app they have no URL, user activity, shortcut item or notification: the scene delegate hands those to the app's handlers of a running app (check that what this code did with them at launch happens there)", kind: .check)
            } else {
                leave(items[index], in: located.file, id: "launch-options-passed-on", "launchOptions is passed on here\(receiver.map { " (to \($0))" } ?? ""); in a scene app it has no URL, user activity, shortcut item or notification: if this code reads them, call its scene API from the scene delegate", kind: .check)
            }
        }
    }

    /// Each statement of `application(_:willFinishLaunchingWithOptions:)` that reads its launch
    /// options: marked `check` (in a scene app they carry none of the launch's events).
    mutating func flagLaunchOptionsInWillFinish() {
        let functions = model.declarations.flatMap { located in
            (located.node.as(ClassDeclSyntax.self)?.memberBlock ?? located.node.as(ExtensionDeclSyntax.self)?.memberBlock).map { block in
                block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.map { (file: located.file, node: $0) }
            } ?? []
        }
        for located in functions {
            let function = located.node
            guard function.name.text == "application", let body = function.body else { continue }
            let parameters = Array(function.signature.parameterClause.parameters)
            guard parameters.count == 2, parameters[1].firstName.text == "willFinishLaunchingWithOptions" else { continue }
            let name = (parameters[1].secondName ?? parameters[1].firstName).text
            for item in body.statements {
                let reads = item.tokens(viewMode: .sourceAccurate).contains { $0.text == name && $0.parent?.is(DeclReferenceExprSyntax.self) == true }
                guard reads else { continue }
                leave(item, in: located.file, id: "launch-options-in-will-finish", "launchOptions is read here, in willFinishLaunching; in a scene app it has no URL, user activity, shortcut item or notification: they reach scene(_:willConnectTo:options:) in connectionOptions", kind: .check)
            }
        }
    }

    /// The types the app declares (classes, structs, enums, protocols, actors), in every file.
    func declaredTypeNames() -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, let parent = token.parent else { continue }
                if parent.is(ClassDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                    || parent.is(ProtocolDeclSyntax.self) || parent.is(ActorDeclSyntax.self) {
                    names.insert(name)
                }
            }
        }
        return names
    }

    /// The leftmost name of the call that receives `launchOptions` as an argument in `item`
    /// (`self`, `viewModel`, `ApplicationDelegate`), when there is one.
    func launchOptionsReceiver(in item: some SyntaxProtocol, parameter: String) -> String? {
        for token in item.tokens(viewMode: .sourceAccurate) where token.text == parameter {
            var node = token.parent
            while let current = node, !current.is(FunctionCallExprSyntax.self) { node = current.parent }
            guard var expression = node?.as(FunctionCallExprSyntax.self)?.calledExpression else { continue }
            while true {
                if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { expression = base; continue }
                if let chain = expression.as(OptionalChainingExprSyntax.self) { expression = chain.expression; continue }
                if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression; continue }
                if let call = expression.as(FunctionCallExprSyntax.self) { expression = call.calledExpression; continue }
                break
            }
            return expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

}
