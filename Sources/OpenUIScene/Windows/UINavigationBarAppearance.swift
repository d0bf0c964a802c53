import Foundation

/// A navigation bar's look (iOS 13), as UIKit's.
@preconcurrency @MainActor
open class UINavigationBarAppearance: NSObject, NSCopying {
    open var backgroundColor: UIColor?
    open var shadowColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How the background was last configured.
    public private(set) var background: Background = .default

    public enum Background: Sendable { case `default`, opaque, transparent }

    public override init() { super.init() }

    open func configureWithDefaultBackground() { background = .default; backgroundColor = nil; shadowColor = nil }
    open func configureWithOpaqueBackground() { background = .opaque; backgroundColor = .systemBackground; shadowColor = nil }
    open func configureWithTransparentBackground() { background = .transparent; backgroundColor = .clear; shadowColor = .clear }

    /// A copy (the class is main-actor isolated, as UIKit's: copy it on the main actor).
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var result: UINavigationBarAppearance?
        MainActor.assumeIsolated { result = makeCopy() }
        return result!
    }

    private func makeCopy() -> UINavigationBarAppearance {
        let copy = UINavigationBarAppearance()
        copy.backgroundColor = backgroundColor
        copy.shadowColor = shadowColor
        copy.titleTextAttributes = titleTextAttributes
        copy.largeTitleTextAttributes = largeTitleTextAttributes
        copy.background = background
        return copy
    }
}
