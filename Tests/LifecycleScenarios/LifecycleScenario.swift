import Foundation

/// A lifecycle scenario written once and played on every host: on the simulated device as the
/// window policy's window events (`SimulatedDevice.focusWindow`, `minimizeWindow`…), on the GTK
/// host as real window-manager actions on the fixture app (Tests/GTKFixtures). The two traces
/// must be the same, and the same as the trace recorded for the scenario in `Traces/`.
///
/// A small model of the window manager (openbox: a focus stack, minimized windows, focus falls
/// back to the most recently focused window) says which window events each user action amounts
/// to: that is exactly what the GTK host must derive from what X11 tells it.
package struct LifecycleScenario: CustomStringConvertible, Sendable {
    package enum Action: CustomStringConvertible, Sendable {
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
        /// The process dies without a word once the store has written what it was handed
        /// (SIGKILL on the GTK host, `SimulatedDevice.kill()` on the device).
        case kill
        /// The app is started again after it ended: stored sessions come back as on the desktop
        /// (every one; minimized ones minimized, once their window settled).
        case relaunch

        package var description: String {
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
            case .kill: "SIGKILL"
            case .relaunch: "relaunch"
            }
        }
    }

    /// What the simulated device is told for one action: a window event for the window policy,
    /// an app request, or what happens to the process.
    package enum Step: Equatable, Sendable {
        /// The app's `requestSceneSessionActivation(nil…)` / `requestSceneSessionDestruction`.
        case requestNew, requestDestruction(Int)
        /// Window events (the window policy decides what they mean).
        case focusWindow(Int), unfocusWindow(Int), minimizeWindow(Int), restoreWindow(Int), closeWindow(Int)
        /// Memory pressure (the window policy reclaims background scenes).
        case memoryPressure
        /// A second launch handed over a URL (the engine routes it).
        case openURL(String)
        /// A second launch with no argument (the window policy decides).
        case launchAgain
        /// The process: quit (`terminate`), killed, launched again (then its minimized windows settle).
        case terminate, kill, relaunch
    }

    /// What the GTK test waits for around an action (observable, no sleeps).
    package enum Condition: Sendable {
        /// A raw window event of the live channel (`focused`, `minimized`…) of window `n`.
        case windowEvent(String, Int)
        case intent(String)
        /// The fixture app printed this line.
        case output(String)
        case exit
        /// The session store on disk says windows `foreground` were on screen and `background`
        /// minimized (waited for before a SIGKILL: the store writes a moment after a change).
        case stored(foreground: [Int], background: [Int])
    }

    /// One action with the device's steps and the GTK test's waits before and after it.
    package struct PlannedAction: Sendable {
        package var action: Action
        package var steps: [Step]
        package var before: [Condition] = []
        package var after: [Condition] = []
    }

    package let name: String
    package let actions: [Action]

    package init(name: String, actions: [Action]) {
        self.name = name
        self.actions = actions
    }

    package var description: String { name }

    /// The file name of the scenario's recorded trace in `Traces/`.
    package var slug: String {
        String(name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
            .split(separator: "-", omittingEmptySubsequences: true).joined(separator: "-")
    }

    /// Whether the scenario starts the app a second time while it runs (the GTK host then needs
    /// a session bus).
    package var launchesTwice: Bool {
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

    /// Each action with the steps it amounts to and what to wait for.
    package func plan() -> [PlannedAction] {
        var wm = WindowManager()
        var result: [PlannedAction] = []
        for action in actions {
            var planned = PlannedAction(action: action, steps: [])
            switch action {
            case .secondLaunch(url: let url?):
                // Routed to the focused window's scene (no activation conditions in the fixture):
                // no window changes.
                planned.steps = [.openURL(url)]
                planned.after = [.output("opened \(url)")]
            case .newWindow, .secondLaunch(url: nil):
                let previous = wm.focused
                let window = wm.created
                wm.created += 1
                wm.open.append(window)
                wm.focusStack.insert(window, at: 0)
                let request: Step = if case .secondLaunch = action { .launchAgain } else { .requestNew }
                planned.steps = [request] + (previous.map { [.unfocusWindow($0)] } ?? [])
                planned.after = [.windowEvent("focused", window)]
            case .focus(let window):
                let previous = wm.focused
                wm.focusStack.removeAll { $0 == window }
                wm.focusStack.insert(window, at: 0)
                planned.steps = (previous.map { [.unfocusWindow($0)] } ?? []) + [.focusWindow(window)]
                planned.after = [.windowEvent("focused", window)]
            case .minimize(let window):
                wm.minimized.insert(window)
                wm.focusStack.removeAll { $0 == window }
                let next = wm.focusStack.first
                planned.steps = [.minimizeWindow(window)] + (next.map { [.focusWindow($0)] } ?? [])
                planned.after = [.windowEvent("minimized", window)] + (next.map { [.windowEvent("focused", $0)] } ?? [])
            case .restore(let window):
                let previous = wm.focused
                wm.minimized.remove(window)
                wm.focusStack.insert(window, at: 0)
                planned.steps = [.restoreWindow(window)] + (previous.map { [.unfocusWindow($0)] } ?? [])
                planned.after = [.windowEvent("restored", window), .windowEvent("focused", window)]
            case .close(let window), .requestDestruction(let window):
                let closes = if case .close = action { true } else { false }
                if wm.open.count == 1, closes {
                    planned.steps = [.closeWindow(window)]
                    planned.after = [.exit]
                    break
                }
                let wasFocused = wm.focused == window
                wm.open.removeAll { $0 == window }
                wm.focusStack.removeAll { $0 == window }
                wm.minimized.remove(window)
                let next = wasFocused ? wm.focusStack.first : nil
                planned.steps = [closes ? .closeWindow(window) : .requestDestruction(window)] + (next.map { [.focusWindow($0)] } ?? [])
                planned.after = [.windowEvent("destroyed", window)] + (next.map { [.windowEvent("focused", $0)] } ?? [])
            case .reclaimMemory:
                planned.steps = [.memoryPressure]
                planned.after = [.intent("reclaimMemory")]
            case .quit:
                planned.steps = [.terminate]
                planned.after = [.exit]
            case .kill:
                planned.steps = [.kill]
                planned.before = [.stored(foreground: wm.open.filter { !wm.minimized.contains($0) }, background: wm.open.filter { wm.minimized.contains($0) })]
                planned.after = [.exit]
            case .relaunch:
                // Every stored window comes back; the window manager focuses the one on top of
                // the stack; the minimized ones open minimized and settle.
                planned.steps = [.relaunch]
                planned.after = (wm.focused.map { [.windowEvent("focused", $0)] } ?? []) + wm.minimized.sorted().map { .windowEvent("minimized", $0) }
            }
            result.append(planned)
        }
        return result
    }
}
