import Foundation

/// A font, by size and weight. The GTK host maps it to CSS.
public final class UIFont: NSObject, Sendable {
    public enum TextStyle: String, Sendable { case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2 }
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }
    public let pointSize: CGFloat
    public let weight: Weight

    public init(size: CGFloat, weight: Weight) {
        self.pointSize = size
        self.weight = weight
        super.init()
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(size: fontSize, weight: weight) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        switch style {
        case .largeTitle: UIFont(size: 34, weight: .bold)
        case .title1: UIFont(size: 28, weight: .regular)
        case .title2: UIFont(size: 22, weight: .regular)
        case .title3: UIFont(size: 20, weight: .regular)
        case .headline: UIFont(size: 17, weight: .semibold)
        case .subheadline: UIFont(size: 15, weight: .regular)
        case .body: UIFont(size: 17, weight: .regular)
        case .callout: UIFont(size: 16, weight: .regular)
        case .footnote: UIFont(size: 13, weight: .regular)
        case .caption1: UIFont(size: 12, weight: .regular)
        case .caption2: UIFont(size: 11, weight: .regular)
        }
    }
}
