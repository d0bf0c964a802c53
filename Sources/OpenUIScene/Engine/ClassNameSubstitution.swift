/// Xcode's build-setting substitution in Info.plist class names.
enum ClassNameSubstitution {
    static func substitute(_ name: String, moduleName: String) -> String {
        guard name.contains("$") else { return name }
        var result = name
        for variable in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
            result = result.replacingOccurrences(of: "$(\(variable))", with: moduleName)
            result = result.replacingOccurrences(of: "${\(variable)}", with: moduleName)
        }
        return result
    }
}
