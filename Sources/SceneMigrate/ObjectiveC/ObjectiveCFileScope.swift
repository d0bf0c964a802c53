import Foundation
import SceneToolsCore

/// The definitions of an Objective-C file outside its classes and functions that code moved out
/// of it may use: `#define NAME …` and variables (`float delay = 5.0;`,
/// `static NSString *const kKey = @"…";`). Code moved to another file must see them there: a
/// macro or a constant is copied, a global variable declared `extern`; a `static` variable cannot
/// be shared.
enum ObjectiveCFileScope {
    struct Definition {
        enum Kind { case macro, variable, staticConstant, staticVariable, constant }
        var name: String
        var kind: Kind
        /// The definition's text (a directive's whole line; a variable's declaration up to `;`).
        var text: String
        /// The declaration without its initializer (`float delay`).
        var declarator: String
        var line: Int

        /// The line the other file needs, or nil when it cannot have one (a static variable). A
        /// `const` at file scope is external in C and internal in C++ (`.mm`), where it is copied.
        func declaration(plusPlus: Bool) -> String? {
            switch kind {
            case .macro, .staticConstant: return text
            case .constant: return plusPlus ? text : "extern \(declarator);"
            case .variable: return "extern \(declarator);"
            case .staticVariable: return nil
            }
        }
    }

    static func definitions(in source: ObjectiveCSource) -> [Definition] {
        var result: [Definition] = []
        var depth = 0
        var inClass = false
        var pending: [ObjectiveCSource.Token] = []
        for token in source.tokens where token.active {
            let text = source.text(of: token)
            switch token.kind {
            case .directive:
                let words = text.dropFirst().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" })
                if depth == 0, !inClass, words.first == "define", words.count >= 2, !text.contains("\\\n") {
                    result.append(Definition(name: String(words[1]), kind: .macro, text: text.trimmingCharacters(in: .whitespacesAndNewlines), declarator: "", line: token.line))
                }
                continue
            case .identifier where ["@implementation", "@interface", "@protocol"].contains(text):
                inClass = true
            case .identifier where text == "@end":
                inClass = false
                pending = []
                continue
            case .punctuation where text == "{":
                depth += 1
            case .punctuation where text == "}":
                depth = max(0, depth - 1)
                if depth == 0 { pending = [] }
                continue
            default: break
            }
            guard depth == 0, !inClass else { continue }
            if token.kind == .punctuation, text == ";" {
                if let definition = variable(pending, in: source) { result.append(definition) }
                pending = []
            } else if !(token.kind == .punctuation && text == "{") {
                pending.append(token)
            }
        }
        return result
    }

    /// `static? const? Type *? const? name (= value)?` with no parentheses before the name (not a
    /// function's prototype), not a `typedef`, `extern` or `@class`.
    private static func variable(_ tokens: [ObjectiveCSource.Token], in source: ObjectiveCSource) -> Definition? {
        let words = tokens.map { source.text(of: $0) }
        guard words.count >= 2, let first = words.first, !["typedef", "extern", "@class", "struct", "enum", "union", "@import"].contains(first) else { return nil }
        let end = words.firstIndex(of: "=") ?? words.count
        let declarator = words[..<end]
        guard !declarator.contains("("), !declarator.contains(","), let nameIndex = declarator.lastIndex(where: { word in word.first.map { $0.isLetter || $0 == "_" } ?? false }),
              tokens[nameIndex].kind == .identifier, nameIndex > 0 else { return nil }
        let isStatic = declarator.contains("static")
        let isConst = declarator.contains("const")
        let kind: Definition.Kind = isStatic ? (isConst ? .staticConstant : .staticVariable) : (isConst ? .constant : .variable)
        let start = tokens[0].range.lowerBound
        let text = source.text(start..<tokens[tokens.count - 1].range.upperBound) + ";"
        let declaratorText = source.text(start..<tokens[end - 1].range.upperBound)
        return Definition(name: words[nameIndex], kind: kind, text: text, declarator: declaratorText, line: tokens[0].line)
    }
}
