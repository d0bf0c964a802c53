/// The scenarios every host plays (headless in `LifecycleScenarioTests`, on GTK in
/// `OpenUISceneGTKTests`).
package let sharedScenarios: [LifecycleScenario] = [
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
    LifecycleScenario(name: "after a SIGKILL the window comes back", actions: [
        .kill, .relaunch, .quit,
    ]),
    LifecycleScenario(name: "minimize, SIGKILL, relaunch: the minimized window comes back minimized", actions: [
        .newWindow, .minimize(1), .kill, .relaunch, .quit,
    ]),
]
