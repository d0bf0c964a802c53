import Foundation

// Legacy mode (no scene manifest): the app delegate gets every lifecycle event (UIKIT-REFERENCE §1).

extension SceneEngine {
    /// As devices report it: `.background` inside `applicationWillEnterForeground` and its
    /// notification, `.active` inside `applicationWillResignActive` and its notification; the new
    /// state inside the *did* callbacks.
    func legacyBecomeActive() {
        if legacyState == .background {
            callApp("applicationWillEnterForeground(_:)") { $0.applicationWillEnterForeground(self.application) }
            post(UIApplication.willEnterForegroundNotification, object: application)
            legacyState = .inactive
        }
        legacyState = .active
        callApp("applicationDidBecomeActive(_:)") { $0.applicationDidBecomeActive(self.application) }
        post(UIApplication.didBecomeActiveNotification, object: application)
        launchIsHealthy()
    }

    func legacyResignActive() {
        callApp("applicationWillResignActive(_:)") { $0.applicationWillResignActive(self.application) }
        post(UIApplication.willResignActiveNotification, object: application)
        legacyState = .inactive
    }

    func legacyEnterBackground() {
        legacyState = .background
        callApp("applicationDidEnterBackground(_:)") { $0.applicationDidEnterBackground(self.application) }
        post(UIApplication.didEnterBackgroundNotification, object: application)
    }

    /// Legacy mode: the whole app goes to the background or comes back.
    package func moveApplicationToBackground() {
        perform("moveApplicationToBackground") {
            guard self.mode == .legacy else { return }
            if self.legacyState == .active { self.legacyResignActive() }
            if self.legacyState == .inactive { self.legacyEnterBackground() }
        }
    }

    package func moveApplicationToForeground() {
        perform("moveApplicationToForeground") {
            guard self.mode == .legacy, self.legacyState != .active else { return }
            self.legacyBecomeActive()
        }
    }

    package func deactivateApplication() {
        perform("deactivateApplication") {
            guard self.mode == .legacy, self.legacyState == .active else { return }
            self.legacyResignActive()
        }
    }
}
