import Foundation
import SwiftParser
import SceneToolsCore
import SwiftSyntax

/// One parsed Swift file of the app: the tools' parsed file, whose bytes the migration splices
/// its edits into by offset, so that everything it does not touch stays as written.
typealias SwiftFile = ParsedSwiftFile

extension ParsedSwiftFile {
    /// The app's Swift files parsed; one too deep to analyse (a generated or hostile file) is named
    /// as a manual step and left out, as the doctor leaves it out.
    static func parseAll(_ files: [AppFolder.File], steps: inout [ManualStep]) -> [SwiftFile] {
        files.compactMap { file in
            do throws(Refusal) {
                return try parse(path: file.path, bytes: Array(file.data))
            } catch {
                steps.append(ManualStep(.manual, id: "file-not-read", file: file.path, line: 0, "not read (\(error.reason)): check it by hand"))
                return nil
            }
        }
    }

    /// The whole lines of `node`, with the comment lines directly above it (no blank line between):
    /// from the start of its first line to after the line break of its last; nil when other code
    /// shares those lines.
    func wholeLines(of node: some SyntaxProtocol) -> Range<Int>? {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        var first = lineStart(of: start)
        guard bytes[first..<start].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return nil }
        // Comment lines directly above.
        while line(of: first) > 1 {
            let previousStart = self.start(ofLine: line(of: first) - 1)
            let previous = text(previousStart..<(first - 1)).trimmingCharacters(in: .whitespaces)
            if previous.hasPrefix("//") { first = previousStart } else { break }
        }
        var last = end
        while last < bytes.count, bytes[last] != UInt8(ascii: "\n") { last += 1 }
        let rest = text(end..<last).trimmingCharacters(in: .whitespacesAndNewlines)
        guard rest.isEmpty || rest.hasPrefix("//") else { return nil }
        return first..<min(last + 1, bytes.count)
    }

    /// The indentation unit the file uses (a tab, or the smallest indentation of its code lines).
    var indentUnit: String {
        var smallest: Int?
        for line in 1...lineCount {
            let start = start(ofLine: line)
            let prefix = bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            guard let first = prefix.first else { continue }
            if first == UInt8(ascii: "\t") { return "\t" }
            let next = start + prefix.count
            if next < bytes.count, bytes[next] != UInt8(ascii: "\n") { smallest = min(smallest ?? prefix.count, prefix.count) }
        }
        return String(repeating: " ", count: smallest ?? 4)
    }
}

extension SyntaxProtocol {
    var startOffset: Int { positionAfterSkippingLeadingTrivia.utf8Offset }
    var endOffset: Int { endPositionBeforeTrailingTrivia.utf8Offset }

    /// True for the left side of an assignment (`x = …`, `self.x += …`; operators not yet folded).
    var isAssignmentTarget: Bool {
        guard let list = parent?.as(ExprListSyntax.self) else { return false }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == id }), index + 1 < elements.count else { return false }
        if elements[index + 1].is(AssignmentExprSyntax.self) { return true }
        if let op = elements[index + 1].as(BinaryOperatorExprSyntax.self), op.operator.text.hasSuffix("="),
           !["==", "!=", "<=", ">=", "==="].contains(op.operator.text) { return true }
        return false
    }

    /// True inside an `#if` clause that is not compiled for iOS (`#if os(macOS)`, the `#else` of
    /// `#if os(iOS)` or `#if canImport(UIKit)`, and the like): code there is left alone.
    var isInNonIOSClause: Bool {
        var node: Syntax? = Syntax(self)
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self) {
                let condition = clause.condition?.trimmedDescription ?? ""
                if clause.poundKeyword.tokenKind == .poundElse {
                    // The #else of a clause that was for iOS.
                    if let list = clause.parent?.as(IfConfigClauseListSyntax.self),
                       list.contains(where: { ($0.condition?.trimmedDescription ?? "").contains("os(iOS)") || ($0.condition?.trimmedDescription ?? "").contains("canImport(UIKit)") }) {
                        return true
                    }
                } else {
                    let nonIOS = ["os(macOS)", "os(OSX)", "os(watchOS)", "os(Linux)", "os(Windows)", "canImport(AppKit)", "!os(iOS)", "!canImport(UIKit)", "targetEnvironment(macCatalyst)"]
                    if nonIOS.contains(where: condition.contains) && !condition.contains("||") { return true }
                }
            }
            node = current.parent
        }
        return false
    }

    /// True inside a closure or a nested function below `ancestor`.
    func isInClosureOrFunction(below ancestor: some SyntaxProtocol) -> Bool {
        var node = parent
        while let current = node, current.id != ancestor.id {
            if current.is(ClosureExprSyntax.self) || current.is(FunctionDeclSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}
