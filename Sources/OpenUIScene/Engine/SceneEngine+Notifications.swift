import Foundation

// User notifications (the UserNotifications framework's `UNUserNotificationCenter`): the rules for
// authorization, scheduling, delivery, presentation in the foreground and the user's response
// live here; the `UserNotifications` module is only their public face (docs/LIFECYCLE.md "User
// notifications"). Time goes through the window policy's scheduler, so the simulated device
// decides when a trigger fires. What outlives one run (pending and delivered notifications) is in
// ``NotificationCenterState``.

extension SceneEngine {
    /// The app's side of notifications: set by the `UserNotifications` module when the app first
    /// asks for `UNUserNotificationCenter.current()` (one per process, like Apple's center).
    package static var notificationAppBridge: (any NotificationAppBridge)? {
        get { NotificationBridgeSlot.bridge }
        set { NotificationBridgeSlot.bridge = newValue }
    }

    /// This run's notification state, on this run's clock.
    var notifications: NotificationCenterState {
        notificationCenter.attach(self, scheduler: windowPolicy.scheduler)
        return notificationCenter
    }

    // MARK: - Authorization and categories

    /// `requestAuthorization(options:)`: desktop notifications need no permission on Linux (the
    /// notification server shows what any app posts), so it is granted; the options are kept
    /// for `getNotificationSettings` (our rule, docs/LIFECYCLE.md).
    package func requestNotificationAuthorization(options: UInt) -> Bool {
        notifications.authorizationOptions = options
        trace.record(.request, "UNUserNotificationCenter.requestAuthorization", detail: "options \(options): granted")
        return true
    }

    package var notificationAuthorizationOptions: UInt? { notificationCenter.authorizationOptions }

    package func setNotificationCategories(_ categories: [NotificationCategoryRecord]) {
        notifications.categories = Dictionary(categories.map { ($0.identifier, $0) }, uniquingKeysWith: { _, last in last })
        trace.record(.request, "UNUserNotificationCenter.setNotificationCategories", detail: categories.map(\.identifier).sorted().joined(separator: ", "))
    }

    package var notificationCategories: [NotificationCategoryRecord] {
        notificationCenter.categories.values.sorted { $0.identifier < $1.identifier }
    }

    // MARK: - Requests

    /// `add(_:withCompletionHandler:)`: a request without a trigger is delivered now; one with a
    /// trigger waits on the scheduler's clock. A request with the identifier of a pending one
    /// replaces it. Refused (with a reported message naming the fix): an empty identifier, a
    /// time interval ≤ 0 (or < 60 s when repeating, as Apple's), calendar components no date matches.
    package func addNotificationRequest(_ request: NotificationRequestRecord) throws(NotificationRefusal) {
        let call = "UNUserNotificationCenter.add(_:withCompletionHandler:)"
        guard phase == .launching || phase == .running, !killed else {
            reportMisuse(call, "the app is not running: \"\(request.identifier)\" was not scheduled")
            throw .appNotRunning
        }
        guard !request.identifier.isEmpty else {
            reportMisuse(call, "the request's identifier is empty; give UNNotificationRequest(identifier:content:trigger:) a non-empty identifier (a request with the same identifier replaces the earlier one)")
            throw .emptyIdentifier
        }
        let state = notifications
        switch request.trigger {
        case nil:
            trace.record(.request, "UNUserNotificationCenter.add", detail: "\(request.identifier) (now)")
            _ = state.removePending([request.identifier])
            runOrDefer { [weak self] in self?.notificationIsDue(request) }
        case .timeInterval(let interval, let repeats):
            guard interval.isFinite, interval > 0, !repeats || interval >= 60 else {
                reportMisuse(call, "\"\(request.identifier)\": UNTimeIntervalNotificationTrigger(timeInterval: \(interval), repeats: \(repeats)) never fires; the interval must be a finite number greater than 0, and at least 60 seconds when it repeats (Apple raises an exception here)")
                throw .invalidTimeInterval(interval, repeats: repeats)
            }
            trace.record(.request, "UNUserNotificationCenter.add", detail: "\(request.identifier) (in \(Self.seconds(interval)) s\(repeats ? ", repeats" : ""))")
            schedulePending(request, dueIn: NotificationCenterState.duration(interval), in: state, call: call)
        case .calendar(let components, let repeats)?:
            let now = state.now
            guard let next = request.trigger?.nextDate(after: now) else {
                reportMisuse(call, "\"\(request.identifier)\": no date matches the UNCalendarNotificationTrigger's components \(components); set fewer or valid components")
                throw .calendarNeverFires
            }
            trace.record(.request, "UNUserNotificationCenter.add", detail: "\(request.identifier) (calendar, in \(Self.seconds(next.timeIntervalSince(now))) s\(repeats ? ", repeats" : ""))")
            schedulePending(request, dueIn: NotificationCenterState.duration(next.timeIntervalSince(now)), in: state, call: call)
        }
    }

    /// Schedules an accepted request unless ``NotificationCenterState/pendingLimit`` (64, iOS's)
    /// wait already: the new one is then not scheduled and, as on iOS, the app gets no error;
    /// the log and the trace say so (docs/LIFECYCLE.md "User notifications").
    private func schedulePending(_ request: NotificationRequestRecord, dueIn delay: Duration, in state: NotificationCenterState, call: String) {
        guard state.admits(request) else {
            let message = "\"\(request.identifier)\" was not scheduled: \(NotificationCenterState.pendingLimit) requests are pending already, the most iOS keeps for an app (the earlier ones stay; iOS reports no error either). Remove requests you no longer need with removePendingNotificationRequests(withIdentifiers:), or add later ones once earlier ones have fired."
            // Logged once while the limit holds (an app adding 20,000 would log 20,000 lines);
            // every refusal is in the trace.
            if state.loggedPendingLimit {
                trace.record(.error, call, detail: message)
            } else {
                state.loggedPendingLimit = true
                reportMisuse(call, message)
            }
            return
        }
        state.loggedPendingLimit = false
        state.schedule(request, dueIn: delay)
    }

    package var pendingNotificationRequests: [NotificationRequestRecord] { notifications.pendingRequests }

    package var deliveredNotifications: [DeliveredNotificationRecord] { notificationCenter.delivered }

    /// The date a pending request fires next, on the scheduler's clock.
    package func nextFireDate(ofPendingNotification identifier: String) -> Date? {
        let state = notifications
        guard let entry = state.pending[identifier], let scheduler = state.scheduler else { return nil }
        let left = entry.due - scheduler.now
        let (seconds, attoseconds) = left.components
        return state.now.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }

    /// `removePendingNotificationRequests(withIdentifiers:)`; `nil`: `removeAllPendingNotificationRequests()`.
    package func removePendingNotifications(_ identifiers: [String]?) {
        let removed = notifications.removePending(identifiers)
        trace.record(.request, identifiers == nil ? "UNUserNotificationCenter.removeAllPendingNotificationRequests" : "UNUserNotificationCenter.removePendingNotificationRequests", detail: removed.joined(separator: ", "))
    }

    /// `removeDeliveredNotifications(withIdentifiers:)`; `nil`: `removeAllDeliveredNotifications()`.
    /// The host takes them off the desktop.
    package func removeDeliveredNotifications(_ identifiers: [String]?) {
        let removed = notifications.removeDelivered(identifiers)
        trace.record(.request, identifiers == nil ? "UNUserNotificationCenter.removeAllDeliveredNotifications" : "UNUserNotificationCenter.removeDeliveredNotifications", detail: removed.joined(separator: ", "))
        withdraw(removed)
    }

    // MARK: - Delivery

    /// A request is due (its trigger fired, or it had none). In the foreground (some scene
    /// foreground, active or inactive) the delegate's `willPresent` decides: `.banner`, `.list` or
    /// `.alert` show it, anything else (or no delegate) does not, and it is then not delivered at
    /// all. In the background it is shown without asking the app.
    func notificationIsDue(_ request: NotificationRequestRecord) {
        guard phase == .running || phase == .launching, !killed else {
            notificationCenter.addDelivered(DeliveredNotificationRecord(request: request, date: notificationCenter.now))
            return
        }
        let notification = DeliveredNotificationRecord(request: request, date: notifications.now)
        trace.record(.intent, "notificationDelivery", detail: "\(request.identifier) (\(applicationState == .background ? "background" : "foreground"))")
        guard applicationState != .background else {
            show(notification)
            return
        }
        let once = CompletionOnce("userNotificationCenter(_:willPresent:withCompletionHandler:)", engine: self) { [weak self] (options: UInt) in
            guard let self else { return }
            if NotificationPresentation.shows(options) {
                self.show(notification)
            } else {
                self.trace.record(.host, "notification not shown", detail: "\(request.identifier): presentation options \(options) have no .banner, .list or .alert")
            }
        }
        let handler = once.handler
        runOrDefer {
            self.trace.record(.delegate, "userNotificationCenter(_:willPresent:withCompletionHandler:)", detail: request.identifier)
            self.callDepth += 1
            let answered = Self.notificationAppBridge?.willPresent(notification, completion: handler) ?? false
            self.callDepth -= 1
            // No delegate: "the system silences alerts as if you had passed no options" (Apple).
            if !answered { handler(0) }
        }
    }

    private func show(_ notification: DeliveredNotificationRecord) {
        guard !killed else { return }
        notificationCenter.addDelivered(notification)
        let category = notificationCenter.categories[notification.request.categoryIdentifier]
        trace.record(.host, "presentNotification", detail: notification.request.identifier)
        (host as? any NotificationPresentingHost)?.engine(self, present: notification, actions: category?.actions ?? [])
    }

    private func withdraw(_ identifiers: [String]) {
        guard !identifiers.isEmpty, !killed else { return }
        trace.record(.host, "withdrawNotification", detail: identifiers.joined(separator: ", "))
        (host as? any NotificationPresentingHost)?.engine(self, withdrawNotifications: identifiers)
    }

    // MARK: - The user's response

    /// The response for a click on the delivered notification `identifier` (`actionIdentifier`
    /// nil: the notification itself, `UNNotificationDefaultActionIdentifier`), or a reported
    /// error naming what exists. `rebuilt` stands in for a notification this process does not
    /// know (posted by an earlier run, clicked on the desktop).
    package func notificationResponse(identifier: String, actionIdentifier: String?, userText: String? = nil, rebuilt: NotificationRequestRecord? = nil) -> NotificationResponseRecord? {
        let call = "notificationResponse"
        let state = notifications
        let notification: DeliveredNotificationRecord
        var fromAnEarlierRun = false
        if let known = state.deliveredNotification(identifier) {
            notification = known
        } else if let rebuilt {
            notification = DeliveredNotificationRecord(request: rebuilt, date: state.now)
            fromAnEarlierRun = true
        } else {
            let delivered = state.delivered.map(\.request.identifier)
            reportMisuse(call, "no delivered notification has the identifier \"\(identifier)\" (delivered: \(delivered.isEmpty ? "none" : delivered.joined(separator: ", "))); only a notification on screen can be clicked")
            return nil
        }
        let action = actionIdentifier ?? NotificationResponseRecord.defaultActionIdentifier
        let category = state.categories[notification.request.categoryIdentifier]
        switch action {
        case NotificationResponseRecord.defaultActionIdentifier, NotificationResponseRecord.dismissActionIdentifier:
            if userText != nil {
                reportMisuse(call, "\"\(identifier)\": typed text goes with a UNTextInputNotificationAction, not with \(action)")
                return nil
            }
        default:
            if category == nil, fromAnEarlierRun {
                // Posted by an earlier run, before this one registered its categories: taken as
                // the desktop reports it (the button existed when the notification was shown).
                return NotificationResponseRecord(notification: notification, actionIdentifier: action, userText: userText)
            }
            guard let declared = category?.actions.first(where: { $0.identifier == action }) else {
                let known = category?.actions.map(\.identifier) ?? []
                reportMisuse(call, "\"\(identifier)\" has no action \"\(action)\": its category \"\(notification.request.categoryIdentifier)\" \(category == nil ? "is not registered with setNotificationCategories(_:)" : "has \(known.isEmpty ? "no actions" : known.joined(separator: ", "))")")
                return nil
            }
            if declared.textInput == nil, userText != nil {
                reportMisuse(call, "\"\(identifier)\": the action \"\(action)\" is not a UNTextInputNotificationAction; it takes no typed text")
                return nil
            }
            return NotificationResponseRecord(notification: notification, actionIdentifier: action, userText: declared.textInput == nil ? nil : (userText ?? ""))
        }
        return NotificationResponseRecord(notification: notification, actionIdentifier: action, userText: nil)
    }

    /// Whether a response brings the app to the foreground: a click on the notification, or an
    /// action with `.foreground`.
    func opensApp(_ response: NotificationResponseRecord) -> Bool {
        switch response.actionIdentifier {
        case NotificationResponseRecord.defaultActionIdentifier: return true
        case NotificationResponseRecord.dismissActionIdentifier: return false
        default:
            let category = notificationCenter.categories[response.notification.request.categoryIdentifier]
            return category?.actions.first { $0.identifier == response.actionIdentifier }?.opensApp ?? false
        }
    }

    /// The user clicked a notification (or one of its actions) while the app runs.
    package func respondToNotification(_ response: NotificationResponseRecord) {
        perform("notificationResponse", detail: "\(LoggedInput.truncated(response.notification.request.identifier)) \(LoggedInput.truncated(response.actionIdentifier))") {
            self.deliver(notificationResponse: response)
        }
    }

    func deliver(notificationResponse response: NotificationResponseRecord) {
        let identifier = response.notification.request.identifier
        // The notification leaves the desktop once the user acted on it.
        if notificationCenter.deliveredNotification(identifier) != nil {
            _ = notificationCenter.removeDelivered([identifier])
            withdraw([identifier])
        }
        if response.actionIdentifier == NotificationResponseRecord.dismissActionIdentifier {
            let category = notificationCenter.categories[response.notification.request.categoryIdentifier]
            // Apple: dismissals reach the delegate only for a category with .customDismissAction.
            if category?.reportsDismissal == true { callDidReceive(response) }
            return
        }
        guard opensApp(response) else {
            // An action without .foreground: the app handles it where it is (in the background).
            callDidReceive(response)
            return
        }
        if mode == .legacy {
            legacyBringForward { self.callDidReceive(response) }
            return
        }
        // The scene that prefers the content's target comes forward, as for a URL; the delegate
        // hears while it is foreground inactive (between willEnterForeground and didBecomeActive).
        switch route(response.notification.request.targetContentIdentifier) {
        case .scene(let scene):
            bringForward(scene.session) { self.callDidReceive(response) }
        case .session(let session):
            connect(session, options: UIScene.ConnectionOptions(notificationResponse: response), reason: "reconnect")
            bringForward(session) { self.callDidReceive(response) }
        case .newSession:
            if multipleScenesError(for: .windowApplication) != nil, let scene = scenes.values.first(where: { $0.session.role == .windowApplication }) {
                bringForward(scene.session) { self.callDidReceive(response) }
                return
            }
            connectNewSession(role: .windowApplication, options: UIScene.ConnectionOptions(notificationResponse: response), requestingScene: nil)
            callDidReceive(response)
        }
    }

    /// The delegate's `didReceive`; nothing without a delegate.
    func callDidReceive(_ response: NotificationResponseRecord) {
        guard !killed else { return }
        let once = CompletionOnce("userNotificationCenter(_:didReceive:withCompletionHandler:)", engine: self) { (_: Bool) in }
        let handler = once.handler
        trace.record(.delegate, "userNotificationCenter(_:didReceive:withCompletionHandler:)", detail: "\(response.notification.request.identifier) \(response.actionIdentifier)")
        callDepth += 1
        let answered = Self.notificationAppBridge?.didReceive(response) { handler(true) } ?? false
        callDepth -= 1
        notificationResponseDelivered(response, answered: answered)
        if !answered {
            trace.record(.error, "userNotificationCenter(_:didReceive:withCompletionHandler:)", detail: "no UNUserNotificationCenter delegate: the response to \"\(response.notification.request.identifier)\" reached no delegate (set UNUserNotificationCenter.current().delegate before application(_:didFinishLaunchingWithOptions:) returns)")
        }
    }

    /// Called by ``launch(with:)`` after the scenes of a launch by a notification connected:
    /// the connecting scene had the response in `connectionOptions.notificationResponse`; the
    /// delegate's `didReceive` follows (docs/LIFECYCLE.md "User notifications").
    func deliverLaunchNotificationResponse(_ response: NotificationResponseRecord) {
        let identifier = response.notification.request.identifier
        if notificationCenter.deliveredNotification(identifier) != nil {
            _ = notificationCenter.removeDelivered([identifier])
            withdraw([identifier])
        }
        callDidReceive(response)
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        AppSuppliedDelay.text(interval)
    }
}

/// Where the process's bridge is kept (one `UNUserNotificationCenter` per process).
@MainActor
private enum NotificationBridgeSlot {
    static var bridge: (any NotificationAppBridge)?
}
