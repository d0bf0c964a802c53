import Foundation
import Logging

// The run-time lifecycle checks (docs/AUDIT.md): the scene-lifecycle bugs that real iOS apps ship
// with and that are silent on a device (a deep link that does nothing, a black screen), said
// once, in the log (warning level) and in the trace (a `warning` event named by its rule id).
// The rule ids are those of `scenectl doctor`, which looks for the same bugs in the source.
//
// Cost on the hot path: reading a connection option sets a bit; a scene that connected with a
// payload keeps its options until the check (a nil test per state change for every other scene).

/// One finding of the run-time lifecycle checks: what the app lost, in which session, and the fix.
public struct LifecycleWarning: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The rule id, as `scenectl doctor` names it: `url-lost-at-cold-launch`,
    /// `activity-lost-at-cold-launch`, `shortcut-lost-at-cold-launch`,
    /// `notification-response-lost-at-cold-launch`, `app-delegate-state-callback`,
    /// `app-delegate-event-callback`, `shortcut-completion-handler`, `no-key-window`.
    public var rule: String
    /// What went wrong and what to do, ending with the rule id in brackets.
    public var message: String
    /// The session it concerns, if one.
    public var session: String?

    public init(rule: String, message: String, session: String? = nil) {
        self.rule = rule
        self.message = message
        self.session = session
    }

    public var description: String { message }
}

/// The rule ids of the run-time checks (shared with `scenectl doctor` where both check; a test
/// holds every case to the doctor's rules).
package enum LifecycleRule: String, CaseIterable, Sendable {
    case urlLost = "url-lost-at-cold-launch"
    case activityLost = "activity-lost-at-cold-launch"
    case shortcutLost = "shortcut-lost-at-cold-launch"
    case notificationResponseLost = "notification-response-lost-at-cold-launch"
    case appDelegateStateCallback = "app-delegate-state-callback"
    case appDelegateEventCallback = "app-delegate-event-callback"
    case shortcutCompletionHandler = "shortcut-completion-handler"
    case noKeyWindow = "no-key-window"
}

/// Where the warnings of a run (or of every launch on one simulated device) are kept, in order.
@MainActor
public final class LifecycleWarningLog {
    /// Whether the checks run: on unless the environment has `OPENUISCENE_LIFECYCLE_CHECKS=0`
    /// (they cost a bit set per connection option read).
    public var isEnabled = getenv("OPENUISCENE_LIFECYCLE_CHECKS").map { String(cString: $0) != "0" } ?? true
    /// The warnings, oldest first (the newest 1,000 are kept).
    public private(set) var warnings: [LifecycleWarning] = []
    public init() {}

    package func append(_ warning: LifecycleWarning) {
        if warnings.count >= 1_000 { warnings.removeFirst(500) }
        warnings.append(warning)
    }

    /// Forgets every warning.
    public func removeAll() { warnings.removeAll() }
}

/// The checks' state for one run of the app.
@MainActor
package final class LifecycleChecks {
    /// Where warnings go; the simulated device shares one across launches.
    package var log = LifecycleWarningLog()
    /// How long a quick action's completion handler may take (on the engine's clock).
    package var shortcutCompletionTimeLimit: Duration = .seconds(5)
    /// Notification responses that reached a scene's connection options unread, by response key,
    /// waiting for `didReceive` (which follows the scene's activation at a cold launch).
    var unreadResponses: [String: (session: String, options: UIScene.ConnectionOptions)] = [:]
    /// Whether the `UNUserNotificationCenter` delegate answered `didReceive`, by response key.
    var answeredResponses: [String: Bool] = [:]
    /// Whether the app delegate check waits for the host's first frame
    /// (``SceneEngine/runDeferredLaunchChecks()``) instead of running at the end of the launch.
    /// The GTK host sets it: the check reads the executable's symbol table, work the first window
    /// does not need (issue 22). The simulated device keeps it off, so that the warnings are
    /// there when `launch()` returns.
    package var defersAppDelegateCheck = false
    /// A launch's app delegate check, waiting for ``SceneEngine/runDeferredLaunchChecks()``.
    package private(set) var appDelegateCheckPending = false
    package init() {}

    fileprivate func setPending(_ pending: Bool) { appDelegateCheckPending = pending }
}

extension SceneEngine {
    // MARK: - Reporting

    /// Logs (warning level) and traces one finding.
    package func warn(_ rule: LifecycleRule, _ message: String, session: String? = nil) {
        let text = "\(message) [\(rule.rawValue)]"
        logger.warning("\(text)")
        trace.record(.warning, rule.rawValue, session: session, detail: text)
        lifecycleChecks.log.append(LifecycleWarning(rule: rule.rawValue, message: text, session: session))
    }

    // MARK: - Connection options

    /// Called when a scene connects: a scene whose options carry a URL, an activity, a quick
    /// action or a notification response keeps them until ``checkConnectionOptions(of:moment:)``.
    func noteConnectionOptions(_ options: UIScene.ConnectionOptions, of scene: UIScene) {
        guard lifecycleChecks.log.isEnabled else { return }
        if !options.storedURLContexts.isEmpty || !options.storedUserActivities.isEmpty
            || options.storedShortcutItem != nil || options.storedNotificationResponse != nil {
            scene.unreadConnectionOptions = options
        }
    }

    /// The check of a scene's connection options, once: after its first `sceneDidBecomeActive(_:)`
    /// and `UIScene.didActivateNotification` returned; for a scene that never became active,
    /// after its `sceneDidEnterBackground(_:)`, or at its disconnect (a scene connected straight
    /// into the background). UIKit hands a cold launch's payload to `willConnect` only (no
    /// `openURLContexts`, `continue` or `performActionFor` follows), so what is unread by then is lost.
    func checkConnectionOptions(of scene: UIScene, moment: String) {
        guard let options = scene.unreadConnectionOptions else { return }
        scene.unreadConnectionOptions = nil
        let session = scene.session.persistentIdentifier
        let read = options.readParts
        typealias Part = UIScene.ConnectionOptions.Part
        if read & Part.urlContexts == 0, !options.storedURLContexts.isEmpty {
            let urls = options.storedURLContexts.map(\.url.absoluteString).sorted().joined(separator: ", ")
            warn(LifecycleRule.urlLost, "\(urls) arrived in connectionOptions.urlContexts of session \(session) and was never read \(moment): UIKit does not call scene(_:openURLContexts:) for the URL that connects a scene. Read connectionOptions.urlContexts in scene(_:willConnectTo:options:) and handle it as openURLContexts does", session: session)
        }
        if read & Part.userActivities == 0, !options.storedUserActivities.isEmpty {
            let types = options.storedUserActivities.map(\.activityType).sorted().joined(separator: ", ")
            warn(LifecycleRule.activityLost, "the activity \(types) arrived in connectionOptions.userActivities of session \(session) and was never read \(moment): UIKit does not call scene(_:continue:) for the activity that connects a scene. Read connectionOptions.userActivities in scene(_:willConnectTo:options:) and handle it as scene(_:continue:) does", session: session)
        }
        if read & Part.shortcutItem == 0, let item = options.storedShortcutItem {
            warn(LifecycleRule.shortcutLost, "the quick action \(item.type) arrived in connectionOptions.shortcutItem of session \(session) and was never read \(moment): UIKit does not call windowScene(_:performActionFor:completionHandler:) for the quick action that launches the app. Read connectionOptions.shortcutItem in scene(_:willConnectTo:options:)", session: session)
        }
        if read & Part.notificationResponse == 0, let response = options.storedNotificationResponse {
            // Lost only if the UNUserNotificationCenter delegate's didReceive did not take it either.
            let key = Self.responseKey(response)
            switch lifecycleChecks.answeredResponses[key] {
            case true?: break
            case false?: warnNotificationResponseLost(response, session: session)
            case nil: lifecycleChecks.unreadResponses[key] = (session, options)
            }
        }
    }

    /// Called after `userNotificationCenter(_:didReceive:withCompletionHandler:)` was asked:
    /// `answered` says whether a delegate took the response.
    func notificationResponseDelivered(_ response: NotificationResponseRecord, answered: Bool) {
        guard lifecycleChecks.log.isEnabled else { return }
        let key = Self.responseKey(response)
        lifecycleChecks.answeredResponses[key] = answered
        guard let pending = lifecycleChecks.unreadResponses.removeValue(forKey: key) else { return }
        if !answered, pending.options.readParts & UIScene.ConnectionOptions.Part.notificationResponse == 0 {
            warnNotificationResponseLost(response, session: pending.session)
        }
    }

    private func warnNotificationResponseLost(_ response: NotificationResponseRecord, session: String) {
        warn(LifecycleRule.notificationResponseLost, "the response \(response.actionIdentifier) to the notification \"\(response.notification.request.identifier)\" arrived in connectionOptions.notificationResponse of session \(session), was never read, and no UNUserNotificationCenter delegate received it: set UNUserNotificationCenter.current().delegate before application(_:didFinishLaunchingWithOptions:) returns, or read connectionOptions.notificationResponse in scene(_:willConnectTo:options:)", session: session)
    }

    private static func responseKey(_ response: NotificationResponseRecord) -> String {
        response.notification.request.identifier + "\u{0}" + response.actionIdentifier
    }

    // MARK: - Quick action completion handlers

    /// Wraps a quick action's completion handler: a warning when it is not called within
    /// ``LifecycleChecks/shortcutCompletionTimeLimit`` on the engine's clock, or called again.
    func watchedShortcutCompletion(_ call: String, session: String?, type: String, _ handler: @escaping @Sendable (Bool) -> Void) -> @Sendable (Bool) -> Void {
        guard lifecycleChecks.log.isEnabled else { return handler }
        let watch = ShortcutCompletionWatch()
        let limit = lifecycleChecks.shortcutCompletionTimeLimit
        watch.timer = windowPolicy.scheduler.schedule(after: limit) { [weak self] in
            guard let self, watch.calls == 0, self.phase == .running, !self.killed else { return }
            self.warn(LifecycleRule.shortcutCompletionHandler, "\(call) for the quick action \(type) did not call its completion handler within \(limit.components.seconds) s: call it exactly once on every path, after the action was handled", session: session)
        }
        return { succeeded in
            let count: @MainActor @Sendable () -> Void = { [weak self] in
                watch.calls += 1
                if watch.calls == 1 { watch.timer?.cancel() }
                if watch.calls == 2 {
                    self?.warn(LifecycleRule.shortcutCompletionHandler, "\(call) for the quick action \(type) called its completion handler twice: call it exactly once on every path", session: session)
                }
            }
            if MainQueue.isCurrent { MainActor.assumeIsolated(count) } else { DispatchQueue.main.async { MainActor.assumeIsolated(count) } }
            handler(succeeded)
        }
    }

    // MARK: - End of launch

    /// Called when a launch has run every callback it caused: the windows and the app delegate.
    func checkLaunchOutcome() {
        guard lifecycleChecks.log.isEnabled, !killed, phase == .running else { return }
        if mode == .scene {
            if lifecycleChecks.defersAppDelegateCheck {
                lifecycleChecks.setPending(true)
            } else {
                checkAppDelegateMethods()
            }
        }
        checkKeyWindows()
    }

    /// The app delegate check a host deferred past its first frame (``LifecycleChecks/defersAppDelegateCheck``):
    /// reads the executable's symbols on a background queue, then warns on the main queue, if
    /// this launch is still running. Does nothing when no check waits; a second call is a no-op.
    package func runDeferredLaunchChecks() {
        guard lifecycleChecks.appDelegateCheckPending else { return }
        lifecycleChecks.setPending(false)
        guard let delegate = appDelegate else { return }
        let launched = ObjectIdentifier(delegate as AnyObject)
        ImplementedMethods.whenScanned { [weak self] in
            guard let self, !self.killed, self.phase == .running,
                  let current = self.appDelegate, ObjectIdentifier(current as AnyObject) == launched else { return }
            self.checkAppDelegateMethods()
        }
    }

    /// A black screen: a window-application scene in the foreground with no key, visible window
    /// (a storyboard's window counts: the engine made it key and visible after `willConnect`).
    /// Legacy mode: the app delegate's `window` must be visible (it is the app's only window).
    private func checkKeyWindows() {
        if mode == .legacy {
            guard let scene = legacyScene else { return }
            let window = appDelegate?.window ?? nil
            if window == nil || window?.isHidden == true {
                warn(LifecycleRule.noKeyWindow, "the launch ended with \(window == nil ? "no window in the app delegate's window property" : "the app delegate's window hidden"): the user sees an empty (black) screen. In application(_:didFinishLaunchingWithOptions:) create the window, set its rootViewController, assign it to window and call makeKeyAndVisible()", session: scene.session.persistentIdentifier)
            }
            return
        }
        for scene in scenes.values {
            guard let windowScene = scene as? UIWindowScene, scene.session.role == .windowApplication, scene.lifecycleState.isForeground else { continue }
            if windowScene.windows.contains(where: { $0.isKeyWindow && !$0.isHidden }) { continue }
            let identifier = scene.session.persistentIdentifier
            let delegateWindow = (scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil
            let why: String
            if let delegateWindow, delegateWindow.windowScene !== windowScene {
                why = "its scene delegate's window does not belong to the scene (made with UIWindow(frame:)?): create it with UIWindow(windowScene:) in scene(_:willConnectTo:options:) and call makeKeyAndVisible()"
            } else if windowScene.windows.isEmpty {
                why = "it has no window: in scene(_:willConnectTo:options:) create UIWindow(windowScene:), set its rootViewController, keep it in the scene delegate's window property and call makeKeyAndVisible()"
            } else {
                why = "none of its \(windowScene.windows.count) window(s) is key and visible: call makeKeyAndVisible() on the main one"
            }
            warn(LifecycleRule.noKeyWindow, "the launch ended with the window scene of session \(identifier) in the foreground and no key, visible window, so the user sees an empty (black) screen; \(why)", session: identifier)
        }
    }

    /// The app delegate methods UIKit never calls in a scene-based app, said once per launch.
    private func checkAppDelegateMethods() {
        guard let delegate = appDelegate else { return }
        let implemented = ImplementedMethods.appDelegateMethods(of: type(of: delegate))
        let typeName = String(describing: type(of: delegate))
        for method in ImplementedMethods.unusedInSceneMode where implemented.contains(method.selector) {
            warn(method.rule, "\(typeName) implements \(method.selector), which UIKit does not call in a scene-based app (the Info.plist has a UIApplicationSceneManifest): its work never runs. \(method.fix)")
        }
    }
}

/// The calls of one quick action's completion handler.
@MainActor
final class ShortcutCompletionWatch {
    var calls = 0
    var timer: LifecycleTimer?
}
