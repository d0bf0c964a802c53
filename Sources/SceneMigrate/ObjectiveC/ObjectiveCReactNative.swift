import Foundation
import SceneToolsCore
import UIKitVocabulary

/// `objc-react-native-start`: an Objective-C(++) app delegate that subclasses React Native's
/// `RCTAppDelegate` (the templates of React Native 0.71–0.77, `AppDelegate.mm`) no longer lets
/// `RCTAppDelegate` make its window at launch; the scene delegate makes it from its scene and
/// puts React Native's root view in it, from the same root-view factory.
struct ObjectiveCReactNativeStart: ObjectiveCStep {
    /// The first React Native whose `RCTAppDelegate` has `automaticallyLoadReactNativeWindow`
    /// (react/react-native#46625, picked for 0.76: reactwg/react-native-releases#529).
    static let firstVersion = JavaScriptPackage.Version(0, 76)

    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "objc-react-native-start",
            trigger: "an Objective-C or Objective-C++ app delegate that subclasses `RCTAppDelegate` and calls `[super application:didFinishLaunchingWithOptions:]` (React Native 0.76 and later; `self.moduleName`, `self.initialProps` and the app's other set-up before it)",
            summary: "`self.automaticallyLoadReactNativeWindow = NO;` before the `super` call, so that `RCTAppDelegate` makes no window at launch; the scene delegate's `scene:willConnectToSession:options:` makes the window from its scene and puts in it the root view of `appDelegate.rootViewFactory` (`appDelegate.moduleName`, `appDelegate.initialProps`, `createRootViewController`, `setRootView:toRootViewController:`, as `RCTAppDelegate` itself does), with launch options rebuilt from `connectionOptions` (`reactNativeLaunchOptions:`: the URL and the user activity, which `Linking.getInitialURL()` reads, the quick action and a push notification's payload, which libraries read at start), and assigns it to `appDelegate.window`, which React Native's libraries read; a scene that connects again reattaches to that window instead of starting React Native a second time. The factory, the bridge or host, and everything else of `didFinishLaunching` stay where they are: made once per process",
            rationale: "With a scene manifest UIKit shows only a scene's windows: the window `RCTAppDelegate` makes with `initWithFrame:` is never shown (a black screen instead of the iOS 27 launch crash: expo/expo#50179), and at a cold launch the link is only in the scene's connection options. `automaticallyLoadReactNativeWindow` (React Native 0.76, react/react-native#46625) leaves the window to the app; the recipe on react/react-native#58545 for 0.76's Objective-C template does the same.",
            doctorRules: ["window-built-at-launch"],
            examples: ObjectiveCExamples.reactNativeStart,
            lookalikes: ObjectiveCExamples.reactNativeStartLookalikes,
            manualSteps: [
                ManualStepDescription("objc-react-native-upgrade", .manual, "React Native … (package.json): RCTAppDelegate always makes its window at launch before 0.76 …; nothing was changed",
                                      why: "`automaticallyLoadReactNativeWindow` came with React Native 0.76: upgrade first (the Upgrade Helper shows the template's change), then run scenectl migrate again"),
                ManualStepDescription("objc-react-native-not-moved", .manual, "React Native's window was not moved: …; nothing was changed",
                                      why: "didFinishLaunching does not call `super` once as a statement of its own, already sets `automaticallyLoadReactNativeWindow`, or uses the window after `super` made it (a splash screen given `self.window.rootViewController.view`): that code must run after the scene made the window"),
                ManualStepDescription("objc-react-native-version-unknown", .check, "React Native's version was not read …",
                                      why: "without a version in package.json the migration assumes 0.76 or later (`automaticallyLoadReactNativeWindow`); before 0.76 the app does not compile"),
            ]
        )
    }

    func apply(to context: inout ObjectiveCContext) {
        guard context.superclass == "RCTAppDelegate" else { return }
        let file = context.implementation
        let source = file.source
        func refuse(_ id: String, line: Int, _ text: String) {
            context.stopped = ManualStep(.manual, id: id, file: file.path, line: line, text + ". Nothing was changed")
        }
        if let version = context.reactNativeVersion, version < Self.firstVersion {
            refuse("objc-react-native-upgrade", line: 0,
                   "React Native \(version) (\(context.reactNativePackagePath ?? "package.json")): before 0.76 RCTAppDelegate always makes its window at launch, with initWithFrame:, which a scene-based app never shows; upgrade React Native to 0.76 or later (the Upgrade Helper shows the change to the template), then run scenectl migrate again")
            return
        }
        guard let launch = context.launch else {
            refuse("objc-react-native-not-moved", line: 0, "React Native's window was not moved: \(context.className) has no application:didFinishLaunchingWithOptions: to turn off RCTAppDelegate's window in; add one that sets self.moduleName and calls super, then run scenectl migrate again")
            return
        }
        let words = launch.statements.map { statement in source.codeTokens.filter { statement.range.contains($0.range.lowerBound) }.map { source.text(of: $0) } }
        let superCalls = launch.statements.indices.filter { index in
            launch.sends.contains { launch.statements[index].range.contains($0.range.lowerBound) && $0.selector == UIKitVocabulary.Selectors.didFinishLaunching && source.text($0.receiver) == "super" }
        }
        guard superCalls.count == 1, let superCall = superCalls.first else {
            refuse("objc-react-native-not-moved", line: launch.line,
                   "React Native's window was not moved: application:didFinishLaunchingWithOptions: \(superCalls.isEmpty ? "does not call [super application:didFinishLaunchingWithOptions:]" : "calls super more than once"), so RCTAppDelegate's set-up is not where the tool can turn its window off; move the scene delegate's window and React Native's root view by hand (docs/MIGRATING.md)")
            return
        }
        if let index = words.firstIndex(where: { $0.contains("automaticallyLoadReactNativeWindow") }) {
            refuse("objc-react-native-not-moved", line: launch.statements[index].line,
                   "React Native's window was not moved: didFinishLaunching already sets automaticallyLoadReactNativeWindow, so the app makes React Native's window itself; make that window from the scene in a scene delegate by hand (docs/MIGRATING.md)")
            return
        }
        // react-native-splash-screen's `[RNSplashScreen show]` spins the run loop until JavaScript
        // hides it; React Native now starts when the scene connects, after didFinishLaunching
        // returns, so the call moves to the scene's first start, after its window is shown.
        let splash = launch.statements.indices.filter { $0 > superCall && words[$0] == ["[", "RNSplashScreen", "show", "]", ";"] }
        if let index = launch.statements.indices.first(where: { $0 > superCall && !splash.contains($0) && words[$0].contains("RNSplashScreen") }) {
            refuse("objc-react-native-not-moved", line: launch.statements[index].line,
                   "React Native's window was not moved: RNSplashScreen here waits for JavaScript, which now starts only when the scene connects, after didFinishLaunching returns (the app would hang at launch); move it to the end of the scene delegate's scene:willConnectToSession:options: by hand (docs/MIGRATING.md)")
            return
        }
        let windowWords: Set<String> = ["window", "_window", "rootViewController", "rootView", "keyWindow"]
        if let index = launch.statements.indices.first(where: { $0 > superCall && words[$0].first != "return" && !windowWords.isDisjoint(with: words[$0]) }) {
            refuse("objc-react-native-not-moved", line: launch.statements[index].line,
                   "React Native's window was not moved: this statement uses the window RCTAppDelegate made in super, which the scene delegate now makes later, when the scene connects; move it to the end of the scene delegate's scene:willConnectToSession:options: by hand (docs/MIGRATING.md)")
            return
        }
        if context.reactNativeVersion == nil {
            context.steps.append(ManualStep(.check, id: "objc-react-native-version-unknown", file: context.reactNativePackagePath ?? "", line: 0,
                "React Native's version was not read\(context.reactNativePackagePath == nil ? " (no package.json found)" : " from package.json"): the migration assumes 0.76 or later, whose RCTAppDelegate has automaticallyLoadReactNativeWindow; before 0.76 upgrade React Native first"))
        }

        // RCTAppDelegate makes no window at launch.
        let statement = launch.statements[superCall]
        let indent = source.indentation(at: statement.range.lowerBound)
        let name = context.sceneDelegateName
        context.edit(file.path) {
            $0.insert("\(indent)// \(name) makes React Native's window, from its scene: UIKit shows no other.\n\(indent)self.automaticallyLoadReactNativeWindow = NO;\n",
                      at: source.lineStart(of: statement.range.lowerBound))
        }
        // The scene's window, with React Native's root view from the app delegate's factory.
        let u = context.unit
        // react-native-splash-screen's `[RNSplashScreen show]` waits for JavaScript to hide it:
        // once, when React Native starts, after the window is shown and the cold launch's links
        // were handed over (else JavaScript would get them twice).
        let condition = splash.isEmpty ? "appDelegate.window" : "!startsReactNative"
        if !splash.isEmpty { context.willConnect.append("BOOL startsReactNative = !appDelegate.window;") }
        context.willConnect += [
            "if (\(condition)) {",
            "\(u)// The scene connects again: React Native runs once per process, in this window.",
            "\(u)self.window = appDelegate.window;",
            "\(u)self.window.windowScene = windowScene;",
            "} else {",
            "\(u)UIView *rootView = [appDelegate.rootViewFactory viewWithModuleName:appDelegate.moduleName",
            "\(u)                                                 initialProperties:appDelegate.initialProps",
            "\(u)                                                     launchOptions:[self reactNativeLaunchOptions:connectionOptions]];",
            "\(u)self.window = [[UIWindow alloc] initWithWindowScene:windowScene];",
            "\(u)UIViewController *rootViewController = [appDelegate createRootViewController];",
            "\(u)[appDelegate setRootView:rootView toRootViewController:rootViewController];",
            "\(u)self.window.rootViewController = rootViewController;",
            "\(u)appDelegate.window = self.window;",
            "}",
            "[self.window makeKeyAndVisible];",
        ]
        if !splash.isEmpty {
            context.afterReplay += ["if (startsReactNative) {", "\(u)[RNSplashScreen show];", "}"]
            let bytes = file.bytes
            for index in splash {
                let statement = launch.statements[index]
                let lineStart = source.lineStart(of: statement.range.lowerBound)
                var end = statement.range.upperBound
                while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0D { end += 1 }
                end = min(end + 1, bytes.count)
                // The comment lines right above it go with it, and a blank line when one is left on each side.
                let start = min(lineStart, ObjectiveCMoveWindowSetUp.commentLinesStart(above: statement, after: launch.statements[index - 1].range.upperBound, in: source))
                func blankLine(from offset: Int) -> Int? {
                    var cursor = offset
                    while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0D { cursor += 1 }
                    return cursor < bytes.count && bytes[cursor] == 0x0A ? cursor + 1 : nil
                }
                let before = start > 0 ? blankLine(from: source.lineStart(of: start - 1)) == start : false
                if before, let after = blankLine(from: end) { end = after }
                context.edit(file.path) { $0.replace(start, end, with: "") }
            }
            context.imports.append("#import \"RNSplashScreen.h\"")
            context.done.append("\(file.path): [RNSplashScreen show] moved to \(context.sceneDelegateName)'s scene:willConnectToSession:options:, once, when React Native starts (it waits for JavaScript, which starts there)")
        }
        context.sceneMethods.append(
            "// React Native and its libraries read a cold launch's URL and user activity (Linking.getInitialURL()),\n"
            + "// quick action and push notification from the options it is started with; in a scene app they\n"
            + "// come with the scene's connection options.\n"
            + context.method("- (NSDictionary *)reactNativeLaunchOptions:(UISceneConnectionOptions *)connectionOptions", [
                "NSMutableDictionary *launchOptions = [NSMutableDictionary dictionary];",
                "NSURL *url = connectionOptions.URLContexts.anyObject.URL;",
                "if (url) {",
                "\(u)launchOptions[UIApplicationLaunchOptionsURLKey] = url;",
                "}",
                "NSUserActivity *userActivity = connectionOptions.userActivities.anyObject;",
                "if (userActivity) {",
                "\(u)launchOptions[UIApplicationLaunchOptionsUserActivityDictionaryKey] = @{",
                "\(u)\(u)UIApplicationLaunchOptionsUserActivityTypeKey: userActivity.activityType,",
                "\(u)\(u)@\"UIApplicationLaunchOptionsUserActivityKey\": userActivity,",
                "\(u)};",
                "}",
                "if (connectionOptions.shortcutItem) {",
                "\(u)launchOptions[UIApplicationLaunchOptionsShortcutItemKey] = connectionOptions.shortcutItem;",
                "}",
                "UNNotificationResponse *response = connectionOptions.notificationResponse;",
                "if ([response.notification.request.trigger isKindOfClass:[UNPushNotificationTrigger class]]) {",
                "\(u)launchOptions[UIApplicationLaunchOptionsRemoteNotificationKey] = response.notification.request.content.userInfo;",
                "}",
                "return launchOptions;",
            ]))
        context.imports.append("#import <UserNotifications/UserNotifications.h>")
        context.usesWindowScene = true
        context.createsWindowInCode = true
        context.windowAssignedInWillConnect = true
        context.done.append("\(file.path): self.automaticallyLoadReactNativeWindow = NO before [super application:didFinishLaunchingWithOptions:] (React Native\(context.reactNativeVersion.map { " \($0)" } ?? "")); \(context.sceneDelegateName)'s scene:willConnectToSession:options: makes the window from its scene with React Native's root view, the launch options rebuilt from connectionOptions")
    }
}
