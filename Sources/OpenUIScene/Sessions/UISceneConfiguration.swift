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
        get { sceneClassStorage }
        set {
            sceneClassStorage = newValue
            sceneClassName = newValue.map { ClassResolver.name(of: $0) }
        }
    }
    /// Must adopt `UISceneDelegate`; `nil` means the scene has no delegate.
    open var delegateClass: AnyClass? {
        get { delegateClassStorage }
        set {
            delegateClassStorage = newValue
            delegateClassName = newValue.map { ClassResolver.name(of: $0) }
        }
    }
    /// The storyboard whose initial view controller fills the scene's window.
    @exclusivity(unchecked) open var storyboard: UIStoryboard?

    // The classes and their names are set together by the engine (``setClasses(scene:sceneName:delegate:delegateName:)``),
    // without looking the names up again: a new session's configuration is filled three times
    // (its base, the app's `UISceneConfiguration(name:sessionRole:)`, the session's copy).
    // Unchecked exclusivity: main-actor state only ever read or assigned whole.
    @exclusivity(unchecked) private var sceneClassStorage: AnyClass?
    @exclusivity(unchecked) private var delegateClassStorage: AnyClass?

    /// The module-qualified class names, for persisting the configuration with its session.
    @exclusivity(unchecked) var sceneClassName: String?
    @exclusivity(unchecked) var delegateClassName: String?
    /// Set only on the value the protocol's default `configurationForConnecting` returns, so that
    /// the engine can tell that the app delegate does not implement it.
    var isUnimplementedDefault = false

    /// A configuration from the running app's Info.plist, as UIKit's initializer.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        let engine = SceneEngine.running
        let entry = engine?.configurationEntry(named: name, role: sessionRole)
        self.name = entry?.resolved.name ?? name
        self.role = sessionRole
        super.init()
        if let entry, let engine { engine.apply(entry, to: self) }
    }

    /// A configuration with no Info.plist entry.
    init(bareName name: String?, role: UISceneSession.Role) {
        self.name = name
        self.role = role
        super.init()
    }

    /// Sets the classes with the names they were stored or resolved under.
    func setClasses(scene: AnyClass?, sceneName: String?, delegate: AnyClass?, delegateName: String?) {
        sceneClassStorage = scene
        sceneClassName = sceneName
        delegateClassStorage = delegate
        delegateClassName = delegateName
    }

    /// The copy UIKit stores in the session.
    func copyConfiguration() -> UISceneConfiguration {
        let copy = UISceneConfiguration(bareName: name, role: role)
        copy.setClasses(scene: sceneClass, sceneName: sceneClassName, delegate: delegateClass, delegateName: delegateClassName)
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
