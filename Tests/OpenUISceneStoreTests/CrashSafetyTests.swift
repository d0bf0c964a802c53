import Foundation
import TestSupport
import Testing
@testable import OpenUISceneStore
@testable import store_crash_writer
#if canImport(Glibc)
import Glibc
#endif

/// Runs `store-crash-writer`, kills it with SIGKILL at random moments, and checks after every
/// kill that each session is complete and at its previous or its new generation.
@Suite struct CrashSafetyTests {
    static let kills = 200
    static let sessionCount = 6

    /// The state the writer saves for `index` at `generation`: the writer's own function.
    static func expected(index: Int, generation: Int) -> StoredSession {
        crashWriterSession(index: index, generation: generation)
    }

    @Test(.timeLimit(.minutes(2)))
    func everyReloadAfterSIGKILLSeesTheOldOrTheNewStateOfEachSession() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        var random = SeededGenerator(seed: 20_240_604)
        var previous = [Int](repeating: 0, count: Self.sessionCount)
        var killed = 0
        var advanced = 0
        let started = ContinuousClock.now
        for _ in 0..<Self.kills {
            let child = try StoreTestSupport.startCrashWriter(store: directory, sessions: Self.sessionCount)
            // The moment of the kill is what is being tested: a random delay (0–8 ms) after the
            // child reported that it is writing.
            usleep(UInt32.random(in: 0..<8_000, using: &random))
            kill(child.processIdentifier, SIGKILL)
            _ = child.wait()
            #expect(child.terminationReason == .uncaughtSignal)
            killed += 1

            let store = try FileSessionStore(directory: directory)
            let snapshot = store.load()
            store.close()
            try #require(snapshot.problems == [], "after kill \(killed): \(snapshot.problems)")
            try #require(snapshot.sessions.count == Self.sessionCount, "after kill \(killed): sessions \(snapshot.sessions.map(\.persistentIdentifier))")
            var generations: [Int] = []
            for (index, session) in snapshot.sessions.sorted(by: { $0.persistentIdentifier < $1.persistentIdentifier }).enumerated() {
                guard case .integer(let generation)? = session.userInfo?["generation"] else {
                    Issue.record("after kill \(killed): \(session.persistentIdentifier) has no generation")
                    continue
                }
                try #require(session == Self.expected(index: index, generation: generation), "after kill \(killed): \(session.persistentIdentifier) is not the state of generation \(generation)")
                try #require(generation >= previous[index], "after kill \(killed): \(session.persistentIdentifier) went back from \(previous[index]) to \(generation)")
                generations.append(generation)
            }
            // A round writes every session at g, then flushes: the kill interrupts at most one round.
            let (low, high) = (generations.min() ?? 0, generations.max() ?? 0)
            try #require(high - low <= 1, "after kill \(killed): generations \(generations)")
            if generations != previous { advanced += 1 }
            previous = generations
            // No temporary file is visible as a session, and any leftover is cleaned at load.
            #expect(StoreTestSupport.names(in: directory.appendingPathComponent("quarantine")) == [])
        }
        let elapsed = ContinuousClock.now - started
        print("crash safety: \(killed) SIGKILLs, \(advanced) reloads saw new generations, final generations \(previous), \(elapsed)")
        #expect(killed >= 200)
    }
}
