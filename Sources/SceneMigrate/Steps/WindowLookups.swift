import Foundation
import SwiftSyntax

/// `UIApplication.shared.sceneKeyWindow`: the key window of the foreground scene (a small `UIApplication` extension added to the scene delegate's file).
struct WindowLookups: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "window-lookups",
            trigger: "`UIApplication.shared.keyWindow`, `.windows.first`, `.windows.first(where: { $0.isKeyWindow })`, `UIApplication.shared.delegate?.window??`, `(UIApplication.shared.delegate as? AppDelegate)?.window`, `delegate.window` for a local bound to the app delegate (`guard let delegate = UIApplication.shared.delegate as? AppDelegate`), and `delegate?.window` inside `extension UIApplication`",
            summary: "`UIApplication.shared.sceneKeyWindow`: the key window of the foreground-active window scene, or of the first one (an extension written into `SceneDelegate.swift`); inside `didFinishLaunching` (no scene is connected yet), and for `UIApplication.shared.windows` used otherwise, the lookup is left, marked. A window made with `UIWindow(frame:)` or `UIWindow()` outside launch and shown in the same function without a scene (an alert overlay) gets `window.windowScene = UIApplication.shared.sceneKeyWindow?.windowScene` right after it is made",
            rationale: "`keyWindow` and `windows` are deprecated in iOS 13 and wrong with several scenes; the app delegate's window is nil in a scene app (UIKit: UIApplication.keyWindow; TN3187).",
            doctorRules: ["arbitrary-window", "app-delegate-window", "window-without-scene"],
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
        for index in files.indices {
            rewriteLookups(in: index, appDelegate: model.className)
            giveShownWindowsAScene(in: index)
        }
    }

    /// `let window = UIWindow(frame: …)` (or `UIWindow()`) shown later in the same function with
    /// no `windowScene` set (an alert or HUD overlay): the foreground scene's, set right after it
    /// is made, or the window never appears in a scene app.
    mutating func giveShownWindowsAScene(in index: Int) {
        let file = files[index]
        for token in file.tree.tokens(viewMode: .sourceAccurate) where token.text == "UIWindow" {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), let call = reference.parent?.as(FunctionCallExprSyntax.self),
                  call.calledExpression.id == reference.id, call.arguments.isEmpty || call.arguments.map({ $0.label?.text ?? "_" }) == ["frame"],
                  call.trailingClosure == nil,
                  let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let statement = binding.parent?.parent?.as(VariableDeclSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
                  let function = enclosingFunction(of: call), let body = function.as(FunctionDeclSyntax.self)?.body else { continue }
            // The app delegate's launch: the window set-up the other steps move.
            if let launchBody, launchBody.file == index, launchBody.range.contains(call.startOffset) { continue }
            if movedRanges.contains(where: { $0.file == index && $0.range.contains(call.startOffset) }) || call.isInNonIOSClause { continue }
            var shown = false, givenScene = false
            for member in body.tokens(viewMode: .sourceAccurate) where member.text == name {
                guard let use = member.parent?.as(DeclReferenceExprSyntax.self)?.parent?.as(MemberAccessExprSyntax.self), use.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { continue }
                switch use.declName.baseName.text {
                case "makeKeyAndVisible", "makeKey": shown = true
                case "isHidden": if let sequence = use.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.last?.trimmedDescription == "false" { shown = true }
                case "windowScene": givenScene = true
                default: break
                }
            }
            guard shown, !givenScene, let range = file.wholeLines(of: statement) else { continue }
            let indent = file.indentation(at: statement.startOffset)
            let assignment = "\(name).windowScene = UIApplication.shared.sceneKeyWindow?.windowScene"
            let line = supportsIOSBeforeScenes
                ? "\(indent)if #available(iOS 13.0, *) { \(assignment) }\(file.newline)"
                : "\(indent)\(assignment)\(file.newline)"
            edit(index) { $0.insert(line, at: range.upperBound) }
            needsKeyWindowHelper = true
            done.append("\(file.path):\(file.line(statement)): the window `\(name)` is given the foreground scene (`\(assignment)`): made for no scene, it would never be shown")
        }
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
