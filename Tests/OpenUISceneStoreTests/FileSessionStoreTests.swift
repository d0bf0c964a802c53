import Foundation
import Testing
@testable import OpenUISceneStore

/// Saving, loading, order, coalescing, removal and discard marks.
@Suite struct FileSessionStoreTests {
    @Test func everyFieldRoundTrips() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let rich = StoreTestSupport.richSession()
        let bare = StoredSession(persistentIdentifier: "bare", role: "CPTemplateApplicationSceneSessionRoleApplication", configuration: StoredConfiguration())
        do {
            let store = try FileSessionStore(directory: directory)
            store.save(rich)
            store.save(bare)
            store.flush()
        }
        let snapshot = try FileSessionStore(directory: directory).load()
        #expect(snapshot.problems == [])
        #expect(snapshot.sessions == [rich, bare])
        #expect(snapshot.pendingDiscards == [])
    }

    @Test func notANumberRoundTrips() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        var session = StoreTestSupport.session("nan")
        session.userInfo = ["nan": .double(.nan)]
        do {
            let store = try FileSessionStore(directory: directory)
            store.save(session)
        }
        let loaded = try #require(try FileSessionStore(directory: directory).load().sessions.first)
        guard case .double(let value)? = loaded.userInfo?["nan"] else {
            Issue.record("not a double: \(String(describing: loaded.userInfo))")
            return
        }
        #expect(value.isNaN)
    }

    @Test func identifiersWithAnyCharactersGetSafeFileNames() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let identifiers = ["../../etc/passwd", ".hidden", "a/b", "with space", "ümlaut✓", "%41", "plain-ID_1.2"]
        do {
            let store = try FileSessionStore(directory: directory)
            for identifier in identifiers { store.save(StoreTestSupport.session(identifier)) }
            store.flush()
            for identifier in identifiers {
                let url = try #require(store.fileURL(forSession: identifier))
                #expect(url.deletingLastPathComponent().lastPathComponent == "sessions")
                #expect(!url.lastPathComponent.hasPrefix("."))
                #expect(StoreLayout.identifier(forFileName: url.lastPathComponent) == identifier)
            }
        }
        let snapshot = try FileSessionStore(directory: directory).load()
        #expect(snapshot.sessions.map(\.persistentIdentifier) == identifiers)
        #expect(snapshot.problems == [])
        #expect(!FileManager.default.fileExists(atPath: directory.deletingLastPathComponent().appendingPathComponent("etc").path))
    }

    @Test func anIdentifierTooLongForAFileNameIsRefusedWithAProblem() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        store.save(StoreTestSupport.session(String(repeating: "x", count: 300)))
        store.flush()
        #expect(store.writeProblems.count == 1)
        #expect(store.writeProblems.first?.contains("persistent identifier") == true)
        #expect(store.load().sessions.isEmpty)
    }

    @Test func sessionsLoadInTheOrderTheyWereFirstSaved() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let identifiers = (0..<20).map { "s\(19 - $0)" }
        do {
            let store = try FileSessionStore(directory: directory)
            for identifier in identifiers { store.save(StoreTestSupport.session(identifier)) }
            // Saving again keeps the place.
            store.save(StoreTestSupport.session(identifiers[0], generation: 5))
        }
        do {
            let store = try FileSessionStore(directory: directory)
            #expect(store.load().sessions.map(\.persistentIdentifier) == identifiers)
            store.save(StoreTestSupport.session("late"))
            store.save(StoreTestSupport.session(identifiers[3], generation: 9))
        }
        let snapshot = try FileSessionStore(directory: directory).load()
        #expect(snapshot.sessions.map(\.persistentIdentifier) == identifiers + ["late"])
        #expect(snapshot.sessions[0].userInfo?["generation"] == .integer(5))
        #expect(snapshot.sessions[3].userInfo?["generation"] == .integer(9))
    }

    @Test func theLatestOfManySavesWins() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        for generation in 0..<500 { store.save(StoreTestSupport.session("a", generation: generation)) }
        store.flush()
        #expect(store.load().sessions == [StoreTestSupport.session("a", generation: 499)])
        store.save(StoreTestSupport.session("a", generation: 1))
        store.remove(persistentIdentifier: "a")
        store.flush()
        #expect(store.load().sessions == [])
        store.remove(persistentIdentifier: "a")
        store.save(StoreTestSupport.session("a", generation: 2))
        #expect(store.load().sessions == [StoreTestSupport.session("a", generation: 2)])
    }

    @Test func aBurstOfSavesIsWrittenAsOneBatchAfterTheCoalescingDelay() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        // The delay passes when the test says so (an injected timer): nothing waits for it.
        let timer = ManualStoreTimer()
        let store = try FileSessionStore(directory: directory, coalescingDelay: .milliseconds(100), timer: timer)
        let file = directory.appendingPathComponent("sessions/a.json").path
        // 40 saves of 4 sessions take microseconds, far less than the delay: one batch.
        // (Before the delay, each save scheduled its own drain at once: many batches.)
        for generation in 0..<10 {
            for name in ["a", "b", "c", "d"] { store.save(StoreTestSupport.session(name, generation: generation)) }
        }
        #expect(store.writerForTesting.batchesWritten == 0, "nothing is written before the delay")
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(timer.waiting == 1, "one drain scheduled for the whole burst")
        timer.fire()
        store.flush()
        #expect(store.writerForTesting.batchesWritten == 1)
        #expect(FileManager.default.fileExists(atPath: file))
        #expect(store.load().sessions.count == 4)
        #expect(store.load().sessions.first == StoreTestSupport.session("a", generation: 9))
        // flush() writes at once, without waiting for the delay.
        store.save(StoreTestSupport.session("a", generation: 10))
        store.flush()
        #expect(store.writerForTesting.batchesWritten == 2)
        #expect(store.load().sessions.first == StoreTestSupport.session("a", generation: 10))
    }

    @Test func removeDeletesTheFileAndItsDiscardMark() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        store.save(StoreTestSupport.session("a"))
        store.save(StoreTestSupport.session("b"))
        store.flush()
        store.markDiscarded(persistentIdentifier: "a")
        store.flush()
        #expect(StoreTestSupport.names(in: directory.appendingPathComponent("discards")) == ["a.json"])
        store.remove(persistentIdentifier: "a")
        store.flush()
        #expect(StoreTestSupport.names(in: directory.appendingPathComponent("sessions")) == ["b.json"])
        #expect(StoreTestSupport.names(in: directory.appendingPathComponent("discards")) == [])
        #expect(store.load().sessions.map(\.persistentIdentifier) == ["b"])
    }

    @Test func aSaveThatReplacesARemoveInTheSameBatchLeavesNoDiscardMark() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        let discards = directory.appendingPathComponent("discards")
        store.save(StoreTestSupport.session("a"))
        store.flush()
        store.markDiscarded(persistentIdentifier: "a")
        store.flush()
        #expect(StoreTestSupport.names(in: discards) == ["a.json"])
        // remove then save, one batch: the session is new, the old mark must go.
        store.remove(persistentIdentifier: "a")
        store.save(StoreTestSupport.session("a", generation: 2))
        store.flush()
        #expect(StoreTestSupport.names(in: discards) == [])
        #expect(store.load().pendingDiscards == [])
        // mark, remove, save in one batch: no mark is written over the new session.
        store.markDiscarded(persistentIdentifier: "a")
        store.remove(persistentIdentifier: "a")
        store.save(StoreTestSupport.session("a", generation: 3))
        store.flush()
        #expect(StoreTestSupport.names(in: discards) == [])
        #expect(store.load().sessions == [StoreTestSupport.session("a", generation: 3)])
    }

    @Test func discardMarksSurviveARelaunchUntilCleared() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        do {
            let store = try FileSessionStore(directory: directory)
            for identifier in ["a", "b", "c"] { store.save(StoreTestSupport.session(identifier)) }
        }
        do {
            // The tool: the app is not running.
            let store = try FileSessionStore(directory: directory, createIfMissing: false)
            #expect(store.load().sessions.count == 3)
            store.markDiscarded(persistentIdentifier: "c")
            store.markDiscarded(persistentIdentifier: "a")
            store.markDiscarded(persistentIdentifier: "not-stored")
        }
        do {
            // The next launch: reported, then removed and cleared by the engine.
            let store = try FileSessionStore(directory: directory)
            let snapshot = store.load()
            #expect(snapshot.pendingDiscards == ["a", "c"])
            #expect(snapshot.sessions.count == 3)
            for identifier in snapshot.pendingDiscards {
                store.remove(persistentIdentifier: identifier)
                store.clearDiscardMark(persistentIdentifier: identifier)
            }
        }
        let snapshot = try FileSessionStore(directory: directory).load()
        #expect(snapshot.pendingDiscards == [])
        #expect(snapshot.sessions.map(\.persistentIdentifier) == ["b"])
        #expect(snapshot.problems == [])
    }

    @Test func clearingAMarkKeepsTheSession() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        store.save(StoreTestSupport.session("a"))
        store.markDiscarded(persistentIdentifier: "a")
        #expect(store.load().pendingDiscards == ["a"])
        store.clearDiscardMark(persistentIdentifier: "a")
        let snapshot = store.load()
        #expect(snapshot.pendingDiscards == [])
        #expect(snapshot.sessions.count == 1)
    }

    @Test func aSaveTooDeepToReadBackIsRefusedAndThePreviousStateStays() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let problems = ProblemLog()
        let store = try FileSessionStore(directory: directory, onWriteProblem: { problems.append($0) })
        store.save(StoreTestSupport.session("a", generation: 1))
        store.flush()  // on disk; otherwise the refused save below would replace it while pending
        var deep = PropertyListValue.integer(0)
        for _ in 0..<FileSessionStore.maximumValueDepth { deep = .array([deep]) }
        var session = StoreTestSupport.session("a", generation: 2)
        session.userInfo = ["deep": deep]
        store.save(session)
        store.flush()
        #expect(problems.lines.count == 1)
        #expect(problems.lines.first?.contains("nests") == true)
        #expect(store.writeProblems == problems.lines)
        #expect(store.load().sessions == [StoreTestSupport.session("a", generation: 1)])
    }

    @Test func aSaveTooLargeToReadBackIsRefused() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        var session = StoreTestSupport.session("big")
        session.userInfo = ["blob": .string(String(repeating: "x", count: FileSessionStore.maximumFileSize))]
        store.save(session)
        store.flush()
        #expect(store.writeProblems.first?.contains("bytes") == true)
        #expect(store.load().sessions == [])
    }

    @Test func deepButAllowedNestingRoundTrips() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        var deep = PropertyListValue.string("bottom")
        for level in 0..<(FileSessionStore.maximumValueDepth - 1) { deep = level % 2 == 0 ? .array([deep]) : .dictionary(["k": deep]) }
        var session = StoreTestSupport.session("deep")
        session.userInfo = ["deep": deep]
        session.restorationActivity = StoredActivity(activityType: "t", userInfo: ["deep": deep])
        do {
            let store = try FileSessionStore(directory: directory)
            store.save(session)
            store.flush()
            #expect(store.writeProblems == [])
        }
        let snapshot = try FileSessionStore(directory: directory).load()
        #expect(snapshot.problems == [])
        #expect(snapshot.sessions == [session])
    }

    @Test func operationsAfterCloseAreReportedNotWritten() throws {
        let directory = try StoreTestSupport.storeDirectory()
        defer { StoreTestSupport.remove(directory) }
        let store = try FileSessionStore(directory: directory)
        store.close()
        store.save(StoreTestSupport.session("late"))
        #expect(store.writeProblems.count == 1)
        #expect(StoreTestSupport.names(in: directory.appendingPathComponent("sessions")) == [])
    }
}

/// Collects problem lines from the writer's queue.
final class ProblemLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ line: String) { lock.withLock { stored.append(line) } }
    var lines: [String] { lock.withLock { stored } }
}
