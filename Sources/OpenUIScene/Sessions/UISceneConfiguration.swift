import Foundation
import OpenUISceneManifest
import OpenUISceneStore

/// Which scene class, delegate class and storyboard a session's scene is created with.
///
/// `init(name:sessionRole:)` reads the running app's Info.plist, as UIKit does: a `nil` name picks
/// the role's first entry; an unknown name gives an empty configuration and UIKit's log line.
/// Properties set afterwards override the Info.plist values.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// `UISceneConfigurationName` of the entry this came from; may be `nil`.
    public let name: String?
    public let role: UISceneSession.Role
    /// `UIScene` or a subclass; `nil` means `UIWindowScene` for window roles.
    open var sceneClass: AnyClass? {
        didSet { sceneClassName = sceneClass.map { ClassResolver.name(of: $0) } }
    }
    /// Must adopt `UISceneDelegate`; `nil` means the scene has no delegate.
    open var delegateClass: AnyClass? {
        didSet { delegateClassName = delegateClass.map { ClassResolver.name(of: $0) } }
    }
    /// The storyboard whose initial view controller fills the scene's window.
    open var storyboard: UIStoryboard?

    /// The module-qualified class names, for persisting the configuration with its session.
    var sceneClassName: String?
    var delegateClassName: String?
    /// Set only on the value the protocol's default `configurationForConnecting` returns, so that
    /// the engine can tell that the app delegate does not implement it.
    var isUnimplementedDefault = false

    /// A configuration from the running app's Info.plist, as UIKit's initializer.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        let engine = SceneEngine.running
        let resolved = engine?.resolvedConfiguration(named: name, role: sessionRole)
        self.name = resolved?.name ?? name
        self.role = sessionRole
        super.init()
        if let resolved, let engine { engine.apply(resolved, to: self) }
    }

    /// A configuration with no Info.plist entry.
    init(bareName name: String?, role: UISceneSession.Role) {
        self.name = name
        self.role = role
        super.init()
    }

    /// The copy UIKit stores in the session.
    func copyConfiguration() -> UISceneConfiguration {
        let copy = UISceneConfiguration(bareName: name, role: role)
        copy.sceneClass = sceneClass
        copy.delegateClass = delegateClass
        copy.sceneClassName = sceneClassName
        copy.delegateClassName = delegateClassName
        copy.storyboard = storyboard
        return copy
    }

    var stored: StoredConfiguration {
        StoredConfiguration(name: name, sceneClassName: sceneClassName, delegateClassName: delegateClassName, storyboardName: storyboard?.name)
    }

    open override var description: String {
        "<UISceneConfiguration name=\(name ?? "nil") role=\(role.rawValue)>"
    }
}
