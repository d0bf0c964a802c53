import Foundation

/// The text attributes UIKit defines (`[.foregroundColor: UIColor.white]` in a navigation bar's
/// title attributes); kept with the values they are given, not drawn yet.
extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let font = NSAttributedString.Key("NSFont")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let shadow = NSAttributedString.Key("NSShadow")
}
