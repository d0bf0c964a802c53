import Foundation
import OpenUISceneStore

// Values an app passes that reached a trapping conversion (issue 22 item 15, docs/PARITY.md
// "Values the app passes"): a delay in seconds turned into the scheduler's clock (`Int64` of an
// infinite or 1e19-second interval traps), and a `userInfo` whose nesting a recursive check
// followed down to a stack overflow. Each is checked here before it reaches that conversion.

/// A delay the app gave in seconds (a notification trigger's interval, a background task's
/// earliest begin date), on the scheduler's clock.
enum AppSuppliedDelay {
    /// The longest delay the scheduler is given: 10^10 s (317 years). A longer one (an interval
    /// of 1e16 s, `Date.distantFuture`, `Date(timeIntervalSinceNow: .infinity)`) is scheduled at
    /// this, which no process lives to see, as the real date never comes.
    static let longest: TimeInterval = 1e10

    /// `seconds` as a duration: now for 0, a negative delay or NaN; at most ``longest``.
    static func duration(_ seconds: TimeInterval) -> Duration {
        guard seconds > 0 else { return .zero }
        return .milliseconds(Int64((min(seconds, longest) * 1000).rounded(.up)))
    }

    /// `seconds` for a trace line: whole seconds as an integer, others with 3 decimals, values
    /// past ``longest`` in exponent form.
    static func text(_ seconds: TimeInterval) -> String {
        guard seconds.isFinite, abs(seconds) <= longest else { return String(format: "%g", seconds) }
        return seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.3f", seconds)
    }
}

extension SceneEngine {
    /// Why a notification's `userInfo` cannot be kept, or `nil`: arrays and dictionaries nested
    /// deeper than ``PropertyListValue/maximumDepth`` (100), the limit a session's `userInfo` has,
    /// found without recursion. Values of other types are not refused here (the desktop form of
    /// the notification leaves them out, UserNotifications' `propertyList(_:)`).
    nonisolated package static func userInfoNestingProblem(_ userInfo: [AnyHashable: Any], keyPath: String) -> String? {
        for (key, value) in userInfo {
            guard let key = key.base as? String else { continue }
            do throws(PropertyListConversionError) {
                _ = try PropertyListValue(converting: value, keyPath: "\(keyPath)[\"\(key)\"]")
            } catch where error.reason != nil && (error.typeName == "array" || error.typeName == "dictionary") {
                return error.description
            } catch {
                continue
            }
        }
        return nil
    }
}
