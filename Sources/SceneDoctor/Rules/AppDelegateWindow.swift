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
        let hasProperty = app.appDelegateTypes.contains { app.types[$0]?.properties["window"] != nil }
        let appDelegateNames = Set(app.appDelegateTypes)
        for file in app.files {
            for access in file.index.memberAccesses where access.declName.baseName.text == "window" {
                guard Self.isAppDelegate(access.base, names: appDelegateNames) else { continue }
                findings.report(at: access.declName, in: file, hasProperty
                    ? "the app delegate's window is never set in this scene-based app (the scenes own the windows): this is nil; use the window of the scene at hand"
                    : "the app delegate has no window in this scene-based app: UIApplication.shared.delegate?.window is nil; use the window of the scene at hand")
            }
        }
    }

    /// `UIApplication.shared.delegate`, `application.delegate`, `(… as? AppDelegate)`.
    static func isAppDelegate(_ expression: ExprSyntax?, names: Set<String>) -> Bool {
        guard let expression else { return false }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return isAppDelegate(optional.expression, names: names) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return isAppDelegate(forced.expression, names: names) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1 { return isAppDelegate(tuple.elements.first?.expression, names: names) }
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
}
