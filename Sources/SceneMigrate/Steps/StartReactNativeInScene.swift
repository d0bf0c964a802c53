import Foundation
import SceneToolsCore
import SwiftSyntax

/// React Native's start moves to the scene: the window from the scene, `startReactNative` in it;
/// the factory stays on the app delegate, made once.
struct StartReactNativeInScene: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "react-native-start-in-scene",
            trigger: "`window = UIWindow(frame: …)` and `factory.startReactNative(withModuleName:in:launchOptions:)` in `application(_:didFinishLaunchingWithOptions:)` (React Native 0.78 and later: the factory kept on the app delegate, `reactNativeFactory = factory`; Expo's `ExpoReactNativeFactory` too), alone or together in one `#if` block",
            summary: "both move to `scene(_:willConnectTo:options:)`: `window = UIWindow(windowScene: windowScene)`, `appDelegate.window = window` (the app delegate keeps its `window`, which React Native libraries read), and `appDelegate.reactNativeFactory?.startReactNative(withModuleName:in:…)` in the scene's window; a scene that connects again (UIKit disconnects a backgrounded app's scene to reclaim memory) reattaches to the app delegate's window instead of starting React Native a second time. Before React Native 0.88 the launch options it gets are rebuilt from `connectionOptions` (`reactNativeLaunchOptions`: the URL and the user activity, which `Linking.getInitialURL()` reads); from 0.88 (the version in package.json) it is `startReactNative(withModuleName:in:connectionOptions:)`. The factory, its delegate and the app's other set-up stay in `didFinishLaunching`: made once per process (without an app-delegate `window` to reattach to, a scene that connects again starts React Native in its new window from the same factory)",
            rationale: "In a scene app UIKit makes no window for the app delegate, and `launchOptions` carry no URL or activity: a window made in `didFinishLaunching` is never shown (a black screen instead of the launch crash: expo/expo#50179), and the cold launch's link reaches React Native only through the options it is started with (RCTLinkingManager's `getInitialURL` reads them). React Native 0.88 reads `connectionOptions` itself (react-native-community/template#246); 0.77–0.87 have no official path (template#251).",
            doctorRules: ["window-built-at-launch"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("react-native-not-moved", .manual, "React Native's start was not moved: …", why: "the start call, its window or its factory is not in a shape the tool knows (a factory not kept on the app delegate, another window, launch options other than didFinishLaunching's, code sharing the `#if` block); the app is left as it was"),
                ManualStepDescription("react-native-app-delegate-base", .manual, "the app delegate subclasses RCTAppDelegate, which makes the window in its own didFinishLaunching", why: "that window cannot be moved out of React Native's code: move to the factory (`RCTReactNativeFactory`, React Native 0.78's template) first; the app is left as it was"),
                ManualStepDescription("react-native-version-unknown", .check, "React Native's version was not read", why: "without a version in package.json the migration uses the API of 0.78–0.87 (launch options); from 0.88 use `startReactNative(withModuleName:in:connectionOptions:)` and `RCTLinkingManager.scene(…)` instead"),
                ManualStepDescription("expo-subscribers", .check, "Expo SDK … forwards the app delegate's events to its modules' subscribers, which UIKit no longer calls", why: "Expo's scene delegate `EXExpoAppSceneDelegate` comes with SDK 57 (`ios.enableSceneSupport`); on earlier SDKs the modules that subscribe to URL or state events get none under scenes"),
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.startReactNativeInScene()
    }
}

/// React Native's start in `didFinishLaunching`, as the template of 0.78–0.87 writes it.
struct ReactNativeStart {
    /// The launch statements it occupies (an `#if` block holding both counts as one).
    var items: [Int]
    /// The `#if` condition around both, when they are in one.
    var condition: String?
    /// The app delegate's property that keeps the factory, and whether it is optional.
    var factoryMember: String
    var factoryIsOptional: Bool
    /// The module name and initial properties, as the scene delegate writes them.
    var moduleName: String
    var initialProperties: String?
    /// `launchOptions` passed on (false: `nil`).
    var passesLaunchOptions: Bool
}

extension MigrationContext {
    mutating func startReactNativeInScene() {
        guard let facts = reactNative else { return }
        if facts.subclassesAppDelegateBase {
            stop(ManualStep(.manual, id: "react-native-app-delegate-base", file: files[model.classFile].path, line: files[model.classFile].line(of: 0),
                            "\(model.className) subclasses RCTAppDelegate, which makes the window in its own didFinishLaunching: that window cannot be moved out of React Native's code; move to the factory first (RCTReactNativeFactory, as React Native 0.78's template does: the Upgrade Helper shows the change), then run scenectl migrate again. Nothing was changed"))
            return
        }
        let start: ReactNativeStart
        switch findReactNativeStart() {
        case .success(let found): start = found
        case .failure(let reason):
            stop(ManualStep(.manual, id: "react-native-not-moved", file: files[launch?.located.file ?? model.classFile].path, line: reason.line,
                            "React Native's start was not moved: \(reason.text); move the window and startReactNative to the scene delegate by hand (docs/MIGRATING.md). Nothing was changed"))
            return
        }
        guard let launch else { return }
        let file = files[launch.located.file]
        for index in start.items {
            guard let range = file.wholeLines(of: launch.items[index]) else { continue }
            remove(range, in: launch.located.file)
            movedRanges.append((launch.located.file, range))
            claimedLaunchStatements.insert(index)
        }
        let u = unit
        let optional = start.factoryIsOptional ? "?" : ""
        // With the app delegate's window kept, a scene that connects again (UIKit disconnects a
        // backgrounded app's scene to reclaim memory) reattaches to the window React Native
        // already runs in: React Native starts once per process.
        let reattaches = model.windowProperty != nil
        let inner = reattaches ? unit + unit + unit : unit + unit
        var startLines: [String] = []
        startLines.append("\(inner)window = UIWindow(windowScene: windowScene)")
        if reattaches { startLines.append("\(inner)appDelegate.window = window") }
        startLines.append("\(inner)appDelegate.\(start.factoryMember)\(optional).startReactNative(")
        startLines.append("\(inner)\(u)withModuleName: \(start.moduleName),")
        startLines.append("\(inner)\(u)in: window,")
        if let properties = start.initialProperties { startLines.append("\(inner)\(u)initialProperties: \(properties),") }
        if facts.usesSceneAPI {
            startLines.append("\(inner)\(u)connectionOptions: connectionOptions")
        } else if start.passesLaunchOptions {
            startLines.append("\(inner)\(u)launchOptions: reactNativeLaunchOptions(connectionOptions)")
            sceneMethods.append(Self.reactNativeLaunchOptions(unit: u))
        } else {
            startLines.append("\(inner)\(u)launchOptions: nil")
        }
        startLines.append("\(inner))")
        let outer = unit + unit
        var lines: [String] = []
        if let condition = start.condition { lines.append("\(outer)#if \(condition)") }
        if reattaches {
            lines.append("\(outer)if let window = appDelegate.window {")
            lines.append("\(outer)\(u)// The scene connects again: React Native runs once per process, in this window.")
            lines.append("\(outer)\(u)window.windowScene = windowScene")
            lines.append("\(outer)\(u)self.window = window")
            lines.append("\(outer)\(u)window.makeKeyAndVisible()")
            // React Native is running: a link that reconnects the scene goes where a running app's go.
            if handledEntries.contains(.openURL) { lines.append("\(outer)\(u)self.scene(scene, openURLContexts: connectionOptions.urlContexts)") }
            if handledEntries.contains(.continueActivity) {
                lines += ["\(outer)\(u)for userActivity in connectionOptions.userActivities {", "\(outer)\(u)\(u)self.scene(scene, continue: userActivity)", "\(outer)\(u)}"]
            }
            lines.append("\(outer)} else {")
            lines += startLines
            lines.append("\(outer)}")
        } else {
            lines += startLines
        }
        if start.condition != nil { lines.append("\(outer)#endif") }
        willConnect += lines
        usesAppDelegate = true
        usesWindowScene = true
        createsWindowInCode = true
        windowAssignedByScene = model.windowProperty != nil
        sceneDelegateImports += reactNativeImports()
        let version = facts.version.map { "React Native \($0)" } ?? "React Native"
        done.append("\(file.path): React Native's window and start moved to scene(_:willConnectTo:options:) (\(version): \(facts.usesSceneAPI ? "startReactNative(withModuleName:in:connectionOptions:)" : "the launch options rebuilt from connectionOptions")); the factory stays on \(model.className)")
        if facts.version == nil {
            steps.append(ManualStep(.check, id: "react-native-version-unknown", file: facts.packagePath ?? "", line: 0,
                                    "React Native's version was not read\(facts.packagePath == nil ? " (no package.json found)" : " from package.json"): the migration uses the API of 0.78–0.87 (launch options rebuilt from connectionOptions, RCTLinkingManager.application); from 0.88 use startReactNative(withModuleName:in:connectionOptions:) and RCTLinkingManager.scene(…) instead"))
        }
        if let expo = facts.expoVersion, expo.major < 57, model.inheritedTypes.contains("ExpoAppDelegate") {
            steps.append(ManualStep(.check, id: "expo-subscribers", file: files[model.classFile].path, line: 0,
                                    "Expo SDK \(expo.major) forwards \(model.className)'s events (ExpoAppDelegate) to its modules' subscribers, which UIKit no longer calls in a scene app: modules that subscribe to URLs, activities or state changes get none; Expo's scene delegate (EXExpoAppSceneDelegate) comes with SDK 57 (expo-build-properties ios.enableSceneSupport)"))
        }
    }

    /// The scene delegate's helper: what React Native read from `launchOptions` at a cold launch.
    static func reactNativeLaunchOptions(unit u: String) -> String {
        """
        \(u)/// React Native reads a cold launch's URL and user activity (`Linking.getInitialURL()`) from the
        \(u)/// options it is started with; in a scene app they come with the scene's connection options.
        \(u)private func reactNativeLaunchOptions(_ connectionOptions: UIScene.ConnectionOptions) -> [UIApplication.LaunchOptionsKey: Any] {
        \(u)\(u)var launchOptions: [UIApplication.LaunchOptionsKey: Any] = [:]
        \(u)\(u)if let url = connectionOptions.urlContexts.first?.url {
        \(u)\(u)\(u)launchOptions[.url] = url
        \(u)\(u)}
        \(u)\(u)if let userActivity = connectionOptions.userActivities.first {
        \(u)\(u)\(u)let activity: [String: Any] = [
        \(u)\(u)\(u)\(u)UIApplication.LaunchOptionsKey.userActivityType.rawValue: userActivity.activityType,
        \(u)\(u)\(u)\(u)"UIApplicationLaunchOptionsUserActivityKey": userActivity,
        \(u)\(u)\(u)]
        \(u)\(u)\(u)launchOptions[.userActivityDictionary] = activity
        \(u)\(u)}
        \(u)\(u)return launchOptions
        \(u)}
        """
    }

    /// The app delegate file's imports of React Native's and Expo's modules the scene delegate
    /// calls into (`import React`, `import React_RCTAppDelegate`, `internal import Expo`).
    func reactNativeImports() -> [String] {
        var imports: [String] = []
        for statement in files[model.classFile].tree.statements {
            guard let declaration = statement.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text,
                  ["React", "React_RCTAppDelegate", "Expo", "ExpoModulesCore"].contains(module) else { continue }
            imports.append(declaration.trimmedDescription)
        }
        return imports.isEmpty ? ["import React"] : imports
    }

    struct NotMoved: Error {
        var line: Int
        var text: String
    }

    /// The start call and its window in `didFinishLaunching`, or why they cannot move.
    func findReactNativeStart() -> Result<ReactNativeStart, NotMoved> {
        guard let launch else { return .failure(NotMoved(line: 0, text: "\(model.className) has no application(_:didFinishLaunchingWithOptions:)")) }
        let file = files[launch.located.file]
        let launchOptions = launch.context.launchOptionsParameter ?? "launchOptions"
        // The statements, with those of a top-level `#if` block (one clause, no `#else`) as its own.
        var call: (item: Int, call: FunctionCallExprSyntax, siblings: [CodeBlockItemSyntax], condition: String?)?
        for (index, item) in launch.items.enumerated() {
            if let found = Self.startCall(item) { call = (index, found, launch.items, nil); break }
            if let block = item.item.as(IfConfigDeclSyntax.self), block.clauses.count == 1, let clause = block.clauses.first,
               case .statements(let inner)? = clause.elements, let found = inner.lazy.compactMap(Self.startCall).first {
                call = (index, found, Array(inner), clause.condition?.trimmedDescription)
                break
            }
        }
        guard let call else {
            return .failure(NotMoved(line: file.line(launch.located.node), text: "no startReactNative(withModuleName:in:launchOptions:) call was found in didFinishLaunching"))
        }
        let line = file.line(call.call)
        let arguments = Array(call.call.arguments)
        func argument(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        // The factory: a property of the app delegate, or a local kept in one.
        guard let member = call.call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return .failure(NotMoved(line: line, text: "the call has no factory"))
        }
        var factory = base.trimmedDescription
        while factory.hasSuffix("!") || factory.hasSuffix("?") { factory.removeLast() }
        if factory.hasPrefix("self.") { factory.removeFirst(5) }
        if !memberNames.contains(factory) {
            let kept = launch.items.lazy.compactMap { Self.assignment(in: $0) }.first { $0.value == factory && self.memberNames.contains($0.target) }
            guard let kept else {
                return .failure(NotMoved(line: line, text: "the factory `\(factory)` is not kept on \(model.className) (assign it to a property, as the template's `reactNativeFactory = factory` does, so that every scene starts React Native from it)"))
            }
            factory = kept.target
        }
        // The window: the app delegate's, made in the same statements before the call.
        guard let window = argument("in"), ["window", "self.window"].contains(window.trimmedDescription) else {
            return .failure(NotMoved(line: line, text: "it starts React Native in a window other than \(model.className)'s `window`"))
        }
        let windowMade = call.siblings.firstIndex { item in
            Self.assignment(in: item).map { ["window", "self.window"].contains($0.target) && $0.value.hasPrefix("UIWindow(") } ?? false
        }
        guard let windowMade else {
            return .failure(NotMoved(line: line, text: "the window it starts React Native in is not made beside it (`window = UIWindow(frame: UIScreen.main.bounds)`)"))
        }
        var items = [call.item]
        if call.condition == nil {
            items.insert(windowMade, at: 0)
        } else if call.siblings.count != 2 {
            return .failure(NotMoved(line: line, text: "the `#if` block around it holds other code"))
        }
        // Its arguments, as the scene delegate writes them.
        guard let module = argument("withModuleName"), let moduleName = sceneExpression(module) else {
            return .failure(NotMoved(line: line, text: "its module name is not a string or a property of \(model.className)"))
        }
        var initialProperties: String?
        if let properties = argument("initialProperties") {
            guard let text = sceneExpression(properties) else {
                return .failure(NotMoved(line: line, text: "its initial properties are not a literal or a property of \(model.className)"))
            }
            initialProperties = text
        }
        let options = argument("launchOptions")?.trimmedDescription
        guard options == launchOptions || options == "nil" else {
            return .failure(NotMoved(line: line, text: "it is given launch options other than didFinishLaunching's (`\(options ?? "")`)"))
        }
        return .success(ReactNativeStart(items: items, condition: call.condition, factoryMember: factory, factoryIsOptional: isOptionalMember(factory),
                                         moduleName: moduleName, initialProperties: initialProperties, passesLaunchOptions: options == launchOptions))
    }

    /// A literal as it is; a property of the app delegate (`moduleName`, `self.moduleName`)
    /// through `appDelegate`; nil for anything else.
    func sceneExpression(_ expression: ExprSyntax) -> String? {
        let text = expression.trimmedDescription
        if expression.is(StringLiteralExprSyntax.self) || expression.is(DictionaryExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) { return text }
        let name = text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
        return memberNames.contains(name) ? "appDelegate.\(name)" : nil
    }

    /// Whether the app delegate's property `name` is declared optional (`RCTReactNativeFactory?`).
    func isOptionalMember(_ name: String) -> Bool {
        for located in model.declarations {
            for token in located.node.tokens(viewMode: .sourceAccurate) where token.text == name {
                guard let binding = token.parent?.parent?.as(PatternBindingSyntax.self), binding.pattern.trimmedDescription == name else { continue }
                let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                return type.hasSuffix("?") || type.hasSuffix("!")
            }
        }
        return false
    }

    /// `factory.startReactNative(withModuleName:in:…launchOptions:)`, a statement of its own.
    static func startCall(_ item: CodeBlockItemSyntax) -> FunctionCallExprSyntax? {
        guard let call = item.item.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "startReactNative" else { return nil }
        let labels = call.arguments.map { $0.label?.text ?? "_" }
        guard labels.first == "withModuleName", labels.contains("in"), labels.last == "launchOptions" else { return nil }
        return call
    }

    /// `target = value` (`self.` dropped from the target), a statement of its own.
    static func assignment(in item: CodeBlockItemSyntax) -> (target: String, value: String)? {
        guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        var target = elements[0].trimmedDescription
        if target.hasPrefix("self.") { target.removeFirst(5) }
        return (target, elements[2].trimmedDescription)
    }
}
