import Foundation

/// A menu: a titled list of elements (actions and submenus), as in the app's main menu that
/// ``UIResponder/buildMenu(with:)`` edits.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identity in the main menu (UIKit's standard menus, or the app's own).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let root = Identifier("com.apple.menu.root")
        public static let application = Identifier("com.apple.menu.application")
        public static let about = Identifier("com.apple.menu.about")
        public static let preferences = Identifier("com.apple.menu.preferences")
        public static let services = Identifier("com.apple.menu.services")
        public static let hide = Identifier("com.apple.menu.hide")
        public static let quit = Identifier("com.apple.menu.quit")
        public static let file = Identifier("com.apple.menu.file")
        public static let newScene = Identifier("com.apple.menu.new-scene")
        public static let openRecent = Identifier("com.apple.menu.open-recent")
        public static let close = Identifier("com.apple.menu.close")
        public static let print = Identifier("com.apple.menu.print")
        public static let document = Identifier("com.apple.menu.document")
        public static let edit = Identifier("com.apple.menu.edit")
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        public static let find = Identifier("com.apple.menu.find")
        public static let replace = Identifier("com.apple.menu.replace")
        public static let share = Identifier("com.apple.menu.share")
        public static let spelling = Identifier("com.apple.menu.spelling")
        public static let substitutions = Identifier("com.apple.menu.substitutions")
        public static let transformations = Identifier("com.apple.menu.transformations")
        public static let speech = Identifier("com.apple.menu.speech")
        public static let lookup = Identifier("com.apple.menu.lookup")
        public static let learn = Identifier("com.apple.menu.learn")
        public static let format = Identifier("com.apple.menu.format")
        public static let font = Identifier("com.apple.menu.font")
        public static let textSize = Identifier("com.apple.menu.text-size")
        public static let textColor = Identifier("com.apple.menu.text-color")
        public static let textStyle = Identifier("com.apple.menu.text-style")
        public static let text = Identifier("com.apple.menu.text")
        public static let writingDirection = Identifier("com.apple.menu.writing-direction")
        public static let alignment = Identifier("com.apple.menu.alignment")
        public static let view = Identifier("com.apple.menu.view")
        public static let toolbar = Identifier("com.apple.menu.toolbar")
        public static let sidebar = Identifier("com.apple.menu.sidebar")
        public static let fullscreen = Identifier("com.apple.menu.fullscreen")
        public static let window = Identifier("com.apple.menu.window")
        public static let minimizeAndZoom = Identifier("com.apple.menu.minimize-and-zoom")
        public static let bringAllToFront = Identifier("com.apple.menu.bring-all-to-front")
        public static let help = Identifier("com.apple.menu.help")
    }

    /// How the menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy with other children (menus are immutable, as in UIKit).
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The menu with this identifier, here or below.
    func find(_ wanted: Identifier) -> UIMenu? {
        if identifier == wanted { return self }
        for case let child as UIMenu in children {
            if let found = child.find(wanted) { return found }
        }
        return nil
    }

    /// The menu with `wanted` replaced by `transform`'s result (nil removes it).
    func rewriting(_ wanted: Identifier, _ transform: (UIMenu) -> [UIMenuElement]) -> UIMenu {
        var changed = false
        var newChildren: [UIMenuElement] = []
        for child in children {
            if let menu = child as? UIMenu {
                if menu.identifier == wanted {
                    newChildren += transform(menu)
                    changed = true
                } else {
                    let rewritten = menu.rewriting(wanted, transform)
                    changed = changed || rewritten !== menu
                    newChildren.append(rewritten)
                }
            } else {
                newChildren.append(child)
            }
        }
        return changed ? replacingChildren(newChildren) : self
    }

    open override var description: String { "<UIMenu \(identifier.rawValue), \(children.count) children>" }
}
