import Foundation
import Testing
import VirtualDisplay
import enum TestSupport.ChildProcess

extension GTKHostTests {
    /// A real app killed (SIGKILL) at random moments, ten times, and relaunched each time:
    /// every window that was on screen and saved comes back and no other stored one comes back on
    /// screen, the store never holds more sessions than windows, nothing is quarantined (issue 12; docs/RELIABILITY.md). The same driver is
    /// `scripts/fault-injection`.
    @Suite(.serialized) struct FaultInjection {
        static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let result = try ChildProcess.run(FixtureApp.productsDirectory.appendingPathComponent("fault-injection"),
                                              arguments + ["--products", FixtureApp.productsDirectory.path], deadline: 600)
            return (result.status, result.output)
        }

        @Test(arguments: [("headless", "3"), ("gtk", "2")])
        func tenKillsAtRandomMomentsLoseNothing(host: String, windows: String) throws {
            let seed = String(UInt32.random(in: 1...UInt32.max))
            let result = try Self.run(["--host", host, "--cycles", "10", "--windows", windows, "--seed", seed])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.contains("10 kills"), "\(result.output)")
            #expect(result.output.contains("sessions lost: 0, orphans: 0, extra windows: 0, damaged files: 0"), "\(result.output)")
            #expect(!result.output.contains("(0 windows restored)"), "the run restored windows: \(result.output)")
        }
    }
}
