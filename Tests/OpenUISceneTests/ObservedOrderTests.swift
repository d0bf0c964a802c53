import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// One test per rule of issue 14 that devices settle (docs/LIFECYCLE.md, each with its source):
/// the whole ordered log of delegate calls and notifications, with the scene and application
/// states read inside each (``StateProbe``).
@MainActor
@Suite struct ObservedOrderTests {
    private static let launchLines = [
        "didFinishLaunching scene=- app=background",
        "N.app.didFinishLaunching scene=- app=background",
    ]

    /// The rest of a cold launch once the scene's `willConnect` returned (the device logs' cold open).
    private static func coldForegroundLines(_ prefix: String = "", appScenes: String = "foregroundInactive", activeScenes: String = "foregroundActive") -> [String] {
        [
            "\(prefix)N.scene.willConnect scene=unattached app=background",
            "\(prefix)sceneWillEnterForeground scene=unattached app=background",
            "\(prefix)N.scene.willEnterForeground scene=unattached app=background",
            "N.app.willEnterForeground scene=\(appScenes) app=inactive",
            "\(prefix)sceneDidBecomeActive scene=foregroundActive app=inactive",
            "\(prefix)N.scene.didActivate scene=foregroundActive app=inactive",
            "N.app.didBecomeActive scene=\(activeScenes) app=active",
        ]
    }

    private static func editingActivity(_ scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "org.openuiscene.tests.editing")
        activity.userInfo = ["draft": "Hello"]
        return activity
    }

    // MARK: - Item 2: a session that was in the background when the process ended comes back

    /// iOS: a single-window app goes to the Home Screen (state saved) and is killed; at the next
    /// launch that session reconnects, without `configurationForConnecting`, with its restoration
    /// activity in `willConnect` (openradar FB9855914; luxmentis.org "On iOS scenes"; Stack
    /// Overflow 63520008; Apple forums thread 702040).
    @Test func aBackgroundSessionKilledComesBackWithItsStateAndNoConfigurationAsked() throws {
        var probe = StateProbe.start()
        defer { StateProbe.current.stop() }
        probe.restorationActivity = Self.editingActivity
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist(multipleScenes: false))
        device.launch()
        let session = device.sessions[0].persistentIdentifier
        device.moveToBackground(device.sessions[0])
        device.kill()
        probe = StateProbe.start()
        device.launch()
        #expect(probe.log == Self.launchLines + [
            "sceneWillConnect restoration=org.openuiscene.tests.editing scene=unattached app=background",
        ] + Self.coldForegroundLines())
        #expect(device.sessions.map(\.persistentIdentifier) == [session], "that session, no new one beside it")
    }

    /// The desktop: every stored session comes back; the one that was minimized connects straight
    /// into the background after the foreground ones, with no foreground callback.
    @Test func onTheDesktopAMinimizedWindowKilledComesBackMinimizedAfterTheOthers() throws {
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
        device.restoresEverySessionAtLaunch = true
        device.launch()
        device.openNewWindow()
        let (shown, minimized) = (device.sessions[0].persistentIdentifier, device.sessions[1].persistentIdentifier)
        device.minimizeWindow(device.sessions[1])
        device.kill()
        let probe = StateProbe.start(labelsSessions: true)
        defer { probe.stop() }
        device.launch()
        #expect(probe.log == Self.launchLines + [
            "s1.sceneWillConnect scene=unattached app=background",
        ] + Self.coldForegroundLines("s1.", appScenes: "s1:foregroundInactive", activeScenes: "s1:foregroundActive") + [
            "s2.sceneWillConnect scene=unattached app=active",
            "s2.N.scene.willConnect scene=unattached app=active",
        ])
        let byID = Dictionary(uniqueKeysWithValues: device.sessions.map { ($0.persistentIdentifier, $0) })
        #expect(try probe.label(#require(byID[shown])) == "s1")
        #expect(try probe.label(#require(byID[minimized])) == "s2")
        #expect(byID[minimized]?.scene?.activationState == .background)
    }

    // MARK: - Item 4: closing the last window ends the process

    /// The desktop default: the last window's scene goes down (its state captured), then the
    /// process ends; the session is kept for the next launch.
    @Test func closingTheLastWindowTakesItsSceneDownThenTerminates() {
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
        device.launch()
        let probe = StateProbe.start()
        defer { probe.stop() }
        device.closeWindow(device.sessions[0])
        #expect(probe.log == [
            "sceneWillResignActive scene=foregroundActive app=active",
            "N.scene.willDeactivate scene=foregroundActive app=active",
            "N.app.willResignActive scene=foregroundInactive app=active",
            "sceneDidEnterBackground scene=background app=inactive",
            "N.scene.didEnterBackground scene=background app=inactive",
            "N.app.didEnterBackground scene=background app=background",
            "stateRestorationActivity scene=background app=background",
            "sceneDidDisconnect scene=unattached app=background",
            "N.scene.didDisconnect scene=unattached app=background",
            "applicationWillTerminate scene=- app=background",
            "N.app.willTerminate scene=- app=background",
        ])
        #expect(device.application == nil, "the process ended")
    }

    /// iPadOS: closing an app's last window disconnects and discards its session, then the
    /// process ends (douglashill.co "app-termination", FB6185896).
    @Test func closingTheLastWindowAsIPadOSDoesDiscardsThenTerminates() {
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
        device.lastWindowCloseQuitsDiscarding = true
        device.launch()
        let probe = StateProbe.start()
        defer { probe.stop() }
        device.closeWindow(device.sessions[0])
        #expect(probe.log == [
            "sceneWillResignActive scene=foregroundActive app=active",
            "N.scene.willDeactivate scene=foregroundActive app=active",
            "N.app.willResignActive scene=foregroundInactive app=active",
            "sceneDidEnterBackground scene=background app=inactive",
            "N.scene.didEnterBackground scene=background app=inactive",
            "N.app.didEnterBackground scene=background app=background",
            "sceneDidDisconnect scene=unattached app=background",
            "N.scene.didDisconnect scene=unattached app=background",
            "didDiscardSceneSessions scene=- app=background",
            "applicationWillTerminate scene=- app=background",
            "N.app.willTerminate scene=- app=background",
        ])
        #expect(device.application == nil, "the process ended")
    }

    // MARK: - Item 5: cold-launch URLs and activities arrive only in connectionOptions

    /// jakehao.com "scene-delegate-open-url"; apache/cordova-ios PR 1717; AvaloniaUI/Avalonia PR
    /// 21394; expo/expo PR 47628: no `scene(_:openURLContexts:)` for the launching URL.
    @Test func aURLThatLaunchesTheAppIsOnlyInTheConnectionOptions() {
        let probe = StateProbe.start()
        defer { probe.stop() }
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
        device.open(URL(string: "notes://note/5")!)
        #expect(probe.log == Self.launchLines + [
            "configurationForConnecting UIWindowSceneSessionRoleApplication url=notes://note/5 scene=- app=background",
            "sceneWillConnect url=notes://note/5 scene=unattached app=background",
        ] + Self.coldForegroundLines())
    }

    /// The same for an activity (a universal link, Handoff): in `userActivities`, never
    /// `scene(_:willContinueUserActivityWithType:)` / `scene(_:continue:)`.
    @Test func anActivityThatLaunchesTheAppIsOnlyInTheConnectionOptions() {
        let probe = StateProbe.start()
        defer { probe.stop() }
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
        device.continueActivity(noteActivity("note/5"))
        #expect(probe.log == Self.launchLines + [
            "configurationForConnecting UIWindowSceneSessionRoleApplication activity=note/5 scene=- app=background",
            "sceneWillConnect activity=note/5 scene=unattached app=background",
        ] + Self.coldForegroundLines())
        #expect(device.sessions.count == 1)
    }

    /// Two stored windows whose scenes preferred `note/1` and `note/2` (stored with the sessions).
    private func twoStoredWindows() -> (SimulatedDevice, [String]) {
        let setup = StateProbe.start()
        setup.targets = ["note/1", "note/2"]
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
        device.launch()
        device.openNewWindow()
        let identifiers = device.sessions.map(\.persistentIdentifier)
        device.terminate()
        return (device, identifiers)
    }

    /// Also when the scene that takes the URL is a restored session: it reconnects with the URL in
    /// its connection options (cordova-ios PR 1717, iOS 26), no configuration is asked, no
    /// `openURLContexts` follows.
    @Test func aURLThatLaunchesTheAppReachesARestoredSceneOnlyInItsConnectionOptions() throws {
        let (device, identifiers) = twoStoredWindows()
        let probe = StateProbe.start(labelsSessions: true)
        defer { probe.stop() }
        device.open(URL(string: "notes://note/2")!)
        #expect(probe.log == Self.launchLines + [
            "s1.sceneWillConnect scene=unattached app=background",
        ] + Self.coldForegroundLines("s1.", appScenes: "s1:foregroundInactive", activeScenes: "s1:foregroundActive") + [
            "s2.sceneWillConnect url=notes://note/2 scene=unattached app=active",
            "s2.N.scene.willConnect scene=unattached app=active",
            "s2.sceneWillEnterForeground scene=unattached app=active",
            "s2.N.scene.willEnterForeground scene=unattached app=active",
            "s1.sceneWillResignActive scene=foregroundActive app=active",
            "s1.N.scene.willDeactivate scene=foregroundActive app=active",
            "s2.sceneDidBecomeActive scene=foregroundActive app=active",
            "s2.N.scene.didActivate scene=foregroundActive app=active",
        ])
        #expect(device.sessions.map(\.persistentIdentifier) == identifiers, "no new session")
        #expect(try probe.label(#require(device.sessions.last)) == "s2")
    }

    @Test func anActivityThatLaunchesTheAppReachesARestoredSceneOnlyInItsConnectionOptions() throws {
        let (device, identifiers) = twoStoredWindows()
        let probe = StateProbe.start(labelsSessions: true)
        defer { probe.stop() }
        device.continueActivity(noteActivity("note/1"))
        #expect(probe.log == Self.launchLines + [
            "s1.sceneWillConnect activity=note/1 scene=unattached app=background",
        ] + Self.coldForegroundLines("s1.", appScenes: "s1:foregroundInactive", activeScenes: "s1:foregroundActive") + [
            "s2.sceneWillConnect scene=unattached app=active",
            "s2.N.scene.willConnect scene=unattached app=active",
            "s2.sceneWillEnterForeground scene=unattached app=active",
            "s2.N.scene.willEnterForeground scene=unattached app=active",
            "s1.sceneWillResignActive scene=foregroundActive app=active",
            "s1.N.scene.willDeactivate scene=foregroundActive app=active",
            "s2.sceneDidBecomeActive scene=foregroundActive app=active",
            "s2.N.scene.didActivate scene=foregroundActive app=active",
        ])
        #expect(device.sessions.map(\.persistentIdentifier) == identifiers, "no new session")
        #expect(try probe.label(#require(device.sessions.first)) == "s1")
    }

    // MARK: - Item 6: a URL or activity brings a background app or scene forward

    /// regularberry/AppLaunchSequence; the device logs' "open when app is open behind the
    /// lockscreen": the handler runs between willEnterForeground and didActivate, with the app
    /// `.inactive`.
    @Test func aURLForABackgroundSceneComesBetweenWillEnterForegroundAndDidActivate() {
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
        StateProbe.current.targets = ["note/1"]
        device.launch()
        device.moveToBackground(device.sessions[0])
        let probe = StateProbe.start()
        defer { probe.stop() }
        device.open(URL(string: "notes://note/1")!)
        #expect(probe.log == [
            "sceneWillEnterForeground scene=background app=background",
            "N.scene.willEnterForeground scene=background app=background",
            "N.app.willEnterForeground scene=foregroundInactive app=background",
            "openURLContexts notes://note/1 scene=foregroundInactive app=inactive",
            "sceneDidBecomeActive scene=foregroundActive app=inactive",
            "N.scene.didActivate scene=foregroundActive app=inactive",
            "N.app.didBecomeActive scene=foregroundActive app=active",
        ])
    }

    @Test func anActivityForABackgroundSceneComesBetweenWillEnterForegroundAndDidActivate() {
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
        StateProbe.current.targets = ["note/1"]
        device.launch()
        device.moveToBackground(device.sessions[0])
        let probe = StateProbe.start()
        defer { probe.stop() }
        device.continueActivity(noteActivity("note/1"))
        #expect(probe.log == [
            "sceneWillEnterForeground scene=background app=background",
            "N.scene.willEnterForeground scene=background app=background",
            "N.app.willEnterForeground scene=foregroundInactive app=background",
            "willContinue org.openuiscene.tests.editing scene=foregroundInactive app=inactive",
            "continue note/1 scene=foregroundInactive app=inactive",
            "sceneDidBecomeActive scene=foregroundActive app=inactive",
            "N.scene.didActivate scene=foregroundActive app=inactive",
            "N.app.didBecomeActive scene=foregroundActive app=active",
        ])
    }

    /// Legacy mode: `applicationWillEnterForeground` → the URL handler → `applicationDidBecomeActive`.
    @Test func aURLBringsABackgroundLegacyAppForward() {
        let device = SimulatedDevice(appDelegate: ProbeLegacyAppDelegate.self, infoPlist: ["CFBundleIdentifier": "org.openuiscene.tests.legacy"])
        device.launch()
        device.moveApplicationToBackground()
        let probe = StateProbe.start()
        defer { probe.stop() }
        device.open(URL(string: "notes://note/3")!)
        #expect(probe.log == [
            "N.scene.willEnterForeground scene=background app=background",
            "applicationWillEnterForeground scene=foregroundInactive app=background",
            "N.app.willEnterForeground scene=foregroundInactive app=background",
            "open notes://note/3 scene=foregroundInactive app=inactive",
            "N.scene.didActivate scene=foregroundActive app=inactive",
            "applicationDidBecomeActive scene=foregroundActive app=active",
            "N.app.didBecomeActive scene=foregroundActive app=active",
        ])
    }

    /// Legacy cold launch: the activity is continued before `applicationDidBecomeActive`.
    @Test func aLegacyColdLaunchContinuesTheActivityBeforeBecomingActive() {
        let probe = StateProbe.start()
        defer { probe.stop() }
        let device = SimulatedDevice(appDelegate: ProbeLegacyAppDelegate.self, infoPlist: ["CFBundleIdentifier": "org.openuiscene.tests.legacy"])
        device.continueActivity(NSUserActivity(activityType: "org.example.handoff"))
        #expect(probe.log == [
            "didFinishLaunching scene=- app=inactive",
            "N.app.didFinishLaunching scene=- app=inactive",
            "N.scene.willConnect scene=unattached app=inactive",
            "continue org.example.handoff scene=unattached app=inactive",
            "N.scene.willEnterForeground scene=unattached app=inactive",
            "N.scene.didActivate scene=foregroundActive app=inactive",
            "applicationDidBecomeActive scene=foregroundActive app=active",
            "N.app.didBecomeActive scene=foregroundActive app=active",
        ])
    }

    // MARK: - Item 8: a non-interactive external display never becomes active

    /// SalesforceMobileSDK-iOS PR 3679: willEnterForeground, never didActivate; detaching the
    /// screen takes it down and discards it.
    @Test func aNonInteractiveExternalDisplaySceneEntersTheForegroundButNeverBecomesActive() throws {
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist(externalDisplay: true))
        device.launch()
        let probe = StateProbe.start(labelsSessions: true)
        defer { probe.stop() }
        _ = probe.label(device.sessions[0])
        let external = try #require(device.connectExternalDisplay())
        device.disconnectExternalDisplay(external)
        #expect(probe.log == [
            "s2.configurationForConnecting UIWindowSceneSessionRoleExternalDisplayNonInteractive scene=- app=active",
            "s2.sceneWillConnect scene=unattached app=active",
            "s2.N.scene.willConnect scene=unattached app=active",
            "s2.sceneWillEnterForeground scene=unattached app=active",
            "s2.N.scene.willEnterForeground scene=unattached app=active",
            "s2.sceneDidEnterBackground scene=background app=active",
            "s2.N.scene.didEnterBackground scene=background app=active",
            "s2.sceneDidDisconnect scene=unattached app=active",
            "s2.N.scene.didDisconnect scene=unattached app=active",
            "s2.didDiscardSceneSessions scene=- app=active",
        ])
    }

    // MARK: - Item 9: restoration while the device is locked

    /// Apple's documentation of `stateRestorationActivity` and `scene(_:restoreInteractionStateWith:)`:
    /// nothing in `willConnect` while protected data is unavailable; the activity once it is.
    @Test func aSceneRestoredWhileLockedGetsItsStateAfterTheUnlock() {
        var probe = StateProbe.start()
        defer { StateProbe.current.stop() }
        probe.restorationActivity = Self.editingActivity
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
        device.launch()
        device.terminate()
        device.isLocked = true
        probe = StateProbe.start()
        device.launch()
        device.isLocked = false
        #expect(probe.log == Self.launchLines + [
            "sceneWillConnect scene=unattached app=background",
        ] + Self.coldForegroundLines() + [
            "restoreInteractionState org.openuiscene.tests.editing scene=foregroundActive app=active",
        ])
    }

    // MARK: - Activation conditions are stored with the session

    /// After a relaunch, an activity that a background session's scene preferred (set in
    /// `willConnect` in the earlier run) reconnects that session, with the activity in its
    /// connection options, and creates no duplicate.
    @Test func afterARelaunchAnActivityReconnectsTheStoredSessionThatPreferredIt() throws {
        let setup = StateProbe.start()
        setup.targets = ["note/1", "note/2"]
        let device = SimulatedDevice(appDelegate: ProbeAppDelegate.self, infoPlist: probeInfoPlist())
        device.launch()
        device.openNewWindow()
        let second = device.sessions[1].persistentIdentifier
        device.moveToBackground(device.sessions[1])
        device.terminate()
        let probe = StateProbe.start(labelsSessions: true)
        defer { probe.stop() }
        probe.targets = ["note/1"]
        device.launch()
        probe.log.removeAll()
        device.continueActivity(noteActivity("note/2"))
        #expect(probe.log == [
            "s2.sceneWillConnect activity=note/2 scene=unattached app=active",
            "s2.N.scene.willConnect scene=unattached app=active",
            "s2.sceneWillEnterForeground scene=unattached app=active",
            "s2.N.scene.willEnterForeground scene=unattached app=active",
            "s1.sceneWillResignActive scene=foregroundActive app=active",
            "s1.N.scene.willDeactivate scene=foregroundActive app=active",
            "s2.sceneDidBecomeActive scene=foregroundActive app=active",
            "s2.N.scene.didActivate scene=foregroundActive app=active",
        ])
        #expect(device.sessions.count == 2, "no duplicate")
        #expect(try probe.label(#require(device.sessions.first { $0.persistentIdentifier == second })) == "s2")
    }
}
