import Foundation

/// An action with a title and a closure, as UIKit's (`UIButton(primaryAction:)`, `addAction(_:for:)`).
@preconcurrency @MainActor
open class UIAction: NSObject {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    public let identifier: Identifier
    let handler: UIActionHandler
    /// The control that sent the action, while the handler runs.
    public internal(set) var sender: Any?

    public init(title: String = "", image: AnyObject? = nil, identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }
}
