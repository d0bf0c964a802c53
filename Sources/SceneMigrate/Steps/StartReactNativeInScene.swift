import Foundation
import SceneToolsCore
import SwiftSyntax

/// React Native's start moves to the scene: the window from the scene, `startReactNative` in it;
/// the factory stays on the app delegate, made once.
struct StartReactNativeInScene: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "react-native-start-in-scene",
            trigger: "`window = UIWindow(frame: …)` and `factory.startReactNative(withModuleName:in:launchOptions:)` in `application(_:didFinishLaunchingWithOptions:)` (React Native 0.78 and later: the factory kept on the app delegate, `reactNativeFactory = factory`; Expo's `ExpoReactNativeFactory` too), alone or together in one `#if` block; or an app delegate that subclasses `RCTAppDelegate` and returns `super.application(_:didFinishLaunchingWithOptions:)` (the Swift templates of 0.77 and 0.78)",
            summary: "both move to `scene(_:willConnectTo:options:)`: `window = UIWindow(windowScene: windowScene)`, `appDelegate.window = window` (the app delegate keeps its `window`, which React Native libraries read), and `appDelegate.reactNativeFactory?.startReactNative(withModuleName:in:…)` in the scene's window; a scene that connects again (UIKit disconnects a backgrounded app's scene to reclaim memory) reattaches to the app delegate's window instead of starting React Native a second time. Before React Native 0.88 the launch options it gets are rebuilt from `connectionOptions` (`reactNativeLaunchOptions`: the URL and the user activity, which `Linking.getInitialURL()` reads, the quick action and a push notification's payload, which libraries read at start); from 0.88 (the version in package.json) it is `startReactNative(withModuleName:in:connectionOptions:)`. The factory, its delegate and the app's other set-up stay in `didFinishLaunching`: made once per process (without an app-delegate `window` to reattach to, a scene that connects again starts React Native in its new window from the same factory). An `RCTAppDelegate` subclass gets `automaticallyLoadReactNativeWindow = false` before its `super` call (React Native 0.76 and later), and the scene puts in its window the root view of `appDelegate.rootViewFactory` (`rootViewFactory()` from 0.78) with `createRootViewController()` and `setRootView(_:toRootViewController:)`, as `RCTAppDelegate` itself does",
            rationale: "In a scene app UIKit makes no window for the app delegate, and `launchOptions` carry no URL or activity: a window made in `didFinishLaunching` is never shown (a black screen instead of the launch crash: expo/expo#50179), and the cold launch's link reaches React Native only through the options it is started with (RCTLinkingManager's `getInitialURL` reads them). React Native 0.88 reads `connectionOptions` itself (react-native-community/template#246); 0.77–0.87 have no official path (template#251).",
            doctorRules: ["window-built-at-launch"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("react-native-not-moved", .manual, "React Native's start was not moved: …", why: "the start call, its window or its factory is not in a shape the tool knows (a factory not kept on the app delegate, another window, launch options other than didFinishLaunching's, code sharing the `#if` block); the app is left as it was"),
                ManualStepDescription("react-native-app-delegate-base", .manual, "the app delegate subclasses RCTAppDelegate, whose window was not left to the scene: …", why: "before React Native 0.76 `RCTAppDelegate` always makes its window (no `automaticallyLoadReactNativeWindow`), or `didFinishLaunching` does not call `super` once, already sets the flag, or uses the window after `super` (a splash screen given `window.rootViewController.view`); the app is left as it was"),
                ManualStepDescription("react-native-version-unknown", .check, "React Native's version was not read", why: "without a version in package.json the migration uses the API of 0.78–0.87 (launch options); from 0.88 use `startReactNative(withModuleName:in:connectionOptions:)` and `RCTLinkingManager.scene(…)` instead"),
                ManualStepDescription("expo-subscribers", .check, "Expo SDK … forwards the app delegate's events to its modules' subscribers, which UIKit no longer calls", why: "the scene delegate calls `ExpoAppDelegate`'s state methods, and URLs and activities reach it through the overrides' `super` calls; an event with no override reaches no module. Expo's scene delegate `EXExpoAppSceneDelegate` (SDK 57, `ios.enableSceneSupport`) re-feeds them all"),
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
            startReactNativeFromAppDelegateBase(facts)
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
        // react-native-splash-screen's `RNSplashScreen.show()` waits for JavaScript, which now
        // starts only when the scene connects, after didFinishLaunching returns: a call of its own
        // moves with the start, any other use stops the move.
        let splash = splashCalls(in: launch, after: start.items.max() ?? 0)
        if let index = launch.items.indices.first(where: { !start.items.contains($0) && !splash.contains($0) && launch.items[$0].tokens(viewMode: .sourceAccurate).contains { $0.text == "RNSplashScreen" } }) {
            stop(ManualStep(.manual, id: "react-native-not-moved", file: file.path, line: file.line(launch.items[index]),
                            "React Native's start was not moved: RNSplashScreen here waits for JavaScript, which would start only when the scene connects, after didFinishLaunching returns (the app would hang at launch); move the start and this call to the scene delegate by hand (docs/MIGRATING.md). Nothing was changed"))
            return
        }
        moveSplashCalls(splash, in: launch)
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
            usesUserNotifications = true
        } else {
            startLines.append("\(inner)\(u)launchOptions: nil")
        }
        startLines.append("\(inner))")
        if !splash.isEmpty { startLines.append("\(inner)RNSplashScreen.show()") }
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
                                    "Expo SDK \(expo.major) forwards \(model.className)'s events (ExpoAppDelegate) to its modules' subscribers, and UIKit no longer calls them in a scene app: the scene delegate now calls the state methods, and the URL and activity methods reach them through the overrides' super calls; an event the app delegate does not override (a quick action, a URL or an activity without an override) reaches no module; check the modules you use, or move to SDK 57's EXExpoAppSceneDelegate (expo-build-properties ios.enableSceneSupport)"))
        }
    }

    /// An app delegate that subclasses `RCTAppDelegate` (the Swift templates of 0.77 and 0.78):
    /// `automaticallyLoadReactNativeWindow = false` before its `super` call, and the scene's
    /// window gets React Native's root view from the app delegate's root-view factory.
    mutating func startReactNativeFromAppDelegateBase(_ facts: ReactNativeFacts) {
        let file = files[model.classFile]
        func refuse(_ line: Int, _ reason: String) {
            stop(ManualStep(.manual, id: "react-native-app-delegate-base", file: file.path, line: line,
                            "\(model.className) subclasses RCTAppDelegate, whose window was not left to the scene: \(reason). Nothing was changed"))
        }
        if let version = facts.version, version < JavaScriptPackage.Version(0, 76) {
            refuse(file.line(of: 0), "React Native \(version) (package.json) has no automaticallyLoadReactNativeWindow, so RCTAppDelegate always makes its window at launch, which a scene-based app never shows; upgrade React Native to 0.76 or later, then run scenectl migrate again")
            return
        }
        guard let launch else {
            refuse(file.line(of: 0), "it has no application(_:didFinishLaunchingWithOptions:) to turn RCTAppDelegate's window off in; add one that sets moduleName and returns super's, then run scenectl migrate again")
            return
        }
        let launchFile = files[launch.located.file]
        let superCalls = launch.items.indices.filter { index in
            launch.items[index].tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .keyword(.super), let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "application",
                      let call = member.parent?.as(FunctionCallExprSyntax.self) else { return false }
                return call.arguments.map { $0.label?.text ?? "_" } == ["_", "didFinishLaunchingWithOptions"]
            }
        }
        guard superCalls.count == 1, let superCall = superCalls.first else {
            refuse(launchFile.line(launch.located.node), "didFinishLaunching \(superCalls.isEmpty ? "does not call super.application(_:didFinishLaunchingWithOptions:)" : "calls super more than once"); make the window from the scene in a scene delegate by hand (docs/MIGRATING.md)")
            return
        }
        func words(_ index: Int) -> [String] { launch.items[index].tokens(viewMode: .sourceAccurate).map(\.text) }
        if let index = launch.items.indices.first(where: { words($0).contains("automaticallyLoadReactNativeWindow") }) {
            refuse(launchFile.line(launch.items[index]), "didFinishLaunching already sets automaticallyLoadReactNativeWindow, so the app makes React Native's window itself; make that window from the scene by hand (docs/MIGRATING.md)")
            return
        }
        let splash = splashCalls(in: launch, after: superCall)
        if let index = launch.items.indices.first(where: { $0 > superCall && !splash.contains($0) && words($0).contains("RNSplashScreen") }) {
            refuse(launchFile.line(launch.items[index]), "RNSplashScreen here waits for JavaScript, which now starts only when the scene connects, after didFinishLaunching returns (the app would hang at launch); move it to the end of the scene delegate's scene(_:willConnectTo:options:), where React Native starts, by hand (docs/MIGRATING.md)")
            return
        }
        let windowWords: Set<String> = ["window", "rootViewController", "rootView", "keyWindow"]
        if let index = launch.items.indices.first(where: { $0 > superCall && !splash.contains($0) && words($0).first != "return" && !windowWords.isDisjoint(with: words($0)) }) {
            refuse(launchFile.line(launch.items[index]), "this statement uses the window RCTAppDelegate made in super, which the scene now makes later; move it to the end of the scene delegate's scene(_:willConnectTo:options:) by hand (docs/MIGRATING.md)")
            return
        }
        // RCTAppDelegate makes no window at launch; the launch options it is passed are its own.
        claimedLaunchStatements.insert(superCall)
        let item = launch.items[superCall]
        let indent = launchFile.indentation(at: item.positionAfterSkippingLeadingTrivia.utf8Offset)
        let sceneDelegate = options.sceneDelegateName
        edit(launch.located.file) {
            $0.insert("\(indent)// \(sceneDelegate) makes React Native's window, from its scene: UIKit shows no other.\n\(indent)automaticallyLoadReactNativeWindow = false\n",
                      at: launchFile.lineStart(of: item.positionAfterSkippingLeadingTrivia.utf8Offset))
        }
        // The module name the app sets, as the fallback of the nullable property.
        var moduleName = "\"\""
        for candidate in launch.items {
            if let assignment = Self.assignment(in: candidate), assignment.target == "moduleName", assignment.value.hasPrefix("\""), !assignment.value.contains("\\(") {
                moduleName = assignment.value
            }
        }
        // `rootViewFactory` is a property before 0.78 and a method from 0.78 (RCTReactNativeFactory).
        let factory = facts.version.map { $0 >= JavaScriptPackage.Version(0, 78) } == true ? "rootViewFactory()" : "rootViewFactory"
        let u = unit
        let outer = unit + unit
        // RCTAppDelegate declares its `window` non-optional, and it is nil until the scene sets it:
        // whether React Native runs is kept here instead.
        var lines = [
            "\(outer)if let window = Self.reactNativeWindow {",
            "\(outer)\(u)// The scene connects again: React Native runs once per process, in this window.",
            "\(outer)\(u)window.windowScene = windowScene",
            "\(outer)\(u)self.window = window",
            "\(outer)\(u)window.makeKeyAndVisible()",
        ]
        if handledEntries.contains(.openURL) { lines.append("\(outer)\(u)self.scene(scene, openURLContexts: connectionOptions.urlContexts)") }
        if handledEntries.contains(.continueActivity) {
            lines += ["\(outer)\(u)for userActivity in connectionOptions.userActivities {", "\(outer)\(u)\(u)self.scene(scene, continue: userActivity)", "\(outer)\(u)}"]
        }
        lines += [
            "\(outer)} else {",
            "\(outer)\(u)let rootView = appDelegate.\(factory).view(",
            "\(outer)\(u)\(u)withModuleName: appDelegate.moduleName ?? \(moduleName),",
            "\(outer)\(u)\(u)initialProperties: appDelegate.initialProps,",
            "\(outer)\(u)\(u)launchOptions: reactNativeLaunchOptions(connectionOptions)",
            "\(outer)\(u))",
            "\(outer)\(u)let window = UIWindow(windowScene: windowScene)",
            "\(outer)\(u)let rootViewController = appDelegate.createRootViewController()",
            "\(outer)\(u)appDelegate.setRootView(rootView, toRootViewController: rootViewController)",
            "\(outer)\(u)window.rootViewController = rootViewController",
            "\(outer)\(u)self.window = window",
            "\(outer)\(u)Self.reactNativeWindow = window",
            "\(outer)\(u)appDelegate.window = window",
            "\(outer)\(u)window.makeKeyAndVisible()",
        ]
        if !splash.isEmpty { lines.append("\(outer)\(u)RNSplashScreen.show()") }
        lines.append("\(outer)}")
        moveSplashCalls(splash, in: launch)
        willConnect += lines
        sceneMethods.append("\(u)/// The window React Native runs in, once it has started (one per process).\n\(u)private static var reactNativeWindow: UIWindow?")
        sceneMethods.append(Self.reactNativeLaunchOptions(unit: u))
        usesUserNotifications = true
        usesAppDelegate = true
        usesWindowScene = true
        createsWindowInCode = true
        windowAssignedByScene = true
        sceneDelegateImports += reactNativeImports()
        done.append("\(file.path): automaticallyLoadReactNativeWindow = false before super.application(_:didFinishLaunchingWithOptions:) (\(facts.version.map { "React Native \($0)" } ?? "React Native")); scene(_:willConnectTo:options:) makes the window from its scene with React Native's root view from \(model.className)'s \(factory), the launch options rebuilt from connectionOptions")
        if facts.version == nil {
            steps.append(ManualStep(.check, id: "react-native-version-unknown", file: facts.packagePath ?? "", line: 0,
                                    "React Native's version was not read\(facts.packagePath == nil ? " (no package.json found)" : " from package.json"): the migration assumes 0.76 or 0.77 (rootViewFactory a property); from 0.78 write rootViewFactory(), before 0.76 upgrade React Native first"))
        }
    }

    /// react-native-splash-screen's `RNSplashScreen.show()`, a statement of its own after the
    /// statement at `index` (the start, or `super`): it waits for JavaScript to hide the splash.
    func splashCalls(in launch: LaunchStatements, after index: Int) -> [Int] {
        launch.items.indices.filter { $0 > index && launch.items[$0].trimmedDescription == "RNSplashScreen.show()" }
    }

    /// The splash calls leave didFinishLaunching (the scene delegate shows the splash when React
    /// Native starts), with the module that declares `RNSplashScreen` when the file imports one.
    mutating func moveSplashCalls(_ splash: [Int], in launch: LaunchStatements) {
        guard !splash.isEmpty else { return }
        let file = files[launch.located.file]
        for index in splash {
            guard let range = file.wholeLines(of: launch.items[index]) else { continue }
            remove(range, in: launch.located.file)
            movedRanges.append((launch.located.file, range))
            claimedLaunchStatements.insert(index)
        }
        for statement in file.tree.statements {
            guard let declaration = statement.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text, module.contains("SplashScreen") else { continue }
            sceneDelegateImports.append(declaration.trimmedDescription)
        }
        done.append("\(file.path): RNSplashScreen.show() moved to scene(_:willConnectTo:options:), when React Native starts there (it waits for JavaScript)")
    }

    /// The scene delegate's helper: what React Native read from `launchOptions` at a cold launch.
    static func reactNativeLaunchOptions(unit u: String) -> String {
        """
        \(u)/// React Native and its libraries read a cold launch's URL and user activity
        \(u)/// (`Linking.getInitialURL()`), quick action and push notification from the options it is
        \(u)/// started with; in a scene app they come with the scene's connection options.
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
        \(u)\(u)if let shortcutItem = connectionOptions.shortcutItem {
        \(u)\(u)\(u)launchOptions[.shortcutItem] = shortcutItem
        \(u)\(u)}
        \(u)\(u)if let response = connectionOptions.notificationResponse, response.notification.request.trigger is UNPushNotificationTrigger {
        \(u)\(u)\(u)launchOptions[.remoteNotification] = response.notification.request.content.userInfo
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
