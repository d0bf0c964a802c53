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
            summary: "the class also conforms to `FlutterImplicitEngineDelegate`; `didInitializeImplicitFlutterEngine(_:)` (after `didFinishLaunching`) registers the plugins with `engineBridge.pluginRegistry` and makes the channels with `engineBridge.applicationRegistrar.messenger()` (the controller's or its engine's `binaryMessenger`, or the controller passed as a messenger, replaced; `let engine = controller.engine` dropped); the statements that use what the channel code declares move with it. `UNUserNotificationCenter` and `BGTaskScheduler` set-up and the call to `super` stay in `didFinishLaunching`. Code that uses the controller otherwise, or returns, stays, marked",
            rationale: "Under `FlutterSceneDelegate` the window and its root `FlutterViewController` belong to the scene: the app delegate's `window` is nil in `didFinishLaunching`, so `as! FlutterViewController` traps. Flutter makes the engine later and hands it to `FlutterImplicitEngineDelegate` (docs.flutter.dev, breaking change \"uiscenedelegate\"). The notification-center delegate and background tasks must still be set before `didFinishLaunching` returns (the same guide).",
            doctorRules: ["app-delegate-window"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("flutter-root-controller", .manual, "the root FlutterViewController is reached through the app delegate's window here", why: "the code uses the controller for more than its messenger, returns, or reads `launchOptions`: under scenes that window is nil; move it to `didInitializeImplicitFlutterEngine(_:)` or to a `FlutterSceneDelegate` subclass"),
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
        var registers = false
        if let index = items.firstIndex(where: { $0.trimmedDescription.replacingOccurrences(of: " ", with: "") == "GeneratedPluginRegistrant.register(with:self)" }),
           file.wholeLines(of: items[index]) != nil {
            registers = true
            moved[index] = ""
        }
        // The channel code: the statement that binds the root controller and every later one
        // that uses what the group declares.
        if let first = items.firstIndex(where: { item in
            let tokens = item.tokens(viewMode: .sourceAccurate).map(\.text)
            return tokens.contains("rootViewController") && tokens.contains("FlutterViewController")
        }) {
            var group = [first]
            var names = analyses[first].declaredNames
            for index in items.indices where index > first && !analyses[index].referencedNames.isDisjoint(with: names) {
                group.append(index)
                names.formUnion(analyses[index].declaredNames)
            }
            var controllers = analyses[first].declaredNames
            var texts: [Int: String] = [:]
            var reason: String?
            for index in group {
                let item = items[index]
                if analyses[index].containsReturn { reason = "it returns from didFinishLaunching"; break }
                if item.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == launchOptions }) { reason = "it reads launchOptions"; break }
                guard let range = file.wholeLines(of: item) else { reason = "it shares its line with other code"; break }
                if index == first { texts[index] = ""; continue }
                // `let engine = controller.engine`: the engine's messenger is the engine bridge's too.
                if let alias = Self.engineAlias(item, controllers: controllers) {
                    controllers.insert(alias)
                    texts[index] = ""
                    continue
                }
                guard let edits = Self.messengerEdits(in: item, controllers: controllers) else { reason = "it uses the controller for more than its messenger"; break }
                texts[index] = edits.apply(to: file.bytes, in: range)
            }
            if let reason {
                leave(items[first], in: launch.located.file, id: "flutter-root-controller", "the root FlutterViewController is reached through the app delegate's window here, which is nil in a scene app (FlutterSceneDelegate owns the window): \(reason), so it was left; move it to didInitializeImplicitFlutterEngine(_:) with \(FlutterImplicitEngine.messenger)")
            } else {
                for (index, text) in texts { moved[index] = text }
            }
        }
        guard !moved.isEmpty else { return }

        let memberIndent = file.indentation(at: launch.located.node.startOffset)
        let bodyIndent = file.indentation(at: launch.body.statements.first?.startOffset ?? launch.body.startOffset)
        var lines = ["\(memberIndent)func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {"]
        if registers { lines.append("\(memberIndent)\(unit)GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)") }
        for index in moved.keys.sorted() {
            guard let range = file.wholeLines(of: items[index]) else { continue }
            remove(range, in: launch.located.file)
            movedRanges.append((launch.located.file, range))
            claimedLaunchStatements.insert(index)
            if !moved[index]!.isEmpty { lines += reindent(moved[index]!, from: bodyIndent, to: memberIndent + unit) }
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
