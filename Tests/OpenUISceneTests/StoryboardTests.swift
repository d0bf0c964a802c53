import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// A scene delegate that never creates a window: the storyboard configuration must.
final class StoryboardSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    nonisolated(unsafe) static var windowAtConnect: [UIWindow?] = []

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Self.windowAtConnect.append(window)
    }
}

final class StoryboardRootViewController: UIViewController {
    private(set) var createdByCoder = false
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        createdByCoder = true
    }
}

@MainActor
@Suite struct StoryboardTests {
    static func storyboardXML(customClass: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
            <scenes>
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <viewController id="BYZ-38-t0r" customClass="\(customClass)" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// An app folder with an Info.plist whose configuration names `Main` and, optionally, Main.storyboard.
    static func appFolder(storyboard: String?) throws -> URL {
        TestHooks.reset()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storyboard-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let plist: [String: Any] = [
            "UIApplicationSceneManifest": [
                "UISceneConfigurations": [
                    "UIWindowSceneSessionRoleApplication": [[
                        "UISceneConfigurationName": "Default Configuration",
                        "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).StoryboardSceneDelegate",
                        "UISceneStoryboardFile": "Main",
                    ]],
                ],
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
        try data.write(to: folder.appendingPathComponent("Info.plist"))
        if let storyboard {
            try storyboard.write(to: folder.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func aStoryboardConfigurationCreatesTheWindowAndInitialViewControllerBeforeWillConnect() throws {
        StoryboardSceneDelegate.windowAtConnect = []
        let folder = try Self.appFolder(storyboard: Self.storyboardXML(customClass: "StoryboardRootViewController"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlistURL: folder.appendingPathComponent("Info.plist"))
        device.launch()
        let scene = try #require(device.sessions.first?.scene as? UIWindowScene)
        let delegate = try #require(scene.delegate as? StoryboardSceneDelegate)
        let window = try #require(delegate.window)
        #expect(StoryboardSceneDelegate.windowAtConnect.count == 1)
        #expect(StoryboardSceneDelegate.windowAtConnect.first ?? nil === window, "the window was set before willConnect")
        let root = try #require(window.rootViewController as? StoryboardRootViewController)
        #expect(root.createdByCoder)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(scene.windows == [window])
        #expect(!device.trace.contains { $0.kind == .error })
    }

    @Test func aMissingStoryboardIsReportedAndTheSceneStillGetsAWindow() throws {
        let folder = try Self.appFolder(storyboard: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlistURL: folder.appendingPathComponent("Info.plist"))
        device.launch()
        let delegate = try #require(device.sessions.first?.scene?.delegate as? StoryboardSceneDelegate)
        #expect(type(of: try #require(delegate.window?.rootViewController)) == UIViewController.self)
        let error = try #require(device.trace.first { $0.kind == .error && $0.name == "UISceneStoryboardFile" })
        #expect(error.detail?.contains("Main.storyboard") == true)
    }

    @Test func anUnknownStoryboardClassIsReportedAndTheSceneStillGetsAWindow() throws {
        let folder = try Self.appFolder(storyboard: Self.storyboardXML(customClass: "NoSuchViewController"))
        defer { try? FileManager.default.removeItem(at: folder) }
        let device = try SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlistURL: folder.appendingPathComponent("Info.plist"))
        device.launch()
        let delegate = try #require(device.sessions.first?.scene?.delegate as? StoryboardSceneDelegate)
        #expect(delegate.window?.rootViewController != nil)
        let error = try #require(device.trace.first { $0.kind == .error && $0.name == "UISceneStoryboardFile" })
        #expect(error.detail?.contains("OpenUISceneTests.NoSuchViewController") == true)
    }
}
