import SwiftSyntax

/// `window-without-scene`: a window made with `UIWindow(frame:)` or `UIWindow()` and shown
/// (`makeKeyAndVisible()`, `isHidden = false`) without a window scene, outside launch, in a
/// scene-based app: an alert, a progress HUD or an overlay that never appears.
struct WindowWithoutScene: DoctorRule {
    static let description = RuleDescription(
        id: "window-without-scene",
        name: "A window shown without a scene",
        rationale: """
            In a scene-based app UIKit shows only the windows of a window scene. A window made \
            with `UIWindow(frame:)` or `UIWindow()` belongs to no scene until its `windowScene` is \
            set: `makeKeyAndVisible()` then shows nothing. The pattern is common in alert, \
            progress and toast code written before scenes (a window at `.alert + 1` that presents \
            an alert controller); after the migration the alert never appears, and what waits for \
            it (a completion, a dismissal) never runs.
            """,
        source: RuleSource(title: "Apple: UIWindow.init(windowScene:)", url: "https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)"),
        fix: "Make the window with `UIWindow(windowScene:)` for the scene at hand (a view's `window?.windowScene`, or the foreground-active window scene), or set its `windowScene` before showing it.",
        before: """
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.windowLevel = .alert + 1
            window.makeKeyAndVisible()
            """,
        after: """
            let window = UIWindow(windowScene: scene)
            window.windowLevel = .alert + 1
            window.makeKeyAndVisible()
            """,
        triggeringExamples: [
            RuleExample("""
                final class AlertPresenter {
                    private var alertWindow: UIWindow?
                    func show(_ alert: UIAlertController) {
                        let window = ↓UIWindow(frame: UIScreen.main.bounds)
                        window.rootViewController = UIViewController()
                        window.windowLevel = .alert + 1
                        window.makeKeyAndVisible()
                        alertWindow = window
                        window.rootViewController?.present(alert, animated: true)
                    }
                }
                """, comment: "an overlay window for alerts (MyFlightbook's WPSAlertController)"),
            RuleExample("""
                final class PinLock {
                    var pinLockWindow: UIWindow?
                    func show() {
                        pinLockWindow = ↓UIWindow(frame: UIScreen.main.bounds)
                        pinLockWindow?.rootViewController = PinLockController()
                        pinLockWindow?.makeKeyAndVisible()
                    }
                }
                """, comment: "kept in a property (Simplenote's passcode lock, which then never appears)"),
            RuleExample("""
                enum Toast {
                    static var window: UIWindow?
                    static func show(_ text: String) {
                        let overlay = ↓UIWindow()
                        overlay.isHidden = false
                        window = overlay
                    }
                }
                """, comment: "shown with isHidden = false"),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                final class AlertPresenter {
                    private var alertWindow: UIWindow?
                    func show(_ alert: UIAlertController, in scene: UIWindowScene) {
                        let window = UIWindow(windowScene: scene)
                        window.windowLevel = .alert + 1
                        window.makeKeyAndVisible()
                        alertWindow = window
                    }
                    func showAnywhere(_ alert: UIAlertController) {
                        let window = UIWindow(frame: UIScreen.main.bounds)
                        if #available(iOS 13.0, *) {
                            window.windowScene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
                        }
                        window.makeKeyAndVisible()
                        alertWindow = window
                    }
                }
                """, comment: "a window made for a scene, or given one before it is shown"),
            RuleExample("""
                final class AlertPresenter {
                    func show(_ alert: UIAlertController) {
                        let window = UIWindow(frame: UIScreen.main.bounds)
                        window.makeKeyAndVisible()
                    }
                }
                """, infoPlist: .none, comment: "an app without scenes"),
            RuleExample("""
                final class Snapshotter {
                    func image(of view: UIView) -> UIImage {
                        let window = UIWindow(frame: view.bounds)
                        window.addSubview(view)
                        return UIGraphicsImageRenderer(bounds: view.bounds).image { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
                    }
                }
                """, comment: "a window never shown (an off-screen host for rendering)"),
        ]
    )

    func check(_ app: AppModel, into findings: inout FindingSink) {
        guard app.isSceneBased else { return }
        for file in app.files {
            for call in file.index.sceneLessWindows {
                guard let name = Self.boundName(of: call),
                      let function = Self.enclosingFunction(of: call), let body = function.body,
                      !WindowBuiltAtLaunch.isInAvailabilityFallback(call) else { continue }
                // The app delegate's launch methods are window-built-at-launch's.
                if WindowBuiltAtLaunch.launchSignatures.contains(FunctionRef.signature(of: DeclSyntax(function))),
                   let type = app.enclosingTypeName(of: function), app.appDelegateTypes.contains(type) { continue }
                var shown = false, givenScene = false
                for member in NodeCollector<MemberAccessExprSyntax>.all(in: body) where BodyFacts.identifier(member.base) == name {
                    switch member.declName.baseName.text {
                    case "makeKeyAndVisible", "makeKey": shown = true
                    case "isHidden": if let sequence = member.parent?.parent?.as(SequenceExprSyntax.self), sequence.elements.last?.trimmedText == "false" { shown = true }
                    case "windowScene": if WindowReadAtLaunch.isAssigned(ExprSyntax(member)) { givenScene = true }
                    default: break
                    }
                }
                if shown && !givenScene {
                    findings.report(at: call, in: file,
                        "this window belongs to no scene: in a scene-based app UIKit never shows it, so what it presents never appears; make it with UIWindow(windowScene:) for the scene at hand (a view's window?.windowScene, or the foreground-active window scene), or set its windowScene before showing it")
                }
            }
        }
    }

    /// The name the new window is kept in: `let name = UIWindow(…)`, or `name = UIWindow(…)` /
    /// `self.name = UIWindow(…)` (a property: Simplenote's pinLockWindow).
    static func boundName(of call: FunctionCallExprSyntax) -> String? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id { return BodyFacts.identifier(elements[0]) }
        }
        return nil
    }

    /// The function declaration whose body holds `node` (not a closure's).
    static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function }
            current = parent.parent
        }
        return nil
    }
}
