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

/// A controller created with an extra argument through `instantiateViewController(identifier:creator:)`.
final class StoryboardDetailViewController: UIViewController {
    var noteID: Int?
    init?(coder: NSCoder, noteID: Int) {
        self.noteID = noteID
        super.init(coder: coder)
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
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
                <!-- <viewController id="decoy" storyboardIdentifier="Comment"/> -->
                <scene sceneID="dtl-QT-ifu">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="dtl-38-t0r" customClass="StoryboardDetailViewController" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dtl-Xf-vdC"/>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="nav-QT-ifu">
                    <objects>
                        <navigationController storyboardIdentifier="Navigation" id="nav-38-t0r" sceneMemberID="viewController"/>
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

    // MARK: - UIStoryboard.instantiateViewController(withIdentifier:) and (identifier:creator:)

    func launchedStoryboardApp() throws -> (SimulatedDevice, URL) {
        let folder = try Self.appFolder(storyboard: Self.storyboardXML(customClass: "StoryboardRootViewController"))
        let device = try SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlistURL: folder.appendingPathComponent("Info.plist"))
        device.launch()
        return (device, folder)
    }

    @Test func aViewControllerIsFoundByItsStoryboardID() throws {
        let (device, folder) = try launchedStoryboardApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let detail = try #require(storyboard.instantiateViewController(withIdentifier: "Detail") as? StoryboardDetailViewController)
        #expect(detail.noteID == nil, "created through init?(coder:)")
        #expect(storyboard.instantiateViewController(withIdentifier: "Navigation") is UINavigationController)
        #expect(storyboard.instantiateInitialViewController() is StoryboardRootViewController)
        #expect(!device.trace.contains { $0.kind == .error })
    }

    @Test func anUnknownStoryboardIDIsReportedAndGivesAnEmptyViewController() throws {
        let (device, folder) = try launchedStoryboardApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        // UIKit raises here; the app keeps running with an empty controller and a clear error.
        let missing = storyboard.instantiateViewController(withIdentifier: "Comment")
        #expect(type(of: missing) == UIViewController.self)
        let error = try #require(device.trace.last { $0.kind == .error })
        #expect(error.name == "UIStoryboard.instantiateViewController(withIdentifier:)")
        #expect(error.detail?.contains("Main.storyboard") == true && error.detail?.contains("\"Comment\"") == true, "\(error.detail ?? "")")
        // A storyboard that does not exist is reported too.
        _ = UIStoryboard(name: "Other", bundle: nil).instantiateViewController(withIdentifier: "Detail")
        #expect(device.trace.last { $0.kind == .error }?.detail?.contains("Other.storyboard") == true)
    }

    @Test func theCreatorGetsTheCoderAndCanPassArguments() throws {
        let (device, folder) = try launchedStoryboardApp()
        defer { try? FileManager.default.removeItem(at: folder) }
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        var calls = 0
        let detail: StoryboardDetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            calls += 1
            return StoryboardDetailViewController(coder: coder, noteID: 42)
        }
        #expect(calls == 1)
        #expect(detail.noteID == 42)
        // The usual one-expression form infers the type from the closure.
        let inferred = storyboard.instantiateViewController(identifier: "Detail") { coder in
            StoryboardDetailViewController(coder: coder, noteID: 7)
        }
        #expect(inferred.noteID == 7)
        // A creator may return nil: the storyboard's class is created instead, as in UIKit.
        let declined: StoryboardDetailViewController = storyboard.instantiateViewController(identifier: "Detail") { _ in nil }
        #expect(declined.noteID == nil)
        // Without a creator: the storyboard's class, typed.
        let typed: StoryboardDetailViewController = storyboard.instantiateViewController(identifier: "Detail")
        #expect(typed.noteID == nil)
        #expect(!device.trace.contains { $0.kind == .error })
        // The storyboard's class is not the one asked for: reported, and ViewController(coder:) instead.
        let wrong: StoryboardDetailViewController = storyboard.instantiateViewController(identifier: "Navigation")
        #expect(wrong.noteID == nil)
        #expect(device.trace.last { $0.kind == .error }?.detail?.contains("UINavigationController") == true)
    }
}
