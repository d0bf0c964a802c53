import Foundation
import TestSupport
import Testing

/// The tests' way to run a command: a child that writes more than a pipe holds to one stream
/// while the other is still open must not block (a real process).
struct ChildProcessTests {
    @Test func aChildWritingMoreThanAPipeHoldsToBothStreamsRunsToItsEnd() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // 200,000 bytes to standard error first, then to standard output, then a status of 3.
        process.arguments = ["-c", "head -c 200000 /dev/zero | tr '\\0' e >&2; head -c 200000 /dev/zero | tr '\\0' o; exit 3"]
        let result = try ChildProcess.run(process)
        #expect(result.status == 3)
        #expect(result.error.utf8.count == 200_000 && result.error.allSatisfy { $0 == "e" })
        #expect(result.output.utf8.count == 200_000 && result.output.allSatisfy { $0 == "o" })
    }

    /// A child still running at its deadline is killed, and the result says so (a real process).
    @Test func aChildPastItsDeadlineIsKilledAndSaysSo() throws {
        let started = Date()
        let result = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo started; exec sleep 600"], deadline: 1)
        #expect(result.timedOut)
        #expect(result.status == SIGKILL)
        #expect(result.output == "started\n")
        #expect(Date().timeIntervalSince(started) < 60, "killed at the deadline, not after the child's own end")
    }
}
