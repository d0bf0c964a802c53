import Foundation
import SwiftSyntax

/// `UIApplication.shared.sceneKeyWindow`: the key window of the foreground scene (a small `UIApplication` extension added to the scene delegate's file).
struct WindowLookups: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "window-lookups",
            trigger: "`UIApplication.shared.keyWindow`, `.windows.first`, `.windows.first(where: { $0.isKeyWindow })`, `UIApplication.shared.delegate?.window??`, `(UIApplication.shared.delegate as? AppDelegate)?.window`, `delegate.window` for a local bound to the app delegate (`guard let delegate = UIApplication.shared.delegate as? AppDelegate`), and `delegate?.window` inside `extension UIApplication`",
            summary: "`UIApplication.shared.sceneKeyWindow`: the key window of the foreground-active window scene, or of the first one (an extension written into `SceneDelegate.swift`); inside `didFinishLaunching` (no scene is connected yet), and for `UIApplication.shared.windows` used otherwise, the lookup is left, marked",
            rationale: "`keyWindow` and `windows` are deprecated in iOS 13 and wrong with several scenes; the app delegate's window is nil in a scene app (UIKit: UIApplication.keyWindow; TN3187).",
            doctorRules: ["arbitrary-window", "app-delegate-window"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("window-lookup-left", .manual, "window lookup not rewritten: no scene is connected yet while application(_:didFinishLaunchingWithOptions:) runs; … UIApplication.shared.windows lists every window of every scene; … `x.window` reads the app delegate's window", why: "a window looked up at launch is nil in a scene app, the code belongs in `willConnect`; no single window is meant; the tool cannot tell that `x` is the app delegate, the compiler will (the property is gone)")
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.windowLookups()
    }
}

extension MigrationContext {
    mutating func windowLookups() {
        for index in files.indices { rewriteLookups(in: index, appDelegate: model.className) }
    }

    /// `UIApplication.shared.keyWindow`, `.windows.first`, `.windows.first(where: { $0.isKeyWindow })`,
    /// `UIApplication.shared.delegate?.window??`, `(UIApplication.shared.delegate as? AppDelegate)?.window`.
    mutating func rewriteLookups(in index: Int, appDelegate: String) {
        let file = files[index]
        var handled: [Range<Int>] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            let name = token.text
            guard ["keyWindow", "windows", "window"].contains(name), let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
                  let base = member.base else { continue }
            if handled.contains(where: { $0.contains(member.startOffset) }) { continue }
            let baseText = base.trimmedDescription.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "")
            let line = file.line(member)
            if member.isInNonIOSClause { continue }
            var replace: (Syntax, String)?
            var cannot: String?
            switch name {
            case "keyWindow" where baseText == "UIApplication.shared":
                replace = (Syntax(member), "UIApplication.shared.sceneKeyWindow")
            case "windows" where baseText == "UIApplication.shared":
                if let first = member.parent?.as(MemberAccessExprSyntax.self), first.base?.id == member.id, first.declName.baseName.text == "first" {
                    if let call = first.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == first.id {
                        if call.trimmedDescription.contains("isKeyWindow") { replace = (Syntax(call), "UIApplication.shared.sceneKeyWindow") }
                        else { cannot = "UIApplication.shared.windows.first(where:) searches every window of every scene" }
                    } else {
                        replace = (Syntax(first), "UIApplication.shared.sceneKeyWindow")
                    }
                } else {
                    cannot = "UIApplication.shared.windows lists every window of every scene; look in the scene's windows (a view's window?.windowScene, or the scene delegate's window) instead"
                }
            case "window":
                var delegateForms = ["UIApplication.shared.delegate?", "UIApplication.shared.delegate!"]
                if isInUIApplicationExtension(member) {
                    // Inside `extension UIApplication`, `delegate` is the app's.
                    delegateForms += ["delegate?", "delegate!", "self.delegate?", "self.delegate!"]
                }
                let castForms = ["(UIApplication.shared.delegateas?\(appDelegate))?", "(UIApplication.shared.delegateas!\(appDelegate))"]
                if castForms.contains(baseText) {
                    if Syntax(member).isAssignmentTarget { cannot = "the app delegate's window is assigned here; in a scene app the scene delegate creates the window in scene(_:willConnectTo:options:)" }
                    else { replace = (Syntax(member), "UIApplication.shared.sceneKeyWindow") }
                } else if delegateForms.contains(baseText) {
                    // `delegate?.window` is `UIWindow??`: `??`, `!!`, `?!` unwrap it twice.
                    var wrappers: [Syntax] = []
                    var node = Syntax(member)
                    while let parent = node.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self), wrappers.count < 2 {
                        wrappers.append(parent)
                        node = parent
                    }
                    if Syntax(member).isAssignmentTarget || node.isAssignmentTarget {
                        cannot = "the app delegate's window is assigned here"
                    } else if wrappers.count == 2 {
                        let marker = wrappers[1].is(ForceUnwrapExprSyntax.self) ? "!" : "?"
                        replace = (wrappers[1], "UIApplication.shared.sceneKeyWindow" + marker)
                    } else if wrappers.isEmpty {
                        replace = (Syntax(member), "Optional(UIApplication.shared.sceneKeyWindow)")
                    } else {
                        cannot = "UIApplication.shared.delegate?.window unwrapped once is still a UIWindow?; write UIApplication.shared.sceneKeyWindow"
                    }
                } else if let local = base.as(DeclReferenceExprSyntax.self), Self.isLocal(local, boundTo: appDelegate) {
                    // `guard let delegate = UIApplication.shared.delegate as? AppDelegate` then
                    // `delegate.window`: a `UIWindow?` like the scene's key window (Duffy's shape).
                    if Syntax(member).isAssignmentTarget { cannot = "`\(local.baseName.text).window` assigns the app delegate's window; in a scene app the scene delegate creates the window in scene(_:willConnectTo:options:)" }
                    else { replace = (Syntax(member), "UIApplication.shared.sceneKeyWindow") }
                } else if baseText.lowercased().contains("appdelegate") || baseText.hasSuffix(".delegate") || baseText.hasSuffix(".delegate?") || baseText.hasSuffix(".delegate!") {
                    cannot = Syntax(member).isAssignmentTarget ? "`\(base.trimmedDescription).window` assigns the app delegate's window; in a scene app the scene delegate creates the window in scene(_:willConnectTo:options:)" : "`\(base.trimmedDescription).window` reads the app delegate's window, which a scene app does not have: use the scene's window (a view's window, or the scene delegate's)"
                }
            default: break
            }
            if replace != nil, let launchBody, launchBody.file == index, launchBody.range.contains(member.startOffset) {
                if removals[index]?.contains(where: { $0.contains(member.startOffset) }) == true { continue }
                replace = nil
                cannot = "no scene is connected yet while application(_:didFinishLaunchingWithOptions:) runs, so this finds no window; move it to the scene delegate's scene(_:willConnectTo:options:)"
            }
            if let (node, text) = replace {
                if edits[index]?.overlaps(node.startOffset, node.endOffset) == true { continue }
                edit(index) { $0.replace(node.startOffset, node.endOffset, with: text) }
                handled.append(node.startOffset..<node.endOffset)
                needsKeyWindowHelper = true
                done.append("\(file.path):\(line): `\(node.trimmedDescription)` is now `\(text)`")
            } else if let cannot {
                leave(member, in: index, id: "window-lookup-left", "window lookup not rewritten: \(cannot)")
            }
        }
    }

    /// A local of the enclosing function bound to the app delegate: `let d = … as? AppDelegate`,
    /// `if let d = … as? AppDelegate`, `guard let d = … as! AppDelegate`, `let d: AppDelegate = …`.
    static func isLocal(_ reference: DeclReferenceExprSyntax, boundTo typeName: String) -> Bool {
        let name = reference.baseName.text
        var scope = Syntax(reference)
        while let parent = scope.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(InitializerDeclSyntax.self), !parent.is(AccessorDeclSyntax.self), !parent.is(SourceFileSyntax.self) { scope = parent }
        func castsToAppDelegate(_ value: ExprSyntax?) -> Bool {
            guard let text = value?.trimmedDescription.replacingOccurrences(of: " ", with: "") else { return false }
            return text.hasSuffix("as?\(typeName)") || text.hasSuffix("as!\(typeName)")
        }
        for token in scope.tokens(viewMode: .sourceAccurate) where token.text == name && token.position < reference.position {
            guard let pattern = token.parent?.as(IdentifierPatternSyntax.self) else { continue }
            if let binding = pattern.parent?.as(PatternBindingSyntax.self) {
                let annotated = binding.typeAnnotation?.type.trimmedDescription.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                if annotated == typeName || castsToAppDelegate(binding.initializer?.value) { return true }
            }
            if let condition = pattern.parent?.as(OptionalBindingConditionSyntax.self), castsToAppDelegate(condition.initializer?.value) { return true }
        }
        return false
    }

    func isInUIApplicationExtension(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let node = current {
            if let ext = node.as(ExtensionDeclSyntax.self) { return ["UIApplication", "UIKit.UIApplication"].contains(ext.extendedType.trimmedDescription) }
            current = node.parent
        }
        return false
    }
}
