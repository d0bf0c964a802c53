import Foundation
import SceneToolsCore
import SwiftSyntax

/// reads become `UIApplication.shared.sceneKeyWindow` (marked `check`); the property is removed when nothing else assigns or uses it (`var window = UIWindow(frame: …)` becomes the scene's `UIWindow(windowScene:)`), else kept and marked.
struct AppDelegateWindow: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "app-delegate-window",
            trigger: "the app delegate's own reads of `window` (`self?.window` in a `[weak self]` closure too) outside `didFinishLaunching` or in a closure there; `var window: UIWindow?` in the app delegate",
            summary: "reads become `UIApplication.shared.sceneKeyWindow` (marked `check`); the property is removed when nothing else assigns or needs it (a `window` that is still used keeps it, marked; so does a `window` that a protocol of the app's requires, when the app delegate adopts it: `initialize(windowProvider: self)` reads it where no search for `window` looks); `var window = UIWindow(frame: …)` becomes the scene's `UIWindow(windowScene:)`",
            rationale: "UIKit never sets the app delegate's window in a scene app: each scene delegate owns its window (UIKit: UIWindowSceneDelegate.window; TN3187).",
            doctorRules: ["app-delegate-window"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("window-read-rewritten", .check, "the app delegate's window is now UIApplication.shared.sceneKeyWindow", why: "the key window of the foreground scene: with several windows, check that this is the window meant"),
                ManualStepDescription("window-assigned", .manual, "the app delegate's window is assigned here", why: "the window is made in a helper the tool does not move; move that helper into `willConnect`"),
                ManualStepDescription("window-property-kept", .manual, "the app delegate's window is still assigned or used in code this tool did not move", why: "in a scene app each scene delegate owns its window"),
                ManualStepDescription("window-required-by-protocol", .manual, "`X` adopts `P`, which requires `window`", why: "the app's own code reads the window through a protocol (`initialize(windowProvider: self)`), which UIKit no longer sets on the app delegate; hand it the scene's window"),
                ManualStepDescription("window-made-differently", .check, "the app delegate's window was made as `UIWindow(frame: …)`", why: "the scene's window takes the scene's size")
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.appDelegateWindow()
    }
}

extension MigrationContext {
    mutating func appDelegateWindow() {
        // A window the scene delegate assigns to the app delegate (a framework's, React Native's)
        // is still there to read: its reads stay as they are.
        if !windowAssignedByScene { rewriteAppDelegateWindowReads(model: model, skipping: movedRanges) }
        if let property = model.windowProperty {
            // A protocol of the app's that requires `window` and that the app delegate adopts: its
            // code reads the window through it (`manager.initialize(windowProvider: self)`), which
            // no search for `window` finds. The property stays, and the step says what to do.
            let requiring = windowRequiringProtocols().intersection(model.inheritedTypes).sorted()
            if !requiring.isEmpty {
                windowPropertyKept = true
                let names = requiring.map { "`\($0)`" }.joined(separator: ", ")
                leave(property.node, in: property.file, id: "window-required-by-protocol", "\(model.className) adopts \(names), which requires `window`: code that reads the window through it gets nil in a scene app (UIKit sets no app-delegate window); give that code the scene's window (for example assign `appDelegate.window = window` in scene(_:willConnectTo:options:) and run the work that needs the window from there)")
            } else if supportsIOSBeforeScenes && launchStoryboard != nil && !windowPropertyKept {
                // iOS 12 loads UIMainStoryboardFile into the app delegate's window.
                done.append("\(files[property.file].path): the app delegate's `window` stays for iOS 12, where UIKit loads the main storyboard into it")
            } else if windowAssignedByScene && !windowPropertyKept {
                done.append("\(files[property.file].path): the app delegate's `window` stays: the scene delegate assigns it the scene's window (code that reads the app delegate's window, React Native libraries among it, still finds one)")
            } else if windowPropertyKept {
                leave(property.node, in: property.file, id: "window-property-kept", "the app delegate's window is still assigned or used in code this tool did not move; in a scene app each scene delegate owns its window")
            } else if let range = files[property.file].wholeLines(of: property.node) {
                remove(range, in: property.file)
                // `var window: UIWindow? = UIWindow(frame: …)`: the scene's window is made the same way.
                if let value = property.node.bindings.first?.initializer?.value, value.trimmedDescription.hasPrefix("UIWindow(") {
                    willConnect.insert("\(unit)\(unit)window = UIWindow(windowScene: windowScene)", at: 0)
                    usesWindowScene = true
                    createsWindowInCode = true
                    let compact = value.trimmedDescription.replacingOccurrences(of: " ", with: "")
                    if !["UIWindow()", "UIWindow(frame:UIScreen.main.bounds)"].contains(compact) {
                        steps.append(ManualStep(.check, id: "window-made-differently", file: files[property.file].path, line: files[property.file].line(property.node), "the app delegate's window was made as `\(value.trimmedDescription)`; the scene's window takes the scene's size"))
                    }
                }
                done.append("\(files[property.file].path): the app delegate's `window` property removed (the scene delegate owns the window)")
            }
        }
    }

    /// `window` and `self.window` read in the app delegate's other code (not moved): the key window
    /// of the foreground scene. An assignment keeps the property.
    mutating func rewriteAppDelegateWindowReads(model: AppDelegateModel, skipping moved: [(file: Int, range: Range<Int>)]) {
        for located in model.declarations {
            let file = files[located.file]
            for token in located.node.tokens(viewMode: .sourceAccurate) where token.text == "window" {
                let offset = token.startOffset
                if moved.contains(where: { $0.file == located.file && $0.range.contains(offset) }) { continue }
                guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
                // What stays in didFinishLaunching runs before any scene connects; only a closure
                // there (`subscribe(onNext: { [weak self] in self?.window … })`) runs later, like
                // the app delegate's other code.
                if let launchBody, launchBody.file == located.file, launchBody.range.contains(offset),
                   !(enclosingFunction(of: reference)?.is(ClosureExprSyntax.self) ?? false) { continue }
                var expression = Syntax(reference)
                if let member = reference.parent?.as(MemberAccessExprSyntax.self) {
                    guard member.declName.id == reference.id, ["self", "self?"].contains(member.base?.trimmedDescription) else { continue }
                    expression = Syntax(member)
                } else if LocalBindings.isLocal("window", at: reference) {
                    continue
                }
                if let property = model.windowProperty, property.node.range.contains(token.position) { continue }
                // Read after this function assigned it (`window = UIWindow(…)`, then
                // `guard let window = window`): the window just made, not the scene's.
                if !expression.isAssignmentTarget, Self.isAssignedEarlier(in: reference) { continue }
                if expression.isInNonIOSClause || expression.isAssignmentTarget {
                    windowPropertyKept = true
                    if expression.isAssignmentTarget {
                        leave(expression, in: located.file, id: "window-assigned", "the app delegate's window is assigned here; in a scene app the scene delegate creates the window in scene(_:willConnectTo:options:) with UIWindow(windowScene:)")
                    }
                    continue
                }
                edit(located.file) { $0.replace(expression.startOffset, expression.endOffset, with: "UIApplication.shared.sceneKeyWindow") }
                needsKeyWindowHelper = true
                steps.append(ManualStep(.check, id: "window-read-rewritten", file: file.path, line: file.line(of: offset), "the app delegate's window is now UIApplication.shared.sceneKeyWindow (the key window of the foreground scene)" + (options.multipleWindows ? "; with several windows, check that this is the window meant" : "")))
            }
        }
    }

    /// The app's own protocols (in any file) with a `window` requirement.
    func windowRequiringProtocols() -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for statement in file.tree.statements {
                guard let proto = statement.item.as(ProtocolDeclSyntax.self) else { continue }
                let requiresWindow = proto.memberBlock.members.contains { member in
                    member.decl.as(VariableDeclSyntax.self).map { AppDelegateModel.names($0).contains("window") } ?? false
                }
                if requiresWindow { names.insert(proto.name.text) }
            }
        }
        return names
    }

    /// Whether the function around `reference` (not a closure in it) assigns the app delegate's
    /// `window` before it.
    static func isAssignedEarlier(in reference: DeclReferenceExprSyntax) -> Bool {
        var current = reference.parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(ClosureExprSyntax.self), !node.is(AccessorBlockSyntax.self) { current = node.parent }
        guard let function = current?.as(FunctionDeclSyntax.self), let body = function.body else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "window", token.position < reference.position, let other = token.parent?.as(DeclReferenceExprSyntax.self),
                  !LocalBindings.isLocal("window", at: other) else { return false }
            var expression = Syntax(other)
            if let member = other.parent?.as(MemberAccessExprSyntax.self) {
                guard member.declName.id == other.id, ["self", "self?"].contains(member.base?.trimmedDescription) else { return false }
                expression = Syntax(member)
            }
            return expression.isAssignmentTarget
        }
    }

    func enclosingFunction(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) { return node }
            current = node.parent
        }
        return nil
    }
}
