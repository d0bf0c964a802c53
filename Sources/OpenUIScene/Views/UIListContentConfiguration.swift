import Foundation

/// The content of a list cell (iOS 14), the modern replacement of `textLabel`.
public struct UIListContentConfiguration: Sendable, Equatable {
    public var text: String?
    public var secondaryText: String?
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}
