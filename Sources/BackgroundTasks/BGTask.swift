import Foundation
internal import OpenUIScene

/// A task the system runs: the launch handler gets one, sets its `expirationHandler` and calls
/// `setTaskCompleted(success:)` once, from any thread.
open class BGTask: NSObject, @unchecked Sendable {
    let run: ScheduledTaskRun

    init(_ run: ScheduledTaskRun) {
        self.run = run
        super.init()
    }

    public var identifier: String { run.identifier }

    /// Runs when the task's time is up; it must end the work and call `setTaskCompleted(success: false)`.
    public var expirationHandler: (() -> Void)? {
        get { run.expirationHandler }
        set { run.expirationHandler = newValue }
    }

    public func setTaskCompleted(success: Bool) {
        run.complete(success: success)
    }
}

/// An app refresh task (from a ``BGAppRefreshTaskRequest``).
public final class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A processing task (from a ``BGProcessingTaskRequest``).
public final class BGProcessingTask: BGTask, @unchecked Sendable {}
