import Foundation

/// One instance of the app's user interface, as in UIKit. The engine creates it (from the
/// configuration's `sceneClass`), assigns its delegate and drives it through its activation states.
///
/// Subclasses (named in `UISceneClassName`) inherit `init(session:connectionOptions:)`, which the
/// engine calls; apps never create scenes themselves.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// The session this scene belongs to. The session outlives the scene.
    public let session: UISceneSession

    /// The scene's delegate, held **strongly**, as in UIKit.
    open var delegate: (any UISceneDelegate)? {
        get { delegateStorage }
        set { delegateStorage = newValue }
    }
    /// Unchecked exclusivity: read on every lifecycle call, only ever read or assigned whole.
    @exclusivity(unchecked) private var delegateStorage: (any UISceneDelegate)?

    /// The scene's state, as iOS devices were observed to report it (docs/LIFECYCLE.md "What the
    /// app reads inside a callback"): inside a *will* callback or notification
    /// (`sceneWillEnterForeground`, `sceneWillResignActive`) it is still the state before the
    /// edge (`.unattached` or `.background`, `.foregroundActive`); inside a *did* callback or
    /// notification it is the new state.
    public var activationState: ActivationState { presentedState ?? lifecycleState }

    /// The engine's own record of the state (the edge it is on), ahead of ``activationState``
    /// during a *will* callback.
    @exclusivity(unchecked) var lifecycleState: ActivationState = .unattached
    /// What the app is shown while a *will* callback runs: the state before the edge.
    @exclusivity(unchecked) var presentedState: ActivationState?

    /// Shown as the window title on the GTK host (UIKit shows it in the app switcher).
    /// `nil` or an empty string shows nothing.
    open var title: String! {
        didSet { engine?.sceneTitleDidChange(self) }
    }

    /// macOS only in UIKit; kept for source compatibility.
    open var subtitle: String = ""

    /// Which events (URLs, activities) this scene may and prefers to handle.
    open var activationConditions = UISceneActivationConditions()

    /// The engine that owns this scene while it is connected.
    @exclusivity(unchecked) weak var engine: SceneEngine?
    /// Connection options with a payload, until the run-time check looked at what the app read
    /// (SceneEngine+LifecycleChecks.swift); `nil` for most scenes.
    @exclusivity(unchecked) var unreadConnectionOptions: UIScene.ConnectionOptions?

    /// Called by the engine only. Apps never create scenes.
    public required init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Scenes are never decoded; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Opens a URL. On Linux the GTK host hands it to the desktop; on the simulated device it is
    /// recorded in the trace and the completion gets `false` unless a host handles it.
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler: ((Bool) -> Void)? = nil) {
        completeOnNextTurn(completionHandler, with: engine?.openExternalURL(url, from: self) ?? false)
    }

    open override var description: String {
        "<\(type(of: self)) session=\(session.persistentIdentifier)>"
    }
}

extension UIScene {
    /// Options for ``UIScene/open(_:options:completionHandler:)``.
    open class OpenExternalURLOptions: NSObject, @unchecked Sendable {
        open var universalLinksOnly = false
        public override init() { super.init() }
    }

    /// Options the app passes when it asks for a scene to be activated.
    @preconcurrency @MainActor
    open class ActivationRequestOptions: NSObject {
        /// The scene that made the request: the host must not replace it with the new scene.
        open var requestingScene: UIScene?
        open var collectionJoinBehavior: CollectionJoinBehavior = .automatic
        public override init() { super.init() }

        public enum CollectionJoinBehavior: Int, Sendable {
            case automatic, preferred, disallowed, preferredWithoutActivating
        }
    }
}
