import SwiftSyntax

/// `arbitrary-window`: `windows.first`, `connectedScenes.first` and the app's `keyWindow` in an
/// app with several scenes.
struct ArbitraryWindow: DoctorRule {
    static let description = RuleDescription(
        id: "arbitrary-window",
        name: "An arbitrary window in a multi-window app",
        rationale: """
            With `UIApplicationSupportsMultipleScenes`, the app has as many windows as the user \
            opened, in several scenes. `UIApplication.shared.windows.first`, \
            `connectedScenes.first` and the application's `keyWindow` pick one of them with no \
            relation to the scene that asks: an alert appears in another window, or in a \
            background one that nobody sees.
            """,
        source: RuleSource(title: "Apple: UIApplication.windows (deprecated: use UIWindowScene.windows)", url: "https://developer.apple.com/documentation/uikit/uiapplication/windows"),
        fix: "Use the window of the scene at hand (`view.window`, `scene.windows`, the scene delegate's `window`), or pick a scene by role and `activationState`.",
        before: """
            let window = UIApplication.shared.windows.first
            """,
        after: """
            let window = UIApplication.shared.connectedScenes
                .first { $0.activationState == .foregroundActive && $0.session.role == .windowApplication }
                .flatMap { ($0 as? UIWindowScene)?.keyWindow }
            """,
        triggeringExamples: [
            RuleExample("""
                func presentError(_ error: Error) {
                    let root = UIApplication.shared.↓windows.first?.rootViewController
                    root?.present(ErrorController(error), animated: true)
                }
                func topScene() -> UIScene? { UIApplication.shared.connectedScenes.↓first }
                func key() -> UIWindow? { UIApplication.shared.↓keyWindow }
                """, infoPlist: .multipleScenes),
            RuleExample("""
                let keyWindow = UIApplication.shared.↓windows.first(where: { $0.isKeyWindow })
                """, infoPlist: .multipleScenes, comment: "the key window of any scene"),
            RuleExample("""
                func topController() -> UIViewController? {
                    UIApplication.shared.↓windows.last?.rootViewController
                }
                func sceneDelegate() -> SceneDelegate? {
                    UIApplication.shared.connectedScenes.↓first { $0.delegate is SceneDelegate }?.delegate as? SceneDelegate
                }
                """, infoPlist: .multipleScenes, comment: "the last window, and a lookup by the delegate's type"),
            RuleExample("""
                // file: Presenter.m
                @implementation Presenter
                - (void)present:(UIViewController *)controller {
                    UIViewController *root = [UIApplication sharedApplication].↓keyWindow.rootViewController;
                    UIWindow *other = [[UIApplication sharedApplication] ↓keyWindow];
                    UIWindow *first = UIApplication.sharedApplication.↓windows.firstObject;
                    [root presentViewController:controller animated:YES completion:nil];
                }
                @end
                """, infoPlist: .multipleScenes, comment: "Objective-C"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                func activeWindow() -> UIWindow? {
                    let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive && $0.session.role == .windowApplication }
                    return (scene as? UIWindowScene)?.keyWindow
                }
                """, infoPlist: .multipleScenes, comment: "a lookup by role and activationState"),
            RuleExample("""
                func activeSceneDelegate() -> SceneDelegate? {
                    let scene = UIApplication.shared.connectedScenes.first { $0.delegate is SceneDelegate && $0.activationState == .foregroundActive }
                    return scene?.delegate as? SceneDelegate
                }
                """, infoPlist: .multipleScenes, comment: "the delegate's type and activationState"),
            RuleExample("""
                let window = UIApplication.shared.windows.first
                """, infoPlist: .singleScene, comment: "one scene only"),
            RuleExample("""
                func present(from windowScene: UIWindowScene) {
                    windowScene.windows.first?.rootViewController?.present(Alert(), animated: true)
                    windowScene.keyWindow?.makeKeyAndVisible()
                }
                """, infoPlist: .multipleScenes, comment: "the scene's own windows"),
            RuleExample("""
                import XCTest
                final class WindowTests: XCTestCase {
                    func testFirstScene() { XCTAssertNotNil(UIApplication.shared.connectedScenes.first) }
                }
                """, infoPlist: .multipleScenes, comment: "test code"),
            RuleExample("""
                // file: Presenter.m
                @implementation Presenter
                - (void)present:(UIViewController *)controller from:(UIView *)view {
                    UIViewController *root = view.window.windowScene.keyWindow.rootViewController;
                    [root presentViewController:controller animated:YES completion:nil];
                }
                @end
                """, infoPlist: .multipleScenes, comment: "Objective-C: the window of the scene at hand"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.manifest.supportsMultipleScenes else { return }
        for file in app.files {
            for access in file.index.memberAccesses {
                let name = access.declName.baseName.text
                let isCall = access.parent?.is(FunctionCallExprSyntax.self) == true
                    && access.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == access.id
                if name == "first" || name == "last", let base = Self.member(access.base) {
                    if base.declName.baseName.text == "windows", Self.isApplication(base.base) {
                        if !isCall || (access.parent.map { BodyFacts.mentions("isKeyWindow", in: $0) } ?? false) {
                            findings.report(at: base.declName, in: file,
                                "UIApplication.shared.windows.\(name) is any window of any scene in a multi-window app; use the window of the scene at hand, or look a scene up by role and activationState")
                        }
                    } else if base.declName.baseName.text == "connectedScenes", name == "first", !isCall {
                        findings.report(at: access.declName, in: file,
                            "connectedScenes.first is an arbitrary scene in a multi-window app (a background one, another role); look it up by role and activationState, or use the scene at hand")
                    } else if base.declName.baseName.text == "connectedScenes", name == "first", let call = access.parent?.as(FunctionCallExprSyntax.self),
                              Self.filtersOnlyByDelegate(call) {
                        findings.report(at: access.declName, in: file,
                            "connectedScenes.first { $0.delegate is … } is any scene with that delegate in a multi-window app (every window has one); look it up by activationState too, or use the scene at hand")
                    }
                } else if name == "keyWindow", Self.isApplication(access.base) {
                    findings.report(at: access.declName, in: file,
                        "the application's keyWindow is the key window of whichever scene was last active in a multi-window app; use the scene's own keyWindow or window")
                }
            }
        }
    }

    /// `first(where:)` or `first { … }` whose predicate looks at the scene's delegate and not at
    /// its `activationState`, role or session.
    private static func filtersOnlyByDelegate(_ call: FunctionCallExprSyntax) -> Bool {
        let predicate: Syntax? = call.trailingClosure.map(Syntax.init) ?? call.arguments.first.map { Syntax($0.expression) }
        guard let predicate else { return false }
        return BodyFacts.mentions("delegate", in: predicate)
            && !["activationState", "role", "session", "isKeyWindow", "persistentIdentifier"].contains { BodyFacts.mentions($0, in: predicate) }
    }

    private static func member(_ expression: ExprSyntax?) -> MemberAccessExprSyntax? {
        guard let expression else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return member(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return member(forced.expression) }
        return nil
    }

    /// `UIApplication.shared`, `application`, `app`.
    static func isApplication(_ expression: ExprSyntax?) -> Bool {
        guard let text = expression?.trimmedText.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") else { return false }
        return text == "UIApplication.shared" || text == "application" || text == "UIApplication.sharedApplication"
    }
}
