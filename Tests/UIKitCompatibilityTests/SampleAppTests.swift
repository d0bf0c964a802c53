// `import UIKit` is not written next to `import Testing` here: on Linux the toolchain's Testing
// module declares a cross-import overlay `_Testing_UIKit` (Testing.swiftcrossimport/UIKit.swiftoverlay)
// that only exists on Apple platforms, so a file importing both fails with "no such module
// '_Testing_UIKit'". The app code lives in files that import UIKit alone; the tests use the same
// classes through OpenUIScene, which UIKit re-exports.
import Foundation
import OpenUIScene
import OpenUISceneTesting
import Testing

/// The sample app's Info.plist, as the article writes it (two configurations for the
/// application role, class names through `$(PRODUCT_MODULE_NAME)`).
@MainActor let sampleInfoPlist: [String: Any] = [
    "CFBundleIdentifier": "com.easeapi.SceneDemo",
    "NSUserActivityTypes": ["com.easeapi.scene0", "com.easeapi.scene1"],
    "UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": true,
        "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [
                [
                    "UISceneConfigurationName": "scene0",
                    "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate0",
                ],
                [
                    "UISceneConfigurationName": "scene1",
                    "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate1",
                ],
            ],
        ],
    ] as [String: Any],
]

/// The published sample app behaves on the simulated device as the articles describe it.
@MainActor
@Suite struct SampleAppTests {
    let device = SimulatedDevice(appDelegate: AppDelegate.self, infoPlist: sampleInfoPlist)

    private func delegateCalls(_ session: UISceneSession? = nil) -> [String] {
        device.trace.filter { $0.kind == .delegate && (session == nil || $0.session == session?.persistentIdentifier) }.map(\.name)
    }

    private var errors: [LifecycleEvent] { device.trace.filter { $0.kind == .error } }

    @Test func theInfoPlistHasNoDiagnostics() {
        #expect(device.infoPlistProblems.isEmpty, "\(device.infoPlistProblems)")
    }

    @Test func coldLaunchWithoutAnActivityConnectsScene1() throws {
        device.launch()
        let application = try #require(device.application)
        #expect(application.delegate is AppDelegate)
        #expect(application.supportsMultipleScenes)

        let session = try #require(device.sessions.first)
        #expect(device.sessions.count == 1)
        #expect(session.role == .windowApplication)
        #expect(session.configuration.name == "scene1")
        #expect(session.configuration.delegateClass == SceneDelegate1.self)

        let scene = try #require(session.scene as? UIWindowScene)
        #expect(type(of: scene) == UIWindowScene.self)
        #expect(scene.delegate is SceneDelegate1)
        #expect(scene.activationState == .foregroundActive)
        #expect(application.applicationState == .active)
        #expect(application.connectedScenes == [scene])
        #expect(application.openSessions == [session])

        let delegate = try #require(scene.delegate as? SceneDelegate1)
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene)
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
        #expect(scene.keyWindow === window)
        #expect(scene.windows.count == 1)
        #expect(window.backgroundColor == .white)
        let navigation = try #require(window.rootViewController as? UINavigationController)
        let cats = try #require(navigation.topViewController as? CatViewController)
        #expect(cats.catName == "Tom")
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func coldLaunchCallsTheAppDelegateThenTheSceneDelegateInUIKitOrder() throws {
        device.launch()
        let session = try #require(device.sessions.first)
        #expect(delegateCalls() == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "application(_:configurationForConnecting:options:)",
            "scene(_:willConnectTo:options:)",
            "sceneWillEnterForeground(_:)",
            "sceneDidBecomeActive(_:)",
        ])
        #expect(delegateCalls(session).first == "application(_:configurationForConnecting:options:)")
    }

    @Test func theOpenScene0ButtonOpensASecondSceneWithConfigurationScene0() throws {
        device.launch()
        let first = try #require(device.sessions.first)
        let firstDelegate = try #require(first.scene?.delegate as? SceneDelegate1)
        let navigation = try #require(firstDelegate.window?.rootViewController as? UINavigationController)
        #expect(navigation.topViewController is CatViewController)

        // The button handler of the article, called from a view controller in the running app.
        ViewController().openScene0()

        #expect(device.sessions.count == 2)
        let second = try #require(device.sessions.last)
        #expect(second !== first)
        #expect(second.configuration.name == "scene0")
        #expect(second.configuration.delegateClass == SceneDelegate0.self)
        let scene = try #require(second.scene as? UIWindowScene)
        let delegate = try #require(scene.delegate as? SceneDelegate0)
        #expect(scene.activationState == .foregroundActive)

        // willConnect saw the activity of the request, with its userInfo.
        let activity = try #require(delegate.receivedActivity)
        #expect(activity.activityType == "com.easeapi.scene0")
        #expect(activity.userInfo?["website"] as? String == "http://easeapi.com/blog")
        #expect(scene.userActivity === activity)

        // The window: key and visible, the article's root view controller, white.
        let window = try #require(delegate.window)
        #expect(window.isKeyWindow)
        #expect(!window.isHidden)
        #expect(window.windowScene === scene)
        #expect(window.backgroundColor == .white)
        let root = try #require(window.rootViewController as? ViewController)
        #expect(root.didLoad)
        #expect(root.view.superview === window)

        // The request asked for a configuration and connected the new session only.
        #expect(delegateCalls(second) == [
            "application(_:configurationForConnecting:options:)",
            "scene(_:willConnectTo:options:)",
            "sceneWillEnterForeground(_:)",
            "sceneDidBecomeActive(_:)",
        ])
        #expect(first.scene?.delegate === firstDelegate)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func openingANewWindowWithoutTheActivityGivesScene1Again() throws {
        device.launch()
        device.openNewWindow()
        #expect(device.sessions.map { $0.configuration.name } == ["scene1", "scene1"])
        device.openNewWindow(userActivity: NSUserActivity(activityType: "com.easeapi.scene0"))
        #expect(device.sessions.map { $0.configuration.name } == ["scene1", "scene1", "scene0"])
        #expect(device.sessions.map { $0.scene?.delegate is SceneDelegate0 } == [false, false, true])
    }

    @Test func theRestorationActivityComesBackAfterAMemoryReclaim() throws {
        device.launch()
        ViewController().openScene0()
        let session = try #require(device.sessions.last)
        weak let oldScene = session.scene
        weak let oldDelegate = try #require(session.scene?.delegate as? SceneDelegate0)
        weak let oldWindow = oldDelegate?.window
        #expect(oldWindow != nil)

        device.moveToBackground(session)
        #expect(session.scene?.activationState == .background)
        let saved = try #require(session.stateRestorationActivity)
        #expect(saved.activityType == "com.easeapi.scene0")
        #expect(saved.userInfo?["website"] as? String == "http://easeapi.com/blog")

        device.reclaimMemory()
        #expect(session.scene == nil)
        #expect(oldScene == nil)
        #expect(oldDelegate == nil)
        #expect(oldWindow == nil)
        #expect(device.sessions.contains(session))
        #expect((device.application?.delegate as? AppDelegate)?.discardedSessions.isEmpty == true)

        let callsBefore = delegateCalls(session).count
        device.moveToForeground(session)
        let scene = try #require(session.scene as? UIWindowScene)
        let delegate = try #require(scene.delegate as? SceneDelegate0)
        #expect(scene.activationState == .foregroundActive)
        let restored = try #require(delegate.receivedActivity)
        #expect(restored.activityType == "com.easeapi.scene0")
        #expect(restored.userInfo?["website"] as? String == "http://easeapi.com/blog")
        #expect(scene.userActivity === restored)
        #expect(delegate.window?.rootViewController is ViewController)
        #expect(delegate.window?.isKeyWindow == true)
        // A reconnect: no configurationForConnecting, a new willConnect.
        #expect(Array(delegateCalls(session).dropFirst(callsBefore)) == [
            "scene(_:willConnectTo:options:)",
            "sceneWillEnterForeground(_:)",
            "sceneDidBecomeActive(_:)",
        ])
        #expect(session.configuration.name == "scene0")
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func theFirstScenesActivityIsRestoredToo() throws {
        device.launch()
        let session = try #require(device.sessions.first)
        device.moveToBackground(session)
        device.reclaimMemory()
        device.moveToForeground(session)
        let delegate = try #require(session.scene?.delegate as? SceneDelegate1)
        let restored = try #require(delegate.restoredActivity)
        #expect(restored.activityType == "com.easeapi.scene1")
        #expect(restored.title == "Cats")
        #expect(restored.userInfo?["cat"] as? String == "Tom")
    }

    @Test func closingTheSecondSceneDiscardsItsSession() throws {
        device.launch()
        ViewController().openScene0()
        let second = try #require(device.sessions.last)
        device.closeSession(second)
        let appDelegate = try #require(device.application?.delegate as? AppDelegate)
        #expect(appDelegate.discardedSessions == [second])
        #expect(device.sessions.count == 1)
        #expect(device.application?.openSessions.contains(second) == false)
        #expect(Array(delegateCalls(second).suffix(2)) == [
            "sceneDidDisconnect(_:)",
            "application(_:didDiscardSceneSessions:)",
        ])
    }
}
