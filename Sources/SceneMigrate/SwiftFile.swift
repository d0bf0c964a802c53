import Foundation
import SwiftParser
import SwiftSyntax

/// One parsed Swift file: its bytes (edits are spliced into them by offset, so that everything the
/// migration does not touch stays as written) and its syntax tree.
struct SwiftFile {
    let path: String
    let bytes: [UInt8]
    let tree: SourceFileSyntax
    /// `\r\n` for a file whose lines end so, else `\n`: what inserted lines end with.
    let newline: String
    private let lineStarts: [Int]

    init(path: String, data: Data) {
        self.path = path
        bytes = Array(data)
        tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        var starts = [0]
        var crlf = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
            if index > 0, bytes[index - 1] == UInt8(ascii: "\r") { crlf += 1 }
        }
        lineStarts = starts
        newline = crlf * 2 > starts.count - 1 && crlf > 0 ? "\r\n" : "\n"
    }

    /// The 1-based line of a UTF-8 offset.
    func line(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    func line(_ node: some SyntaxProtocol) -> Int { line(of: node.positionAfterSkippingLeadingTrivia.utf8Offset) }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    /// The offset where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int { lineStarts[line(of: offset) - 1] }

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(at offset: Int) -> String {
        let start = lineStart(of: offset)
        return String(decoding: bytes[start...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, as: UTF8.self)
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
            let previousStart = lineStarts[line(of: first) - 2]
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
        for start in lineStarts {
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
