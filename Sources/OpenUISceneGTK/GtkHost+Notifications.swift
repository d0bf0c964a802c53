internal import CGtk
import Foundation
import OpenUIScene
internal import OpenUISceneManifest

// User notifications on the desktop (docs/GTK.md "Notifications"): the engine decides what is
// shown and when (SceneEngine+Notifications.swift); the host posts a GNotification for each one
// (`g_application_send_notification`, id = the request's identifier), withdraws it when the app
// removes it, and turns a click on it or on one of its buttons into the engine's response intent
// through the GApplication action `app.notification-response`. GLib delivers that action from the
// desktop's notification server to the running app, or (GTK portal or org.gtk.Notifications
// backends, with a D-Bus activatable desktop entry) to an app it starts for it: then the click is
// the launch event (`connectionOptions.notificationResponse`).

/// The action's name, and the type of its target: (request identifier, action identifier, what
/// the notification showed, as JSON, so that a run that did not post it can still answer).
let notificationResponseAction = "notification-response"

extension GtkHost: NotificationPresentingHost {
    package func engine(_ engine: SceneEngine, present notification: DeliveredNotificationRecord, actions: [NotificationActionRecord]) {
        guard let application else { return }
        let app = oui_application(UnsafeMutableRawPointer(application))
        guard g_application_get_is_registered(app) != 0, g_application_get_application_id(app) != nil else {
            engine.reportMisuse("UNUserNotificationCenter", "\"\(notification.request.identifier)\" cannot be shown on the desktop: the app has no application id (a valid CFBundleIdentifier in the Info.plist) and GLib posts notifications only for one")
            return
        }
        let request = notification.request
        guard let gNotification = g_notification_new(request.title.isEmpty ? displayName : request.title) else { return }
        let body = [request.subtitle, request.body].filter { !$0.isEmpty }.joined(separator: "\n")
        if !body.isEmpty { g_notification_set_body(gNotification, body) }
        let payload = Self.payload(of: request)
        g_notification_set_default_action_and_target_value(gNotification, "app.\(notificationResponseAction)", Self.target(request.identifier, NotificationResponseRecord.defaultActionIdentifier, payload))
        for action in actions {
            // A text input action is a plain button: the freedesktop protocol has no text field.
            g_notification_add_button_with_target_value(gNotification, action.title, "app.\(notificationResponseAction)", Self.target(request.identifier, action.identifier, payload))
        }
        g_application_send_notification(app, request.identifier, gNotification)
        g_object_unref(UnsafeMutableRawPointer(gNotification))
        engine.trace.record(.host, "notificationPosted", detail: "\(request.identifier): \(request.title) [\(actions.map(\.identifier).joined(separator: ", "))]")
    }

    package func engine(_ engine: SceneEngine, withdrawNotifications identifiers: [String]) {
        guard let application else { return }
        let app = oui_application(UnsafeMutableRawPointer(application))
        guard g_application_get_is_registered(app) != 0 else { return }
        for identifier in identifiers { g_application_withdraw_notification(app, identifier) }
    }

    /// `--gapplication-service` (the `Exec=` of a D-Bus activatable app's service file, which
    /// the desktop starts to deliver a notification click): GApplication's service mode, in which
    /// it waits for the action instead of activating (a new window) first. The host keeps only
    /// non-option arguments for GApplication, so the flag is set here.
    func serviceFlag() -> GApplicationFlags.RawValue {
        CommandLine.arguments.dropFirst().contains("--gapplication-service") ? G_APPLICATION_IS_SERVICE.rawValue : 0
    }

    /// At `startup`: the action the desktop's notifications activate.
    func installNotificationAction() {
        guard let application else { return }
        guard let type = g_variant_type_new("(sss)"), let action = g_simple_action_new(notificationResponseAction, type) else { return }
        g_variant_type_free(type)
        GLibSignal.connect(UnsafeMutableRawPointer(action), "activate") { [weak self] parameter in
            self?.notificationActivated(parameter.map { OpaquePointer($0) })
        }
        g_action_map_add_action(OpaquePointer(application), action)
        g_object_unref(UnsafeMutableRawPointer(action))
    }

    /// A click on a notification or one of its buttons: the response intent while the app runs,
    /// the launch event when this activation started it.
    private func notificationActivated(_ parameter: OpaquePointer?) {
        guard let parameter, g_variant_n_children(parameter) == 3 else { return }
        func string(_ index: Int) -> String {
            guard let child = g_variant_get_child_value(parameter, gsize(index)) else { return "" }
            defer { g_variant_unref(child) }
            return g_variant_get_string(child, nil).map { String(cString: $0) } ?? ""
        }
        let identifier = string(0), action = string(1)
        let rebuilt: NotificationRequestRecord
        switch Self.request(identifier: identifier, payload: string(2)) {
        case .success(let request):
            rebuilt = request
        case .failure(let refusal):
            // From outside the process (any program on the session bus can send it): said, and
            // the click is answered with what this run knows of the notification.
            engine.reportMisuse("app.\(notificationResponseAction)", "the payload of a click on \"\(LoggedInput.truncated(identifier))\" was refused: \(refusal); the click is answered without it (no title, body or user info unless this run posted the notification)")
            rebuilt = NotificationRequestRecord(identifier: identifier)
        }
        guard let response = engine.notificationResponse(identifier: identifier, actionIdentifier: action, rebuilt: rebuilt) else {
            if !launched { launch() }
            return
        }
        if launched {
            engine.respondToNotification(response)
        } else {
            launch(with: .notification(response))
        }
    }

    private static func target(_ identifier: String, _ action: String, _ payload: String) -> OpaquePointer? {
        var children: [OpaquePointer?] = [g_variant_new_string(identifier), g_variant_new_string(action), g_variant_new_string(payload)]
        return children.withUnsafeMutableBufferPointer { g_variant_new_tuple($0.baseAddress, 3) }
    }

    /// What a run that did not post the notification needs to answer a click on it.
    private static func payload(of request: NotificationRequestRecord) -> String {
        var object: [String: Any] = ["title": request.title, "subtitle": request.subtitle, "body": request.body, "category": request.categoryIdentifier]
        if let target = request.targetContentIdentifier { object["target"] = target }
        if let userInfo = request.userInfoPropertyList, let data = try? PropertyListSerialization.data(fromPropertyList: userInfo, format: .binary, options: 0) {
            object["userInfo"] = data.base64EncodedString()
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The largest payload read: the user info's limit in base64 and room for the texts.
    static let maximumPayloadSize = UntrustedPropertyList.maximumSize * 2

    /// The request a click's payload describes, screened field by field (issue 22 item 1): the
    /// payload comes from the session bus, where any program may call the action. A JSON object
    /// of strings at most ``maximumPayloadSize`` bytes; its `userInfo` a base64 binary property
    /// list read by ``UntrustedPropertyList`` (no set, which crashed the process, no deep nesting).
    static func request(identifier: String, payload: String) -> Result<NotificationRequestRecord, UntrustedPropertyList.Refusal> {
        guard payload.utf8.count <= maximumPayloadSize else {
            return .failure(.init("it is \(payload.utf8.count) bytes, more than the \(maximumPayloadSize)-byte limit"))
        }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(payload.utf8))) as? [String: Any] else {
            return .failure(.init("it is not a JSON object"))
        }
        var fields: [String: String] = [:]
        for key in ["title", "subtitle", "body", "category", "target", "userInfo"] {
            guard let value = object[key] else { continue }
            guard let text = value as? String else { return .failure(.init("its \"\(key)\" is not a string")) }
            fields[key] = text
        }
        var userInfo: [String: Any]?
        if let encoded = fields["userInfo"] {
            guard let data = Data(base64Encoded: encoded) else { return .failure(.init("its \"userInfo\" is not base64")) }
            switch UntrustedPropertyList.dictionary(from: data) {
            case .success(let dictionary): userInfo = dictionary
            case .failure(let refusal): return .failure(.init("its \"userInfo\": \(refusal)"))
            }
        }
        return .success(NotificationRequestRecord(
            identifier: identifier, title: fields["title"] ?? "", subtitle: fields["subtitle"] ?? "",
            body: fields["body"] ?? "", categoryIdentifier: fields["category"] ?? "",
            targetContentIdentifier: fields["target"], userInfoPropertyList: userInfo))
    }
}
