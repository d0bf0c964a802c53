import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// An app delegate that edits the main menu as iPadOS and Mac Catalyst apps do.
final class MenuBuildingAppDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var builds = 0
    nonisolated(unsafe) static var chosen: [String] = []
    nonisolated(unsafe) static var extraItem = false

    override func buildMenu(with builder: any UIMenuBuilder) {
        super.buildMenu(with: builder)
        guard builder.system == .main else { return }
        Self.builds += 1
        builder.remove(menu: .format)
        let refresh = UIAction(title: "Refresh", identifier: UIAction.Identifier("refresh")) { action in
            Self.chosen.append("refresh from \((action.sender as? UIWindow)?.windowScene?.session.persistentIdentifier ?? "nothing")")
        }
        let items: [UIMenuElement] = Self.extraItem ? [refresh, UIAction(title: "Extra") { _ in Self.chosen.append("extra") }] : [refresh]
        builder.insertChild(UIMenu(title: "", identifier: UIMenu.Identifier("app.refresh"), options: .displayInline, children: items), atStartOfMenu: .view)
        builder.insertSibling(UIMenu(title: "Notes", identifier: UIMenu.Identifier("app.notes"), children: [
            UIAction(title: "Archive", attributes: .disabled) { _ in Self.chosen.append("archive") },
        ]), afterMenu: .edit)
    }
}

/// The main menu: UIKit's standard menus, edited by `buildMenu(with:)` after launch and again
/// on `setNeedsRebuild()`; choosing an item runs its action with the active scene's window as
/// sender; the standard window items go through the window policy.
@MainActor
@Suite(.serialized) struct MainMenuTests {
    private func device() -> SimulatedDevice {
        TestHooks.reset()
        MenuBuildingAppDelegate.builds = 0
        MenuBuildingAppDelegate.chosen = []
        MenuBuildingAppDelegate.extraItem = false
        return SimulatedDevice(appDelegate: MenuBuildingAppDelegate.self, infoPlist: testInfoPlist())
    }

    @Test func theAppDelegateEditsTheStandardMenusOnceAtLaunch() throws {
        let device = device()
        device.launch()
        #expect(MenuBuildingAppDelegate.builds == 1)
        let menu = try #require(device.mainMenu)
        #expect(menu.children.compactMap { ($0 as? UIMenu)?.title }.dropFirst() == ["File", "Edit", "Notes", "View", "Window", "Help"])

        #expect(device.chooseMenuItem("View", "Refresh"))
        #expect(MenuBuildingAppDelegate.chosen == ["refresh from \(device.sessions[0].persistentIdentifier)"])
        #expect(!device.chooseMenuItem("Notes", "Archive"), "a disabled item does nothing")
        #expect(!device.chooseMenuItem("Format", "Font"), "a removed menu is gone")
        #expect(device.trace.last { $0.kind == .error }?.detail?.contains("no menu item Format › Font") == true)
    }

    @Test func setNeedsRebuildAsksTheAppDelegateAgain() throws {
        let device = device()
        device.launch()
        MenuBuildingAppDelegate.extraItem = true
        UIMenuSystem.main.setNeedsRebuild()
        #expect(MenuBuildingAppDelegate.builds == 2)
        #expect(device.chooseMenuItem("View", "Extra"))
        #expect(MenuBuildingAppDelegate.chosen == ["extra"])
    }

    @Test func theStandardWindowItemsGoThroughTheWindowPolicy() throws {
        let device = device()
        device.launch()
        #expect(device.chooseMenuItem("File", "New Window"))
        #expect(device.sessions.count == 2)
        #expect(device.sessions[1].scene?.activationState == .foregroundActive)
        #expect(device.chooseMenuItem("File", "Close Window"))
        #expect(device.sessions.count == 1, "the active window's session is discarded, as with its close button")
        let name = ProcessInfo.processInfo.processName
        #expect(device.chooseMenuItem(name, "Quit \(name)"))
        #expect(device.application == nil, "the app quit")
        device.launch()
        #expect(device.sessions.count == 1, "its session is kept for the next launch")
    }
}
