import UIKit
// Only for the test command `advance` (CommandReader); an app has no reason to import it.
import OpenUIScene

// A UIKit-style app with no GTK code: it gets real windows only because its target links the
// OpenUISceneGTK product. The GTK tests run it as a child process and drive it with the
// window manager; it reads commands from stdin (one per line) and answers on stdout.

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var commands: CommandReader?
    /// Sessions in creation order (the `destroy <n>` command counts from 1).
    var sessions: [UISceneSession] = []
    /// Legacy mode (Legacy-Info.plist, no scene manifest): the app's one window.
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // The tests also run this app delegate on the simulated device, in their own process:
        // only the child process started by the GTK tests reads commands.
        if ProcessInfo.processInfo.environment["OPENUISCENE_FIXTURE_COMMANDS"] == "1" {
            commands = CommandReader()
        }
        FixtureNotifications.install()
        if ProcessInfo.processInfo.environment["OPENUISCENE_FIXTURE_LEGACY"] == "1" {
            // A pre-iOS 13 app: the app delegate owns the window.
            let controller = UIViewController()
            let label = UILabel()
            label.text = "Legacy window"
            controller.view.addSubview(label)
            controller.view.backgroundColor = .systemBlue
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = controller
            window?.makeKeyAndVisible()
        }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        sessions.append(connectingSceneSession)
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

@MainActor
var windowCount = 0

/// Distinct colours for the screenshot test: window 1 red, 2 green, 3 blue.
@MainActor
let palette: [UIColor] = [
    UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1),
    UIColor(red: 0.1, green: 0.8, blue: 0.1, alpha: 1),
    UIColor(red: 0.1, green: 0.2, blue: 0.9, alpha: 1),
]

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    /// FIXTURE_BACKGROUND_TASK=1: asks for background time when the scene leaves the foreground
    /// and says when it expires (the background-task test).
    func sceneDidEnterBackground(_ scene: UIScene) {
        guard ProcessInfo.processInfo.environment["FIXTURE_BACKGROUND_TASK"] == "1" else { return }
        let application = UIApplication.shared
        var task = UIBackgroundTaskIdentifier.invalid
        task = application.beginBackgroundTask(withName: "fixture save") {
            say("background task expired")
            application.endBackgroundTask(task)
        }
        say("background task \(task.rawValue) began")
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // The fault-injection run: the app keeps FIXTURE_WINDOWS windows open, and says which
        // session became active.
        say("active \(scene.session.persistentIdentifier)")
        if let wanted = ProcessInfo.processInfo.environment["FIXTURE_WINDOWS"].flatMap(Int.init) { WindowTopUp.keep(wanted) }
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { say("opened \(context.url.absoluteString) in \(scene.title ?? "")") }
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        windowCount += 1
        let environment = ProcessInfo.processInfo.environment
        // FIXTURE_IGNORES_LAUNCH_URL=1: the shape of a scene delegate that handles URLs in
        // openURLContexts only (the run-time check must name the URL it loses).
        if environment["FIXTURE_IGNORES_LAUNCH_URL"] != "1" {
            for context in connectionOptions.urlContexts { say("connected with \(context.url.absoluteString)") }
            if let item = connectionOptions.shortcutItem { say("connected with shortcut \(item.type)") }
        }
        scene.title = "Fixture \(windowCount)"
        say("style \(styleName(windowScene.traitCollection.userInterfaceStyle))")
        if environment["FIXTURE_CONTENT"] == "chrome" {
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = UINavigationController(rootViewController: chromeContent())
            window?.makeKeyAndVisible()
            return
        }
        if environment["FIXTURE_CONTENT"] == "appearance" || environment["FIXTURE_CONTENT"] == "accessibility" {
            let controller = environment["FIXTURE_CONTENT"] == "appearance" ? appearanceContent() : accessibilityContent()
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = controller
            window?.makeKeyAndVisible()
            return
        }
        let controller = UIViewController()
        controller.view.backgroundColor = palette[(windowCount - 1) % palette.count]
        // Native content: a field (focused first), a heading and a button.
        let field = UITextField()
        field.placeholder = "Type here"
        field.addAction(UIAction { [weak field] _ in say("field \(field?.text ?? "")") }, for: .editingChanged)
        field.addAction(UIAction { [weak field] _ in say("return \(field?.text ?? "")") }, for: .primaryActionTriggered)
        let heading = UILabel()
        heading.text = "Window \(windowCount)"
        heading.font = .preferredFont(forTextStyle: .headline)
        let button = UIButton(type: .system, primaryAction: UIAction(title: "New Window") { _ in
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        })
        let stack = UIStackView(arrangedSubviews: [field, heading, button])
        stack.axis = .vertical
        stack.spacing = 8
        controller.view.addSubview(stack)
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
    }
    /// A quick action while the app runs (the desktop entry's action, `--shortcut TYPE`).
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        say("shortcut \(shortcutItem.type) in \(windowScene.title ?? "")")
        completionHandler(true)
    }

    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection) {
        say("scene traits \(styleName(previousTraitCollection.userInterfaceStyle))>\(styleName(windowScene.traitCollection.userInterfaceStyle))")
    }
}

func styleName(_ style: UIUserInterfaceStyle) -> String {
    switch style {
    case .dark: "dark"
    case .light: "light"
    default: "unspecified"
    }
}

/// Says when its traits change (FIXTURE_CONTENT=appearance or accessibility).
final class TraitReportingViewController: UIViewController {
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        say("controller traits \(styleName(previousTraitCollection?.userInterfaceStyle ?? .unspecified))>\(styleName(traitCollection.userInterfaceStyle))")
    }
}

/// FIXTURE_CONTENT=appearance: content as the Notes library has it, a stack on the system
/// background with a label and buttons, nothing else coloured (the dark-mode test).
@MainActor
func appearanceContent() -> UIViewController {
    let controller = TraitReportingViewController()
    let label = UILabel()
    label.text = "Appearance"
    label.textColor = .label
    let button = UIButton(type: .system, primaryAction: UIAction(title: "New Window") { _ in
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
    })
    let stack = UIStackView(arrangedSubviews: [label, button])
    stack.axis = .vertical
    stack.spacing = 8
    stack.backgroundColor = .systemBackground
    controller.view.addSubview(stack)
    return controller
}

/// FIXTURE_CONTENT=accessibility: what a screen reader must be able to read (the accessibility
/// test): a heading, a labelled button with a hint, a list of notes, a note editor.
@MainActor
func accessibilityContent() -> UIViewController {
    let controller = TraitReportingViewController()
    controller.title = "Note Editor"
    let heading = UILabel()
    heading.text = "Notes"
    heading.accessibilityTraits = .header
    let button = UIButton(type: .system, primaryAction: UIAction(title: "+") { _ in })
    button.accessibilityLabel = "Add Note"
    button.accessibilityHint = "Creates an empty note"
    button.accessibilityIdentifier = "add-note"
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "note")
    table.dataSource = fixtureNotes
    // An empty list says what to do: its background view is the list's placeholder.
    let archive = UITableView(frame: .zero, style: .plain)
    archive.accessibilityLabel = "Archive"
    archive.dataSource = emptyNotes
    let emptyState = UILabel()
    emptyState.text = "No archived notes yet"
    archive.backgroundView = emptyState
    let editor = UITextView()
    editor.text = "Milk, eggs"
    editor.accessibilityIdentifier = "editor"
    let status = UIView()
    status.isAccessibilityElement = true
    status.accessibilityLabel = "Saved"
    status.accessibilityValue = "2 notes"
    let stack = UIStackView(arrangedSubviews: [heading, button, table, archive, editor, status])
    stack.axis = .vertical
    stack.spacing = 8
    controller.view.addSubview(stack)
    return controller
}

/// FIXTURE_CONTENT=chrome: a navigation controller's top view controller with bar button items
/// (the header bar test): "Add" says it was pressed and disables "Edit" after the first press.
@MainActor
func chromeContent() -> UIViewController {
    let controller = UIViewController()
    controller.title = "Library"
    let edit = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in say("bar button edit") })
    controller.navigationItem.leftBarButtonItem = edit
    controller.navigationItem.rightBarButtonItems = [
        UIBarButtonItem(title: "Add", primaryAction: UIAction { _ in
            say("bar button add")
            edit.isEnabled = false
            controller.navigationItem.title = "Library (edited)"
        }),
    ]
    let label = UILabel()
    label.text = "No notes yet"
    controller.view.addSubview(label)
    return controller
}

@MainActor
let fixtureNotes = FixtureNotes()

@MainActor
let emptyNotes = EmptyNotes()

final class EmptyNotes: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

final class FixtureNotes: NSObject, UITableViewDataSource {
    let notes = [("Groceries", "Milk, eggs"), ("Ideas", "")]
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = notes[indexPath.row].0
        content.secondaryText = notes[indexPath.row].1
        cell.contentConfiguration = content
        return cell
    }
}

/// Prints one line on stdout (the tests read it).
func say(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

/// Commands on stdin: `new`, `destroy <n>` (the n-th session created), `title <text>`, `probe`,
/// `advance <seconds>`, `hold <file>` (the main thread waits for the file).
@MainActor
final class CommandReader {
    private var buffer = Data()

    init() {
        FileHandle.standardInput.readabilityHandler = { handle in
            let data = handle.availableData
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.received(data) }
            }
        }
    }

    private func received(_ data: Data) {
        if data.isEmpty { FileHandle.standardInput.readabilityHandler = nil }
        buffer.append(data)
        while let newline = buffer.firstIndex(of: 0x0A) {
            let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
            buffer.removeSubrange(buffer.startIndex...newline)
            run(line)
        }
    }

    private func run(_ line: String) {
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        guard let command = parts.first else { return }
        let app = UIApplication.shared
        switch command {
        case "new":
            app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        case "destroy":
            let sessions = (app.delegate as? AppDelegate)?.sessions ?? []
            if parts.count > 1, let number = Int(parts[1]), number >= 1, number <= sessions.count {
                app.requestSceneSessionDestruction(sessions[number - 1], options: nil)
            }
        case "title":
            let title = parts.count > 1 ? parts[1] : ""
            app.connectedScenes.first { $0.activationState == .foregroundActive }?.title = title
        case "probe":
            probe()
        case "notify":
            FixtureNotifications.post(parts.count > 1 ? parts[1] : "")
        case "unnotify":
            FixtureNotifications.remove(parts.count > 1 ? parts[1] : "")
        case "hold":
            // Test-only: the main thread is busy until the file exists (the test queues events
            // meanwhile: a burst of D-Bus signals reaches the main loop in one turn).
            let path = parts.count > 1 ? parts[1] : ""
            say("holding")
            while !FileManager.default.fileExists(atPath: path) { usleep(1000) }
            say("released")
        case "advance":
            // Test-only: time passes for the host's timers (the window policy's scheduler: a
            // minimized window's reclaim, background tasks' expiry) without the test waiting for
            // it. Answered on the next turn of the main queue, once the trace is on the live channel.
            let seconds = parts.count > 1 ? Double(parts[1]) ?? 0 : 0
            (SceneEngine.running?.windowPolicy.scheduler as? MainQueueLifecycleScheduler)?.advance(by: .milliseconds(Int64(seconds * 1000)))
            DispatchQueue.main.async { say("advanced \(parts.count > 1 ? parts[1] : "0")") }
        default:
            say("unknown \(command)")
        }
    }

    /// Swift concurrency inside the host's main loop: each answer says how long it took.
    private func probe() {
        let start = DispatchTime.now()
        let elapsed: @Sendable () -> String = {
            String(format: "%.3f", Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        }
        Task { @MainActor in say("probe task \(elapsed())") }
        DispatchQueue.main.async { say("probe dispatch \(elapsed())") }
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(50))
            say("probe sleep \(elapsed())")
        }
        let name = Notification.Name("org.openuiscene.fixture.probe")
        nonisolated(unsafe) var token: (any NSObjectProtocol)?
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
            MainActor.assumeIsolated {
                say("probe notification \(elapsed())")
                if let token { NotificationCenter.default.removeObserver(token) }
            }
        }
        DispatchQueue.global().async {
            NotificationCenter.default.post(name: name, object: nil)
        }
    }
}

/// The fault-injection run's N windows. A request is served after the callback that made it
/// (later still on iOS), so scenes restored together all become active before the first new
/// session exists: each counting `openSessions` alone asked for the same missing window, and two
/// restored sessions grew to four. The windows already asked for count too.
@MainActor enum WindowTopUp {
    private static var asked = 0

    static func keep(_ wanted: Int) {
        let application = UIApplication.shared
        let known = max(application.openSessions.count, asked)
        guard known < wanted else { return }
        asked = known + 1
        application.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { _ in
            asked = application.openSessions.count
        }
    }
}
