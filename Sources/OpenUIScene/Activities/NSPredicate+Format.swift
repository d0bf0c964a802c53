import Foundation

extension NSPredicate {
    /// A predicate from a format string, for activation conditions.
    ///
    /// swift-corelibs-foundation has no predicate-format parser; OpenUIScene implements the part
    /// activation conditions need: `SELF` compared with strings by `==`, `!=`, `BEGINSWITH`,
    /// `ENDSWITH`, `CONTAINS`, `LIKE`, `MATCHES`, `IN {…}`, with `[c]`/`[d]` flags, combined with
    /// `AND`, `OR`, `NOT`, parentheses, `TRUEPREDICATE`/`FALSEPREDICATE`, and `%@` arguments
    /// (see docs/ROUTING.md). Key paths and other operators are not supported.
    ///
    /// A format it cannot parse does not crash the app (Foundation would raise): the predicate
    /// evaluates to `false` and the error is logged, naming the format and the position. That
    /// includes a format nesting parentheses and `NOT` deeper than 100 levels, which is refused
    /// rather than parsed with unbounded recursion.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string whose `%@` arguments are not all `CVarArg` (an array for
    /// `IN %@`, which Apple's Foundation bridges to `NSArray`).
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A predicate from a format string and its `%@` arguments.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        do {
            let parsed = try PredicateFormat(predicateFormat, arguments: arguments ?? [])
            self.init(block: { object, _ in parsed.evaluate(object) })
            PredicateSource.record(self, format: predicateFormat, arguments: arguments ?? [])
        } catch {
            PredicateFormatErrors.report(error)
            self.init(value: false)
        }
    }
}

/// Where predicate-format errors go: stderr, once per format; or, in a task that collects them,
/// a ``Collector`` (tests that feed hostile formats on purpose assert what they expect instead of
/// printing thousands of lines; issue 22 item 21).
package enum PredicateFormatErrors {
    nonisolated(unsafe) private static var reported: Set<String> = []
    private static let lock = NSLock()

    /// The errors of the formats parsed while it is the task's ``collector``, in order.
    package final class Collector: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [String] = []
        package init() {}
        package var messages: [String] { lock.withLock { collected } }
        func append(_ message: String) { lock.withLock { collected.append(message) } }
    }

    /// Set with `PredicateFormatErrors.$collector.withValue(collector) { … }`.
    @TaskLocal package static var collector: Collector?

    static func report(_ error: PredicateFormat.ParseError) {
        if let collector {
            collector.append(error.description)
            return
        }
        let first = lock.withLock { reported.insert(error.format).inserted }
        guard first else { return }
        FileHandle.standardError.write(Data("OpenUIScene: NSPredicate(format:): \(error.description) The predicate evaluates to false.\n".utf8))
    }
}
