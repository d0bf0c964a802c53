import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

// The UIKit API that real delegate files still missed (issue 23), each with what it does here.

/// Records the appearance callbacks of a view controller.
@MainActor
final class PresentationProbe: UIViewController {
    let name: String
    var log: [String] = []
    var childSizes: [CGSize] = []
    init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewWillAppear(_ animated: Bool) { log.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("\(name).didDisappear") }
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        childSizes.append(container.preferredContentSize)
    }
}

@MainActor
final class TabDelegate: UITabBarControllerDelegate {
    var calls: [String] = []
    var refused: Set<String> = []
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        calls.append("should \(viewController.title ?? "")")
        return !refused.contains(viewController.title ?? "")
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        calls.append("did \(viewController.title ?? "") at \(tabBarController.selectedIndex)")
    }
}

@MainActor
final class BrowserDelegate: UIDocumentBrowserViewControllerDelegate {
    var template: URL?
    var mode: UIDocumentBrowserViewController.ImportMode = .copy
    var calls: [String] = []
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        calls.append("create")
        importHandler(template, mode)
    }
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        calls.append("picked " + documentURLs.map(\.lastPathComponent).joined(separator: ","))
    }
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {
        calls.append("imported \(sourceURL.lastPathComponent) to \(destinationURL.lastPathComponent)")
    }
    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?) {
        calls.append("failed \(documentURL.lastPathComponent)")
    }
}

@MainActor
struct UIKitAPIAdditionsTests {
    /// A launched device whose first scene's window shows `root`.
    private func launch(showing root: UIViewController) throws -> SimulatedDevice {
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        let scene = try #require(device.sessions.first?.scene as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return device
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-api-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    // MARK: - Presentation

    @Test func presentingResolvesAutomaticToPageSheetAndLeavesThePresenterOnScreen() throws {
        let presenter = PresentationProbe("root")
        let device = try launch(showing: presenter)
        let sheet = PresentationProbe("sheet")
        #expect(sheet.modalPresentationStyle == .automatic)
        presenter.present(sheet, animated: true)
        #expect(sheet.modalPresentationStyle == .pageSheet)
        presenter.dismiss(animated: true)
        #expect(presenter.log == ["root.willAppear", "root.didAppear"], "a sheet does not make its presenter disappear (iOS 13)")
        #expect(sheet.log == ["sheet.willAppear", "sheet.didAppear", "sheet.willDisappear", "sheet.didDisappear"])
        _ = device
    }

    @Test func aFullScreenPresentationMakesThePresenterDisappearUntilTheDismissal() throws {
        let presenter = PresentationProbe("root")
        let device = try launch(showing: presenter)
        let cover = PresentationProbe("cover")
        cover.modalPresentationStyle = .fullScreen
        cover.modalPresentationCapturesStatusBarAppearance = true
        presenter.present(cover, animated: false)
        #expect(presenter.log == ["root.willAppear", "root.didAppear", "root.willDisappear", "root.didDisappear"])
        cover.dismiss(animated: false)
        #expect(presenter.log.suffix(2) == ["root.willAppear", "root.didAppear"])
        #expect(cover.log.suffix(2) == ["cover.willDisappear", "cover.didDisappear"])
        #expect(presenter.presentedViewController == nil && cover.presentingViewController == nil)
        #expect(cover.modalPresentationStyle == .fullScreen && cover.modalPresentationCapturesStatusBarAppearance)
        _ = device
    }

    @Test func aChildsPreferredContentSizeChangeIsToldToItsParentOnce() {
        let parent = PresentationProbe("parent")
        let child = UIViewController()
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 480)
        child.preferredContentSize = CGSize(width: 320, height: 480)
        #expect(parent.childSizes == [CGSize(width: 320, height: 480)])
        child.restorationIdentifier = "editor"
        #expect(child.restorationIdentifier == "editor")
    }

    // MARK: - Tab bar controller

    @Test func theTabBarControllerDelegateIsAskedWhenTheUserPicksATabNotWhenCodeDoes() throws {
        let first = UIViewController()
        first.title = "Inbox"
        let second = UIViewController()
        second.title = "Archive"
        let third = UIViewController()
        third.title = "Locked"
        let tabs = UITabBarController()
        let delegate = TabDelegate()
        delegate.refused = ["Locked"]
        tabs.delegate = delegate
        tabs.viewControllers = [first, second, third]
        let device = try launch(showing: tabs)

        tabs.selectedIndex = 1
        tabs.selectedViewController = first
        #expect(delegate.calls.isEmpty, "UIKit calls the delegate for the user's picks only")
        #expect(device.selectTab(at: 1, in: tabs))
        #expect(!device.selectTab(at: 2, in: tabs))
        #expect(device.selectTab(at: 1, in: tabs))
        #expect(delegate.calls == ["should Archive", "did Archive at 1", "should Locked", "should Archive", "did Archive at 1"])
        #expect(tabs.selectedViewController === second)
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Archive", "Locked"])
        #expect(tabs.tabBar.selectedItem === second.tabBarItem)
        #expect(!device.selectTab(at: 7, in: tabs))
        #expect(device.trace.contains { $0.kind == .error && $0.detail?.contains("no tab 7") == true })
    }

    @Test func pickingTheSelectedNavigationTabGoesBackToItsRoot() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let device = try launch(showing: tabs)
        navigation.pushViewController(UIViewController(), animated: false)
        #expect(device.selectTab(at: 0, in: tabs))
        #expect(navigation.viewControllers.count == 1 && navigation.topViewController === root)
    }

    @Test func theTabBarHidesWhileAViewControllerPushedWithHidesBottomBarIsOnTheStack() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        #expect(!tabs.tabBar.isHidden)
        navigation.pushViewController(detail, animated: true)
        #expect(tabs.tabBar.isHidden)
        navigation.pushViewController(UIViewController(), animated: true)
        #expect(tabs.tabBar.isHidden, "it stays hidden above the view controller that hid it, as in UIKit")
        navigation.popToRootViewController(animated: true)
        #expect(!tabs.tabBar.isHidden)
        navigation.pushViewController(detail, animated: true)
        tabs.selectedIndex = 1
        #expect(!tabs.tabBar.isHidden, "another tab shows the bar")
    }

    @Test func theTabBarAppearanceProxyReachesNewBars() {
        let saved = UITabBar.appearance().unselectedItemTintColor
        defer { UITabBar.appearance().unselectedItemTintColor = saved }
        UITabBar.appearance().unselectedItemTintColor = .systemGray
        #expect(UITabBarController().tabBar.unselectedItemTintColor == .systemGray)
    }

    // MARK: - Document browser

    @Test func aDocumentBrowserAsTheRootHandsTheUsersPicksAndCreationsToItsDelegate() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let templates = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: templates) }
        let template = templates.appendingPathComponent("Untitled.txt")
        try Data("template".utf8).write(to: template)
        try Data("taken".utf8).write(to: folder.appendingPathComponent("Untitled.txt"))

        let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: ["public.plain-text"])
        let delegate = BrowserDelegate()
        delegate.template = template
        browser.delegate = delegate
        let device = try launch(showing: browser)
        #expect(browser.allowedContentTypes == ["public.plain-text"])

        let a = folder.appendingPathComponent("a.txt"), b = folder.appendingPathComponent("b.txt")
        #expect(device.pickDocuments([a], in: browser))
        #expect(!device.pickDocuments([a, b], in: browser), "several picks need allowsPickingMultipleItems")
        browser.allowsPickingMultipleItems = true
        #expect(device.pickDocuments([a, b], in: browser))
        #expect(device.createDocument(in: browser, into: folder))
        #expect(delegate.calls == ["picked a.txt", "picked a.txt,b.txt", "create", "imported Untitled.txt to Untitled 2.txt"])
        #expect(try String(contentsOf: folder.appendingPathComponent("Untitled 2.txt"), encoding: .utf8) == "template")
        #expect(FileManager.default.fileExists(atPath: template.path), "copied, not moved")

        delegate.template = templates.appendingPathComponent("missing.txt")
        #expect(device.createDocument(in: browser, into: folder))
        #expect(delegate.calls.last == "failed missing.txt")
        browser.allowsDocumentCreation = false
        #expect(!device.createDocument(in: browser, into: folder))
        #expect(delegate.calls.count == 6)
    }

    @Test func revealingADocumentHandsBackAnExistingFileAndNamesAMissingOne() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Note.txt")
        try Data().write(to: file)
        let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: nil)
        var revealed: [String] = []
        browser.revealDocument(at: file, importIfNeeded: true) { url, error in revealed.append(url?.lastPathComponent ?? "error \(error.map { "\($0)" } ?? "")") }
        browser.revealDocument(at: folder.appendingPathComponent("Gone.txt"), importIfNeeded: true) { url, error in
            revealed.append(url?.lastPathComponent ?? ((error as? CocoaError)?.code == .fileNoSuchFile ? "no such file" : "other"))
        }
        #expect(revealed == ["Note.txt", "no such file"])
    }

    // MARK: - Windows, screens, launch keys

    @Test func aWindowsScreenIsItsScenesAndTheKeysHaveUIKitsRawValues() throws {
        let device = try launch(showing: UIViewController())
        let scene = try #require(device.sessions.first?.scene as? UIWindowScene)
        #expect(scene.windows.first?.screen === scene.screen)
        #expect(UIWindow(frame: .zero).screen === UIScreen.main)
        #expect(UIScreen.modeDidChangeNotification.rawValue == "UIScreenModeDidChangeNotification")
        #expect(UIApplication.LaunchOptionsKey.location.rawValue == "UIApplicationLaunchOptionsLocationKey")
        let count: NSInteger = 3
        #expect(count == Int(3))
    }
}
