import Combine
import Dispatch
import Foundation
import GRDB
import Testing

/// GRDB's Combine publishers, as `Combine` declares them (Sources/Combine/GRDBPublishers.swift).
@Suite struct GRDBPublisherTests {
    /// A subscriber that asks for what the test says and records what it gets.
    final class Recorder<Input>: Subscriber, @unchecked Sendable {
        typealias Failure = Error
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var received: [Input] = []
        private var finished: Subscribers.Completion<Error>?
        private let arrived = DispatchSemaphore(value: 0)
        let initialDemand: Subscribers.Demand

        init(initialDemand: Subscribers.Demand) { self.initialDemand = initialDemand }

        var values: [Input] { lock.withLock { received } }
        var completion: Subscribers.Completion<Error>? { lock.withLock { finished } }
        func request(_ demand: Subscribers.Demand) { lock.withLock { subscription }?.request(demand) }
        func cancel() { lock.withLock { subscription }?.cancel() }

        /// Waits until `count` values (or the end) arrived; false after a minute.
        func wait(forValues count: Int) -> Bool {
            while lock.withLock({ received.count < count && finished == nil }) {
                if arrived.wait(timeout: .now() + 60) == .timedOut { return false }
            }
            return true
        }

        func receive(subscription: any Subscription) {
            lock.withLock { self.subscription = subscription }
            if initialDemand > 0 { subscription.request(initialDemand) }
        }

        func receive(_ input: Input) -> Subscribers.Demand {
            lock.withLock { received.append(input) }
            arrived.signal()
            return .none
        }

        func receive(completion: Subscribers.Completion<Error>) {
            lock.withLock { finished = completion }
            arrived.signal()
        }
    }

    static func database() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in try db.execute(sql: "CREATE TABLE item (name TEXT NOT NULL)") }
        return queue
    }

    static func names(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM item ORDER BY rowid")
    }

    @Test func aValueObservationPublishesTheCurrentValueThenEachCommittedChange() throws {
        let queue = try Self.database()
        let recorder = Recorder<[String]>(initialDemand: .unlimited)
        ValueObservation.tracking(Self.names)
            .publisher(in: queue, scheduling: .async(onQueue: DispatchQueue(label: "values")))
            .subscribe(recorder)
        #expect(recorder.wait(forValues: 1))
        try queue.write { db in try db.execute(sql: "INSERT INTO item VALUES ('a')") }
        #expect(recorder.wait(forValues: 2))
        #expect(recorder.values == [[], ["a"]])
        #expect(recorder.completion == nil)
    }

    @Test func theObservationStartsAtTheFirstDemandAndCancelStopsIt() throws {
        let queue = try Self.database()
        let started = NSLock()
        nonisolated(unsafe) var starts = 0
        let cancelled = DispatchSemaphore(value: 0)
        let recorder = Recorder<[String]>(initialDemand: .none)
        ValueObservation.tracking(Self.names)
            .handleEvents(willStart: { started.withLock { starts += 1 } }, didCancel: { cancelled.signal() })
            .publisher(in: queue, scheduling: .async(onQueue: DispatchQueue(label: "values")))
            .subscribe(recorder)
        #expect(started.withLock { starts } == 0, "no demand, no observation (GRDB calls willStart as it starts)")
        recorder.request(.max(1))
        #expect(started.withLock { starts } == 1, "the first demand starts it")
        #expect(recorder.wait(forValues: 1))
        #expect(recorder.values == [[]])
        recorder.cancel()
        #expect(cancelled.wait(timeout: .now() + 60) == .success, "cancelling the subscription cancels GRDB's observation")
    }

    @Test func aWriteThenAReadPublishTheirResultsAndAFailedReadItsError() throws {
        let queue = try Self.database()
        let results = DispatchQueue(label: "results")
        let count = Recorder<Int>(initialDemand: .unlimited)
        queue.writePublisher(receiveOn: results) { db in try db.execute(sql: "INSERT INTO item VALUES ('a'), ('b')") }
            .flatMap { queue.readPublisher(receiveOn: results) { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM item") ?? 0 } }
            .subscribe(count)
        #expect(count.wait(forValues: 1))
        #expect(count.values == [2])

        let failing = Recorder<Int>(initialDemand: .unlimited)
        queue.readPublisher(receiveOn: results) { db in try Int.fetchOne(db, sql: "SELECT * FROM missing") ?? 0 }
            .subscribe(failing)
        #expect(failing.wait(forValues: 1))
        guard case let .failure(error)? = failing.completion else {
            Issue.record("expected a failure, got \(String(describing: failing.completion))")
            return
        }
        #expect((error as? DatabaseError)?.message?.contains("no such table: missing") == true)
    }
}
