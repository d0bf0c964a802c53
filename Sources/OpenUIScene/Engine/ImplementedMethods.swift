import Foundation
import UIKitVocabulary
#if canImport(Glibc)
import Glibc
#endif

/// Which optional `UIApplicationDelegate` methods an app delegate class implements itself.
///
/// UIKit asks the Objective-C runtime (`respondsToSelector:`); a Swift protocol with default
/// implementations has no such question, and calling a method to find out would run the app's
/// work. The engine reads the names instead: the symbol table of the running executable
/// (`/proc/self/exe`, ELF), where a class's own method is a symbol that demangles to
/// `Module.Class.method(…)`. The table is scanned once per process, for the few method names
/// asked about (with `memmem`), and only the matching symbols are demangled.
///
/// The scan runs once per process, when a check first needs it, on a background queue: at the end
/// of the launch on the simulated device (which waits for it, so that the warnings are there when
/// the launch returns), after the first frame on the GTK host (``whenScanned(_:)``, issue 22: started
/// beside the launch it took a core from the first frame on a 2-core machine). It memmem's the
/// string table for `application` and tests the few names found for the needles as bytes; only
/// the matches become Swift strings (Foundation's `String.contains` on every name cost 16 M
/// instructions in the GTK benchmark's app).
///
/// "Cannot tell" is an empty answer: a stripped executable, an app delegate in a shared library,
/// a class local to a function, macOS. The check then says nothing.
@MainActor
enum ImplementedMethods {
    struct Method: Sendable {
        let selector: String
        /// A piece of the mangled name that finds the method's symbols.
        let needle: String
        /// The labels that follow the base name in the demangled name, e.g. `(_:open:options:)`.
        let labels: [String]
        let rule: LifecycleRule
        let fix: String
    }

    /// The methods UIKit does not call in a scene app (UIKitVocabulary, which the doctor and migrate
    /// read too), with the piece of the mangled name that finds each: a base name by its length
    /// prefix, an event method by its labels after the first (`4open7options`).
    nonisolated static let unusedInSceneMode: [Method] = {
        let states = UIKitVocabulary.stateCallbacks.map { callback in
            Method(selector: callback.appDelegateSignature, needle: "\(callback.appDelegate.utf8.count)\(callback.appDelegate)", labels: [], rule: LifecycleRule.appDelegateStateCallback,
                   fix: "Move the work to \(callback.sceneSignature) of the scene delegate, or observe UIApplication.\(callback.notification) (posted in both life cycles).")
        }
        let events = UIKitVocabulary.eventCallbacks.map { callback in
            Method(selector: callback.appDelegate, needle: callback.labels.dropFirst().map { "\($0.utf8.count)\($0)" }.joined(), labels: callback.labels,
                   rule: LifecycleRule.appDelegateEventCallback,
                   fix: "Handle \(callback.what) in the scene delegate: \(callback.scene) while it runs, connectionOptions.\(callback.connectionOption) in \(UIKitVocabulary.willConnect) at a cold launch.")
        }
        return states + events
    }()

    /// Demangled `Module.Class.method` names (no labels) with their label lists, for every
    /// symbol of the executable that contains one of the needles; read once per process.
    private nonisolated static let scan = SymbolScan()
    private static var cache: [ObjectIdentifier: Set<String>] = [:]

    /// Runs `body` on the main queue once the executable's symbols are read (at once on the next
    /// turn if they already are), starting the read on a background queue if it has not started.
    nonisolated static func whenScanned(_ body: @escaping @MainActor @Sendable () -> Void) {
        scan.start(scanExecutable)
        scan.notify { DispatchQueue.main.async { MainActor.assumeIsolated(body) } }
    }

    /// Whether the symbols were read already (tests).
    nonisolated static var isScanned: Bool { scan.isDone }

    /// The selectors of ``unusedInSceneMode`` that `type` or one of its superclasses (below
    /// `UIResponder`) implements.
    static func appDelegateMethods(of type: AnyClass) -> Set<String> {
        if let known = cache[ObjectIdentifier(type)] { return known }
        scan.start(scanExecutable)
        let symbols = scan.wait()
        var found: Set<String> = []
        var current: AnyClass? = type
        while let cls = current, ObjectIdentifier(cls) != ObjectIdentifier(UIResponder.self), ObjectIdentifier(cls) != ObjectIdentifier(NSObject.self) {
            let prefix = String(reflecting: cls)
            for method in unusedInSceneMode {
                let base = String(method.selector.prefix { $0 != "(" })
                if symbols[prefix + "." + base]?.contains(method.labels) == true { found.insert(method.selector) }
            }
            current = _getSuperclass(cls)
        }
        cache[ObjectIdentifier(type)] = found
        return found
    }

    private nonisolated static func scanExecutable() -> [String: [[String]]] {
        #if os(Linux)
        guard let image = MappedFile(path: "/proc/self/exe") else { return [:] }
        var result: [String: [[String]]] = [:]
        // Every method asked about is named `application…` (the labels follow the base name).
        for name in image.symbolNames(anchor: "application", containing: unusedInSceneMode.map(\.needle)) {
            guard let demangled = demangle(name), let (path, labels) = split(demangled) else { continue }
            result[path, default: []].append(labels)
        }
        return result
        #else
        return [:]
        #endif
    }

    /// `Notes.AppDelegate.application(_: A, open: B, options: C) -> Swift.Bool` →
    /// (`Notes.AppDelegate.application`, [`_`, `open`, `options`]). Thunks, closures and
    /// protocol extensions (`protocol witness for …`, `(extension in …)`) give `nil`.
    nonisolated static func split(_ demangled: String) -> (String, [String])? {
        guard let open = demangled.firstIndex(of: "(") else { return nil }
        let path = demangled[..<open]
        guard !path.isEmpty, !path.contains(" "), path.contains(".") else { return nil }
        var labels: [String] = []
        var depth = 0
        var current = ""
        var atLabel = true
        var previous: Character = "("
        for character in demangled[demangled.index(after: open)...] {
            defer { previous = character }
            switch character {
            case "(", "<", "[": depth += 1; atLabel = false
            case ")" where depth == 0:
                return (String(path), labels)
            case ">" where previous == "-": atLabel = false
            case ")", ">", "]": depth -= 1
            case ":" where depth == 0 && atLabel:
                labels.append(current); current = ""; atLabel = false
            case "," where depth == 0:
                atLabel = true; current = ""
            case " " where atLabel && current.isEmpty: break
            default: if atLabel { current.append(character) }
            }
        }
        return nil
    }

    /// The Swift runtime's demangler.
    private nonisolated static func demangle(_ mangled: String) -> String? {
        #if os(Linux)
        guard let function = swiftDemangle else { return nil }
        return mangled.withCString { pointer -> String? in
            guard let output = function(pointer, strlen(pointer), nil, nil, 0) else { return nil }
            defer { free(output) }
            return String(cString: output)
        }
        #else
        return nil
        #endif
    }

    #if os(Linux)
    private typealias DemangleFunction = @convention(c) (UnsafePointer<CChar>, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32) -> UnsafeMutablePointer<CChar>?
    private nonisolated static let swiftDemangle: DemangleFunction? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "swift_demangle") else { return nil }
        return unsafeBitCast(symbol, to: DemangleFunction.self)
    }()
    #endif
}

/// The result of the one symbol scan of the process, computed on a background queue.
private final class SymbolScan: @unchecked Sendable {
    private let condition = NSCondition()
    private var started = false
    private var result: [String: [[String]]]?
    private var waiting: [@Sendable () -> Void] = []

    func start(_ body: @escaping @Sendable () -> [String: [[String]]]) {
        condition.lock()
        defer { condition.unlock() }
        guard !started else { return }
        started = true
        DispatchQueue.global(qos: .utility).async {
            let found = body()
            self.condition.lock()
            self.result = found
            let waiting = self.waiting
            self.waiting = []
            self.condition.broadcast()
            self.condition.unlock()
            for call in waiting { call() }
        }
    }

    /// Calls `body` (on the scanning queue, or here if done) once the result is there.
    func notify(_ body: @escaping @Sendable () -> Void) {
        condition.lock()
        if result == nil {
            waiting.append(body)
            condition.unlock()
            return
        }
        condition.unlock()
        body()
    }

    var isDone: Bool {
        condition.lock()
        defer { condition.unlock() }
        return result != nil
    }

    func wait() -> [String: [[String]]] {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result ?? [:]
    }
}

#if os(Linux)
/// A read-only mapping of an ELF file, for its symbol names.
private final class MappedFile {
    private let base: UnsafeRawPointer
    private let size: Int

    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 64 else { return nil }
        let size = Int(status.st_size)
        guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else { return nil }
        self.base = UnsafeRawPointer(address)
        self.size = size
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), size) }

    private func read<T: FixedWidthInteger>(_ offset: Int, as: T.Type) -> T? {
        guard offset >= 0, offset + MemoryLayout<T>.size <= size else { return nil }
        return base.loadUnaligned(fromByteOffset: offset, as: T.self)
    }

    /// The string tables of the symbol tables (`.symtab`, else `.dynsym`), as (offset, size).
    private func symbolStringTables() -> [(Int, Int)] {
        // ELF64, little-endian only (every Linux target Swift supports here).
        guard size > 64, base.load(as: UInt32.self) == 0x464C_457F, read(4, as: UInt8.self) == 2, read(5, as: UInt8.self) == 1,
              let sectionOffset = read(0x28, as: UInt64.self), let entrySize = read(0x3A, as: UInt16.self),
              let count = read(0x3C, as: UInt16.self), entrySize >= 64 else { return [] }
        func section(_ index: Int) -> (type: UInt32, offset: Int, size: Int, link: Int)? {
            let at = Int(sectionOffset) + index * Int(entrySize)
            guard let type = read(at + 4, as: UInt32.self), let offset = read(at + 0x18, as: UInt64.self),
                  let length = read(at + 0x20, as: UInt64.self), let link = read(at + 0x28, as: UInt32.self),
                  Int(offset) + Int(length) <= size else { return nil }
            return (type, Int(offset), Int(length), Int(link))
        }
        var tables: [(Int, Int)] = []
        for wanted in [UInt32(2) /* SHT_SYMTAB */, 11 /* SHT_DYNSYM */] {
            for index in 0..<Int(count) {
                guard let symbols = section(index), symbols.type == wanted, let strings = section(symbols.link) else { continue }
                tables.append((strings.offset, strings.size))
            }
            if !tables.isEmpty { return tables }
        }
        return tables
    }

    /// How much of the table may stay resident behind the scan.
    private static let releaseWindow = 256 << 10

    /// Drops the mapping's pages below `address` from memory (`MADV_DONTNEED`: a private,
    /// read-only mapping of a file reads them again if touched).
    private func release(upTo address: UnsafeRawPointer) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = (base.distance(to: address) / page) * page
        guard length > 0 else { return }
        madvise(UnsafeMutableRawPointer(mutating: base), length, Int32(MADV_DONTNEED))
    }

    private typealias MemmemFunction = @convention(c) (UnsafeRawPointer?, Int, UnsafeRawPointer?, Int) -> UnsafeMutableRawPointer?
    /// glibc's memmem (SSE), found with dlsym: Swift's Glibc module hides it (_GNU_SOURCE).
    private static let memmemFunction: MemmemFunction? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "memmem") else { return nil }
        return unsafeBitCast(symbol, to: MemmemFunction.self)
    }()

    /// The offset of the first `needle` in `start[from..<to]`: memmem, else memchr for its
    /// first byte then memcmp.
    private func find(_ needle: [UInt8], in start: UnsafeRawPointer, from: Int, to end: Int) -> Int? {
        if let memmem = Self.memmemFunction {
            let hit = needle.withUnsafeBytes { memmem(start + from, end - from, $0.baseAddress, needle.count) }
            return hit.map { start.distance(to: UnsafeRawPointer($0)) }
        }
        var cursor = from
        while end - cursor >= needle.count {
            guard let hit = memchr(start + cursor, Int32(needle[0]), end - cursor - needle.count + 1) else { return nil }
            let position = start.distance(to: UnsafeRawPointer(hit))
            if memcmp(start + position, needle, needle.count) == 0 { return position }
            cursor = position + 1
        }
        return nil
    }

    /// Every NUL-terminated name in the string tables that contains `anchor` and one of
    /// `needles`: one memmem pass for the anchor, the needles tested (as bytes) on the few names
    /// it finds.
    func symbolNames(anchor: String, containing needles: [String]) -> Set<String> {
        var names: Set<String> = []
        let anchorBytes = Array(anchor.utf8)
        let needleBytes = needles.map { Array($0.utf8) }
        for (offset, length) in symbolStringTables() {
            let start = base + offset
            var cursor = 0
            var released = 0
            while cursor < length, let position = find(anchorBytes, in: start, from: cursor, to: length) {
                // The table (1.4 MB in the GTK benchmark's app) is read once, front to back: the
                // pages behind are given back as it goes, so that the scan adds no resident memory
                // beyond a window of it (a name that reaches back is read again from the file).
                if position - released >= Self.releaseWindow {
                    release(upTo: start + position)
                    released = position
                }
                var first = position
                while first > 0, start.load(fromByteOffset: first - 1, as: UInt8.self) != 0 { first -= 1 }
                var end = position
                while end < length, start.load(fromByteOffset: end, as: UInt8.self) != 0 { end += 1 }
                if needleBytes.contains(where: { find($0, in: start, from: first, to: end) != nil }) {
                    names.insert(String(decoding: UnsafeRawBufferPointer(start: start + first, count: end - first), as: UTF8.self))
                }
                cursor = end + 1
            }
        }
        return names
    }
}
#endif
