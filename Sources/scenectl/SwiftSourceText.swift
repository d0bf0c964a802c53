/// A Swift source file with its comments and string literals blanked out (replaced by spaces, line
/// breaks kept), so that a pattern never matches inside a comment or a string and every match
/// keeps its line number. Interpolated code inside a string is blanked too: the porting report
/// reads declarations and calls, not what strings print.
struct SwiftSourceText: Sendable {
    /// The code, as long as the original, with comments and literals blanked.
    let code: String
    /// The original lines, for quoting a finding.
    let lines: [Substring]

    init(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        code = Self.blank(Array(source.unicodeScalars))
    }

    /// The 1-based line of a character offset in `code`.
    func line(ofOffset offset: String.Index) -> Int {
        code[code.startIndex..<offset].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    private static func blank(_ scalars: [Unicode.Scalar]) -> String {
        var out = String.UnicodeScalarView()
        out.reserveCapacity(scalars.count)
        var index = 0
        func keep(_ scalar: Unicode.Scalar) { out.append(scalar) }
        func blankOut(_ scalar: Unicode.Scalar) { out.append(scalar == "\n" ? "\n" : " ") }
        func at(_ offset: Int) -> Unicode.Scalar? { index + offset < scalars.count ? scalars[index + offset] : nil }

        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { blankOut(scalars[index]); index += 1 }
            } else if scalar == "/", at(1) == "*" {
                // Block comments nest in Swift.
                var depth = 0
                repeat {
                    if scalars[index] == "/", at(1) == "*" {
                        depth += 1; blankOut("/"); blankOut("*"); index += 2
                    } else if scalars[index] == "*", at(1) == "/" {
                        depth -= 1; blankOut("*"); blankOut("/"); index += 2
                    } else {
                        blankOut(scalars[index]); index += 1
                    }
                } while depth > 0 && index < scalars.count
            } else if scalar == "#" || scalar == "\"" {
                // A string literal, raw (`#"…"#`) or not, single-line or multi-line (`"""`).
                var hashes = 0
                while at(hashes) == "#" { hashes += 1 }
                guard at(hashes) == "\"" else { keep(scalar); index += 1; continue }
                let multiline = at(hashes + 1) == "\"" && at(hashes + 2) == "\""
                let quotes = multiline ? 3 : 1
                for _ in 0..<(hashes + quotes) { blankOut(scalars[index]); index += 1 }
                while index < scalars.count {
                    let current = scalars[index]
                    if current == "\\", hashes == 0, index + 1 < scalars.count {
                        blankOut(current); blankOut(scalars[index + 1]); index += 2
                        continue
                    }
                    if current == "\"" {
                        var closes = (0..<quotes).allSatisfy { at($0) == "\"" }
                        if closes { closes = (0..<hashes).allSatisfy { at(quotes + $0) == "#" } }
                        if closes {
                            for _ in 0..<(quotes + hashes) { blankOut(scalars[index]); index += 1 }
                            break
                        }
                    }
                    if current == "\n", !multiline { break }
                    blankOut(current)
                    index += 1
                }
            } else {
                keep(scalar)
                index += 1
            }
        }
        return String(out)
    }
}
