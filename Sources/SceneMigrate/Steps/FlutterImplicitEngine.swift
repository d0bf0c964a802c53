import Foundation
import SwiftSyntax

/// A Flutter app delegate registers its plugins and method channels when Flutter's implicit engine
/// is made (Flutter 3.41's scene life cycle), not in `didFinishLaunching`.
struct FlutterImplicitEngine: MigrationStep {
    static let messenger = "engineBridge.applicationRegistrar.messenger()"

    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "flutter-implicit-engine",
            trigger: "a Swift `FlutterAppDelegate` subclass whose `didFinishLaunching` calls `GeneratedPluginRegistrant.register(with: self)`, or reaches the root `FlutterViewController` (`window?.rootViewController as! FlutterViewController`, and its `engine`) to make method channels with its messenger",
            summary: "the class also conforms to `FlutterImplicitEngineDelegate`; `didInitializeImplicitFlutterEngine(_:)` (after `didFinishLaunching`) registers the plugins with `engineBridge.pluginRegistry` and makes the channels with `engineBridge.applicationRegistrar.messenger()` (the controller's or its engine's `binaryMessenger`, or the controller passed as a messenger, replaced; `let engine = controller.engine` dropped); the statements that take a plugin registrar from the app delegate (`self.registrar(forPlugin:)`) move too, with `engineBridge.pluginRegistry.registrar(forPlugin:)`; the statements that use what the moved code declares, and the earlier ones that declare what it uses, move with it. `UNUserNotificationCenter` and `BGTaskScheduler` set-up and the call to `super` stay in `didFinishLaunching`. Code that uses the controller otherwise, or returns, stays, marked",
            rationale: "Under `FlutterSceneDelegate` the window and its root `FlutterViewController` belong to the scene: the app delegate's `window` is nil in `didFinishLaunching`, so `as! FlutterViewController` traps. Flutter makes the engine later and hands it to `FlutterImplicitEngineDelegate` (docs.flutter.dev, breaking change \"uiscenedelegate\"). The notification-center delegate and background tasks must still be set before `didFinishLaunching` returns (the same guide).",
            doctorRules: ["app-delegate-window"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("flutter-root-controller", .manual, "the root FlutterViewController is reached through the app delegate's window here", why: "the code uses the controller for more than its messenger, returns, or reads `launchOptions`: under scenes that window is nil; move it to `didInitializeImplicitFlutterEngine(_:)` or to a `FlutterSceneDelegate` subclass"),
                ManualStepDescription("flutter-window-at-launch", .manual, "the app delegate's window, or a plugin registrar taken from the app delegate, is read here in didFinishLaunching", why: "under `FlutterSceneDelegate` the window (and the root controller the app delegate's `registrar(forPlugin:)` goes through) exists only once the scene connects: at launch it is nil, so the code does nothing or traps on `!`; do it on the scene's window (a `FlutterSceneDelegate` subclass), or call it from `didInitializeImplicitFlutterEngine(_:)` with `engineBridge.pluginRegistry`"),
                ManualStepDescription("flutter-app-delegate-event", .manual, "UIKit no longer calls this in a scene app; FlutterSceneDelegate hands scene events to plugins (FlutterSceneLifeCycleDelegate)", why: "the app's own URL, activity, quick-action or state code may no longer run: check it, or give it a `FlutterSceneDelegate` subclass that overrides the scene method, calls `super` and then this code, named in the manifest"),
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.flutterImplicitEngine()
    }
}

extension MigrationContext {
    mutating func flutterImplicitEngine() {
        guard model.superclass == "FlutterAppDelegate",
              let classDecl = model.declarations.first(where: { $0.file == model.classFile && $0.node.is(ClassDeclSyntax.self) })?.node.as(ClassDeclSyntax.self)
        else { return }
        markFlutterEventMethods()
        guard !model.inheritedTypes.contains("FlutterImplicitEngineDelegate"), let launch else { return }
        let file = files[launch.located.file]
        let items = launch.items, analyses = launch.analyses
        let launchOptions = launch.context.launchOptionsParameter ?? "launchOptions"

        var moved: [Int: String] = [:]
        var marked: Set<Int> = []
        var registers = false
        if let index = items.firstIndex(where: { $0.trimmedDescription.replacingOccurrences(of: " ", with: "") == "GeneratedPluginRegistrant.register(with:self)" }),
           file.wholeLines(of: items[index]) != nil {
            registers = true
            moved[index] = ""
        }
        // The channel code: the statement that binds the root controller, those that take a
        // plugin registrar from the app delegate (`self.registrar(forPlugin:)`, which goes through
        // the same nil window), and the statements tied to them by the locals they share.
        let binding = items.firstIndex(where: { item in
            let tokens = item.tokens(viewMode: .sourceAccurate).map(\.text)
            return tokens.contains("rootViewController") && tokens.contains("FlutterViewController")
        })
        let registrarUses = items.indices.filter { !Self.ownRegistrarCalls(in: items[$0]).isEmpty && moved[$0] == nil }
        if let first = binding ?? registrarUses.first {
            let group = Self.channelGroup(from: Set([binding].compactMap { $0 } + registrarUses), declared: analyses.map(\.declaredNames), referenced: analyses.map(\.referencedNames))
            var controllers = binding.map { analyses[$0].declaredNames } ?? []
            var texts: [Int: String] = [:]
            var reason: String?
            for index in group {
                let item = items[index]
                if analyses[index].containsReturn { reason = "it returns from didFinishLaunching"; break }
                if item.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == launchOptions }) { reason = "it reads launchOptions"; break }
                guard let range = file.wholeLines(of: item) else { reason = "it shares its line with other code"; break }
                if index == binding { texts[index] = ""; continue }
                // `let engine = controller.engine`: the engine's messenger is the engine bridge's too.
                if let alias = Self.engineAlias(item, controllers: controllers) {
                    controllers.insert(alias)
                    texts[index] = ""
                    continue
                }
                guard var edits = Self.messengerEdits(in: item, controllers: controllers) else { reason = "it uses the controller for more than its messenger"; break }
                for callee in Self.ownRegistrarCalls(in: item) {
                    edits.replace(callee.positionAfterSkippingLeadingTrivia.utf8Offset, callee.endPositionBeforeTrailingTrivia.utf8Offset, with: "engineBridge.pluginRegistry.registrar")
                }
                texts[index] = edits.apply(to: file.bytes, in: range)
            }
            if let reason {
                marked.insert(first)
                leave(items[first], in: launch.located.file, id: "flutter-root-controller", binding != nil
                    ? "the root FlutterViewController is reached through the app delegate's window here, which is nil in a scene app (FlutterSceneDelegate owns the window): \(reason), so it was left; move it to didInitializeImplicitFlutterEngine(_:) with \(FlutterImplicitEngine.messenger)"
                    : "the app delegate's plugin registrar goes through its window here, which is nil in a scene app (FlutterSceneDelegate owns the window): \(reason), so it was left; move it to didInitializeImplicitFlutterEngine(_:) with engineBridge.pluginRegistry.registrar(forPlugin:)")
            } else {
                for (index, text) in texts { moved[index] = text }
            }
        }
        markWindowAtLaunch(items: items, except: marked.union(moved.keys))
        guard !moved.isEmpty else { return }

        let memberIndent = file.indentation(at: launch.located.node.startOffset)
        let bodyIndent = file.indentation(at: launch.body.statements.first?.startOffset ?? launch.body.startOffset)
        var lines = ["\(memberIndent)func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {"]
        if registers { lines.append("\(memberIndent)\(unit)GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)") }
        var previous: Range<Int>?
        for index in moved.keys.sorted() {
            guard let range = file.wholeLines(of: items[index]) else { continue }
            remove(range, in: launch.located.file)
            movedRanges.append((launch.located.file, range))
            claimedLaunchStatements.insert(index)
            guard !moved[index]!.isEmpty else { continue }
            // The blank lines between two moved statements move with them.
            if let previous, previous.upperBound < range.lowerBound,
               file.bytes[previous.upperBound..<range.lowerBound].allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
                lines += reindent(file.text(previous.upperBound..<range.lowerBound), from: bodyIndent, to: memberIndent + unit, keepingBlankLines: true)
            }
            lines += reindent(moved[index]!, from: bodyIndent, to: memberIndent + unit, keepingBlankLines: true)
            previous = range
        }
        lines.append("\(memberIndent)}")
        let newline = file.newline
        edit(launch.located.file) { $0.insert(newline + newline + lines.joined(separator: newline), at: launch.located.node.endPositionBeforeTrailingTrivia.utf8Offset) }
        if let first = classDecl.inheritanceClause?.inheritedTypes.first {
            edit(model.classFile) { $0.insert(", FlutterImplicitEngineDelegate", at: first.type.endPositionBeforeTrailingTrivia.utf8Offset) }
        }
        let channelStatements = moved.values.filter { !$0.isEmpty }.count
        done.append("\(file.path): \(model.className) conforms to FlutterImplicitEngineDelegate; didInitializeImplicitFlutterEngine(_:) " + (registers ? "registers the plugins" : "")
                    + (registers && channelStatements > 0 ? " and " : "") + (channelStatements > 0 ? "makes the method channels (\(channelStatements) statement(s) moved)" : ""))
    }

    /// The statements that move with the seeds (the one that binds the root controller, those that
    /// take a registrar), in order:
    /// the later ones that read a local the group declares, and the earlier ones that declare a
    /// local the group reads (`let api = …` before `setUp(binaryMessenger:api:)`), to a fixed
    /// point, so that no moved statement reads a local left behind and none left behind reads a
    /// moved one.
    static func channelGroup(from seeds: Set<Int>, declared: [Set<String>], referenced: [Set<String>]) -> [Int] {
        var group = seeds
        var changed = true
        while changed {
            changed = false
            for index in declared.indices where !group.contains(index) {
                let reads = group.contains { $0 < index && !referenced[index].isDisjoint(with: declared[$0]) }
                let declares = group.contains { $0 > index && !declared[index].isDisjoint(with: referenced[$0]) }
                if reads || declares {
                    group.insert(index)
                    changed = true
                }
            }
        }
        return group.sorted()
    }

    /// The callees of `self.registrar(forPlugin:)` and `registrar(forPlugin:)` in a statement:
    /// the app delegate's own registry, whose registrar needs the root controller.
    static func ownRegistrarCalls(in node: some SyntaxProtocol) -> [ExprSyntax] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.text == "registrar", let callee = ownCallee(token),
                  let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id,
                  call.arguments.first?.label?.text == "forPlugin" else { return nil }
            return callee
        }
    }

    /// The expression a name token is called through when it names the app delegate's own
    /// member: `name` itself, or `self.name`; nil for `other.name`.
    static func ownCallee(_ token: TokenSyntax) -> ExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? ExprSyntax(member) : nil
        }
        return ExprSyntax(reference)
    }

    /// The launch statements that stay and still read the app delegate's window, or call one of
    /// its methods that does (or that takes a registrar from it): nil until the scene connects.
    /// `skipped`: those moved, or marked already.
    mutating func markWindowAtLaunch(items: [CodeBlockItemSyntax], except skipped: Set<Int>) {
        guard let launch else { return }
        let helpers = model.declarations.flatMap { declaration -> [FunctionDeclSyntax] in
            let members = declaration.node.as(ClassDeclSyntax.self)?.memberBlock.members ?? declaration.node.as(ExtensionDeclSyntax.self)?.memberBlock.members
            return members?.compactMap { $0.decl.as(FunctionDeclSyntax.self) } ?? []
        }.filter { helper in
            guard let body = helper.body else { return false }
            return Self.readsOwnWindow(body) || !Self.ownRegistrarCalls(in: body).isEmpty
        }
        for (index, item) in items.enumerated() where !skipped.contains(index) {
            if Self.readsOwnWindow(item) {
                leave(item, in: launch.located.file, id: "flutter-window-at-launch", "the app delegate's window is nil here in a scene app (FlutterSceneDelegate makes the window when the scene connects, after didFinishLaunching): this does nothing, or traps on a force unwrap; do it on the scene's window in a FlutterSceneDelegate subclass named in the manifest, or in the FlutterViewController")
                continue
            }
            let called = Set(item.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                guard let callee = Self.ownCallee(token), let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return nil }
                return token.text
            })
            if let helper = helpers.first(where: { called.contains($0.name.text) }) {
                leave(item, in: launch.located.file, id: "flutter-window-at-launch", "\(helper.name.text)() reads the app delegate's window or takes a plugin registrar from it (self.registrar(forPlugin:)), both nil in didFinishLaunching of a scene app (FlutterSceneDelegate makes the window after launch): call it from didInitializeImplicitFlutterEngine(_:) and take the registrar from engineBridge.pluginRegistry")
            }
        }
    }

    /// Whether a statement reads `window` or `self.window` (outside closures), the app delegate's.
    static func readsOwnWindow(_ node: some SyntaxProtocol) -> Bool {
        let top = Syntax(node).id
        return node.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == "window", ownCallee(token) != nil else { return false }
            var current = token.parent
            while let parent = current, parent.id != top {
                if parent.is(ClosureExprSyntax.self) { return false }
                current = parent.parent
            }
            return true
        }
    }

    /// `let engine = controller.engine` (or `controller.engine!`): the name it binds.
    static func engineAlias(_ item: CodeBlockItemSyntax, controllers: Set<String>) -> String? {
        guard let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value else { return nil }
        var expression = value
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { expression = unwrap.expression }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "engine",
              let base = member.base?.as(DeclReferenceExprSyntax.self), controllers.contains(base.baseName.text) else { return nil }
        return name
    }

    /// The edits that make the controller's messenger the engine's: `controller.binaryMessenger`,
    /// `controller as! FlutterBinaryMessenger`, and `controller` as a `…messenger:` argument; nil
    /// when the controller is used otherwise.
    static func messengerEdits(in item: CodeBlockItemSyntax, controllers: Set<String>) -> TextEdits? {
        var edits = TextEdits()
        for token in item.tokens(viewMode: .sourceAccurate) where controllers.contains(token.text) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            var replaced: Syntax?
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id, member.declName.baseName.text == "binaryMessenger" {
                replaced = Syntax(member)
            } else if let cast = reference.parent?.as(AsExprSyntax.self), cast.type.trimmedDescription == "FlutterBinaryMessenger" {
                replaced = Syntax(cast)
            } else if let argument = reference.parent?.as(LabeledExprSyntax.self), argument.label?.text.lowercased().hasSuffix("messenger") == true {
                replaced = Syntax(reference)
            }
            guard let replaced else { return nil }
            edits.replace(replaced.positionAfterSkippingLeadingTrivia.utf8Offset, replaced.endPositionBeforeTrailingTrivia.utf8Offset, with: FlutterImplicitEngine.messenger)
        }
        return edits
    }

    /// The app delegate's URL, activity, quick-action and state methods: FlutterSceneDelegate
    /// does not call them.
    mutating func markFlutterEventMethods() {
        let entries: [AppDelegateModel.Entry] = [.openURL, .continueActivity, .performAction] + AppDelegateModel.Entry.stateCallbacks
        for entry in entries {
            guard let located = model.methods[entry], !located.node.isInNonIOSClause else { continue }
            leave(located.node, in: located.file, id: "flutter-app-delegate-event", "UIKit no longer calls \(located.node.name.text)(\(located.node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined())) in a scene app; FlutterSceneDelegate hands scene events to plugins (FlutterSceneLifeCycleDelegate): check that this code still runs, or subclass FlutterSceneDelegate, override the scene method, call super, then this code, and name the subclass in the manifest")
        }
    }
}
