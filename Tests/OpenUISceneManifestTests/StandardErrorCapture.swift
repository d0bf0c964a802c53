import Foundation

/// What the process writes to file descriptor 2 while a body runs. CoreFoundation's old-style
/// (OpenStep) plist parser logs each malformed input there itself ("CFPropertyListCreateFromXMLData():
/// Old-style plist parser: missing semicolon…"), through no API a test could hook: the fuzz test
/// feeds thousands of such inputs on purpose, so it captures and checks those lines instead of
/// printing them (issue 22 item 21). Anything else written meanwhile (another test's line) is
/// passed on to standard error at once.
enum StandardErrorCapture {
    private static let lock = NSLock()

    /// Runs `body` with descriptor 2 redirected to a temporary file; returns its value and the
    /// lines written meanwhile that `expected` accepts. The others are written to the real
    /// standard error.
    static func capturing<T>(expected: (Substring) -> Bool, _ body: () throws -> T) rethrows -> (value: T, lines: [Substring]) {
        lock.lock()
        defer { lock.unlock() }
        fflush(nil)
        let saved = dup(2)
        guard saved >= 0, let file = tmpfile() else { return (try body(), []) }
        dup2(fileno(file), 2)
        var restored = false
        func restore() {
            guard !restored else { return }
            restored = true
            fflush(nil)
            dup2(saved, 2)
            close(saved)
        }
        defer {
            restore()
            fclose(file)
        }
        let value = try body()
        restore()
        rewind(file)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: data, as: UTF8.self)
        var accepted: [Substring] = []
        for line in text.split(separator: "\n") {
            if expected(line) {
                accepted.append(line)
            } else {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        }
        return (value, accepted)
    }
}
