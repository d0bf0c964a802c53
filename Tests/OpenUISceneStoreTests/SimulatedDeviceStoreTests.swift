import Foundation
import Testing
import OpenUIScene
import OpenUISceneStore
import OpenUISceneTesting

final class StoreTestAppDelegate: UIResponder, UIApplicationDelegate {}

final class StoreTestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        scene.userActivity = session.stateRestorationActivity ?? NSUserActivity(activityType: "org.openuiscene.store-tests")
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { scene.userActivity }
}

func storeTestInfoPlist() -> [String: Any] { [
    "CFBundleIdentifier": "org.openuiscene.store-tests",
    "NSUserActivityTypes": ["org.openuiscene.store-tests"],
    "UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": true,
        "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [
                ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).StoreTestSceneDelegate"],
            ],
        ],
    ] as [String: Any],
] }

/// The simulated device on the file store.
@MainActor
@Suite struct SimulatedDeviceStoreTests {
    @Test func sessionsPersistAcrossDevicesThroughTheStoreDirectory() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        var identifiers: [String] = []
        do {
            let device = SimulatedDevice(appDelegate: StoreTestAppDelegate.self, infoPlist: storeTestInfoPlist(), storeDirectory: directory)
            device.launch()
            device.openNewWindow()
            identifiers = device.sessions.map(\.persistentIdentifier)
            #expect(identifiers.count == 2)
            device.terminate()
        }
        let files = StoreTestSupport.names(in: directory.appendingPathComponent("sessions"))
        #expect(files.count == 2)
        // A new device is a new process: it sees the sessions through the disk only.
        let device = SimulatedDevice(appDelegate: StoreTestAppDelegate.self, infoPlist: storeTestInfoPlist(), storeDirectory: directory)
        #expect(!device.trace.contains { $0.kind == .error })
        device.launch()
        #expect(device.sessions.map(\.persistentIdentifier) == identifiers)
        device.terminate()
    }

    @Test func theDictionaryInitializerFallsBackToMemoryWhenTheStoreIsTaken() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let owner = try FileSessionStore(directory: directory)
        defer { owner.close() }
        let device = SimulatedDevice(appDelegate: StoreTestAppDelegate.self, infoPlist: storeTestInfoPlist(), storeDirectory: directory)
        let errors = device.trace.filter { $0.kind == .error }
        #expect(errors.count == 1)
        #expect(errors.first.map { "\($0)" }?.contains("in use") == true)
        device.launch()
        #expect(device.sessions.count == 1)
    }

    @Test func theFileInitializerThrowsWhenTheStoreIsTaken() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let plist = directory.deletingLastPathComponent().appendingPathComponent("Info.plist")
        try PropertyListSerialization.data(fromPropertyList: storeTestInfoPlist(), format: .xml, options: 0).write(to: plist)
        let owner = try FileSessionStore(directory: directory)
        #expect(throws: FileSessionStoreError.self) {
            _ = try SimulatedDevice(appDelegate: StoreTestAppDelegate.self, infoPlistURL: plist, storeDirectory: directory)
        }
        owner.close()
        let device = try SimulatedDevice(appDelegate: StoreTestAppDelegate.self, infoPlistURL: plist, storeDirectory: directory)
        device.launch()
        #expect(device.sessions.count == 1)
    }

    @Test func anAppLaunchesWithTheSessionsItCouldReadWhenAFileIsDamaged() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        var kept: [String] = []
        do {
            let device = SimulatedDevice(appDelegate: StoreTestAppDelegate.self, infoPlist: storeTestInfoPlist(), storeDirectory: directory)
            device.launch()
            device.openNewWindow()
            kept = device.sessions.map(\.persistentIdentifier)
            device.terminate()
        }
        try Data("{\"formatVersion\":2,\"sess".utf8).write(to: directory.appendingPathComponent("sessions/damaged.json"))
        let device = SimulatedDevice(appDelegate: StoreTestAppDelegate.self, infoPlist: storeTestInfoPlist(), storeDirectory: directory)
        device.launch()
        #expect(device.application != nil)
        #expect(device.sessions.map(\.persistentIdentifier) == kept)
        #expect(StoreTestSupport.names(in: directory.appendingPathComponent("quarantine")).count == 1)
    }
}
