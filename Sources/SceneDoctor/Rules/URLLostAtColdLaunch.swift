/// `url-lost-at-cold-launch`: `scene(_:openURLContexts:)` without `connectionOptions.urlContexts`.
struct URLLostAtColdLaunch: DoctorRule {
    static let description = RuleDescription(
        id: "url-lost-at-cold-launch",
        name: "URL lost at a cold launch",
        rationale: """
            When a URL launches the app (a link, a widget, another app's open), UIKit passes it to \
            the new scene in `connectionOptions.urlContexts` of `scene(_:willConnectTo:options:)` and \
            does not call `scene(_:openURLContexts:)`. A scene delegate that handles URLs only in \
            `scene(_:openURLContexts:)` opens them while it runs and silently drops the one that \
            started it.
            """,
        source: RuleSource(title: "Apple: scene(_:openURLContexts:)", url: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)"),
        fix: "Read `connectionOptions.urlContexts` in `scene(_:willConnectTo:options:)` and handle it as `scene(_:openURLContexts:)` does (or call the same function from both).",
        before: """
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window = makeWindow(scene)
            }
            func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                router.open(URLContexts.first?.url)
            }
            """,
        after: """
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                window = makeWindow(scene)
                self.scene(scene, openURLContexts: connectionOptions.urlContexts)
            }
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func ↓scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        window = UIWindow(windowScene: windowScene)
                        window?.makeKeyAndVisible()
                    }
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        guard let url = URLContexts.first?.url else { return }
                        DeepLinks.shared.open(url)
                    }
                }
                """, comment: "URLs handled only while the app runs"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func ↓scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        setUp(scene, activity: connectionOptions.userActivities.first)
                    }
                    func setUp(_ scene: UIScene, activity: NSUserActivity?) {}
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        for context in URLContexts { Router.open(context.url) }
                    }
                }
                """, comment: "the options go to a helper that reads only the activities"),
            RuleExample("""
                // file: SceneDelegate.h
                @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: SceneDelegate.m
                @implementation SceneDelegate
                - (void)↓scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                    self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
                }
                - (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts {
                    [Router open:URLContexts.anyObject.URL];
                }
                @end
                """, comment: "Objective-C"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        if let url = connectionOptions.urlContexts.first?.url { Router.open(url) }
                    }
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        Router.open(URLContexts.first?.url)
                    }
                }
                """, comment: "reads urlContexts with if let"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    let coordinator = AppCoordinator()
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        coordinator.start(scene: scene, options: connectionOptions)
                    }
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        coordinator.open(URLContexts)
                    }
                }
                final class AppCoordinator {
                    func start(scene: UIScene, options: UIScene.ConnectionOptions) {
                        guard let context = options.urlContexts.first else { return }
                        open([context])
                    }
                    func open(_ contexts: Set<UIOpenURLContext>) {}
                }
                """, comment: "the options passed to a helper type that reads them"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let _ = (scene as? UIWindowScene) else { return }
                    }
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        // Handle URLs here.
                    }
                }
                """, comment: "Xcode's template bodies"),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var pendingOptions: UIScene.ConnectionOptions?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        pendingOptions = connectionOptions
                    }
                    func sceneDidBecomeActive(_ scene: UIScene) {
                        switch pendingOptions?.urlContexts.first {
                        case let context?: open(context.url)
                        case nil: break
                        }
                    }
                    func open(_ url: URL) {}
                    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                        URLContexts.forEach { open($0.url) }
                    }
                }
                """, comment: "stored, then read later in the same delegate"),
            RuleExample("""
                // file: SceneDelegate.h
                @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: SceneDelegate.m
                @implementation SceneDelegate
                - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                    self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
                    [self scene:scene openURLContexts:connectionOptions.URLContexts];
                }
                - (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts {
                    [Router open:URLContexts.anyObject.URL];
                }
                @end
                """, comment: "Objective-C: willConnect hands the cold launch's URLs to the same handler"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        ColdLaunchCheck(handlers: [Signatures.openURLContexts], members: ["urlContexts"], what: "URLs", optionsMember: "connectionOptions.urlContexts")
            .run(app, into: &findings)
    }
}
