import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

@MainActor
@Suite struct ConfigurationTests {
    @Test func theReturnedConfigurationChoosesSceneAndDelegateClassesByName() throws {
        TestHooks.reset()
        defer { TestHooks.reset() }  // the hook is static: never leave it to the next test
        _ = Recorder.start()
        TestHooks.configure = { session, options in
            let name = options.userActivities.isEmpty ? "Default Configuration" : "Editor"
            return UISceneConfiguration(name: name, sessionRole: session.role)
        }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        device.openNewWindow(userActivity: NSUserActivity(activityType: "org.openuiscene.tests.editing"))
        let (library, editor) = (device.sessions[0], device.sessions[1])
        #expect(library.configuration.name == "Default Configuration")
        #expect(type(of: try #require(library.scene)) == UIWindowScene.self)
        #expect(library.scene?.delegate is RecordingSceneDelegate)
        #expect(!(library.scene?.delegate is EditorSceneDelegate))
        #expect(editor.configuration.name == "Editor")
        #expect(editor.scene is CustomWindowScene)
        #expect(editor.scene?.delegate is EditorSceneDelegate)
        #expect(editor.configuration.delegateClass == EditorSceneDelegate.self)
    }

    @Test func propertiesSetOnTheReturnedConfigurationOverrideThePlist() throws {
        TestHooks.reset()
        defer { TestHooks.reset() }  // the hook is static: never leave it to the next test
        _ = Recorder.start()
        TestHooks.configure = { session, _ in
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
            configuration.delegateClass = EditorSceneDelegate.self
            configuration.sceneClass = CustomWindowScene.self
            return configuration
        }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        let session = device.sessions[0]
        #expect(session.scene?.delegate is EditorSceneDelegate)
        #expect(session.scene is CustomWindowScene)
    }

    @Test func theSessionKeepsACopyOfTheReturnedConfiguration() throws {
        TestHooks.reset()
        defer { TestHooks.reset() }  // the hook is static: never leave it to the next test
        _ = Recorder.start()
        var returned: UISceneConfiguration?
        TestHooks.configure = { session, _ in
            let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: session.role)
            returned = configuration
            return configuration
        }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        let session = device.sessions[0]
        #expect(session.configuration !== returned)
        returned?.delegateClass = EditorSceneDelegate.self
        #expect(session.configuration.delegateClass == RecordingSceneDelegate.self)
    }

    @Test func anUnknownNameGivesAnEmptyConfigurationAndUIKitsLogLine() throws {
        TestHooks.reset()
        defer { TestHooks.reset() }  // the hook is static: never leave it to the next test
        _ = Recorder.start()
        TestHooks.configure = { session, _ in UISceneConfiguration(name: "Nope", sessionRole: session.role) }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        let session = device.sessions[0]
        #expect(session.configuration.name == "Nope")
        #expect(session.configuration.delegateClass == nil)
        #expect(session.scene?.delegate == nil, "a nil delegateClass means a scene without a delegate")
        #expect(type(of: try #require(session.scene)) == UIWindowScene.self, "a nil sceneClass means UIWindowScene for window roles")
        #expect(device.trace.contains { $0.detail == "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"Nope\")" })
    }

    @Test func aNilNamePicksTheRolesFirstEntry() {
        TestHooks.reset()
        defer { TestHooks.reset() }  // the hook is static: never leave it to the next test
        _ = Recorder.start()
        var picked: String?
        TestHooks.configure = { session, _ in
            let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
            picked = configuration.name
            return configuration
        }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        #expect(picked == "Default Configuration")
    }

    @Test func aRoleMismatchIsReportedAndThePlistConfigurationIsUsed() {
        TestHooks.reset()
        defer { TestHooks.reset() }  // the hook is static: never leave it to the next test
        _ = Recorder.start()
        TestHooks.configure = { _, _ in UISceneConfiguration(name: "Editor", sessionRole: .windowExternalDisplayNonInteractive) }
        let device = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        device.launch()
        let session = device.sessions[0]
        #expect(session.configuration.name == "Default Configuration")
        #expect(session.scene?.delegate is RecordingSceneDelegate)
        #expect(device.trace.contains { $0.kind == .error && $0.name == "application(_:configurationForConnecting:options:)" && ($0.detail ?? "").contains("UIKit asserts") })
    }

    @Test func anUnqualifiedDelegateClassNameIsNotFoundAsInUIKitAndSaysWhy() throws {
        var plist = testInfoPlist()
        plist["UIApplicationSceneManifest"] = [
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "RecordingSceneDelegate"]],
            ],
        ]
        let (device, _) = launchedDevice(infoPlist: plist)
        #expect(device.sessions[0].scene?.delegate == nil)
        let error = try #require(device.trace.first { $0.kind == .error && $0.name == "UISceneDelegateClassName" })
        #expect(error.detail?.contains("$(PRODUCT_MODULE_NAME).RecordingSceneDelegate") == true)
        #expect(error.detail?.contains("OpenUISceneTests") == true)
    }

    @Test func aSceneClassNameThatIsNotASceneFallsBackToUIWindowScene() throws {
        var plist = testInfoPlist()
        plist["UIApplicationSceneManifest"] = [
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate",
                    "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).RecordingSceneDelegate",
                ]],
            ],
        ]
        let (device, _) = launchedDevice(infoPlist: plist)
        #expect(type(of: try #require(device.sessions[0].scene)) == UIWindowScene.self)
        #expect(device.sessions[0].scene?.delegate is RecordingSceneDelegate)
        #expect(device.trace.contains { $0.kind == .error && $0.name == "UISceneClassName" })
    }

    @Test func registeredClassesAreFoundAndCreatedWithTheirFactory() throws {
        ClassRegistry.register(Outer.NestedSceneDelegate.self) { Outer.NestedSceneDelegate(marker: "factory") }
        defer { ClassRegistry.removeAll() }
        var plist = testInfoPlist()
        plist["UIApplicationSceneManifest"] = [
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "OpenUISceneTests.Outer.NestedSceneDelegate"]],
            ],
        ]
        let (device, _) = launchedDevice(infoPlist: plist)
        let delegate = try #require(device.sessions[0].scene?.delegate as? Outer.NestedSceneDelegate)
        #expect(delegate.marker == "factory")
    }

    @Test func userInfoAcceptsPropertyListValuesAndRefusesOthersNamingTheKey() throws {
        let (device, _) = launchedDevice()
        let session = device.sessions[0]
        session.userInfo = ["count": 3, "when": Date(timeIntervalSince1970: 0), "tags": ["a", "b"]]
        #expect(session.userInfo?["count"] as? Int == 3)
        session.userInfo = ["bad": NSObject()]
        #expect(session.userInfo?["count"] as? Int == 3, "the refused value did not replace the previous one")
        let error = try #require(device.trace.last { $0.kind == .error })
        #expect(error.detail?.contains("[\"bad\"]") == true)
    }
}

enum Outer {
    final class NestedSceneDelegate: NSObject, UIWindowSceneDelegate {
        var window: UIWindow?
        let marker: String
        init(marker: String) {
            self.marker = marker
            super.init()
        }
    }
}

/// The instrumented delegates' hooks belong to the device they were set up for (issue 22 item
/// 20): static hooks leaked between suites when an async test, suspended at an `await`, still
/// had a device running while another test reset and set its own.
@MainActor
@Suite struct PerDeviceHookTests {
    @Test func aHookSetForOneDeviceNeverReachesAnother() throws {
        TestHooks.reset()
        defer { TestHooks.reset() }
        _ = Recorder.start()
        TestHooks.configure = { session, _ in UISceneConfiguration(name: "Editor", sessionRole: session.role) }
        let first = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        first.launch()

        // Another test starts meanwhile (as one does while an async test awaits) with its own hook.
        TestHooks.reset()
        TestHooks.configure = { session, _ in UISceneConfiguration(name: "Default Configuration", sessionRole: session.role) }
        let second = SimulatedDevice(appDelegate: RecordingAppDelegate.self, infoPlist: testInfoPlist())
        second.launch()

        first.openNewWindow()
        second.openNewWindow()
        #expect(first.sessions.map(\.configuration.name) == ["Editor", "Editor"], "the first device keeps the hook it was set up with")
        #expect(second.sessions.map(\.configuration.name) == ["Default Configuration", "Default Configuration"])
        #expect(TestHooks.userActivitiesAtConfiguration.count == 2, "the static members read the hooks being set up: the second device's")
        second.terminate()
        first.terminate()
    }
}
