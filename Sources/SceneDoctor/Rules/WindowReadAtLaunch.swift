import SwiftSyntax
import SceneToolsCore
import UIKitVocabulary

/// `window-read-at-launch`: the app delegate reads its own `window` while the app launches, in a
/// scene-based app, where UIKit connects the first scene (and its window) only after launch.
struct WindowReadAtLaunch: DoctorRule {
    static let description = RuleDescription(
        id: "window-read-at-launch",
        name: "The app delegate's window read while the app launches",
        rationale: """
            In a scene-based app the window belongs to the scene, and UIKit connects the first \
            scene only after `application(_:didFinishLaunchingWithOptions:)` has returned: during \
            launch the app delegate's `window` is nil (UIKit no longer loads the storyboard into \
            it). `window?.rootViewController as! FlutterViewController`, the set-up of Flutter's \
            platform-channel sample, crashes at launch; `window!` crashes; `as?` and `if let` \
            silently skip the set-up, so a method channel that never answers, or a tint, a root \
            controller or an observer never installed. The same read in a method that launch \
            calls (`initMethodChannel()`) is nil too, and so is a plugin registrar taken from a \
            `FlutterAppDelegate` (`self.registrar(forPlugin:)!` traps): its registry goes through \
            that window's root `FlutterViewController`.
            """,
        source: RuleSource(title: "flutter/website#13243: the platform-channel sample crashes under UIScene (window is nil in didFinishLaunching)", url: "https://github.com/flutter/website/issues/13243"),
        fix: """
            Flutter: set the channel up in `didInitializeImplicitFlutterEngine(_:)` (adopt \
            `FlutterImplicitEngineDelegate`) with `engineBridge.applicationRegistrar.messenger()`, \
            or in the scene delegate once its window exists. Otherwise: do the window's work in \
            the scene delegate's `scene(_:willConnectTo:options:)`, on the scene's window.
            """,
        before: """
            // AppDelegate.application(_:didFinishLaunchingWithOptions:)
            let controller = window?.rootViewController as! FlutterViewController
            let channel = FlutterMethodChannel(name: "battery", binaryMessenger: controller.binaryMessenger)
            """,
        after: """
            // AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate
            func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
                GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
                let channel = FlutterMethodChannel(name: "battery", binaryMessenger: engineBridge.applicationRegistrar.messenger())
            }
            """,
        triggeringExamples: [
            RuleExample("""
                @main @objc class AppDelegate: FlutterAppDelegate {
                    override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let controller: FlutterViewController = ↓window?.rootViewController as! FlutterViewController
                        let channel = FlutterMethodChannel(name: "samples.flutter.dev/battery", binaryMessenger: controller.binaryMessenger)
                        channel.setMethodCallHandler { call, result in result(nil) }
                        GeneratedPluginRegistrant.register(with: self)
                        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                    }
                }
                """, infoPlist: .xml(flutterManifest), comment: "Flutter's platform-channel sample under FlutterSceneDelegate: a crash at launch"),
            RuleExample("""
                @main @objc class AppDelegate: FlutterAppDelegate {
                    var methodChannel: FlutterMethodChannel!
                    override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        GeneratedPluginRegistrant.register(with: self)
                        initMethodChannel()
                        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                    }
                    private func initMethodChannel() {
                        guard let controller = ↓self.window?.rootViewController as? FlutterViewController else { return }
                        methodChannel = FlutterMethodChannel(name: "speech", binaryMessenger: controller.binaryMessenger)
                    }
                }
                """, infoPlist: .xml(flutterManifest), comment: "in a method launch calls, and with `as?`: the channel is silently never made"),
            RuleExample("""
                @main @objc class AppDelegate: FlutterAppDelegate {
                    override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        registerHandlers()
                        GeneratedPluginRegistrant.register(with: self)
                        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                    }
                    func registerHandlers() {
                        MethodHandler.register(with: ↓self.registrar(forPlugin: MethodHandler.name)!)
                    }
                }
                """, infoPlist: .xml(flutterManifest), comment: "the app delegate's plugin registrar, taken at launch (hiddify's shape): nil, and the `!` traps"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        ↓window?.tintColor = .systemPink
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "a storyboard app: the scene's window gets the storyboard, the app delegate's stays nil"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : FlutterAppDelegate
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    FlutterViewController *controller = (FlutterViewController *)↓self.window.rootViewController;
                    FlutterMethodChannel *channel = [FlutterMethodChannel methodChannelWithName:@"battery" binaryMessenger:controller.binaryMessenger];
                    [GeneratedPluginRegistrant registerWithRegistry:self];
                    return [super application:application didFinishLaunchingWithOptions:launchOptions];
                }
                @end
                """, infoPlist: .xml(flutterManifest), comment: "the Objective-C sample: a channel on a nil messenger"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    ↓[self setInterfaceStyleFromUserDefaults];
                    return YES;
                }
                - (void)setInterfaceStyleFromUserDefaults {
                    self.window.overrideUserInterfaceStyle = UIUserInterfaceStyleDark;
                }
                @end
                // file: SceneDelegate.h
                @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
                @end
                """, comment: "Objective-C: in a method launch calls (Kodi Remote's interface style)"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        guard let window = ↓window else { return true }
                        window.tintColor = .systemPink
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "bound to a local of the same name: the property is read first, and is nil (the tint is never set)"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        guard let window = window else { fatalError("no window") }
                        window.tintColor = .systemPink
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "made first, then bound to a local (deltachat's shape): the read is of the window just made"),
            RuleExample("""
                @main @objc class AppDelegate: FlutterAppDelegate {
                    override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        let controller: FlutterViewController = window?.rootViewController as! FlutterViewController
                        let channel = FlutterMethodChannel(name: "samples.flutter.dev/battery", binaryMessenger: controller.binaryMessenger)
                        GeneratedPluginRegistrant.register(with: self)
                        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                    }
                }
                """, infoPlist: .none, comment: "an app without scenes: the storyboard's window is the app delegate's"),
            RuleExample("""
                @main @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
                    override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                    }
                    func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
                        GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
                        let channel = FlutterMethodChannel(name: "battery", binaryMessenger: engineBridge.applicationRegistrar.messenger())
                        channel.setMethodCallHandler { call, result in
                            self.window?.rootViewController?.present(UIViewController(), animated: true)
                        }
                    }
                }
                """, infoPlist: .xml(flutterManifest), comment: "the channel set up with the engine; the window read later, in a handler"),
            RuleExample("""
                @main @objc class AppDelegate: FlutterAppDelegate, FlutterImplicitEngineDelegate {
                    func didInitializeImplicitFlutterEngine(_ engineBridge: FlutterImplicitEngineBridge) {
                        GeneratedPluginRegistrant.register(with: engineBridge.pluginRegistry)
                        MethodHandler.register(with: engineBridge.pluginRegistry.registrar(forPlugin: MethodHandler.name)!)
                    }
                }
                """, infoPlist: .xml(flutterManifest), comment: "the registrar taken from the engine bridge"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        DispatchQueue.main.async { self.window?.rootViewController?.present(Onboarding(), animated: true) }
                        let window = UIApplication.shared.connectedScenes.first as? UIWindowScene
                        window?.keyWindow?.tintColor = .systemPink
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "a read in a closure that runs later (the app-delegate-window rule's business), and a local named window"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    lazy var window: UIWindow? = UIWindow(frame: UIScreen.main.bounds)
                    var fallbackWindow: UIWindow? {
                        get { window }
                    }
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.tintColor = .systemPink
                        return true
                    }
                }
                """, comment: "a window property with a value of its own is not nil"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        if #unavailable(iOS 13.0) {
                            window?.isHidden = true
                        }
                        guard #available(iOS 13.0, *) else {
                            window?.tintColor = .systemPink
                            return true
                        }
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "the iOS 12 path, where UIKit loads the storyboard into the app delegate's window (OctoPod's shape)"),
        ]
    )

    /// The manifest Flutter's template writes: `FlutterSceneDelegate` with the `Main` storyboard.
    static let flutterManifest = ExampleInfoPlist.manifest(multiple: false, extra: "", roles: """
        <key>UIWindowSceneSessionRoleApplication</key>
        <array><dict>
          <key>UISceneClassName</key><string>UIWindowScene</string>
          <key>UISceneConfigurationName</key><string>flutter</string>
          <key>UISceneDelegateClassName</key><string>FlutterSceneDelegate</string>
          <key>UISceneStoryboardFile</key><string>Main</string>
        </dict></array>
        """)

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        for delegate in app.appDelegateTypes {
            // A window with a value of its own (`lazy var window = UIWindow(…)`, a getter) is not nil.
            if let property = app.types[delegate]?.properties["window"]?.decl,
               property.bindings.contains(where: { $0.initializer != nil || $0.accessorBlock != nil }) { continue }
            let flutter = app.inherits(delegate, from: ["FlutterAppDelegate"])
            for signature in WindowBuiltAtLaunch.launchSignatures {
                for method in app.ownMethods(signature, in: delegate) {
                    guard let body = method.body, !WindowBuiltAtLaunch.returnsEarlyOnIOS13(body) else { continue }
                    var visited: Set<String> = [method.signature]
                    check(body, in: method.file, launch: signature, delegate: delegate, flutter: flutter, app: app, visited: &visited, into: &findings)
                }
            }
        }
    }

    /// Reports the first read of `window` in `body` that no assignment to it comes before, then
    /// follows the calls `body` makes to the app delegate's own methods (before any assignment).
    private func check(_ body: CodeBlockSyntax, in file: SwiftSourceFile, launch: String, delegate: String, flutter: Bool, app: AppModel,
                       visited: inout Set<String>, into findings: inout FindingSink) {
        // A local `window` (`let window = …`, `guard let window = window`) from where Swift's scopes make it one.
        let references = NodeCollector<DeclReferenceExprSyntax>.all(in: body).filter { $0.baseName.text == "window" && !LocalBindings.isLocal("window", at: $0) }
        let firstAssignment = references.compactMap { Self.windowExpression($0) }.filter(Self.isAssigned).map(\.position).min()
        let reads = references.compactMap({ Self.windowExpression($0) }).filter { expression in
            !Self.isAssigned(expression) && !Self.runsLater(expression, in: body) && !WindowBuiltAtLaunch.isInAvailabilityFallback(expression)
                && firstAssignment.map { expression.position < $0 } ?? true
        }
        // The first read of each statement of the body (a colour set, then the controller cast).
        var statements = Set<SyntaxIdentifier>()
        for read in reads where statements.insert(Self.statement(of: read, in: body)).inserted {
            findings.report(at: read, in: file, Self.message(read, launch: launch, flutter: flutter, viaHelper: visited.count > 1))
        }
        if !reads.isEmpty { return }
        // FlutterAppDelegate's own registry reaches its plugins' registrars through the root
        // FlutterViewController, that is through the same nil window.
        if flutter, let registrar = Self.ownRegistrarCalls(in: body).first(where: { !Self.runsLater($0, in: body) }) {
            let when = visited.count > 1 ? "in a method \(launch) calls" : "in \(launch)"
            findings.report(at: registrar, in: file, "FlutterAppDelegate's registrar(forPlugin:) goes through the root FlutterViewController of the app delegate's window, nil \(when) of a scene-based app: it returns nil, and its `!` traps at launch; register the plugin in didInitializeImplicitFlutterEngine(_:) with engineBridge.pluginRegistry.registrar(forPlugin:)")
            return
        }
        for call in NodeCollector<FunctionCallExprSyntax>.all(in: body) where firstAssignment.map({ call.position < $0 }) ?? true {
            guard !Self.runsLater(call, in: body), Self.isCallOnSelf(call), let name = BodyFacts.calleeName(of: call) else { continue }
            for helper in app.methods(in: delegate) where helper.decl.as(FunctionDeclSyntax.self)?.name.text == name && visited.insert(helper.signature).inserted {
                guard let helperBody = helper.body else { continue }
                check(helperBody, in: helper.file, launch: launch, delegate: delegate, flutter: flutter, app: app, visited: &visited, into: &findings)
            }
        }
    }

    /// The statement of `body` that holds `node`.
    static func statement(of node: some SyntaxProtocol, in body: CodeBlockSyntax) -> SyntaxIdentifier {
        var current = Syntax(node)
        while let parent = current.parent, parent.id != body.statements.id { current = parent }
        return current.id
    }

    /// `registrar(forPlugin:)` and `self.registrar(forPlugin:)` calls below `node`.
    static func ownRegistrarCalls(in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        NodeCollector<FunctionCallExprSyntax>.all(in: node).filter { call in
            guard call.arguments.first?.label?.text == "forPlugin", BodyFacts.calleeName(of: call) == "registrar" else { return false }
            return isCallOnSelf(call)
        }
    }

    /// `window` or `self.window` as an expression of its own (not `scene.window`, not a label).
    static func windowExpression(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self) else { return nil }
            return ExprSyntax(member)
        }
        return ExprSyntax(reference)
    }

    /// `window = …` (the assignment's target itself, not `window?.rootViewController = …`).
    static func isAssigned(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.parent?.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.id == expression.id }), index + 1 < elements.count else { return false }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }

    /// Inside a closure or a nested function of `body`: it runs later, if at all.
    static func runsLater(_ node: some SyntaxProtocol, in body: CodeBlockSyntax) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != body.id {
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { return true }
            current = parent.parent
        }
        return false
    }

    /// `helper()` or `self.helper()`.
    static func isCallOnSelf(_ call: FunctionCallExprSyntax) -> Bool {
        if call.calledExpression.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.tokenKind == .keyword(.self)
    }

    /// Whether the expression the read is part of casts to `FlutterViewController`.
    static func castsToFlutterController(_ read: some SyntaxProtocol) -> Bool {
        var current = read.parent
        while let node = current, !node.is(CodeBlockItemSyntax.self) {
            if node.trimmedText.contains("FlutterViewController") { return true }
            current = node.parent
        }
        return false
    }

    static func message(_ read: ExprSyntax, launch: String, flutter: Bool, viaHelper: Bool) -> String {
        let when = viaHelper ? "in a method \(launch) calls" : "in \(launch)"
        let crash = read.parent?.is(ForceUnwrapExprSyntax.self) == true || Self.forceCast(around: read) ? "this crashes at launch" : "whatever it sets up is silently skipped"
        if castsToFlutterController(read) {
            return "the app delegate's window is nil \(when) of a scene-based app (the scene and its FlutterViewController come after launch): \(crash); set the channel up in didInitializeImplicitFlutterEngine(_:) with engineBridge.applicationRegistrar.messenger(), or in the scene delegate"
        }
        if flutter {
            return "the app delegate's window is nil \(when) of a scene-based app (FlutterSceneDelegate makes the window when the scene connects, after launch): \(crash); do it on the scene's window in a FlutterSceneDelegate subclass named in the manifest, or in the FlutterViewController"
        }
        return "the app delegate's window is nil \(when) of a scene-based app (the scene's window comes after launch): \(crash); do this in the scene delegate's scene(_:willConnectTo:options:), on the scene's window"
    }

    /// `… as! T` in the statement around the read.
    static func forceCast(around read: some SyntaxProtocol) -> Bool {
        var current = read.parent
        while let node = current, !node.is(CodeBlockItemSyntax.self) {
            if let cast = node.as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .exclamationMark { return true }
            if let cast = node.as(AsExprSyntax.self), cast.questionOrExclamationMark?.tokenKind == .exclamationMark { return true }
            if let sequence = node.as(SequenceExprSyntax.self),
               sequence.elements.contains(where: { $0.as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.tokenKind == .exclamationMark }) { return true }
            current = node.parent
        }
        return false
    }

    // MARK: Objective-C

    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        for selector in [UIKitVocabulary.Selectors.didFinishLaunching, UIKitVocabulary.Selectors.willFinishLaunching] {
            for method in app.objectiveC.appDelegateMethods(selector) {
                let source = method.file.source
                let words = source.codeTokens.filter { method.method.body.contains($0.range.lowerBound) }.map { (text: source.text(of: $0), offset: $0.range.lowerBound) }
                // A block (`^{ … }`) runs later: only the words before the first one count.
                let launchWords = words.prefix { $0.text != "^" }
                let firstRead = Self.firstWindowRead(in: Array(launchWords))
                if let firstRead {
                    findings.report(at: firstRead, in: method.file, Self.objectiveCMessage(selector, flutter: app.objectiveC.inherits(method.className, from: "FlutterAppDelegate")))
                }
                // `[self setInterfaceStyle]` before any read of its own, whose method reads the
                // window (Kodi Remote's interface style): nil there too.
                let end = firstRead ?? Int.max
                let methods = app.objectiveC.methods(in: method.className)
                for send in method.method.sends where send.range.lowerBound < end && source.text(send.receiver) == "self" && launchWords.contains(where: { $0.offset == send.range.lowerBound }) {
                    guard let helper = methods.first(where: { $0.method.selector == send.selector && !$0.method.isClassMethod }), helper.method.selector != selector else { continue }
                    let helperWords = helper.file.source.codeTokens.filter { helper.method.body.contains($0.range.lowerBound) }.map { (text: helper.file.source.text(of: $0), offset: $0.range.lowerBound) }
                    guard Self.firstWindowRead(in: Array(helperWords.prefix { $0.text != "^" })) != nil else { continue }
                    findings.report(at: send.range.lowerBound, in: method.file,
                        "\(send.selector) reads the app delegate's window, which is nil in \(selector) of a scene-based app (the scene's window comes after launch): what it sets up is silently skipped; call it from the scene delegate's scene:willConnectToSession:options: once the window exists")
                }
            }
        }
    }

    /// The offset of the first read of `self.window`, `[self window]` or `_window` in `words` that
    /// no assignment to it comes before (an assignment first ends the search: nil).
    static func firstWindowRead(in launchWords: [(text: String, offset: Int)]) -> Int? {
        for (index, word) in launchWords.enumerated() {
            let isRead: Bool
            var start = word.offset
            if word.text == "window", index >= 2, launchWords[index - 1].text == ".", launchWords[index - 2].text == "self" {
                isRead = true
                start = launchWords[index - 2].offset
            } else if word.text == "window", index >= 2, launchWords[index - 1].text == "self", launchWords[index - 2].text == "[" {
                isRead = true
                start = launchWords[index - 2].offset
            } else {
                isRead = word.text == "_window"
            }
            guard isRead else { continue }
            if index + 1 < launchWords.count, launchWords[index + 1].text == "=", index + 2 >= launchWords.count || launchWords[index + 2].text != "=" { return nil }
            return start
        }
        return nil
    }

    static func objectiveCMessage(_ selector: String, flutter: Bool) -> String {
        flutter
            ? "the app delegate's window is nil in \(selector) of a scene-based app (the scene and its FlutterViewController come after launch): a channel made from it has no messenger; set it up in didInitializeImplicitFlutterEngine: with [engineBridge.applicationRegistrar messenger], or in the scene delegate"
            : "the app delegate's window is nil in \(selector) of a scene-based app (the scene's window comes after launch): whatever this sets up is silently skipped; do it in the scene delegate's scene:willConnectToSession:options:, on the scene's window"
    }
}
