import SwiftSyntax

/// `undeclared-restoration-activity-type`: `stateRestorationActivity(for:)` returns an activity
/// whose type is not in `NSUserActivityTypes`.
struct UndeclaredRestorationActivityType: DoctorRule {
    static let description = RuleDescription(
        id: "undeclared-restoration-activity-type",
        name: "Restoration activity type not declared",
        rationale: """
            UIKit saves the activity that `stateRestorationActivity(for:)` returns only when its \
            `activityType` is listed in the Info.plist's `NSUserActivityTypes`. Otherwise nothing is \
            saved, and the window comes back empty after the system reclaims it or the app relaunches.
            """,
        source: RuleSource(title: "Apple: stateRestorationActivity(for:)", url: "https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)"),
        fix: "Add the activity type to `NSUserActivityTypes` in the Info.plist (or use a type that is listed there).",
        before: """
            <key>NSUserActivityTypes</key>
            <array/>
            """,
        after: """
            <key>NSUserActivityTypes</key>
            <array><string>com.example.notes.editing</string></array>
            """,
        triggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                        let activity = NSUserActivity(activityType: ↓"com.example.notes.editing")
                        activity.userInfo = ["id": 7]
                        return activity
                    }
                }
                """),
            RuleExample("""
                enum ActivityType: String { case browsing = "com.example.notes.browsing" }
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                        scene.userActivity
                    }
                    func sceneWillResignActive(_ scene: UIScene) {
                        scene.userActivity = NSUserActivity(activityType: ↓ActivityType.browsing.rawValue)
                    }
                }
                """, infoPlist: .xml(ExampleInfoPlist.manifest(multiple: false, extra: "<key>NSUserActivityTypes</key><array><string>com.example.other</string></array>")),
                comment: "a constant of the app, set on the scene elsewhere"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                        NSUserActivity(activityType: "com.example.notes.editing")
                    }
                }
                """, infoPlist: .xml(ExampleInfoPlist.manifest(multiple: false, extra: "<key>NSUserActivityTypes</key><array><string>com.example.notes.editing</string></array>"))),
            RuleExample("""
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
                        NSUserActivity(activityType: Bundle.main.bundleIdentifier! + ".editing")
                    }
                }
                """, comment: "a type the analysis cannot compute"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.manifest.hasSceneManifest else { return }
        for delegate in app.sceneDelegateTypes {
            guard let method = app.method(Signatures.stateRestorationActivity, in: delegate), let body = method.body else { continue }
            var creations = Self.creations(in: Syntax(body), file: method.file)
            if creations.isEmpty {
                // `return scene.userActivity`: the activities the delegate makes elsewhere.
                creations = app.methods(in: delegate).flatMap { other in other.body.map { Self.creations(in: Syntax($0), file: other.file) } ?? [] }
            }
            for (argument, file) in creations {
                guard let type = Self.resolve(argument, app: app), !app.manifest.declares(activityType: type) else { continue }
                findings.report(at: argument, in: file,
                    "the activity type \"\(type)\" is not in the Info.plist's NSUserActivityTypes: UIKit does not save this restoration activity, and the window comes back empty; add it to NSUserActivityTypes")
            }
        }
    }

    /// The `activityType:` arguments of `NSUserActivity(activityType:)` below `node`.
    private static func creations(in node: Syntax, file: SwiftSourceFile) -> [(ExprSyntax, SwiftSourceFile)] {
        NodeCollector<FunctionCallExprSyntax>.all(in: node).compactMap { call in
            guard BodyFacts.calleeName(of: call) == "NSUserActivity" || call.calledExpression.trimmedText == "NSUserActivity.init",
                  let argument = call.arguments.first(where: { $0.label?.text == "activityType" }) else { return nil }
            return (argument.expression, file)
        }
    }

    /// The string an expression stands for: a literal, or a constant of the app.
    static func resolve(_ expression: ExprSyntax, app: AppModel) -> String? {
        if let literal = expression.as(StringLiteralExprSyntax.self) { return AppModel.staticText(literal) }
        var text = expression.trimmedText
        if text.hasSuffix(".rawValue") { text = String(text.dropLast(".rawValue".count)) }
        if text.hasPrefix(".") { text = String(text.dropFirst()) }
        let parts = text.split(separator: ".")
        if parts.count >= 2, let value = app.stringConstants["\(parts[parts.count - 2]).\(parts[parts.count - 1])"] { return value }
        if let last = parts.last, parts.count <= 2, let value = app.stringConstants[String(last)] { return value }
        return nil
    }
}
