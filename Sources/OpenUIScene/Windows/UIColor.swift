import Foundation

/// A colour in sRGB components. The system colours (`systemBackground`, `label`, `systemBlue`…)
/// are dynamic, as in UIKit: ``resolvedColor(with:)`` gives their dark-mode value for dark
/// traits (the GTK host draws each view with its own traits); `red`, `green`, `blue` and `alpha`
/// read the light value.
public final class UIColor: NSObject, Sendable {
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
    private let variant: Variant

    private enum Variant: Sendable {
        case fixed
        /// A system colour: this value in the dark appearance.
        case dark(UIColor)
        /// `init(dynamicProvider:)`.
        case provider(@Sendable (UITraitCollection) -> UIColor)
    }

    public var red: CGFloat { components.red }
    public var green: CGFloat { components.green }
    public var blue: CGFloat { components.blue }
    public var alpha: CGFloat { components.alpha }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = (red, green, blue, alpha)
        variant = .fixed
        desktopRole = nil
        super.init()
    }

    private init(light: UIColor, dark: UIColor, desktopRole: String? = nil) {
        components = light.components
        variant = .dark(dark)
        self.desktopRole = desktopRole
        super.init()
    }

    /// For the semantic system colours (backgrounds, labels, separators), the desktop theme's
    /// colour of the same role, as GTK names it (`theme_bg_color`…): a host that draws with the
    /// desktop's theme uses it instead of UIKit's values, so a view painted `.systemBackground`
    /// matches the native widgets beside it in both appearances. `nil` for every other colour.
    package let desktopRole: String?

    /// A colour that depends on the traits it is drawn with (UIKit's dynamic colours): the
    /// provider is asked each time the colour is resolved. `red`, `green`, `blue` and `alpha`
    /// read its light value.
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        components = light.components
        variant = .provider(dynamicProvider)
        desktopRole = nil
        super.init()
    }

    /// The colour as drawn with `traitCollection`: a system or dynamic colour's dark value for
    /// dark traits, else itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        switch variant {
        case .fixed:
            return self
        case .dark(let dark):
            return traitCollection.userInterfaceStyle == .dark ? dark : UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .provider(let provider):
            return provider(traitCollection).resolvedColor(with: traitCollection)
        }
    }

    /// Whether the colour looks different in the dark appearance.
    package var isDynamic: Bool {
        if case .fixed = variant { return false }
        return true
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch variant {
        case .fixed:
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case .dark(let dark):
            return UIColor(light: UIColor(red: red, green: green, blue: blue, alpha: alpha), dark: dark.withAlphaComponent(alpha))
        case .provider(let provider):
            return UIColor { provider($0).withAlphaComponent(alpha) }
        }
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if case .provider = variant { return self === other }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha && isDynamic == other.isDynamic
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    public override var description: String {
        "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }

    private static func rgb(_ r: Int, _ g: Int, _ b: Int) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: 1)
    }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    /// A system colour: `light` in the light appearance, `dark` in the dark one (UIKit's values).
    private static func system(_ light: UIColor, _ dark: UIColor, role: String? = nil) -> UIColor { UIColor(light: light, dark: dark, desktopRole: role) }
    private static func rgba(_ r: Int, _ g: Int, _ b: Int, _ a: CGFloat) -> UIColor {
        UIColor(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
    }

    public static let systemBackground = system(.white, .black, role: "theme_bg_color")
    public static let secondarySystemBackground = system(rgb(242, 242, 247), rgb(28, 28, 30), role: "theme_base_color")
    public static let tertiarySystemBackground = system(.white, rgb(44, 44, 46), role: "theme_base_color")
    public static let systemGroupedBackground = system(rgb(242, 242, 247), .black, role: "theme_bg_color")
    public static let secondarySystemGroupedBackground = system(.white, rgb(28, 28, 30), role: "theme_base_color")
    public static let label = system(.black, .white, role: "theme_fg_color")
    public static let secondaryLabel = system(rgba(60, 60, 67, 0.6), rgba(235, 235, 245, 0.6))
    public static let tertiaryLabel = system(rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3))
    public static let placeholderText = system(rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3))
    public static let separator = system(rgba(60, 60, 67, 0.29), rgba(84, 84, 88, 0.6), role: "borders")
    public static let systemBlue = system(rgb(0, 122, 255), rgb(10, 132, 255))
    public static let systemRed = system(rgb(255, 59, 48), rgb(255, 69, 58))
    public static let systemGreen = system(rgb(52, 199, 89), rgb(48, 209, 88))
    public static let systemOrange = system(rgb(255, 149, 0), rgb(255, 159, 10))
    public static let systemYellow = system(rgb(255, 204, 0), rgb(255, 214, 10))
    public static let systemPink = system(rgb(255, 45, 85), rgb(255, 55, 95))
    public static let systemPurple = system(rgb(175, 82, 222), rgb(191, 90, 242))
    public static let systemTeal = system(rgb(90, 200, 250), rgb(100, 210, 255))
    public static let systemIndigo = system(rgb(88, 86, 214), rgb(94, 92, 230))
    public static let systemGray = rgb(142, 142, 147)
    public static let systemFill = system(rgba(120, 120, 128, 0.2), rgba(120, 120, 128, 0.36))
    public static let tintColor = systemBlue
}
