import Foundation
import TestSupport
import Testing

/// The tests' way to run a command: a child that writes more than a pipe holds to one stream
/// while the other is still open must not block (a real process).
struct ChildProcessTests {
    @Test func aChildWritingMoreThanAPipeHoldsToBothStreamsRunsToItsEnd() throws {
        // 200,000 bytes to standard error first, then to standard output, then a status of 3.
        let result = try ChildProcess.run(URL(fileURLWithPath: "/bin/sh"), ["-c", "head -c 200000 /dev/zero | tr '\\0' e >&2; head -c 200000 /dev/zero | tr '\\0' o; exit 3"])
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

/// A child a test talks to while it runs (real processes).
struct RunningChildTests {
    /// The child's signal mask (`SigBlk` in its `/proc/self/status`, hexadecimal).
    static func childMask(_ child: RunningChild) throws -> UInt64 {
        let line = child.wait().output
        return try #require(UInt64(line.replacingOccurrences(of: "SigBlk:", with: "").trimmingCharacters(in: .whitespacesAndNewlines), radix: 16), "\(line)")
    }

    /// With `unblockingSignals` the signals a test sends are not blocked in the child, whatever
    /// the spawning thread blocks; without, the child inherits the thread's mask (a one-shot run
    /// too), as Foundation's `Process` does.
    @Test func theChildStartsWithTheSignalsUnblockedOnlyWhenAsked() throws {
        var block = sigset_t()
        var previous = sigset_t()
        sigemptyset(&block)
        sigaddset(&block, SIGTERM)
        sigaddset(&block, SIGUSR1)
        pthread_sigmask(SIG_BLOCK, &block, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let grep = URL(fileURLWithPath: "/bin/grep"), status = ["SigBlk", "/proc/self/status"]
        func bit(_ signal: Int32) -> UInt64 { 1 << UInt64(signal - 1) }

        let unblocked = try Self.childMask(RunningChild(grep, status, unblockingSignals: true))
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGUSR1] {
            #expect(unblocked & bit(signal) == 0, "signal \(signal) is blocked in the child: \(String(unblocked, radix: 16))")
        }
        let inherited = try Self.childMask(RunningChild(grep, status))
        #expect(inherited & bit(SIGTERM) != 0 && inherited & bit(SIGUSR1) != 0, "the thread's mask: \(String(inherited, radix: 16))")
        let oneShot = try ChildProcess.run(grep, status).output
        #expect(oneShot.contains(String(inherited, radix: 16)), "\(oneShot)")
    }

    /// Lines written to its standard input reach it; its answers are read line by line; closing
    /// the input ends it (it reads the end of the file).
    @Test func itTalksThroughStandardInputAndReadsLineByLine() throws {
        let child = try RunningChild(URL(fileURLWithPath: "/bin/sh"), ["-c", "echo ready; while read line; do echo \"got $line\"; done; echo bye >&2"], standardInput: true)
        #expect(child.nextLine() == "ready")
        child.write("one\n")
        #expect(child.nextLine() == "got one")
        child.write("two\nthree\n")
        #expect(child.nextLine() == "got two")
        #expect(child.nextLine() == "got three")
        #expect(child.isRunning)
        child.closeInput()
        #expect(child.ended(within: 30))
        let result = child.wait()
        #expect(result.status == 0 && !result.timedOut)
        #expect(result.output == "ready\ngot one\ngot two\ngot three\n")
        #expect(result.error == "bye\n")
        #expect(child.nextLine() == "", "the end of the stream")
    }

    /// `ended(within:)` waits without killing; `terminate(signal:)` sends the signal asked for; a
    /// child that ignores it is killed at the deadline.
    @Test func itEndsOnTheSignalSentOrAtTheDeadline() throws {
        let child = try RunningChild(URL(fileURLWithPath: "/bin/sh"), ["-c", "trap 'echo interrupted; exit 7' INT; echo ready; while :; do sleep 0.1; done"])
        #expect(child.waitFor("ready\n"))
        #expect(!child.ended(within: 0.2))
        #expect(child.isRunning, "still running: waiting does not kill it")
        let interrupted = child.terminate(signal: SIGINT)
        #expect(interrupted.status == 7 && !interrupted.timedOut, "\(interrupted)")
        #expect(interrupted.output == "ready\ninterrupted\n")

        let deaf = try RunningChild(URL(fileURLWithPath: "/bin/sh"), ["-c", "trap '' TERM; echo ready; exec sleep 600"])
        #expect(deaf.waitFor("ready\n"))
        let killed = deaf.terminate(deadline: 1)
        #expect(killed.timedOut)
        #expect(deaf.terminationReason == .uncaughtSignal && killed.status == SIGKILL)
    }
}
