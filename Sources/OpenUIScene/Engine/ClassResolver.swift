import Foundation
import OpenUISceneManifest

/// Turns Info.plist class names into classes, and classes into objects, for one app.
///
/// Lookups are cached by the name as written (a new scene resolves the same names every time);
/// the cache is dropped when ``ClassRegistry`` changes.
@MainActor
final class ClassResolver {
    /// The app's module, substituted for `$(PRODUCT_MODULE_NAME)` (derived from the app delegate's type).
    let moduleName: String
    private var cache: [String: Result<AnyClass, LookupError>] = [:]
    private var cacheGeneration = ClassRegistry.generation

    init(moduleName: String) {
        self.moduleName = moduleName
    }

    /// Why a class name did not give a usable class.
    struct LookupError: Error, CustomStringConvertible {
        let key: String
        let value: String
        let searched: String
        let hint: String
        var description: String {
            "\(key) = \"\(value)\": no class named \"\(searched)\" was found. \(hint)"
        }
    }

    /// The module-qualified name the engine stores for a class.
    static func name(of type: AnyClass) -> String {
        let key = ObjectIdentifier(type)
        if let name = names[key] { return name }
        // `_typeName`, not `String(reflecting:)`: the same text without the printing machinery's
        // protocol-conformance searches (about 4 million instructions at the first launch).
        let name = _typeName(type, qualified: true)
        names[key] = name
        return name
    }

    private static var names: [ObjectIdentifier: String] = [:]

    /// The module name of a type, from its qualified name.
    static func moduleName(of type: Any.Type) -> String {
        let qualified = _typeName(type, qualified: true)
        return qualified.split(separator: ".", maxSplits: 1).first.map(String.init) ?? qualified
    }

    func substitute(_ name: String) -> String {
        ClassName.substitutingBuildSettings(in: name, moduleName: moduleName)
    }

    /// Finds a class by its Info.plist name, as UIKit would: module-qualified names only (plus
    /// the registry). A bare Swift class name is not found, exactly as in UIKit.
    func lookup(_ rawName: String, key: String) -> Result<AnyClass, LookupError> {
        if cacheGeneration != ClassRegistry.generation {
            cache.removeAll()
            cacheGeneration = ClassRegistry.generation
        }
        if let cached = cache[rawName] { return cached }
        let result = uncachedLookup(rawName, key: key)
        cache[rawName] = result
        return result
    }

    private func uncachedLookup(_ rawName: String, key: String) -> Result<AnyClass, LookupError> {
        let name = substitute(rawName)
        if let own = Self.ownClasses[name] { return .success(own) }
        if let registered = ClassRegistry.registeredClass(named: name) { return .success(registered) }
        if let found = Self.classNamed(name) { return .success(found) }
        let hint: String
        if !name.contains(".") {
            hint = "Swift classes need their module in front: write \"$(PRODUCT_MODULE_NAME).\(name)\" (module \"\(moduleName)\"), as UIKit needs it too."
        } else if name.split(separator: ".").count > 2 {
            hint = "Nested classes cannot be found by name: call ClassRegistry.register(\(name.split(separator: ".").last ?? "").self) before launch."
        } else {
            hint = "Check the spelling and that the class is in module \"\(name.split(separator: ".").first ?? "")\" and linked into the app; otherwise register it with ClassRegistry.register(_:)."
        }
        return .failure(LookupError(key: key, value: rawName, searched: name, hint: hint))
    }

    /// `NSClassFromString(name)`, without that function's first-use cost for the names apps write.
    ///
    /// Foundation's `NSClassFromString` first builds its table of Objective-C names for every
    /// Foundation class, which creates the metadata of about a hundred classes (formatters,
    /// units, ports, streams) that a UIKit app does not use: 0.5–0.8 MiB more resident (their
    /// code faulted in, their metadata on the heap) before the first window. A name with exactly one
    /// dot ("Module.Class") can be in none of that table's entries, and for it Foundation's
    /// answer is `_typeByName(name) as? AnyClass`: that is what this asks directly. Every other
    /// name (bare, nested, mangled) still goes to `NSClassFromString`, for its exact behaviour.
    nonisolated static func classNamed(_ name: String) -> AnyClass? {
        var dots = 0
        for byte in name.utf8 where byte == UInt8(ascii: ".") { dots += 1 }
        guard dots == 1 else { return NSClassFromString(name) }
        return _typeByName(name) as? AnyClass
    }

    /// OpenUIScene's own scene classes, by the bare names UIKit apps write (`UISceneClassName =
    /// UIWindowScene`), as UIKit finds its own Objective-C classes.
    private static let ownClasses: [String: AnyClass] = [
        "UIWindowScene": UIWindowScene.self,
        "UIScene": UIScene.self,
    ]

    /// Creates an object of `type`: through a registered factory, else `init?(coder:)`.
    func instantiate(_ type: AnyClass) -> AnyObject? {
        if let factory = ClassRegistry.factory(for: type) { return factory() }
        if let responder = type as? UIResponder.Type { return responder.init(coder: InstantiationCoder()) }
        return nil
    }
}
