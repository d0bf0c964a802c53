import SwiftSyntax

/// `process-setup-per-window`: process-wide set-up (an SDK's start, a database open) in
/// `scene(_:willConnectTo:options:)`.
struct ProcessSetupPerWindow: DoctorRule {
    static let setupPrefixes = ["configure", "start", "setup", "setUp", "initialize", "provideAPIKey", "activate"]
    static let setupFunctions: Set<String> = ["sqlite3_open", "sqlite3_open_v2", "DatabaseQueue", "DatabasePool", "NSPersistentContainer", "NSPersistentCloudKitContainer", "loadPersistentStores"]

    static let description = RuleDescription(
        id: "process-setup-per-window",
        name: "Process-wide set-up in willConnect",
        rationale: """
            `scene(_:willConnectTo:options:)` runs once per scene: for every window the user opens, \
            and again when a reclaimed scene reconnects. Process-wide set-up there (an SDK's \
            `configure()`/`start`, opening the database) runs several times: SDKs that allow one \
            start crash or log errors, and a second database connection competes with the first.
            """,
        source: RuleSource(title: "Apple: application(_:didFinishLaunchingWithOptions:)", url: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)"),
        fix: "Do process-wide set-up once, in `application(_:didFinishLaunchingWithOptions:)` (or behind a `static let` that runs once).",
        before: """
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                FirebaseApp.configure()
                // …
            }
            """,
        after: """
            // AppDelegate
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                FirebaseApp.configure()
                return true
            }
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        FirebaseApp.↓configure()
                        SentrySDK.↓start { options in options.dsn = "https://example.invalid/1" }
                        let queue = try? ↓DatabaseQueue(path: "/tmp/app.sqlite")
                        _ = queue
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    let coordinator = AppCoordinator()
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        if FirebaseApp.app() == nil { FirebaseApp.configure() }
                        coordinator.start(scene)
                        AppCoordinator(scene: scene).start()
                        ThemeSetup.configure(scene)
                        NSLayoutConstraint.activate([])
                    }
                }
                final class AppCoordinator { init() {}; init(scene: UIScene) {}; func start(_ scene: UIScene? = nil) {} }
                enum ThemeSetup { static func configure(_ scene: UIScene) {} }
                """, comment: "guarded by a check; the app's own coordinators"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        for willConnect in app.sceneDelegateMethods(Signatures.willConnect) {
            guard let body = willConnect.body else { continue }
            for call in NodeCollector<FunctionCallExprSyntax>.all(in: body) {
                guard let name = BodyFacts.calleeName(of: call) else { continue }
                let receiver: String?
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    guard Self.setupPrefixes.contains(where: { name.hasPrefix($0) }), let type = Self.typeReceiver(member.base), app.types[type] == nil,
                          !Self.isSystemType(type) else { continue }
                    receiver = type
                } else if Self.setupFunctions.contains(name) {
                    receiver = nil
                } else {
                    continue
                }
                if let receiver, Self.isGuarded(call, by: receiver) { continue }
                let node: Syntax = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) } ?? Syntax(call.calledExpression)
                let what = receiver.map { "\($0).\(name)" } ?? name
                findings.report(at: node, in: willConnect.file,
                    "scene(_:willConnectTo:options:) runs once per window and again after a reclaim: \(what)(…) is process-wide set-up that then runs several times; do it once in application(_:didFinishLaunchingWithOptions:)")
            }
        }
    }

    /// `FirebaseApp`, `Analytics.shared`, `SDK.sharedInstance()`: a type named from outside the
    /// app, or its singleton.
    static func typeReceiver(_ base: ExprSyntax?) -> String? {
        guard let base else { return nil }
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return name.first?.isUppercase == true ? name : nil
        }
        if let member = base.as(MemberAccessExprSyntax.self), ["shared", "default", "sharedInstance", "instance", "main"].contains(member.declName.baseName.text) {
            return typeReceiver(member.base)
        }
        if let call = base.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["sharedInstance", "instance", "shared"].contains(member.declName.baseName.text) {
            return typeReceiver(member.base)
        }
        return nil
    }

    /// UIKit's, Foundation's and the other system frameworks' types (`NSLayoutConstraint.activate`,
    /// `UIView.setAnimationsEnabled`) are not an SDK's set-up.
    static func isSystemType(_ name: String) -> Bool {
        ["UI", "NS", "CA", "CG", "CL", "AV", "Dispatch", "Task"].contains { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase != false }
    }

    /// `if FirebaseApp.app() == nil { FirebaseApp.configure() }`: inside a condition on the same type.
    static func isGuarded(_ call: FunctionCallExprSyntax, by receiver: String) -> Bool {
        var node = call.parent
        while let current = node, !current.is(FunctionDeclSyntax.self) {
            if let ifExpression = current.as(IfExprSyntax.self), BodyFacts.mentions(receiver, in: ifExpression.conditions) { return true }
            node = current.parent
        }
        return false
    }
}
