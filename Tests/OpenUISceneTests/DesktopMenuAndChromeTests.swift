import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// A scene showing a navigation controller with bar button items (the header bar model).
final class ChromeSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var tapped: [String] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        scene.title = "Scene Title"
        let list = UIViewController()
        list.title = "Notes"
        list.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in Self.tapped.append("add") }),
            UIBarButtonItem(image: UIImage(systemName: "trash"), primaryAction: UIAction { _ in Self.tapped.append("trash") }),
        ]
        list.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .edit, primaryAction: UIAction { _ in Self.tapped.append("edit") })
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: list)
        window?.makeKeyAndVisible()
    }
}

/// The main menu as the desktop calls it (GTK: GApplication actions and a GMenu), and the
/// window chrome (GTK: the header bar) derived from the scene's navigation controller.
@MainActor
@Suite(.serialized) struct DesktopMenuAndChromeTests {
    private func device(multipleScenes: Bool = true) -> SimulatedDevice {
        TestHooks.reset()
        MenuBuildingAppDelegate.builds = 0
        MenuBuildingAppDelegate.chosen = []
        MenuBuildingAppDelegate.extraItem = false
        return SimulatedDevice(appDelegate: MenuBuildingAppDelegate.self, infoPlist: testInfoPlist(multipleScenes: multipleScenes))
    }

    private func items(_ entries: [MainMenuModel.Entry]) -> [(String, String, Bool)] {
        entries.flatMap { entry -> [(String, String, Bool)] in
            switch entry {
            case .submenu(_, let children), .section(let children): items(children)
            case .item(let title, let action, let enabled): [(title, action, enabled)]
            }
        }
    }

    @Test func theMainMenuModelNamesTheStandardItemsAsTheDesktopDoes() throws {
        let device = device()
        device.launch()
        let model = try #require(device.mainMenuModel)
        let titles = model.entries.compactMap { entry -> String? in if case .submenu(let title, _) = entry { title } else { nil } }
        let name = ProcessInfo.processInfo.processName
        #expect(titles == [name, "File", "Notes", "View"], "empty menus (Edit, Window, Help) are left out; Format was removed")
        let all = items(model.entries)
        #expect(all.first { $0.0 == "New Window" }?.1 == "new-window")
        #expect(all.first { $0.0 == "Close Window" }?.1 == "close-window")
        #expect(all.first { $0.0 == "Quit \(name)" }?.1 == "quit")
        let refresh = try #require(all.first { $0.0 == "Refresh" })
        #expect(refresh.1.hasPrefix("menu-item-") && refresh.2)
        #expect(all.first { $0.0 == "Archive" }?.2 == false, "a disabled item is a disabled action")
        #expect(model.paths[refresh.1] == ["View", "Refresh"])
        #expect(Set(model.actionNames).count == model.actionNames.count, "one action per item")

        #expect(device.performDesktopAction(refresh.1))
        #expect(MenuBuildingAppDelegate.chosen == ["refresh from \(device.sessions[0].persistentIdentifier)"], "the app's own item runs with the active window as sender")
    }

    @Test func theDesktopsWindowActionsGoThroughTheMenuAndTheWindowPolicy() throws {
        let device = device()
        device.launch()
        #expect(device.performDesktopAction("new-window"))
        #expect(device.sessions.count == 2)
        #expect(device.sessions[1].scene?.activationState == .foregroundActive)
        #expect(device.trace.contains { $0.kind == .intent && $0.name == "menuItem" && $0.detail == "File › New Window" })
        #expect(device.performDesktopAction("close-window"))
        #expect(device.sessions.count == 1, "the active window's session is discarded, as with its close button")
        #expect(device.performDesktopAction("quit"))
        #expect(device.application == nil, "the app quit")
        device.launch()
        #expect(device.sessions.count == 1, "its session is kept for the next launch")
    }

    @Test func theApplicationMenuIsNamedAfterTheDisplayName() throws {
        TestHooks.reset()
        var plist = testInfoPlist()
        plist["CFBundleDisplayName"] = "Fixture Notes"
        let device = SimulatedDevice(appDelegate: MenuBuildingAppDelegate.self, infoPlist: plist)
        device.launch()
        let model = try #require(device.mainMenuModel)
        #expect(model.paths["quit"] == ["Fixture Notes", "Quit Fixture Notes"])
    }

    @Test func newWindowInASingleSceneAppIsTheSecondLaunchRule() throws {
        let device = device(multipleScenes: false)
        device.launch()
        #expect(device.mainMenuModel?.isEnabled("new-window") == false, "the menu item is disabled")
        #expect(device.performDesktopAction("new-window"), "the desktop's action still acts: the window comes forward")
        #expect(device.sessions.count == 1)
        #expect(device.trace.contains { $0.kind == .host && $0.name == "bringToFront" && $0.detail == "second launch" })
    }

    @Test func anUnknownOrDisabledActionRunsNothingAndSaysSo() throws {
        let device = device()
        device.launch()
        let archive = try #require(items(device.mainMenuModel?.entries ?? []).first { $0.0 == "Archive" })
        #expect(!device.performDesktopAction(archive.1))
        #expect(!device.performDesktopAction("no-such-action"))
        #expect(device.trace.last { $0.kind == .error }?.detail?.contains("no menu item for the action \"no-such-action\"") == true)
        #expect(MenuBuildingAppDelegate.chosen.isEmpty)
        #expect(device.sessions.count == 1)
    }

    private func chromeDevice() -> SimulatedDevice {
        TestHooks.reset()
        ChromeSceneDelegate.tapped = []
        var plist = testInfoPlist()
        var manifest = plist["UIApplicationSceneManifest"] as! [String: Any]
        manifest["UISceneConfigurations"] = ["UIWindowSceneSessionRoleApplication": [[
            "UISceneConfigurationName": "Default Configuration",
            "UISceneDelegateClassName": "OpenUISceneTests.ChromeSceneDelegate",
        ]]]
        plist["UIApplicationSceneManifest"] = manifest
        return SimulatedDevice(appDelegate: MenuBuildingAppDelegate.self, infoPlist: plist)
    }

    @Test func theChromeShowsTheNavigationControllersTitleAndBarButtons() throws {
        let device = chromeDevice()
        device.launch()
        let scene = try #require(device.sessions.first?.scene)
        var chrome = WindowChrome(scene: scene)
        #expect(chrome.title == "Notes", "the top view controller's title, not the scene's")
        #expect(chrome.leading.map(WindowChrome.label) == ["Edit"])
        #expect(chrome.trailing.map(WindowChrome.label) == ["Add", "trash"])
        #expect(chrome.trailing.map(WindowChrome.iconName) == [nil, "user-trash-symbolic"])
        #expect(WindowChrome.iconName(of: chrome.leading[0]) == "document-edit-symbolic")
        chrome.trailing[0].performPrimaryAction()
        chrome.trailing[0].isEnabled = false
        chrome.trailing[0].performPrimaryAction()
        #expect(ChromeSceneDelegate.tapped == ["add"], "a disabled button does nothing")

        // Changes reach the host as a title change (the chrome is redrawn, not the content).
        let navigation = try #require((scene as? UIWindowScene)?.keyWindow?.rootViewController as? UINavigationController)
        let before = device.host.requests.filter { $0.kind == "title" }.count
        navigation.topViewController?.navigationItem.title = "Renamed"
        navigation.topViewController?.navigationItem.leftBarButtonItems = []
        #expect(device.host.requests.filter { $0.kind == "title" }.count == before + 2)
        chrome = WindowChrome(scene: scene)
        #expect(chrome.title == "Renamed")
        #expect(chrome.leading.isEmpty)

        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        #expect(WindowChrome(scene: scene).title == "Detail")
        #expect(WindowChrome(scene: scene).trailing.isEmpty)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(WindowChrome(scene: scene).title == "Scene Title", "without a navigation bar: the scene's title")
    }
}
