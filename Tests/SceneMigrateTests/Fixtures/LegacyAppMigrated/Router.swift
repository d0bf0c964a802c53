import UIKit

/// Where every way into the app ends: a message shown, a composer opened.
@MainActor
final class Router: NSObject {
    weak var inbox: InboxViewController?
    /// What the router did, in order (the tests read it).
    private(set) var shown: [String] = []

    /// legacyapp://message/ID and https://legacy.example.com/message/ID.
    @discardableResult
    func open(_ url: URL) -> Bool {
        let parts = url.pathComponents.filter { $0 != "/" }
        let id: String?
        if url.scheme == "legacyapp", url.host == "message" {
            id = parts.first
        } else if url.host == "legacy.example.com", parts.first == "message", parts.count == 2 {
            id = parts[1]
        } else {
            id = nil
        }
        guard let id else { return false }
        show("message \(id)")
        return true
    }

    func perform(_ shortcutItem: UIApplicationShortcutItem) -> Bool {
        guard shortcutItem.type == "org.openuiscene.legacyapp.compose" else { return false }
        show("composer")
        return true
    }

    func showMessage(fromNotification userInfo: [AnyHashable: Any]) {
        guard let id = userInfo["messageID"] as? String else { return }
        show("message \(id)")
    }

    private func show(_ what: String) {
        shown.append(what)
        inbox?.show(what)
        // The window the message appears in.
        if let window = UIApplication.shared.sceneKeyWindow {
            Analytics.shared.record("shown \(what) in a \(window.bounds.width > 600 ? "wide" : "narrow") window")
        }
    }
}

/// The inbox: Main.storyboard's initial view controller.
final class InboxViewController: UIViewController {
    private(set) var isRefreshing = false
    private(set) var current: String?

    func show(_ what: String) { current = what }
    func pauseRefreshing() { isRefreshing = false }
    func resumeRefreshing() { isRefreshing = true }
}
