import SwiftSyntax

/// `launch-setup-in-scene`: the notification-center delegate or a background task registered in a
/// scene callback, which runs after launch has ended (and again for every window).
struct LaunchSetupInScene: DoctorRule {
    static let description = RuleDescription(
        id: "launch-setup-in-scene",
        name: "Launch-time registration moved into the scene delegate",
        rationale: """
            Two registrations must be done before `application(_:didFinishLaunchingWithOptions:)` \
            returns: `UNUserNotificationCenter.current().delegate` (a notification tapped while the \
            app was not running is delivered to the delegate set by then, and lost otherwise) and \
            `BGTaskScheduler.shared.register(forTaskWithIdentifier:using:launchHandler:)` (a \
            registration after launch has ended raises an exception, and a background launch has no \
            scene at all). Moving them into `scene(_:willConnectTo:options:)` with the window set-up \
            is a common migration mistake.
            """,
        source: RuleSource(title: "Apple: BGTaskScheduler.register(forTaskWithIdentifier:using:launchHandler:)", url: "https://developer.apple.com/documentation/backgroundtasks/bgtaskscheduler/register(fortaskwithidentifier:using:launchhandler:)"),
        fix: "Set the notification-center delegate and register background tasks in the app delegate's `application(_:didFinishLaunchingWithOptions:)` (or `willFinishLaunching`), once per process.",
        before: """
            // SceneDelegate.scene(_:willConnectTo:options:)
            UNUserNotificationCenter.current().delegate = self
            """,
        after: """
            // AppDelegate.application(_:didFinishLaunchingWithOptions:)
            UNUserNotificationCenter.current().delegate = notificationHandler
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate, UNUserNotificationCenterDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        ↓UNUserNotificationCenter.current().delegate = self
                        ↓BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in Refresh.run(task) }
                    }
                }
                """),
            RuleExample("""
                // file: SceneDelegate.h
                @interface SceneDelegate : UIResponder <UIWindowSceneDelegate, UNUserNotificationCenterDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: SceneDelegate.m
                @implementation SceneDelegate
                - (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions {
                    ↓[UNUserNotificationCenter currentNotificationCenter].delegate = self;
                    [[BGTaskScheduler sharedScheduler] ↓registerForTaskWithIdentifier:@"com.example.refresh" usingQueue:nil launchHandler:^(BGTask *task) {
                        [Refresh run:task];
                    }];
                }
                @end
                """, comment: "Objective-C: the same two registrations in willConnect"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        UNUserNotificationCenter.current().delegate = NotificationHandler.shared
                        BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in Refresh.run(task) }
                        return true
                    }
                }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func sceneDidEnterBackground(_ scene: UIScene) {
                        try? BGTaskScheduler.shared.submit(BGAppRefreshTaskRequest(identifier: "com.example.refresh"))
                    }
                }
                """, comment: "registered at launch; the scene only submits a request"),
            RuleExample("""
                // file: AppDelegate.h
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @end
                // file: AppDelegate.m
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [UNUserNotificationCenter currentNotificationCenter].delegate = [NotificationHandler shared];
                    return YES;
                }
                @end
                // file: SceneDelegate.h
                @interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                // file: SceneDelegate.m
                @implementation SceneDelegate
                - (void)sceneDidBecomeActive:(UIScene *)scene {
                    UNUserNotificationCenter *center = [UNUserNotificationCenter currentNotificationCenter];
                    [center removeAllDeliveredNotifications];
                    NSLog(@"%@", center.delegate);
                }
                @end
                """, comment: "Objective-C: set at launch; the scene reads the center and its delegate, and sets neither"),
        ]
    )

    /// The same scene callbacks, by Objective-C selector.
    static let sceneSelectors = [
        "scene:willConnectToSession:options:", "sceneDidBecomeActive:", "sceneWillEnterForeground:", "sceneDidEnterBackground:", "sceneWillResignActive:",
    ]

    /// `[UNUserNotificationCenter currentNotificationCenter].delegate = …` (or the property form)
    /// and `[… registerForTaskWithIdentifier:usingQueue:launchHandler:]` on `BGTaskScheduler`, in an
    /// Objective-C scene delegate's callbacks.
    func checkObjectiveC(_ app: AppModel, into findings: inout FindingSink) {
        for selector in Self.sceneSelectors {
            for method in app.objectiveC.sceneDelegateMethods(selector) {
                let source = method.file.source
                let words = source.codeTokens.filter { method.method.body.contains($0.range.lowerBound) }
                for (index, token) in words.enumerated() where source.text(of: token) == "currentNotificationCenter" {
                    // `…currentNotificationCenter].delegate =` or `….currentNotificationCenter.delegate =`.
                    var next = index + 1
                    if next < words.count, source.text(of: words[next]) == "]" { next += 1 }
                    guard next + 2 < words.count, source.text(of: words[next]) == ".", source.text(of: words[next + 1]) == "delegate",
                          source.text(of: words[next + 2]) == "=" else { continue }
                    let start = words[..<index].lastIndex { source.text(of: $0) == "UNUserNotificationCenter" }.map { words[$0 > 0 && source.text(of: words[$0 - 1]) == "[" ? $0 - 1 : $0] } ?? token
                    findings.report(at: start.range.lowerBound, in: method.file,
                        "\(selector) runs after launch has ended (and for every window): a notification tapped while the app was not running reaches only a delegate set before application:didFinishLaunchingWithOptions: returns; set [UNUserNotificationCenter currentNotificationCenter].delegate there")
                }
                for send in method.method.sends where send.selector == "registerForTaskWithIdentifier:usingQueue:launchHandler:" && source.text(send.receiver).contains("BGTaskScheduler") {
                    let selectorStart = words.first { $0.range.lowerBound >= send.receiver.upperBound && source.text(of: $0) == "registerForTaskWithIdentifier" }?.range.lowerBound ?? send.range.lowerBound
                    findings.report(at: selectorStart, in: method.file,
                        "\(selector) runs after launch has ended (and for every window): BGTaskScheduler raises for a registration after launch, and a background launch connects no scene; register in application:didFinishLaunchingWithOptions:")
                }
            }
        }
    }

    static let sceneCallbacks = [
        Signatures.willConnect, "sceneDidBecomeActive(_:)", "sceneWillEnterForeground(_:)", "sceneDidEnterBackground(_:)", "sceneWillResignActive(_:)",
    ]

    func check(_ app: AppModel, into findings: inout FindingSink) {
        for signature in Self.sceneCallbacks {
            for method in app.sceneDelegateMethods(signature) {
                guard let body = method.body else { continue }
                for sequence in NodeCollector<SequenceExprSyntax>.all(in: body) {
                    let elements = Array(sequence.elements)
                    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                          let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "delegate",
                          target.base?.trimmedText.hasSuffix("UNUserNotificationCenter.current()") == true else { continue }
                    findings.report(at: sequence, in: method.file,
                        "\(signature) runs after launch has ended (and for every window): a notification tapped while the app was not running reaches only a delegate set before application(_:didFinishLaunchingWithOptions:) returns; set UNUserNotificationCenter.current().delegate there")
                }
                for call in NodeCollector<FunctionCallExprSyntax>.all(in: body) {
                    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "register",
                          member.base?.trimmedText.hasSuffix("BGTaskScheduler.shared") == true,
                          call.arguments.first?.label?.text == "forTaskWithIdentifier" else { continue }
                    findings.report(at: call, in: method.file,
                        "\(signature) runs after launch has ended (and for every window): BGTaskScheduler raises for a registration after launch, and a background launch connects no scene; register in application(_:didFinishLaunchingWithOptions:)")
                }
            }
        }
    }
}
