/// Xcode's build-setting substitution in Info.plist class names: `$(PRODUCT_MODULE_NAME)`,
/// `${PRODUCT_MODULE_NAME}`, `$(PRODUCT_NAME)` and `${PRODUCT_NAME}` become the app's module name.
enum ClassNameSubstitution {
    private static let variables = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"]

    static func substitute(_ name: String, moduleName: String) -> String {
        guard name.contains("$") else { return name }
        var result = ""
        var rest = Substring(name)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            rest = rest[dollar...]
            if let (variable, length) = variableReference(at: rest), variables.contains(variable) {
                result += moduleName
                rest = rest.dropFirst(length)
            } else {
                result.append("$")
                rest = rest.dropFirst()
            }
        }
        result += rest
        return result
    }

    /// `$(NAME)` or `${NAME}` at the start of `text`: the name and the reference's length.
    private static func variableReference(at text: Substring) -> (String, Int)? {
        let characters = Array(text.prefix(64))
        guard characters.count > 3, characters[0] == "$" else { return nil }
        let close: Character
        switch characters[1] {
        case "(": close = ")"
        case "{": close = "}"
        default: return nil
        }
        guard let end = characters[2...].firstIndex(of: close) else { return nil }
        return (String(characters[2..<end]), end + 1)
    }
}
