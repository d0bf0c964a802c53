import SwiftSyntax

/// `app-delegate-window`: `UIApplication.shared.delegate?.window` in a scene-based app whose app
/// delegate has no window (or never sets it).
struct AppDelegateWindow: DoctorRule {
    static let description = RuleDescription(
        id: "app-delegate-window",
        name: "The app delegate's window in a scene-based app",
        rationale: """
            In a scene-based app the windows belong to the scenes; the app delegate's `window` \
            stays nil unless the app sets it. `UIApplication.shared.delegate?.window??` still \
            compiles after `window` is removed from the app delegate (it is an optional protocol \
            requirement) and silently returns nil: whatever is presented from it does not appear.
            """,
        source: RuleSource(title: "Apple: UIApplicationDelegate.window", url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window"),
        fix: "Use the window of the scene at hand (`view.window`, the scene delegate's `window`), or look a scene up by role and `activationState`.",
        before: """
            UIApplication.shared.delegate?.window??.rootViewController?.present(alert, animated: true)
            """,
        after: """
            view.window?.rootViewController?.present(alert, animated: true)
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {}
                func showHelp() {
                    let root = UIApplication.shared.delegate?.↓window??.rootViewController
                    root?.present(HelpController(), animated: true)
                }
                """, comment: "the app delegate has no window"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                }
                func review() {
                    (UIApplication.shared.delegate as? AppDelegate)?.↓window?.rootViewController?.present(ReviewPrompt(), animated: true)
                }
                """, comment: "a window the app delegate no longer sets"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                        ↓window?.rootViewController?.userActivity = userActivity
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, comment: "the app delegate's own window, which nothing sets (logseq's shape)"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {}
                final class AboutFooter: UIView {
                    func openAbout() {
                        guard let delegate = UIApplication.shared.delegate as? AppDelegate,
                              let root = delegate.↓window?.rootViewController else { return }
                        root.present(AboutController(), animated: true)
                    }
                }
                """, comment: "through a local bound to the app delegate (Duffy's shape)"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        return true
                    }
                }
                func showHelp() {
                    UIApplication.shared.delegate?.window??.rootViewController?.present(HelpController(), animated: true)
                }
                """, infoPlist: .none, comment: "an app without scenes"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func sceneDidBecomeActive(_ scene: UIScene) {
                        (scene.delegate as? SceneDelegate)?.window?.makeKeyAndVisible()
                    }
                }
                """, comment: "a scene delegate's window"),
            RuleExample("""
                // file: Alerts.swift
                enum Alerts {
                    static var root: UIViewController? { UIApplication.shared.delegate?.window??.rootViewController }
                }
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: SceneDelegate.h
                @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
                @end
                // file: SceneDelegate.m
                @implementation SceneDelegate
                - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                    UIWindow *window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
                    AppDelegate *appDelegate = (AppDelegate *)UIApplication.sharedApplication.delegate;
                    appDelegate.window = window;
                }
                @end
                """, comment: "an Objective-C scene delegate sets the app delegate's window (VLC for iOS's shape)"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        self.window = window
                        (UIApplication.shared.delegate as? AppDelegate)?.window = window
                    }
                }
                func present(_ alert: UIAlertController) {
                    (UIApplication.shared.delegate as? AppDelegate)?.window?.rootViewController?.present(alert, animated: true)
                }
                """, comment: "the scene delegate hands its window to the app delegate through a cast"),
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func showLogin() {
                        window?.rootViewController = LoginController()
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        if let delegate = UIApplication.shared.delegate as? AppDelegate { delegate.window = window }
                    }
                }
                """, comment: "through a local bound to the app delegate"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        // An app delegate that has a window and sets it somewhere keeps the old shape working.
        let setsWindow = app.appDelegateTypes.contains { delegate in
            guard app.types[delegate]?.properties["window"] != nil else { return false }
            return app.methods(in: delegate).contains { method in
                guard let body = method.body else { return false }
                return NodeCollector<SequenceExprSyntax>.all(in: body).contains { sequence in
                    let elements = Array(sequence.elements)
                    return elements.count >= 3 && elements[1].is(AssignmentExprSyntax.self) && BodyFacts.identifier(elements[0]) == "window"
                }
            }
        }
        if setsWindow || app.objectiveC.setsAppDelegateWindow { return }
        let appDelegateNames = Set(app.appDelegateTypes)
        // A scene delegate that hands its window to the app delegate
        // (`(UIApplication.shared.delegate as? AppDelegate)?.window = window`) sets it.
        let accesses = app.files.flatMap { file in
            file.index.memberAccesses.filter { $0.declName.baseName.text == "window" }.map { (access: $0, file: file) }
        }
        if accesses.contains(where: { Self.isAssigned($0.access) && Self.isAppDelegate($0.access.base, names: appDelegateNames, local: true) }) { return }
        let hasProperty = app.appDelegateTypes.contains { app.types[$0]?.properties["window"] != nil }
        for (access, file) in accesses where Self.isAppDelegate(access.base, names: appDelegateNames, local: true) {
            findings.report(at: access.declName, in: file, hasProperty
                ? "the app delegate's window is never set in this scene-based app (the scenes own the windows): this is nil; use the window of the scene at hand"
                : "the app delegate has no window in this scene-based app: UIApplication.shared.delegate?.window is nil; use the window of the scene at hand")
        }
        // The app delegate's own reads of a window property nothing sets (those in the launch
        // methods are window-read-at-launch's). An app that still supports iOS 12 gets its window
        // from UIKit there (the main storyboard): its reads are the iOS 12 path.
        if app.supportsIOSBeforeScenes { return }
        for delegate in app.appDelegateTypes {
            guard let property = app.types[delegate]?.properties["window"]?.decl,
                  !property.bindings.contains(where: { $0.initializer != nil || $0.accessorBlock != nil }) else { continue }
            for method in app.types[delegate]?.functions ?? [] where !WindowBuiltAtLaunch.launchSignatures.contains(method.signature) {
                guard let body = method.body else { continue }
                if NodeCollector<IdentifierPatternSyntax>.all(in: body).contains(where: { $0.identifier.text == "window" }) { continue }
                guard let read = NodeCollector<DeclReferenceExprSyntax>.all(in: body).lazy.filter({ $0.baseName.text == "window" })
                    .compactMap(WindowReadAtLaunch.windowExpression).first else { continue }
                findings.report(at: read, in: method.file,
                    "the app delegate's window is never set in this scene-based app (the scenes own the windows): it is nil here; use the window of the scene at hand")
            }
        }
    }

    /// `… .window = …`: the member access is the target of an assignment.
    static func isAssigned(_ access: MemberAccessExprSyntax) -> Bool {
        WindowReadAtLaunch.isAssigned(ExprSyntax(access))
    }

    /// `UIApplication.shared.delegate`, `application.delegate`, `(… as? AppDelegate)`; with
    /// `local`, also a local bound to one (`if let delegate = … as? AppDelegate { delegate.window = … }`).
    static func isAppDelegate(_ expression: ExprSyntax?, names: Set<String>, local: Bool = false) -> Bool {
        guard let expression else { return false }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isAppDelegate(optional.expression, names: names, local: local) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isAppDelegate(forced.expression, names: names, local: local) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return isAppDelegate(tuple.elements.first?.expression, names: names, local: local) }
        if local, let reference = expression.as(DeclReferenceExprSyntax.self) { return isAppDelegateLocal(reference, names: names) }
        if let cast = expression.as(AsExprSyntax.self) {
            return names.contains(AppModel.lastComponent(cast.type.trimmedText.replacingOccurrences(of: "?", with: "")))
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // Unfolded `x as? AppDelegate`.
            return sequence.elements.contains { element in
                element.as(TypeExprSyntax.self).map { names.contains(AppModel.lastComponent($0.type.trimmedText)) } ?? false
            } && sequence.elements.contains { $0.is(UnresolvedAsExprSyntax.self) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "delegate" {
            return ArbitraryWindow.isApplication(member.base)
        }
        return false
    }

    /// A local of the enclosing function bound to the app delegate: `let d = … as? AppDelegate`,
    /// `if let d = … as? AppDelegate`, `guard let d = … as! AppDelegate`, `let d: AppDelegate = …`.
    static func isAppDelegateLocal(_ reference: DeclReferenceExprSyntax, names: Set<String>) -> Bool {
        let name = reference.baseName.text
        var scope = Syntax(reference)
        while let parent = scope.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(InitializerDeclSyntax.self), !parent.is(AccessorDeclSyntax.self) { scope = parent }
        // Most `x.window` reads are a view's: a function that never names an app delegate type
        // binds no local to one (a text search, before any walk of its nodes).
        let text = scope.description
        guard names.contains(where: { text.contains($0) }) else { return false }
        func namesAppDelegate(_ text: String) -> Bool {
            names.contains { text.hasSuffix("as? \($0)") || text.hasSuffix("as! \($0)") || text.hasSuffix("as?\($0)") || text.hasSuffix("as!\($0)") }
        }
        for binding in NodeCollector<PatternBindingSyntax>.all(in: scope) where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let type = binding.typeAnnotation?.type.trimmedText, names.contains(AppModel.lastComponent(type.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: ""))) { return true }
            if let value = binding.initializer?.value.trimmedText, namesAppDelegate(value) { return true }
        }
        for condition in NodeCollector<OptionalBindingConditionSyntax>.all(in: scope) where condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let value = condition.initializer?.value.trimmedText, namesAppDelegate(value) { return true }
        }
        return false
    }
}
