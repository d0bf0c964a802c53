import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

// Dark mode (issue 16, item 5): the desktop's colour-scheme preference is an intent; the app's
// hierarchy hears a change top-down; overrides and the Info.plist's UIUserInterfaceStyle win.

/// What the appearance tests' objects heard, in order: `who:previous>current`.
@MainActor
enum AppearanceLog {
    static var entries: [String] = []
    static func note(_ who: String, _ previous: UITraitCollection?, _ current: UITraitCollection) {
        entries.append("\(who):\(previous.map { name($0.userInterfaceStyle) } ?? "nil")>\(name(current.userInterfaceStyle))")
    }
    static func name(_ style: UIUserInterfaceStyle) -> String {
        switch style {
        case .dark: "dark"
        case .light: "light"
        default: "unspecified"
        }
    }
}

final class LoggingView: UIView {
    var name = ""
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // `current` is this view's traits while it runs.
        #expect(UITraitCollection.current.userInterfaceStyle == traitCollection.userInterfaceStyle)
        AppearanceLog.note(name, previousTraitCollection, traitCollection)
    }
}

final class LoggingViewController: UIViewController {
    var name = ""
    override func loadView() {
        let view = LoggingView()
        view.name = name + ".view"
        self.view = view
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        AppearanceLog.note(name, previousTraitCollection, traitCollection)
    }
}

final class LoggingWindow: UIWindow {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        AppearanceLog.note("window", previousTraitCollection, traitCollection)
    }
}

/// root (a container) ▸ its view ▸ label, and a child view controller whose view is in root's view.
final class AppearanceSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let root = LoggingViewController()
    let child = LoggingViewController()
    let label = LoggingView()
    var styleAtConnect: UIUserInterfaceStyle?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        styleAtConnect = windowScene.traitCollection.userInterfaceStyle
        root.name = "root"
        child.name = "child"
        label.name = "label"
        root.view.addSubview(label)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = LoggingWindow(windowScene: windowScene)
        window.rootViewController = root
        self.window = window
        window.makeKeyAndVisible()
    }

    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection) {
        AppearanceLog.note("scene", previousTraitCollection, windowScene.traitCollection)
    }
}

final class AppearanceAppDelegate: UIResponder, UIApplicationDelegate {}

@MainActor
func appearancePlist(style: String? = nil) -> [String: Any] {
    var plist: [String: Any] = [
        "CFBundleIdentifier": "org.openuiscene.tests.appearance",
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": true,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "OpenUISceneTests.AppearanceSceneDelegate"],
                ],
            ],
        ] as [String: Any],
    ]
    if let style { plist["UIUserInterfaceStyle"] = style }
    return plist
}

@MainActor
@Suite(.serialized) struct AppearanceTests {
    private func launch(style: String? = nil, dark: Bool = false) -> (SimulatedDevice, AppearanceSceneDelegate) {
        AppearanceLog.entries = []
        let device = SimulatedDevice(appDelegate: AppearanceAppDelegate.self, infoPlist: appearancePlist(style: style))
        if dark { device.userInterfaceStyle = .dark }
        device.launch()
        let delegate = device.sessions[0].scene!.delegate as! AppearanceSceneDelegate
        return (device, delegate)
    }

    @Test func theDesktopsPreferenceIsTheAppsAppearanceFromTheFirstScene() {
        let (device, delegate) = launch(dark: true)
        #expect(delegate.styleAtConnect == .dark)
        #expect(delegate.root.traitCollection.userInterfaceStyle == .dark)
        #expect(delegate.label.traitCollection.userInterfaceStyle == .dark)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        #expect(AppearanceLog.entries.isEmpty, "nothing changed: \(AppearanceLog.entries)")
        device.terminate()
    }

    @Test func aChangeReachesTheSceneDelegateThenTheHierarchyTopDown() {
        let (device, delegate) = launch()
        #expect(delegate.styleAtConnect == .light)
        let traceStart = device.trace.count
        device.userInterfaceStyle = .dark
        #expect(AppearanceLog.entries == [
            "scene:light>dark",
            "window:light>dark",
            "root:light>dark",
            "root.view:light>dark",
            "label:light>dark",
            "child:light>dark",
            "child.view:light>dark",
        ])
        let session = device.sessions[0].persistentIdentifier
        let events = device.trace.dropFirst(traceStart).map(\.description)
        #expect(events == [
            "intent userInterfaceStyle (dark)",
            "host appearance [\(session)] (dark)",
            "delegate windowScene(_:didUpdate:interfaceOrientation:traitCollection:) [\(session)]",
        ])
        // Back to light, and a repeated preference changes nothing.
        AppearanceLog.entries = []
        device.userInterfaceStyle = .light
        device.userInterfaceStyle = .light
        #expect(AppearanceLog.entries.count == 7)
        #expect(AppearanceLog.entries.allSatisfy { $0.hasSuffix(":dark>light") })
        device.terminate()
    }

    @Test func overridesKeepTheirPartOfTheHierarchy() {
        let (device, delegate) = launch()
        // The child view controller forces dark: it and its view hear it at once, nobody else.
        delegate.child.overrideUserInterfaceStyle = .dark
        #expect(AppearanceLog.entries == ["child:light>dark", "child.view:light>dark"])
        AppearanceLog.entries = []
        // The label's own override: only the label.
        delegate.label.overrideUserInterfaceStyle = .light
        #expect(AppearanceLog.entries.isEmpty)
        // The desktop goes dark: the child and the label keep theirs.
        device.userInterfaceStyle = .dark
        #expect(AppearanceLog.entries == ["scene:light>dark", "window:light>dark", "root:light>dark", "root.view:light>dark"])
        #expect(delegate.label.traitCollection.userInterfaceStyle == .light)
        #expect(delegate.child.view.traitCollection.userInterfaceStyle == .dark)
        AppearanceLog.entries = []
        // A view's override does not reach a child view controller's view inside it (UIKit's rule).
        delegate.root.view.overrideUserInterfaceStyle = .light
        #expect(AppearanceLog.entries == ["root.view:dark>light"])
        AppearanceLog.entries = []
        // A window's override reaches everything in it, child view controllers included, except
        // what has its own.
        delegate.root.view.overrideUserInterfaceStyle = .unspecified
        AppearanceLog.entries = []
        delegate.child.overrideUserInterfaceStyle = .unspecified
        AppearanceLog.entries = []
        delegate.window?.overrideUserInterfaceStyle = .light
        #expect(AppearanceLog.entries == ["window:dark>light", "root:dark>light", "root.view:dark>light", "child:dark>light", "child.view:dark>light"])
        #expect(delegate.window?.windowScene?.traitCollection.userInterfaceStyle == .dark)
        device.terminate()
    }

    @Test(arguments: [("Light", UIUserInterfaceStyle.light), ("Dark", .dark)])
    func theInfoPlistForcesTheAppsAppearance(_ value: String, _ forced: UIUserInterfaceStyle) {
        let (device, delegate) = launch(style: value, dark: forced == .light)
        #expect(delegate.styleAtConnect == forced)
        #expect(delegate.window?.traitCollection.userInterfaceStyle == forced)
        // The screen still reports the desktop's.
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == (forced == .light ? .dark : .light))
        device.userInterfaceStyle = forced == .light ? .light : .dark
        device.userInterfaceStyle = forced == .light ? .dark : .light
        #expect(AppearanceLog.entries.isEmpty, "forced: \(AppearanceLog.entries)")
        #expect(device.trace.contains { $0.kind == .intent && $0.name == "userInterfaceStyle" })
        #expect(!device.trace.contains { $0.name == "appearance" })
        device.terminate()
    }

    @Test func anUnknownInfoPlistValueIsReportedAndIgnored() {
        let device = SimulatedDevice(appDelegate: AppearanceAppDelegate.self, infoPlist: appearancePlist(style: "Darkish"))
        #expect(device.infoPlistProblems.contains { $0.contains("UIUserInterfaceStyle") && $0.contains("Light, Dark or Automatic") }, "\(device.infoPlistProblems)")
        device.userInterfaceStyle = .dark
        device.launch()
        let delegate = device.sessions[0].scene!.delegate as! AppearanceSceneDelegate
        #expect(delegate.styleAtConnect == .dark)
        device.terminate()
    }

    @Test func automaticFollowsTheDesktop() {
        let (device, delegate) = launch(style: "Automatic")
        device.userInterfaceStyle = .dark
        #expect(delegate.root.traitCollection.userInterfaceStyle == .dark)
        #expect(AppearanceLog.entries.first == "scene:light>dark")
        device.terminate()
    }

    @Test func registeredHandlersRunAfterTraitCollectionDidChangeAndOnlyForWatchedTraits() {
        let (device, delegate) = launch()
        var heard: [String] = []
        delegate.label.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: LoggingView, previous: UITraitCollection) in
            heard.append("\(view.name):\(AppearanceLog.name(previous.userInterfaceStyle))>\(AppearanceLog.name(view.traitCollection.userInterfaceStyle))")
            AppearanceLog.entries.append("handler")
        }
        delegate.root.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: LoggingViewController, _: UITraitCollection) in
            heard.append("size class")
        }
        let registration = delegate.child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, _: UITraitCollection) in
            heard.append("child")
        }
        delegate.child.unregisterForTraitChanges(registration)
        device.userInterfaceStyle = .dark
        #expect(heard == ["label:light>dark"])
        #expect(AppearanceLog.entries.firstIndex(of: "handler") == AppearanceLog.entries.firstIndex(of: "label:light>dark").map { $0 + 1 })
        device.terminate()
    }

    @Test func dynamicColoursResolveWithTheTraits() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.systemBackground.resolvedColor(with: dark) == .black)
        #expect(UIColor.systemBackground.resolvedColor(with: light) == .white)
        #expect(UIColor.label.resolvedColor(with: dark) == .white)
        #expect(UIColor.systemBackground.red == 1, "a dynamic colour's components are its light value")
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .red : .blue }
        #expect(custom.resolvedColor(with: dark) == .red)
        #expect(custom.resolvedColor(with: light) == .blue)
        #expect(UIColor.red.resolvedColor(with: dark) == .red)
    }

    @Test func aStyleIsOnlyTheDesktopsBeforeLaunchAndSurvivesARelaunch() {
        let (device, delegate) = launch(dark: true)
        #expect(delegate.styleAtConnect == .dark)
        device.relaunch()
        let relaunched = device.sessions[0].scene!.delegate as! AppearanceSceneDelegate
        #expect(relaunched.styleAtConnect == .dark)
        device.terminate()
    }
}
