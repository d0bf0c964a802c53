import Foundation
import Logging
import OpenUISceneManifest
import OpenUISceneStore

// Calling into app code: intents run to completion, requests made from inside a callback are
// deferred, every call and notification is traced.

extension SceneEngine {

    /// Starts an intent: a new operation, and the engine becomes the running one.
    func begin() {
        operation += 1
        Self.running = self
        recordStoreProblems()
    }

    /// Logs and traces what the store's writer reported since the last look (a refused or
    /// failed save): one `error` event named "session store" each, naming the session.
    package func recordStoreProblems() {
        guard let problems = storeProblems?.take() else { return }
        for problem in problems {
            logger.error("session store: \(problem)")
            trace.record(.error, "session store", detail: problem)
        }
    }

    /// Runs an intent now and then every request it queued.
    func perform(_ name: String, session: UISceneSession? = nil, detail: String? = nil, _ body: @escaping () -> Void) {
        guard phase == .running else {
            reportMisuse(name, "the app is not running; launch it first")
            return
        }
        trace.record(.intent, name, session: session?.persistentIdentifier, detail: detail)
        runOrDefer(body)
    }

    /// Runs `body` now when no app code is on the stack, else after the outermost step.
    func runOrDefer(_ body: @escaping () -> Void) {
        if callDepth > 0 {
            deferred.append(body)
            return
        }
        begin()
        body()
        drainDeferred()
    }

    func drainDeferred() {
        while callDepth == 0, !deferred.isEmpty {
            let next = deferred.removeFirst()
            begin()
            next()
        }
    }

    func callApp(_ name: String, session: String? = nil, _ body: (any UIApplicationDelegate) -> Void) {
        guard !killed else { return }
        trace.record(.delegate, name, session: session)
        guard let delegate = appDelegate else { return }
        callDepth += 1
        body(delegate)
        callDepth -= 1
    }

    func callScene(_ name: String, _ scene: UIScene, _ body: (any UISceneDelegate) -> Void) {
        guard !killed, let delegate = scene.delegate else { return }
        trace.record(.delegate, name, session: scene.session.persistentIdentifier)
        callDepth += 1
        body(delegate)
        callDepth -= 1
    }

    func post(_ name: Notification.Name, object: AnyObject, session: String? = nil) {
        guard !killed else { return }
        trace.record(.notification, name.rawValue, session: session)
        callDepth += 1
        // Bound to `AnyObject` through the function's type: the optimizer specializes `post` for
        // each caller's class, and a call `notificationObject(object)` would then box that class.
        let box: (AnyObject) -> Any = Self.notificationObject
        NotificationCenter.default.post(name: name, object: box(object))
        callDepth -= 1
    }

    /// The object of a notification, as an `Any` that holds it as `AnyObject`.
    ///
    /// Observers see the same object (the same identity, type, casts and description). But
    /// Foundation's `NotificationCenter` turns every posted object back into `AnyObject` to find
    /// its observers, and from an `Any` holding a concrete class that conversion first asks the
    /// runtime whether the class is an optional in disguise (a conformance search through every
    /// superclass of `UIWindowScene`): a sixth of a new-scene cycle's time, issue 22. From an
    /// `Any` holding `AnyObject` it takes the object out directly. Generic, so that the `Any` is
    /// made from `AnyObject` and not from the object's class.
    nonisolated static func notificationObject<Object>(_ object: Object) -> Any { object }

    /// A misuse of the API or a bad input: logged as an error, recorded in the trace; the app
    /// keeps running.
    package func reportMisuse(_ call: String, _ message: String) {
        let message = LoggedInput.truncated(message, limit: LoggedInput.maximumDetailLength)
        logger.error("\(call): \(message)")
        trace.record(.error, call, detail: message)
    }
}
