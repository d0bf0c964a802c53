import Dispatch
import Foundation
internal import OpenUIScene

/// Schedules work that runs while the app is in the background, as Apple's BackgroundTasks
/// framework does. The rules (which identifiers, when a task runs, how long it may take) are the
/// engine's, shared by every host (docs/LIFECYCLE.md "Scheduled background tasks"):
///
/// - identifiers must be listed in the Info.plist's `BGTaskSchedulerPermittedIdentifiers`;
/// - launch handlers are registered before the app finishes launching, once each;
/// - a submitted request runs while the app is in the background, once its `earliestBeginDate`
///   has passed; an app refresh task may take 30 seconds, a processing task 3 minutes, then its
///   `expirationHandler` runs.
///
/// Here the app is never launched in the background to run a task: requests wait for the app
/// to be running and in the background (minimized windows), and they end with the process
/// (docs/PARITY.md "BackgroundTasks").
public final class BGTaskScheduler: @unchecked Sendable {
    /// The app's scheduler.
    public static let shared = BGTaskScheduler()

    private init() {}

    /// Registers the code that runs a task. `queue` nil runs it on the main queue here (iOS uses
    /// a background queue): a test sees its effects when the simulated device's call returns, and
    /// a handler that touches the app's main-actor state is safe.
    /// Returns `false`, with a message naming the fix, for an identifier that is not permitted,
    /// registered twice, or registered after launch (UIKit raises an exception for the last two).
    @discardableResult
    public func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool {
        // Not `@Sendable`, as Apple's: a closure written on the main actor is the main actor's,
        // and runs on the main queue here when `queue` is nil (on iOS it would run elsewhere).
        nonisolated(unsafe) let launchHandler = launchHandler
        return onMain { engine in
            guard let engine else {
                Self.report("register(forTaskWithIdentifier:using:launchHandler:)", "\"\(identifier)\": the app is not running (register from the app delegate's init or application(_:didFinishLaunchingWithOptions:))")
                return false
            }
            return engine.registerScheduledTask(identifier, queue: queue) { run in
                launchHandler(run.kind == .processing ? BGProcessingTask(run) : BGAppRefreshTask(run))
            }
        }
    }

    /// Submits a request; one with the same identifier replaces it.
    public func submit(_ taskRequest: BGTaskRequest) throws {
        let request = taskRequest.engineRequest
        let refusal = onMain { engine -> ScheduledTaskRefusal? in
            guard let engine else {
                Self.report("submit(_:)", "\"\(request.identifier)\": the app is not running (BGTaskScheduler.Error.unavailable)")
                return .unavailable
            }
            do throws(ScheduledTaskRefusal) {
                try engine.submitScheduledTask(request)
                return nil
            } catch {
                return error
            }
        }
        if let refusal { throw Error(refusal) }
    }

    public func cancel(taskRequestWithIdentifier identifier: String) {
        onMain { $0?.cancelScheduledTask(identifier) }
    }

    public func cancelAllTaskRequests() {
        onMain { $0?.cancelAllScheduledTasks() }
    }

    /// The requests waiting to run, in the order they are due.
    public func getPendingTaskRequests(completionHandler: @escaping @Sendable ([BGTaskRequest]) -> Void) {
        let requests = pendingRequests()
        completionHandler(requests)
    }

    public func pendingTaskRequests() async -> [BGTaskRequest] {
        await MainActor.run { Self.requests(SceneEngine.running?.pendingScheduledTaskRequests ?? []) }
    }

    private func pendingRequests() -> [BGTaskRequest] {
        onMain { Self.requests($0?.pendingScheduledTaskRequests ?? []) }
    }

    private static func requests(_ requests: [ScheduledTaskRequest]) -> [BGTaskRequest] {
        requests.map { request in
            let made: BGTaskRequest
            switch request.kind {
            case .appRefresh: made = BGAppRefreshTaskRequest(identifier: request.identifier)
            case .processing:
                let processing = BGProcessingTaskRequest(identifier: request.identifier)
                processing.requiresNetworkConnectivity = request.requiresNetworkConnectivity
                processing.requiresExternalPower = request.requiresExternalPower
                made = processing
            }
            made.earliestBeginDate = request.earliestBeginDate
            return made
        }
    }

    /// The scheduler may be called from any thread (as Apple's); the engine lives on the main actor.
    /// From another thread the call waits for the main queue (`DispatchQueue.main.sync`): do not
    /// call it from a thread the main thread is waiting for (`queue.sync { submit }` from the main
    /// thread deadlocks), and prefer calling it from the main actor.
    private func onMain<T: Sendable>(_ body: @MainActor (SceneEngine?) -> T) -> T {
        if MainQueue.isCurrent { return MainActor.assumeIsolated { body(SceneEngine.running) } }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { body(SceneEngine.running) } }
    }

    private static func report(_ call: String, _ message: String) {
        FileHandle.standardError.write(Data("BGTaskScheduler.\(call): \(message)\n".utf8))
    }
}

extension BGTaskScheduler {
    /// The errors `submit(_:)` throws, in `BGTaskSchedulerErrorDomain` as Apple's.
    public struct Error: Swift.Error, CustomNSError, Hashable, Sendable {
        public enum Code: Int, Sendable {
            /// The app cannot schedule background work (here: it is not running).
            case unavailable = 1
            /// Too many pending requests of this kind (1 app refresh, 10 processing).
            case tooManyPendingTaskRequests = 2
            /// The identifier is not in `BGTaskSchedulerPermittedIdentifiers`.
            case notPermitted = 3
        }

        public let code: Code
        public init(_ code: Code) { self.code = code }

        init(_ refusal: ScheduledTaskRefusal) {
            switch refusal {
            case .unavailable: code = .unavailable
            case .tooManyPendingTaskRequests: code = .tooManyPendingTaskRequests
            case .notPermitted: code = .notPermitted
            }
        }

        public static var errorDomain: String { "BGTaskSchedulerErrorDomain" }
        public var errorCode: Int { code.rawValue }

        public static var unavailable: Code { .unavailable }
        public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
        public static var notPermitted: Code { .notPermitted }

    }
}

extension BGTaskScheduler.Error.Code {
    /// `catch BGTaskScheduler.Error.notPermitted`.
    public static func ~= (code: Self, error: any Swift.Error) -> Bool {
        (error as? BGTaskScheduler.Error)?.code == code
    }
}
