import Foundation

/// The error domain of scene activation and geometry errors.
public let UISceneErrorDomain = "UISceneErrorDomain"

/// An error handed to the `errorHandler` of a scene request. As an `NSError` its domain is
/// ``UISceneErrorDomain`` and its code one of ``Code``'s raw values.
public struct UISceneError: Error, CustomNSError, Hashable, CustomStringConvertible {
    public enum Code: Int, Sendable, Hashable {
        /// The app does not support multiple scenes and already has an application-role scene.
        case multipleScenesNotSupported = 0
        /// The system refused: unknown or discarded session, or the app is terminating.
        case requestDenied = 1
        case geometryRequestUnsupported = 100
        case geometryRequestDenied = 101
    }

    public let code: Code
    /// What was refused and why, in words.
    public let reason: String

    public init(_ code: Code, reason: String = "") {
        self.code = code
        self.reason = reason
    }

    public static var errorDomain: String { UISceneErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

    public static let multipleScenesNotSupported = Code.multipleScenesNotSupported
    public static let requestDenied = Code.requestDenied

    public var description: String {
        "\(UISceneErrorDomain) \(code.rawValue) (\(code)): \(reason)"
    }
}

/// Options for `requestSceneSessionDestruction`.
@preconcurrency @MainActor
open class UISceneDestructionRequestOptions: NSObject {
    public override init() { super.init() }
}

/// Options for destroying a window scene's session: how its window is dismissed.
@preconcurrency @MainActor
open class UIWindowSceneDestructionRequestOptions: UISceneDestructionRequestOptions {
    open var windowDismissalAnimation: UIWindowScene.DismissalAnimation = .standard
}
