import Foundation

/// Classes the engine creates by name that reflection cannot find or cannot create.
///
/// `NSClassFromString("Module.Class")` finds top-level Swift classes, and the engine creates
/// `UIResponder` subclasses through their `init?(coder:)`. Register a class here when it is
/// nested in another type (reflection cannot find it), or when it does not derive from
/// `UIResponder` (for example `class SceneDelegate: NSObject, UIWindowSceneDelegate`), before
/// the app launches:
///
/// ```swift
/// ClassRegistry.register(SceneDelegate.self) { SceneDelegate() }
/// ```
@MainActor
public enum ClassRegistry {
    private static var classes: [String: AnyClass] = [:]
    private static var factories: [ObjectIdentifier: () -> AnyObject] = [:]
    /// Changes with every registration, so that cached lookups are redone.
    private(set) static var generation = 0

    /// Registers `type` under its module-qualified name (as `String(reflecting:)` prints it, for example
    /// `MyApp.Coordinator.SceneDelegate`) and under `name` when given, with an optional factory
    /// used instead of `init?(coder:)`.
    public static func register<T: AnyObject>(_ type: T.Type, name: String? = nil, factory: (@MainActor () -> T)? = nil) {
        generation += 1
        classes[_typeName(type, qualified: true)] = type
        if let name { classes[name] = type }
        if let factory { factories[ObjectIdentifier(type)] = { factory() } }
    }

    /// Removes every registration (for tests).
    public static func removeAll() {
        generation += 1
        classes.removeAll()
        factories.removeAll()
    }

    static func registeredClass(named name: String) -> AnyClass? { classes[name] }
    static func factory(for type: AnyClass) -> (() -> AnyObject)? { factories[ObjectIdentifier(type)] }
}
