import Foundation

/// What a view is, for assistive technologies (an option set, as UIKit's).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

/// UIKit's accessibility functions and settings.
///
/// Here: the views' accessibility properties (`accessibilityLabel`, `accessibilityHint`,
/// `accessibilityValue`, `accessibilityTraits`, `accessibilityIdentifier`) reach the GTK host's
/// accessibility tree (docs/GTK.md "Accessibility"). Notifications an app posts are recorded in
/// the lifecycle trace (kind `host`, name `accessibility`) so that tests can check them; they do
/// not reach a screen reader (GTK 4.8 has no announcement API). The settings read as "off":
/// Linux's screen reader and motion settings are not read yet (docs/PARITY.md "UI surface").
@preconcurrency @MainActor
public enum UIAccessibility {
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)

        var name: String {
            switch self {
            case .screenChanged: "screenChanged"
            case .layoutChanged: "layoutChanged"
            case .announcement: "announcement"
            case .pageScrolled: "pageScrolled"
            default: "\(rawValue)"
            }
        }
    }

    public static func post(notification: Notification, argument: Any?) {
        let detail = (argument as? String).map { "\(notification.name): \($0)" } ?? notification.name
        SceneEngine.running?.trace.record(.host, "accessibility", detail: detail)
    }

    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
}
