// Shape: the UIKit API issue 23 found in real delegates: a tab bar controller with a delegate
// and a pushed detail that hides the bar, a document browser as a root view controller,
// presentation settings, the window's screen, an app-group folder, bookmark data, NSInteger,
// and `window??` read through the protocol in an extension of UIWindowSceneDelegate.
import UIKit
import UniformTypeIdentifiers

extension UIWindowSceneDelegate {
    /// What app code writes to reach the window from a protocol extension (UIKit's `window` is an
    /// optional requirement, so it reads as `UIWindow??`).
    func rootTitle() -> String? {
        self.window??.rootViewController?.title
    }
}

final class TabsSceneDelegate: UIResponder, UIWindowSceneDelegate, UITabBarControllerDelegate {
    var window: UIWindow?
    var selections: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let list = UIViewController()
        list.title = "Notes"
        list.restorationIdentifier = "notes"
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: list)
        let settings = UIViewController()
        settings.title = "Settings"
        settings.preferredContentSize = CGSize(width: 400, height: 300)
        let tabs = UITabBarController()
        tabs.title = "Tabs"
        tabs.viewControllers = [navigation, settings]
        tabs.delegate = self
        UITabBar.appearance().tintColor = .systemBlue
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = tabs
        self.window = window
        window.makeKeyAndVisible()
        navigation.pushViewController(detail, animated: false)
        ClientLog.lines.append("tab bar hidden \(tabs.tabBar.isHidden), screen \(Int(window.screen.bounds.width))")
        ClientLog.lines.append("root \(rootTitle() ?? "none")")
        if let sceneDelegate = scene.delegate as? UIWindowSceneDelegate, let window = sceneDelegate.window {
            ClientLog.lines.append("through the protocol \(window?.rootViewController === tabs)")
        }
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        viewController.title != "Locked"
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        ClientLog.lines.append("selected \(viewController.title ?? "?")")
    }
}

final class DocumentBrowserViewController: UIDocumentBrowserViewController, UIDocumentBrowserViewControllerDelegate {
    /// Where the app keeps its bookmark (a real app: user defaults or its database).
    nonisolated(unsafe) static var savedBookmark: Data?
    var opened: [URL] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        allowsDocumentCreation = false
        allowsPickingMultipleItems = false
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        guard let url = documentURLs.first else { return }
        presentDocument(at: url)
    }

    func presentDocument(at url: URL) {
        let editor = UIViewController()
        editor.title = url.lastPathComponent
        editor.modalPresentationStyle = .fullScreen
        editor.modalPresentationCapturesStatusBarAppearance = true
        present(editor, animated: true)
        opened.append(url)
        if let bookmark = try? url.bookmarkData(options: .minimalBookmark, includingResourceValuesForKeys: nil, relativeTo: nil) {
            Self.savedBookmark = bookmark
        }
    }

    /// The document opened last time, through its bookmark.
    static func lastDocument() -> URL? {
        guard let data = savedBookmark else { return nil }
        var isStale = false
        guard let url = try? URL(resolvingBookmarkData: data, bookmarkDataIsStale: &isStale) else { return nil }
        return url
    }
}

final class DocumentSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = DocumentBrowserViewController(forOpeningContentTypes: [.plainText])
        self.window = window
        window.makeKeyAndVisible()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url, url.isFileURL,
              let browser = window?.rootViewController as? DocumentBrowserViewController else { return }
        browser.revealDocument(at: url, importIfNeeded: true) { revealed, error in
            guard let revealed else { ClientLog.lines.append("cannot open: \(error.map { "\($0)" } ?? "")"); return }
            browser.presentDocument(at: revealed)
        }
    }
}

enum SharedContainer {
    static let groupIdentifier = "group.com.example.client"
    static var folder: URL? {
        FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier)
    }
    static func badgeCount(_ value: NSInteger) -> Int { value }
    static func launchedForLocation(_ options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        options?[.location] != nil
    }
    @MainActor static func observeScreenModes() -> any NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: UIScreen.modeDidChangeNotification, object: nil, queue: .main) { _ in }
    }
}
