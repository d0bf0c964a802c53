// Runs the client files of Tests/ClientShapes, compiled once in Swift 6 language mode
// (ClientShapesSwift6) and once in Swift 5 mode (ClientShapesSwift5, the same files through
// symbolic links plus the nonisolated helpers Swift 5 allows), on the simulated device.
import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting
@testable import ClientShapesSwift5
@testable import ClientShapesSwift6

@MainActor
@Suite(.serialized) struct ClientShapesTests {
    static let plist: [String: Any] = [
        "CFBundleIdentifier": "com.example.client",
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": true,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration"]],
            ],
        ] as [String: Any],
    ]

    /// One run of the shapes on the simulated device: what the client code logged.
    static func run(appDelegate: (UIResponder & UIApplicationDelegate).Type) -> (SimulatedDevice, [String]) {
        let device = SimulatedDevice(appDelegate: appDelegate, infoPlist: plist)
        device.launch()
        device.open(URL(string: "client://item/1")!)
        device.chooseMenuItem("View", "Refresh")
        device.application?.setMinimumBackgroundFetchInterval(UIApplication.backgroundFetchIntervalMinimum)
        device.moveToBackground(device.sessions[0])
        device.performBackgroundFetch()
        device.moveToForeground(device.sessions[0])
        return (device, [])
    }

    static let expected = [
        // The push registration answers after launch, as on iOS (asynchronously).
        "connected UIWindowSceneSessionRoleApplication", "active", "no push",
        "opened client://item/1", "refresh", "saving with no limit", "background", "fetch", "active",
    ]

    @Test func theSwift6ModeShapesRunAsOnIOS() throws {
        ClientShapesSwift6.ClientLog.lines = []
        let (device, _) = Self.run(appDelegate: ClientShapesSwift6.ClientAppDelegate.self)
        #expect(ClientShapesSwift6.ClientLog.lines == Self.expected)
        #expect((device.application?.delegate as? ClientShapesSwift6.ClientAppDelegate)?.services == ["analytics", "sync"])
    }

    @Test func theSwift5ModeShapesRunAsOnIOS() throws {
        ClientShapesSwift5.ClientLog.lines = []
        let (device, _) = Self.run(appDelegate: ClientShapesSwift5.ClientAppDelegate.self)
        #expect(ClientShapesSwift5.ClientLog.lines == Self.expected)
        #expect(ClientShapesSwift5.openSessionCount() == 1, "a nonisolated helper, allowed in Swift 5 mode")
        #expect(device.application?.connectedScenes.count == 1)
    }

    @Test func theCombineAndLoggerSceneDelegateConnectsAndObserves() throws {
        ClientShapesSwift6.ClientLog.lines = []
        var plist = Self.plist
        plist["UIApplicationSceneManifest"] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "ClientShapesSwift6.ObservingSceneDelegate"]]]]
        let device = SimulatedDevice(appDelegate: ClientShapesSwift6.PlainAppDelegate.self, infoPlist: plist)
        device.launch()
        let delegate = try #require(device.sessions.first?.scene?.delegate as? ClientShapesSwift6.ObservingSceneDelegate)
        delegate.model.theme = "dark"
        device.moveToBackground(device.sessions[0])
        #expect(ClientShapesSwift6.ClientLog.lines == ["theme light", "theme dark", "app went to the background"])
    }

    /// `import os` / `import os.log`, Logger, os_log and both locks, in Swift 6 and Swift 5 mode.
    @Test(arguments: [false, true]) func theOSImportsSceneDelegateConnectsAndLogs(swift5: Bool) throws {
        let delegateClass = swift5 ? "ClientShapesSwift5.OSImportsSceneDelegate" : "ClientShapesSwift6.OSImportsSceneDelegate"
        ClientShapesSwift5.ClientLog.lines = []
        ClientShapesSwift6.ClientLog.lines = []
        var plist = Self.plist
        plist["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": true, "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": delegateClass]]]]
        let device = SimulatedDevice(appDelegate: ClientShapesSwift6.PlainAppDelegate.self, infoPlist: plist)
        device.launch()
        let lines = swift5 ? ClientShapesSwift5.ClientLog.lines : ClientShapesSwift6.ClientLog.lines
        #expect(lines == ["os connected 1"])
        let total = swift5
            ? (device.sessions.first?.scene?.delegate as? ClientShapesSwift5.OSImportsSceneDelegate)?.counter.total.withLock { $0 }
            : (device.sessions.first?.scene?.delegate as? ClientShapesSwift6.OSImportsSceneDelegate)?.counter.total.withLock { $0 }
        #expect(total == 1)
    }

    @Test func theAlertAndSplitViewSceneDelegateRuns() throws {
        ClientShapesSwift5.ClientLog.lines = []
        var plist = Self.plist
        plist["UIApplicationSceneManifest"] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "ClientShapesSwift5.SplitSceneDelegate"]]]]
        let device = SimulatedDevice(appDelegate: ClientShapesSwift5.PlainAppDelegate.self, infoPlist: plist)
        device.launch()
        #expect(device.presentedAlerts.map(\.title) == ["Sync failed"])
        #expect(device.tapAlertAction("Retry"))
        #expect(device.presentedAlerts.isEmpty)
        #expect(ClientShapesSwift5.ClientLog.lines == ["split ready", "retry"])
        let split = try #require((device.sessions.first?.scene as? UIWindowScene)?.keyWindow?.rootViewController as? UISplitViewController)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.delegate is ClientShapesSwift5.SplitSceneDelegate)
    }

    @Test func theNavigationShapeConfiguresTheBarAndItsButtonAddsARow() throws {
        var plist = Self.plist
        plist["UIApplicationSceneManifest"] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "ClientShapesSwift5.NavigationSceneDelegate"]]]]
        let device = SimulatedDevice(appDelegate: ClientShapesSwift5.PlainAppDelegate.self, infoPlist: plist)
        device.launch()
        let navigation = try #require((device.sessions.first?.scene as? UIWindowScene)?.keyWindow?.rootViewController as? UINavigationController)
        #expect(navigation.navigationBar.prefersLargeTitles, "the appearance proxy's setting reached the bar")
        #expect(navigation.navigationBar.standardAppearance.background == .opaque)
        let list = try #require(navigation.topViewController as? ClientShapesSwift5.ListViewController)
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        let add = try #require(list.navigationItem.rightBarButtonItem)
        #expect(add.systemItem == .add)
        add.performPrimaryAction()
        #expect(list.tableView.numberOfRows(inSection: 0) == 3)
        #expect(device.trace.contains { $0.kind == .host && $0.name == "accessibility" && $0.detail == "announcement: Note added" })
    }

    @Test(arguments: [false, true]) func theScheduledRefreshShapeRunsWhileTheAppIsInTheBackground(swift5: Bool) throws {
        var plist = Self.plist
        let module = swift5 ? "ClientShapesSwift5" : "ClientShapesSwift6"
        plist["BGTaskSchedulerPermittedIdentifiers"] = ["com.example.client.refresh"]
        plist["UIApplicationSceneManifest"] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "\(module).RefreshSceneDelegate"]]]]
        ClientShapesSwift5.ClientLog.lines = []
        ClientShapesSwift6.ClientLog.lines = []
        let appDelegate: (UIResponder & UIApplicationDelegate).Type = swift5 ? ClientShapesSwift5.RefreshAppDelegate.self : ClientShapesSwift6.RefreshAppDelegate.self
        let device = SimulatedDevice(appDelegate: appDelegate, infoPlist: plist)
        device.launch()
        device.moveToBackground(device.sessions[0])
        #expect(device.pendingBackgroundTaskIdentifiers == ["com.example.client.refresh"])
        device.advanceTime(by: .seconds(15 * 60))
        let lines = swift5 ? ClientShapesSwift5.ClientLog.lines : ClientShapesSwift6.ClientLog.lines
        #expect(lines == ["refreshed text"])
        #expect(device.pendingBackgroundTaskIdentifiers == ["com.example.client.refresh"], "the handler scheduled the next refresh")
        #expect(!device.trace.contains { $0.kind == .error })
    }

    @Test func aProminentActivationOpensAWindowAndSaysSoInTheTrace() throws {
        let device = SimulatedDevice(appDelegate: ClientShapesSwift6.PlainAppDelegate.self, infoPlist: Self.plist)
        device.launch()
        let first = try #require(device.sessions.first?.scene)
        ClientShapesSwift6.WindowRequests.openProminently(from: first)
        #expect(device.sessions.count == 2)
        #expect(device.trace.contains { $0.name == "requestSceneSessionActivation" && $0.detail == "presentation style prominent" })
    }

    @Test func aCollectionViewControllerIsTheRootAndItsItemsCanBeSelected() throws {
        var plist = Self.plist
        plist["UIApplicationSceneManifest"] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "ClientShapesSwift5.CollectionSceneDelegate"]]]]
        ClientShapesSwift5.ClientLog.lines = []
        let device = SimulatedDevice(appDelegate: ClientShapesSwift5.PlainAppDelegate.self, infoPlist: plist)
        device.launch()
        let navigation = try #require((device.sessions.first?.scene as? UIWindowScene)?.keyWindow?.rootViewController as? UINavigationController)
        let photos = try #require(navigation.topViewController as? ClientShapesSwift5.PhotosViewController)
        let collection = try #require(photos.collectionView)
        #expect((collection.collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration?.appearance == .sidebar)
        #expect(collection.numberOfItems(inSection: 0) == 3)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(cell.contentConfiguration?.text == "Favourites")
        #expect(cell.accessories == [.disclosureIndicator()])
        collection.userSelectedItem(at: IndexPath(item: 2, section: 0))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        #expect(ClientShapesSwift5.ClientLog.lines == ["opened Shared"])
    }

    /// A device whose default scene uses `delegate` (a class of ClientShapesSwift5 or 6).
    static func device(sceneDelegate delegate: String) -> SimulatedDevice {
        var plist = Self.plist
        plist["UIApplicationSceneManifest"] = ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": delegate]]]]
        return SimulatedDevice(appDelegate: ClientShapesSwift6.PlainAppDelegate.self, infoPlist: plist)
    }

    @Test(arguments: ["ClientShapesSwift5", "ClientShapesSwift6"]) func theAppDelegatesWindowReadsAsUIKitsOptionalRequirementThroughTheProtocol(module: String) throws {
        ClientShapesSwift5.ClientLog.lines = []
        ClientShapesSwift6.ClientLog.lines = []
        let legacy: [String: Any] = ["CFBundleIdentifier": "com.example.client"]
        let owning: (UIResponder & UIApplicationDelegate).Type = module == "ClientShapesSwift5" ? ClientShapesSwift5.WindowOwningAppDelegate.self : ClientShapesSwift6.WindowOwningAppDelegate.self
        let device = SimulatedDevice(appDelegate: owning, infoPlist: legacy)
        device.launch()
        let delegate = try #require(device.application?.delegate)
        // Through the protocol: `UIWindow??`, the delegate's own window inside.
        let window: UIWindow?? = delegate.window
        #expect(window??.rootViewController?.title == "Home")
        #expect(window??.isKeyWindow == true, "the legacy window is key once the launch ended")
        // An assignment through the protocol reaches the delegate's stored property.
        delegate.window = nil
        let after: UIWindow?? = delegate.window
        #expect(after != nil && after! == nil, "through the protocol: .some(nil) once the delegate's window is gone")

        let windowless: (UIResponder & UIApplicationDelegate).Type = module == "ClientShapesSwift5" ? ClientShapesSwift5.WindowlessAppDelegate.self : ClientShapesSwift6.WindowlessAppDelegate.self
        let other = SimulatedDevice(appDelegate: windowless, infoPlist: Self.plist)
        other.launch()
        if module == "ClientShapesSwift5" { ClientShapesSwift5.WindowLookups.record() } else { ClientShapesSwift6.WindowLookups.record() }
        let lines = module == "ClientShapesSwift5" ? ClientShapesSwift5.ClientLog.lines : ClientShapesSwift6.ClientLog.lines
        #expect(lines == ["chained Home", "forced Home same true", "chained nil", "the delegate has no window"])
    }

    @Test(arguments: ["ClientShapesSwift5", "ClientShapesSwift6"]) func theTabsShapeReadsTheWindowThroughTheProtocolAndHearsTheUsersTabPicks(module: String) throws {
        ClientShapesSwift5.ClientLog.lines = []
        ClientShapesSwift6.ClientLog.lines = []
        let device = Self.device(sceneDelegate: "\(module).TabsSceneDelegate")
        device.launch()
        let tabs = try #require((device.sessions.first?.scene as? UIWindowScene)?.keyWindow?.rootViewController as? UITabBarController)
        #expect(device.selectTab(at: 1, in: tabs))
        #expect(device.selectTab(at: 0, in: tabs))
        #expect(tabs.tabBar.isHidden, "the pushed detail is still on the navigation tab")
        #expect(device.selectTab(at: 0, in: tabs))
        #expect(!tabs.tabBar.isHidden, "picking the selected navigation tab again went back to its root")
        let lines = module == "ClientShapesSwift5" ? ClientShapesSwift5.ClientLog.lines : ClientShapesSwift6.ClientLog.lines
        // (The navigation controller has no title: "?".)
        #expect(lines == ["tab bar hidden true, screen 1280", "root Tabs", "through the protocol true", "selected Settings", "selected ?", "selected ?"])
        #expect(tabs.tabBar.tintColor == .systemBlue, "the appearance proxy's tint reached the bar")
    }

    @Test(arguments: ["ClientShapesSwift5", "ClientShapesSwift6"]) func theDocumentBrowserShapeOpensAPickedDocumentAndFindsItAgainByBookmark(module: String) throws {
        ClientShapesSwift5.ClientLog.lines = []
        ClientShapesSwift6.ClientLog.lines = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("client-documents-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let note = folder.appendingPathComponent("Note.txt")
        try Data("hello".utf8).write(to: note)

        let device = Self.device(sceneDelegate: "\(module).DocumentSceneDelegate")
        device.launch()
        let browser = try #require((device.sessions.first?.scene as? UIWindowScene)?.keyWindow?.rootViewController as? UIDocumentBrowserViewController)
        #expect(browser.allowedContentTypes == ["public.plain-text"])
        #expect(device.pickDocuments([note], in: browser))
        #expect(browser.presentedViewController?.title == "Note.txt")
        #expect(browser.presentedViewController?.modalPresentationStyle == .fullScreen)
        browser.dismiss(animated: false)
        try FileManager.default.moveItem(at: note, to: folder.appendingPathComponent("Renamed.txt"))
        let reopened = module == "ClientShapesSwift5" ? ClientShapesSwift5.DocumentBrowserViewController.lastDocument() : ClientShapesSwift6.DocumentBrowserViewController.lastDocument()
        #expect(reopened?.lastPathComponent == "Renamed.txt")
        device.open(folder.appendingPathComponent("Renamed.txt"))
        #expect(browser.presentedViewController?.title == "Renamed.txt")
        device.open(folder.appendingPathComponent("Gone.txt"))
        let lines = module == "ClientShapesSwift5" ? ClientShapesSwift5.ClientLog.lines : ClientShapesSwift6.ClientLog.lines
        #expect(lines.count == 1 && lines[0].hasPrefix("cannot open:") && lines[0].contains("Gone.txt"))
    }

    @Test func theAppGroupShapeGetsAFolderAndTheLaunchKeyIsUIKits() throws {
        #expect(ClientShapesSwift6.SharedContainer.badgeCount(3) == 3)
        #expect(ClientShapesSwift5.SharedContainer.launchedForLocation([.location: true]))
        #expect(!ClientShapesSwift6.SharedContainer.launchedForLocation(nil))
        NotificationCenter.default.removeObserver(ClientShapesSwift6.SharedContainer.observeScreenModes())
    }
}
