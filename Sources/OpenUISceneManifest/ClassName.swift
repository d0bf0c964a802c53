import Foundation

/// Class names as written in an Info.plist: module substitution and module qualification.
///
/// Xcode expands `$(PRODUCT_MODULE_NAME)` when it copies the Info.plist into the app; a SwiftPM
/// build does not. A running app loads its Info.plist with every build setting expanded
/// (``BuildSettingExpansion``; in class names `$(PRODUCT_NAME)` is the module). A plist given in
/// code (the simulated device) is not expanded, and the engine substitutes the module here when it
/// looks a class up. With a product name such as `My App`, Xcode's result (`My App.SceneDelegate`)
/// is not a runtime class name: OpenUIScene substitutes the identifier form instead (every character
/// that is invalid in a Swift identifier replaced by `_`, a leading digit prefixed with `_`, which is
/// how Xcode derives `PRODUCT_MODULE_NAME` from `PRODUCT_NAME`).
package enum ClassName {
    /// Replaces `$(PRODUCT_MODULE_NAME)` and `${PRODUCT_MODULE_NAME}` with `moduleName`, and
    /// `$(PRODUCT_NAME)` and `${PRODUCT_NAME}` with the identifier form of `productName` (or of
    /// `moduleName` when `productName` is `nil`). Other text, including other build settings, is
    /// left as is.
    ///
    ///     substitutingBuildSettings(in: "$(PRODUCT_MODULE_NAME).SceneDelegate", moduleName: "MyApp")
    ///     // "MyApp.SceneDelegate"
    package static func substitutingBuildSettings(in className: String, moduleName: String, productName: String? = nil) -> String {
        guard className.contains("PRODUCT_") else { return className }
        let product = moduleIdentifier(fromProductName: productName ?? moduleName)
        return className
            .replacingAll("$(PRODUCT_MODULE_NAME)", with: moduleName)
            .replacingAll("${PRODUCT_MODULE_NAME}", with: moduleName)
            .replacingAll("$(PRODUCT_NAME)", with: product)
            .replacingAll("${PRODUCT_NAME}", with: product)
    }

    /// The module name Xcode derives from a product name: each character that cannot appear in a
    /// Swift identifier becomes `_`, and a leading digit gets a `_` prefix (`My App-2` → `My_App_2`,
    /// `2048` → `_2048`). An empty name gives `_`.
    package static func moduleIdentifier(fromProductName name: String) -> String {
        var result = String(name.unicodeScalars.map { isIdentifierCharacter($0) ? Character($0) : "_" })
        if result.isEmpty { return "_" }
        if let first = result.unicodeScalars.first, ("0"..."9").contains(first) { result = "_" + result }
        return result
    }

    /// Whether `className` names a module: `Module.Class` (also `$(PRODUCT_MODULE_NAME).Class` and the
    /// other supported spellings). A bare `SceneDelegate` is not qualified: Objective-C classes are
    /// found that way, Swift classes are not.
    package static func isModuleQualified(_ className: String) -> Bool {
        let bytes = className.utf8
        guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return false }
        return bytes.index(after: dot) != bytes.endIndex
    }

    /// The last component of a class name (`MyApp.SceneDelegate` → `SceneDelegate`).
    package static func unqualifiedName(of className: String) -> String {
        let bytes = className.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return className }
        return String(className[bytes.index(after: dot)...])
    }

    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}

extension String {
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }
}
