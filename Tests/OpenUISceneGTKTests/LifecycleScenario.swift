import Foundation
import OpenUIScene
import OpenUISceneTesting

/// A lifecycle scenario written once and played on both hosts: on the simulated device as
/// engine intents, on the GTK host as real window-manager actions on the fixture app. The two
/// traces must be the same.
///
/// A small model of the window manager (openbox: a focus stack, minimized windows, focus falls
/// back to the most recently focused window) says which intents each user action amounts to:
/// that is exactly what the GTK host must derive from the window events it receives.
struct LifecycleScenario: CustomStringConvertible {
    enum Action: CustomStringConvertible {
        /// The app asks for a new window (`requestSceneSessionActivation(nil…)`); the window
        /// manager focuses it.
        case newWindow
        /// The user clicks window `n` (0-based, in session creation order).
        case focus(Int)
        /// The user minimizes window `n` (it must have the focus).
        case minimize(Int)
        /// The user restores minimized window `n`.
        case restore(Int)
        /// The user closes window `n` (`wmctrl -c`).
        case close(Int)
        /// The app asks to destroy session `n` (`requestSceneSessionDestruction`).
        case requestDestruction(Int)
        /// The system reclaims memory (SIGUSR1 on the GTK host).
        case reclaimMemory
        /// The app is started again while it runs (single instance on a session bus): with a
        /// URL, the running app routes it; with none, the window policy opens a new window.
        case secondLaunch(url: String?)
        /// The app is asked to quit (SIGTERM).
        case quit

        var description: String {
            switch self {
            case .newWindow: "new window"
            case .focus(let n): "focus s\(n + 1)"
            case .minimize(let n): "minimize s\(n + 1)"
            case .restore(let n): "restore s\(n + 1)"
            case .close(let n): "close s\(n + 1)"
            case .requestDestruction(let n): "request destruction of s\(n + 1)"
            case .reclaimMemory: "reclaim memory"
            case .secondLaunch(let url): "second launch \(url ?? "with no argument")"
            case .quit: "quit"
            }
        }
    }

    /// What the simulated device is told for one action.
    enum Intent: Equatable {
        case requestNew, requestDestruction(Int), moveToForeground(Int), moveToBackground(Int), deactivate(Int), reclaimMemory, terminate
        /// The user clicks the window's close button: the window policy decides (discard, or
        /// quit for the last window).
        case closeWindow(Int)
        /// A second launch handed over a URL (the engine routes it).
        case openURL(String)
        /// A second launch with no argument (the window policy decides).
        case launchAgain
    }

    /// What the GTK test waits for after an action (observable, no sleeps).
    enum Condition {
        case windowEvent(String, Int)
        case intent(String)
        /// The fixture app printed this line.
        case output(String)
        case exit
    }

    let name: String
    let actions: [Action]

    var description: String { name }

    /// Whether the scenario starts the app a second time (the GTK host then needs a session bus).
    var launchesTwice: Bool {
        actions.contains { if case .secondLaunch = $0 { true } else { false } }
    }

    /// The window manager's state while the scenario is played.
    private struct WindowManager {
        var open: [Int] = [0]
        var focusStack: [Int] = [0]
        var minimized: Set<Int> = []
        var created = 1
        var focused: Int? { focusStack.first }
    }

    /// Each action with the intents it amounts to and what to wait for afterwards.
    func plan() -> [(action: Action, intents: [Intent], conditions: [Condition])] {
        var wm = WindowManager()
        var result: [(Action, [Intent], [Condition])] = []
        for action in actions {
            var intents: [Intent] = []
            var conditions: [Condition] = []
            switch action {
            case .secondLaunch(url: let url?):
                // Routed to the focused window's scene (no activation conditions in the fixture):
                // no window changes.
                intents = [.openURL(url)]
                conditions = [.output("opened \(url)")]
            case .newWindow, .secondLaunch(url: nil):
                let previous = wm.focused
                let window = wm.created
                wm.created += 1
                wm.open.append(window)
                wm.focusStack.insert(window, at: 0)
                let request: Intent = if case .secondLaunch = action { .launchAgain } else { .requestNew }
                intents = [request] + (previous.map { [.deactivate($0)] } ?? [])
                conditions = [.windowEvent("focused", window)]
            case .focus(let window):
                let previous = wm.focused
                wm.focusStack.removeAll { $0 == window }
                wm.focusStack.insert(window, at: 0)
                intents = (previous.map { [.deactivate($0)] } ?? []) + [.moveToForeground(window)]
                conditions = [.windowEvent("focused", window)]
            case .minimize(let window):
                wm.minimized.insert(window)
                wm.focusStack.removeAll { $0 == window }
                let next = wm.focusStack.first
                intents = [.moveToBackground(window)] + (next.map { [.moveToForeground($0)] } ?? [])
                conditions = [.windowEvent("minimized", window)] + (next.map { [.windowEvent("focused", $0)] } ?? [])
            case .restore(let window):
                let previous = wm.focused
                wm.minimized.remove(window)
                wm.focusStack.insert(window, at: 0)
                intents = [.moveToForeground(window)] + (previous.map { [.deactivate($0)] } ?? [])
                conditions = [.windowEvent("restored", window), .windowEvent("focused", window)]
            case .close(let window), .requestDestruction(let window):
                let request: [Intent]
                if case .close = action { request = [] } else { request = [.requestDestruction(window)] }
                if wm.open.count == 1, case .close = action {
                    intents = [.closeWindow(window)]
                    conditions = [.exit]
                    break
                }
                let wasFocused = wm.focused == window
                wm.open.removeAll { $0 == window }
                wm.focusStack.removeAll { $0 == window }
                wm.minimized.remove(window)
                let next = wasFocused ? wm.focusStack.first : nil
                if case .close = action {
                    intents = [.closeWindow(window)]
                } else {
                    intents = request
                }
                intents += next.map { [.moveToForeground($0)] } ?? []
                conditions = [.windowEvent("destroyed", window)] + (next.map { [.windowEvent("focused", $0)] } ?? [])
            case .reclaimMemory:
                intents = [.reclaimMemory]
                conditions = [.intent("reclaimMemory")]
            case .quit:
                intents = [.terminate]
                conditions = [.exit]
            }
            result.append((action, intents, conditions))
        }
        return result
    }
}

/// The scenarios both hosts play.
let sharedScenarios: [LifecycleScenario] = [
    LifecycleScenario(name: "focus moves between two windows; minimize, restore, close, quit", actions: [
        .newWindow, .focus(0), .focus(1), .minimize(1), .restore(1), .close(1), .quit,
    ]),
    LifecycleScenario(name: "a reclaimed background scene reconnects when its window is restored", actions: [
        .newWindow, .minimize(1), .reclaimMemory, .restore(1), .quit,
    ]),
    LifecycleScenario(name: "the app destroys a session; its window closes", actions: [
        .newWindow, .newWindow, .requestDestruction(1), .requestDestruction(2), .quit,
    ]),
    LifecycleScenario(name: "minimizing the only window sends the app to the background", actions: [
        .minimize(0), .restore(0), .quit,
    ]),
    LifecycleScenario(name: "a second launch hands its URL to the running app, then opens a window", actions: [
        .newWindow, .focus(0), .secondLaunch(url: "fixture://note/7"), .secondLaunch(url: nil), .quit,
    ]),
    LifecycleScenario(name: "closing the last window quits and keeps its session", actions: [
        .newWindow, .close(0), .close(1),
    ]),
]
