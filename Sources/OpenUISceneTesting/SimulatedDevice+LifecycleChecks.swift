import OpenUIScene

extension SimulatedDevice {
    /// What the run-time lifecycle checks found so far, across launches, oldest first: a URL,
    /// activity, quick action or notification response that arrived in the connection options
    /// and was never read, a quick action's completion handler not called (in time) or called
    /// twice, a launch that ends with no key, visible window, app delegate methods that a
    /// scene-based app never gets (docs/AUDIT.md). Each is also a `warning` event in ``trace``.
    public var lifecycleWarnings: [LifecycleWarning] { warningLog.warnings }

    /// Whether the run-time lifecycle checks run (on by default; off with
    /// `OPENUISCENE_LIFECYCLE_CHECKS=0`). Takes effect at the next launch's connections.
    public var lifecycleChecksEnabled: Bool {
        get { warningLog.isEnabled }
        set { warningLog.isEnabled = newValue }
    }

    /// Forgets the warnings found so far (for example after an expected one was asserted).
    public func removeLifecycleWarnings() { warningLog.removeAll() }
}

extension SimulatedDevice {
    /// A cold launch by a click on a notification that an earlier run posted (as a desktop
    /// notification outlives the process): the connecting scene finds the response in
    /// `connectionOptions.notificationResponse`, then the delegate's `didReceive` follows.
    /// Does nothing while the app runs.
    package func launchByNotification(identifier: String, title: String) {
        if let engine = currentEngine, engine.phase != .terminated, engine.phase != .notLaunched { return }
        let engine = makeEngine()
        let request = NotificationRequestRecord(identifier: identifier, title: title)
        guard let response = engine.notificationResponse(identifier: identifier, actionIdentifier: nil, rebuilt: request) else { return }
        launch(engine, with: .notification(response))
    }
}
