import Foundation
import Testing
import OSLog

/// `import OSLog`: Logger and os_log write through swift-log with os's privacy rules.
@Suite struct OSLogTests {
    private func category() -> (Logger, String) {
        let category = UUID().uuidString
        _ = CapturedLog.shared
        return (Logger(subsystem: "org.openuiscene.oslog-tests", category: category), "org.openuiscene.oslog-tests.\(category)")
    }

    @Test func dynamicStringsArePrivateUnlessMarkedPublicAndScalarsArePublic() {
        let (logger, label) = category()
        let user = "alice@example.com"
        let count = 3
        logger.info("Signed in \(user) with \(count) devices; name \(user, privacy: .public)")
        logger.error("Failed: \(user, privacy: .private(mask: .hash))")
        let lines = CapturedLog.shared.lines(for: label)
        #expect(lines.first == "info \(label): Signed in <private> with 3 devices; name alice@example.com")
        #expect(lines.last?.hasPrefix("error \(label): Failed: <mask.hash: '") == true)
        #expect(lines.last?.contains(user) == false)
    }

    @Test func formatsAndLevelsFollowOs() {
        let (logger, label) = category()
        logger.notice("took \(1.23456, format: .fixed(precision: 2)) s, flags \(255, format: .hex(includePrefix: true)), id \(7, format: .decimal(minDigits: 3)) [\(true)] [\("ab", align: .right(columns: 4), privacy: .public)]")
        logger.fault("fault")
        logger.debug("debug")
        let lines = CapturedLog.shared.lines(for: label)
        #expect(lines == [
            "notice \(label): took 1.23 s, flags 0xff, id 007 [true] [  ab]",
            "critical \(label): fault",
            "debug \(label): debug",
        ])
    }

    @Test func osLogFormatsPrintfStyleWithPrivacy() {
        _ = CapturedLog.shared
        let category = UUID().uuidString
        let log = OSLog(subsystem: "org.openuiscene.oslog-tests", category: category)
        os_log("opened %@ (%{public}@) in %d ms, %.1f%% done", log: log, type: .info, "secret.txt", "Notes", 42, 99.5)
        os_log(.error, log: log, "code %{private}d", 7)
        #expect(CapturedLog.shared.lines(for: "org.openuiscene.oslog-tests.\(category)") == [
            "info org.openuiscene.oslog-tests.\(category): opened <private> (Notes) in 42 ms, 99.5% done",
            "error org.openuiscene.oslog-tests.\(category): code <private>",
        ])
        os_log("dropped", log: .disabled)
    }
}
