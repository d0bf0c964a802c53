import Foundation
import SwiftParser
import SwiftSyntax

/// their `private`/`fileprivate` removed, so that the scene delegate can call them through `appDelegate`.
struct ExposeCalledMembers: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "expose-called-members",
            trigger: "`private` or `fileprivate` members of the app delegate that the moved or routed code calls",
            summary: "`private`/`fileprivate` removed, so that the scene delegate reaches them through `appDelegate`",
            rationale: "The moved code now runs in another type (the scene delegate), which a private member is not visible to (The Swift Programming Language, Access Control).",
            doctorRules: [],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [

            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.exposeCalledMembers()
    }
}

extension MigrationContext {
    mutating func exposeCalledMembers() {
        // Static members the moved code names through the type (`MFBAppDelegate.urlLaunchURL`).
        let staticNames = Self.namesQualified(by: model.className, in: (willConnect + sceneMethods).joined(separator: "\n"))
        for located in model.declarations {
            let members = located.node.as(ClassDeclSyntax.self)?.memberBlock.members ?? located.node.as(ExtensionDeclSyntax.self)?.memberBlock.members
            for member in members ?? [] {
                let isStatic = { (modifiers: DeclModifierListSyntax) in modifiers.contains { ["static", "class"].contains($0.name.text) } }
                if let function = member.decl.as(FunctionDeclSyntax.self),
                   referencedMembers.contains(function.name.text) || (isStatic(function.modifiers) && staticNames.contains(function.name.text)) {
                    removeAccessRestriction(function.modifiers, in: located.file)
                } else if let variable = member.decl.as(VariableDeclSyntax.self),
                          !referencedMembers.isDisjoint(with: AppDelegateModel.names(variable)) || (isStatic(variable.modifiers) && !staticNames.isDisjoint(with: AppDelegateModel.names(variable))) {
                    removeAccessRestriction(variable.modifiers, in: located.file)
                }
            }
        }
    }

    /// The names written `TypeName.name` in `code` (the moved code's text).
    static func namesQualified(by typeName: String, in code: String) -> Set<String> {
        let tree = Parser.parse(source: code)
        return Set(tree.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            guard token.text == typeName, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id else { return nil }
            return member.declName.baseName.text
        })
    }
}
