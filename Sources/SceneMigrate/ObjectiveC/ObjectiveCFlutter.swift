import Foundation
import SceneToolsCore
import UIKitVocabulary

/// `objc-flutter-implicit-engine`: an Objective-C `FlutterAppDelegate` subclass (Flutter's
/// Objective-C runner) registers its plugins, and makes its method channels, when Flutter's
/// implicit engine is made, as Flutter 3.41's scene life cycle asks.
struct ObjectiveCFlutterImplicitEngine: ObjectiveCStep {
    static let messenger = "engineBridge.applicationRegistrar.messenger"

    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "objc-flutter-implicit-engine",
            trigger: "an Objective-C `FlutterAppDelegate` subclass whose `application:didFinishLaunchingWithOptions:` calls `[GeneratedPluginRegistrant registerWithRegistry:self]`, or reaches the root `FlutterViewController` (`(FlutterViewController *)self.window.rootViewController`) to make method channels with it",
            summary: "the header's `@interface` also adopts `FlutterImplicitEngineDelegate`; `didInitializeImplicitFlutterEngine:` (added before `@end`, called after `didFinishLaunching`) registers the plugins with `engineBridge.pluginRegistry` and runs the channel code, the controller used as a messenger (`controller`, `controller.binaryMessenger`, `controller.engine.binaryMessenger`) replaced by `engineBridge.applicationRegistrar.messenger` and its declaration dropped; the statements that use what the channel code declares move with it. `UNUserNotificationCenter` set-up and the call to `super` stay in `didFinishLaunching`. The app delegate's own URL, activity, quick-action and state methods are named: under `FlutterSceneDelegate` UIKit calls none of them",
            rationale: "Under `FlutterSceneDelegate` the window and its root `FlutterViewController` belong to the scene: `self.window` is nil in `didFinishLaunching`, so the controller is nil and channels made with it never receive a message. Flutter makes the engine later and hands it to `FlutterImplicitEngineDelegate` (docs.flutter.dev, breaking change \"uiscenedelegate\", the Objective-C tab; flutter_tools' `uiscene_migration.dart` writes the same for the untouched template).",
            doctorRules: ["app-delegate-window"],
            examples: ObjectiveCExamples.flutterImplicitEngine,
            lookalikes: ObjectiveCExamples.flutterImplicitEngineLookalikes,
            manualSteps: [
                ManualStepDescription("objc-flutter-root-controller", .manual, "not migrated: the root FlutterViewController is used here for more than its messenger …; nothing was changed",
                                      why: "code that presents from the controller, sets its properties or reads the launch options needs the scene's window: move it to a `FlutterSceneDelegate` subclass named in the manifest"),
                ManualStepDescription("objc-flutter-controller-elsewhere", .check, "… reaches the root FlutterViewController through the window, which under FlutterSceneDelegate is nil until the scene connects",
                                      why: "a method other than didFinishLaunching (a set-up method it calls) is not moved: its channel must be made with the engine bridge's messenger"),
                ManualStepDescription("objc-flutter-app-delegate-event", .check, "UIKit no longer calls this in a scene app; FlutterSceneDelegate hands scene events to plugins",
                                      why: "the app's own URL, activity, quick-action or state code may no longer run: check it, or give it a `FlutterSceneDelegate` subclass that overrides the scene method, calls `super` and then this code, named in the manifest"),
            ]
        )
    }

    func apply(to context: inout ObjectiveCContext) {
        guard context.superclass == "FlutterAppDelegate",
              let interface = context.header.source.interfaces.first(where: { $0.name == context.className && $0.category == nil }) else { return }
        let source = context.implementation.source
        let className = context.className
        // The app's own event and state methods: FlutterSceneDelegate hands scene events to plugins only.
        for selector in UIKitVocabulary.eventCallbacks.map(\.appDelegateSelector) + UIKitVocabulary.stateCallbacks.map(\.appDelegateSelector) {
            guard let method = context.method(selector), !method.statements.isEmpty else { continue }
            context.steps.append(ManualStep(.check, id: "objc-flutter-app-delegate-event", file: context.implementation.path, line: method.line,
                "\(selector): UIKit no longer calls this in a scene app, and FlutterSceneDelegate hands scene events only to plugins (FlutterSceneLifeCycleDelegate); check what it does, or override the scene method in a FlutterSceneDelegate subclass that calls super and then this code, named in the manifest"))
        }
        // Another method that reaches the root controller through the window (a set-up method
        // didFinishLaunching calls): under scenes the window is nil until the scene connects.
        for method in source.methods(of: className) where !method.isClassMethod && method.selector != UIKitVocabulary.Selectors.didFinishLaunching {
            let words = Set(source.codeTokens.filter { method.body.contains($0.range.lowerBound) }.map { source.text(of: $0) })
            guard words.contains("rootViewController"), words.contains("FlutterViewController") else { continue }
            context.steps.append(ManualStep(.check, id: "objc-flutter-controller-elsewhere", file: context.implementation.path, line: method.line,
                "\(method.selector) reaches the root FlutterViewController through the window, which under FlutterSceneDelegate is nil until the scene connects: a channel made there gets no messages; make it in didInitializeImplicitFlutterEngine: with engineBridge.applicationRegistrar.messenger"))
        }
        guard !interface.protocols.contains("FlutterImplicitEngineDelegate"), let launch = context.launch else { return }
        let statements = launch.statements
        let words = statements.map { statement in source.codeTokens.filter { statement.range.contains($0.range.lowerBound) }.map { source.text(of: $0) } }
        var moved: [Int] = []
        let registrant = words.firstIndex(of: ["[", "GeneratedPluginRegistrant", "registerWithRegistry", ":", "self", "]", ";"])
        let registers = registrant != nil
        if let registrant { moved.append(registrant) }
        var controllerDeclaration: Int?
        // The channel code: the statement that binds the root controller, and every later one
        // that uses what the group declares.
        var controllers: Set<String> = []
        if let first = words.firstIndex(where: { $0.contains("rootViewController") && $0.contains("FlutterViewController") }) {
            guard let name = ObjectiveCContext.declaredLocal(in: words[first]) else {
                context.stopped = ManualStep(.manual, id: "objc-flutter-root-controller", file: context.implementation.path, line: statements[first].line,
                    "not migrated: the root FlutterViewController is used here without being kept in a local (under scenes self.window is nil in didFinishLaunching); move this code to didInitializeImplicitFlutterEngine: with engineBridge.applicationRegistrar.messenger, or to a FlutterSceneDelegate subclass, by hand. Nothing was changed")
                return
            }
            controllers.insert(name)
            controllerDeclaration = first
            var names: Set<String> = [name]
            var group = [first]
            for index in statements.indices where index > first && words[index].first != "return" && !names.isDisjoint(with: words[index]) {
                group.append(index)
                if let declared = ObjectiveCContext.declaredLocal(in: words[index]) { names.insert(declared) }
            }
            moved += group
        }
        moved.sort()
        // Each moved statement, rewritten for the engine bridge (the controller's declaration dropped).
        var body: [String] = registers ? ["[GeneratedPluginRegistrant registerWithRegistry:engineBridge.pluginRegistry];"] : []
        let launchOptions = launch.parts.count > 1 ? launch.parts[1].parameter : "launchOptions"
        for index in moved where index != registrant && index != controllerDeclaration {
            let statement = statements[index]
            let tokens = source.codeTokens.filter { statement.range.contains($0.range.lowerBound) }
            let w = words[index]
            var edits = TextEdits()
            var refusal: String?
            if w.contains(launchOptions) { refusal = "it reads the launch options" }
            var position = 0
            while position < w.count, refusal == nil {
                guard controllers.contains(w[position]), position == 0 || w[position - 1] != "." else { position += 1; continue }
                let chains: [[String]] = [[".", "engine", ".", "binaryMessenger"], [".", "binaryMessenger"]]
                if let chain = chains.first(where: { Array(w.dropFirst(position + 1).prefix($0.count)) == $0 }) {
                    edits.replace(tokens[position].range.lowerBound, tokens[position + chain.count].range.upperBound, with: Self.messenger)
                    position += chain.count + 1
                } else if position > 0, w[position - 1] == ":", position + 1 < w.count, ["]", ",", ")", ";"].contains(w[position + 1]) || w[position + 1].first?.isLetter == true {
                    edits.replace(tokens[position].range.lowerBound, tokens[position].range.upperBound, with: Self.messenger)
                    position += 1
                } else {
                    refusal = "`\(w[position])` is used for more than its messenger"
                }
            }
            if let refusal {
                context.stopped = ManualStep(.manual, id: "objc-flutter-root-controller", file: context.implementation.path, line: statement.line,
                    "not migrated: the root FlutterViewController is used here for more than its messenger (\(refusal)), and under scenes self.window is nil in didFinishLaunching; move this code to a FlutterSceneDelegate subclass named in the manifest, or to didInitializeImplicitFlutterEngine: by hand. Nothing was changed")
                return
            }
            let baseIndent = source.indentation(at: statement.range.lowerBound)
            for (number, line) in edits.apply(to: source.bytes, in: statement.range).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let text = String(line).replacingOccurrences(of: "\r", with: "")
                body.append(number == 0 || !text.hasPrefix(baseIndent) ? text : String(text.dropFirst(baseIndent.count)))
            }
        }
        guard !moved.isEmpty else { return }
        // The statements leave didFinishLaunching, whole lines.
        for index in moved {
            context.removeLines(of: statements[index].range, in: context.implementation.path, source)
        }
        // didInitializeImplicitFlutterEngine: before the implementation's `@end`.
        guard let implementation = source.implementations.first(where: { $0.name == className && $0.category == nil }) else { return }
        let method = context.method("- (void)didInitializeImplicitFlutterEngine:(NSObject<FlutterImplicitEngineBridge> *)engineBridge", body)
        let endLine = source.lineStart(of: implementation.range.upperBound - "@end".utf8.count)
        context.edit(context.implementation.path) { $0.insert(method + "\n\n", at: endLine) }
        // The header's @interface adopts FlutterImplicitEngineDelegate.
        let header = context.header.source
        let inInterface = header.codeTokens.filter { interface.range.contains($0.range.lowerBound) }
        if let base = inInterface.firstIndex(where: { header.text(of: $0) == "FlutterAppDelegate" }) {
            if base + 1 < inInterface.count, header.text(of: inInterface[base + 1]) == "<",
               let close = inInterface[(base + 1)...].first(where: { header.text(of: $0) == ">" }) {
                context.edit(context.header.path) { $0.insert(", FlutterImplicitEngineDelegate", at: close.range.lowerBound) }
            } else {
                context.edit(context.header.path) { $0.insert(" <FlutterImplicitEngineDelegate>", at: inInterface[base].range.upperBound) }
            }
        }
        context.done.append("\(context.header.path): \(className) adopts FlutterImplicitEngineDelegate")
        context.done.append("\(context.implementation.path): didInitializeImplicitFlutterEngine: added: \(registers ? "the plugins registered with engineBridge.pluginRegistry" : "")\(registers && !controllers.isEmpty ? ", " : "")\(controllers.isEmpty ? "" : "the channel code moved from didFinishLaunching, with engineBridge.applicationRegistrar.messenger")")
    }

}

/// `objc-flutter-scene-manifest`: Flutter's manifest, naming `FlutterSceneDelegate`.
struct ObjectiveCFlutterSceneManifest: ObjectiveCStep {
    var description: MigrationStepDescription {
        var description = FlutterSceneManifest().description
        description.id = "objc-flutter-scene-manifest"
        description.trigger = "the Info.plist of a Flutter app whose app delegate is an Objective-C `FlutterAppDelegate` subclass, without `UIApplicationSceneManifest`"
        description.examples = ObjectiveCExamples.flutterSceneManifest
        description.lookalikes = ObjectiveCExamples.flutterSceneManifestLookalikes
        description.manualSteps = []
        return description
    }

    func apply(to context: inout ObjectiveCContext) {
        FlutterSceneManifest.add(to: context.plists, appName: context.appName, taken: &context.taken, changes: &context.changes, done: &context.done, steps: &context.steps)
        FlutterSceneManifest.checkVersion(folder: context.folder, near: context.plists.first?.file.path ?? context.implementation.path, steps: &context.steps)
    }
}
