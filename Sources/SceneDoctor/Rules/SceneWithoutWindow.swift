import SwiftSyntax
import SceneToolsCore
import UIKitVocabulary

/// `scene-without-window`: an application-role scene configuration with no storyboard whose scene
/// delegate never makes a window: the scene connects and shows nothing.
struct SceneWithoutWindow: DoctorRule {
    static let description = RuleDescription(
        id: "scene-without-window",
        name: "A scene delegate that makes no window",
        rationale: """
            UIKit makes a window for a scene only from the configuration's storyboard \
            (`UISceneStoryboardFile`). Without one, the scene delegate must make it in \
            `scene(_:willConnectTo:options:)` (`UIWindow(windowScene:)`, a root view controller, \
            `makeKeyAndVisible()`); a scene delegate that does not (a template left empty, a window \
            still made by the app delegate or loaded from the main nib) connects a scene that shows \
            nothing: the app launches to a black screen.
            """,
        source: RuleSource(title: "Apple: UIWindowSceneDelegate.window", url: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window"),
        fix: "Make the window in `scene(_:willConnectTo:options:)` with `UIWindow(windowScene:)`, give it its root view controller and call `makeKeyAndVisible()`, or name a storyboard in the configuration (`UISceneStoryboardFile`).",
        before: """
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let _ = (scene as? UIWindowScene) else { return }
            }
            """,
        after: """
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = RootViewController()
                window?.makeKeyAndVisible()
            }
            """,
        triggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {}
                class ↓SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let _ = (scene as? UIWindowScene) else { return }
                    }
                }
                """, comment: "Xcode's template, with no storyboard in the configuration"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: SceneDelegate.h
                @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: SceneDelegate.m
                @implementation ↓SceneDelegate
                - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                }
                @end
                """, comment: "Objective-C"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: SceneDelegate.h
                @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: SceneDelegate.m
                @implementation ↓SceneDelegate
                - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                    AppDelegate *appDelegate = (AppDelegate *)UIApplication.sharedApplication.delegate;
                    appDelegate.window = self.window;
                }
                @end
                """, comment: "Objective-C: its (nil) window handed to the app delegate is not a window made"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        window?.rootViewController = RootViewController()
                        window?.makeKeyAndVisible()
                    }
                }
                """, comment: "the window made from the scene"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        AppCoordinator.shared.start(in: windowScene)
                    }
                }
                """, comment: "the scene handed to code that may make the window"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                }
                """, infoPlist: .xml(ExampleInfoPlist.manifest(multiple: false, extra: "", roles: """
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array><dict>
                      <key>UISceneConfigurationName</key><string>Default Configuration</string>
                      <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                      <key>UISceneStoryboardFile</key><string>Main</string>
                    </dict></array>
                    """)), comment: "the storyboard makes the window"),
            RuleExample("""
                class SceneDelegate: FlutterSceneDelegate {}
                """, comment: "a framework's scene delegate makes it"),
        ]
    )

    /// The application-role configurations without a storyboard, by their delegate's class name.
    static func classesWithoutStoryboard(_ app: AppModel) -> Set<String> {
        Set(app.manifest.configurations.filter { $0.role == "UIWindowSceneSessionRoleApplication" && ($0.storyboard ?? "").isEmpty }
            .compactMap { $0.delegateClass.map(AppModel.lastComponent) })
    }

    func check(_ app: AppModel, into findings: inout FindingSink) {
        let names = Self.classesWithoutStoryboard(app)
        guard !names.isEmpty else { return }
        for name in app.sceneDelegateTypes where names.contains(name) {
            guard let type = app.types[name], type.isClass,
                  // A base class of its own (a framework's, or one the app does not have) may make it.
                  (type.inherited.first.map { $0 == "UIResponder" || $0 == "NSObject" } ?? true) else { continue }
            let bodies = type.functions.compactMap(\.body)
            if bodies.contains(where: Self.makesOrHandsOnWindow) { continue }
            guard let declaration = type.declarations.first(where: { $0.node.is(ClassDeclSyntax.self) }), let decl = declaration.node.as(ClassDeclSyntax.self) else { continue }
            findings.report(at: decl.name, in: declaration.file,
                "\(name) makes no window and its scene configuration names no storyboard: the scene connects and shows nothing (a black screen); make the window in scene(_:willConnectTo:options:) with UIWindow(windowScene:) and call makeKeyAndVisible()")
        }
    }

    /// A body that makes a window (`UIWindow(…)`, any subclass named `…Window(`), assigns one
    /// (`window = …`, `.windowScene = …`), or passes the scene on (to code that may make it).
    static func makesOrHandsOnWindow(_ body: CodeBlockSyntax) -> Bool {
        for call in NodeCollector<FunctionCallExprSyntax>.all(in: body) {
            if let name = BodyFacts.calleeName(of: call), name.hasSuffix("Window") { return true }
            // The scene passed on, but not to the delegate's own callbacks (the cold launch's replay).
            let ownCallback = ["scene", "windowScene"].contains(BodyFacts.calleeName(of: call) ?? "")
            if !ownCallback, call.arguments.contains(where: { argument in ["scene", "windowScene"].contains(BodyFacts.identifier(argument.expression) ?? "") }) { return true }
        }
        for sequence in NodeCollector<SequenceExprSyntax>.all(in: body) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            let target = elements[0].trimmedText
            if target == "window" || target == "self.window" || target.hasSuffix(".windowScene") || target.hasSuffix(".window") { return true }
        }
        return false
    }

    /// `self.window = …`, `_window = …` or `window = …` at `index`: the scene delegate's own window
    /// assigned. `appDelegate.window = self.window` hands the (nil) window to another object.
    static func assignsOwnWindow(_ words: [String], at index: Int) -> Bool {
        guard index + 1 < words.count, words[index + 1] == "=" else { return false }
        if words[index] == "_window" { return true }
        guard words[index] == "window" else { return false }
        if index >= 1, words[index - 1] == "." { return index >= 2 && words[index - 2] == "self" }
        return true
    }

    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        let names = Self.classesWithoutStoryboard(app)
        guard !names.isEmpty else { return }
        for method in app.objectiveC.sceneDelegateMethods(UIKitVocabulary.Selectors.willConnect) where names.contains(method.className) {
            let methods = app.objectiveC.methods(in: method.className)
            let makes = methods.contains { other in
                let source = other.file.source
                let words = source.codeTokens.filter { other.method.body.contains($0.range.lowerBound) }.map { source.text(of: $0) }
                return words.contains { $0.hasPrefix("initWithWindowScene") }
                    || words.indices.contains { index in Self.assignsOwnWindow(words, at: index) }
                    || other.method.sends.contains { send in send.arguments.contains { ["scene", "windowScene"].contains(source.text($0).trimmingCharacters(in: .whitespaces)) } }
            }
            guard !makes, let implementation = method.file.source.implementations.first(where: { $0.name == method.className && $0.category == nil }) else { continue }
            // At the class's name, after `@implementation`.
            let nameOffset = method.file.source.codeTokens.first { $0.range.lowerBound > implementation.range.lowerBound && method.file.source.text(of: $0) == method.className }?.range.lowerBound ?? implementation.range.lowerBound
            findings.report(at: nameOffset, in: method.file,
                "\(method.className) makes no window and its scene configuration names no storyboard: the scene connects and shows nothing (a black screen); make the window in scene:willConnectToSession:options: with initWithWindowScene: and call makeKeyAndVisible")
        }
    }
}
