// GRDB's Combine publishers, declared here (issue 23; docs/PARITY.md "Frameworks").
//
// GRDB declares its publishers under `#if canImport(Combine)`. SwiftPM puts the modules of every
// target of a build in one folder, so whether GRDB sees this `Combine` depends on which of the two
// is compiled first; and when GRDB sees it, GRDB fails ("missing required module
// 'COpenCombineHelpers'"): OpenCombine's module needs its C helper module, whose module map SwiftPM
// passes only to the targets that depend on OpenCombine, which GRDB does not.
//
// With the `GRDBPublishers` trait (on by default) this module depends on GRDB, so GRDB is always
// compiled before `Combine` exists and its `canImport(Combine)` is false in every build order; the
// publishers an app calls are declared here instead, with GRDB's names, on GRDB's public API:
// `ValueObservation.publisher(in:scheduling:)`, `DatabaseReader.readPublisher(receiveOn:value:)`,
// `DatabaseWriter.writePublisher(receiveOn:updates:)` and the `DatabasePublishers` namespace.
#if GRDBPublishers
public import GRDB
import Foundation

/// A namespace for database Combine publishers (GRDB's name).
public enum DatabasePublishers {}

extension ValueObservation where Reducer: ValueReducer {
    /// A publisher of the observed values: the first on subscription (at once with `.immediate`),
    /// then one after each transaction that changed them, on the scheduler's queue (by default the
    /// main queue). The observation starts at the first demand and stops when the subscription is
    /// cancelled; a value that arrives while there is no demand is not delivered.
    public func publisher(
        in reader: any DatabaseReader,
        scheduling scheduler: some ValueObservationScheduler = .async(onQueue: .main)
    ) -> DatabasePublishers.Value<Reducer.Value> {
        DatabasePublishers.Value { onError, onChange in
            self.start(in: reader, scheduling: scheduler, onError: onError, onChange: onChange)
        }
    }
}

extension DatabasePublishers {
    /// The publisher of a ``ValueObservation``'s values.
    public struct Value<Output>: Publisher {
        public typealias Failure = Error
        typealias Start = (_ onError: @escaping @Sendable (Error) -> Void, _ onChange: @escaping @Sendable (Output) -> Void) -> AnyDatabaseCancellable
        private let start: Start

        init(start: @escaping Start) {
            self.start = start
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Error, S.Input == Output {
            subscriber.receive(subscription: ValueSubscription(start: start, downstream: AnySubscriber(subscriber)))
        }
    }

    /// The publisher of one read or one write: its value, or its error, then the end.
    public struct Read<Output>: Publisher {
        public typealias Failure = Error
        fileprivate let upstream: AnyPublisher<Output, Error>

        public func receive<S: Subscriber>(subscriber: S) where S.Failure == Error, S.Input == Output {
            upstream.receive(subscriber: subscriber)
        }
    }

    /// The publisher of one write (GRDB's name).
    public typealias Write<Output> = Read<Output>
}

extension DatabaseReader {
    /// Reads once, when subscribed, off the main thread, and publishes the value (or the error) on
    /// `scheduler`.
    public func readPublisher<Output>(
        receiveOn scheduler: some Scheduler = DispatchQueue.main,
        value: @escaping @Sendable (Database) throws -> Output
    ) -> DatabasePublishers.Read<Output> {
        DatabasePublishers.Read(upstream: oneShot(on: scheduler) { finish in
            self.asyncRead { database in finish(Result { try value(database.get()) }) }
        })
    }
}

extension DatabaseWriter {
    /// Writes once, in a transaction, when subscribed, and publishes what `updates` returned (or the
    /// error) on `scheduler`.
    public func writePublisher<Output>(
        receiveOn scheduler: some Scheduler = DispatchQueue.main,
        updates: @escaping @Sendable (Database) throws -> Output
    ) -> DatabasePublishers.Write<Output> {
        DatabasePublishers.Read(upstream: oneShot(on: scheduler) { finish in
            self.asyncWrite(updates) { _, result in finish(result) }
        })
    }
}

/// A publisher that runs `work` on subscription and publishes the one result it reports.
private func oneShot<Output>(
    on scheduler: some Scheduler,
    _ work: @escaping (_ finish: @escaping @Sendable (Result<Output, Error>) -> Void) -> Void
) -> AnyPublisher<Output, Error> {
    Deferred {
        Future<Output, Error> { promise in
            let promise = UncheckedSendable(promise)
            work { result in promise.value(result) }
        }
    }
    .receive(on: scheduler)
    .eraseToAnyPublisher()
}

/// Carries a value GRDB hands to another thread once, as GRDB's own publishers do.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// One subscriber's observation: started at the first demand, stopped by `cancel()` or an error.
private final class ValueSubscription<Output>: Subscription, @unchecked Sendable {
    typealias Start = DatabasePublishers.Value<Output>.Start
    typealias Downstream = AnySubscriber<Output, Error>

    private enum State {
        case waitingForDemand(Start, Downstream)
        case observing(Downstream, AnyDatabaseCancellable?)
        case finished
    }

    // Guards `state` and `demand`; never held while calling GRDB or the subscriber.
    private let lock = NSLock()
    private var state: State
    private var demand = Subscribers.Demand.none

    init(start: @escaping Start, downstream: Downstream) {
        state = .waitingForDemand(start, downstream)
    }

    func request(_ newDemand: Subscribers.Demand) {
        let start: Start? = lock.withLock {
            demand += newDemand
            guard case let .waitingForDemand(start, downstream) = state else { return nil }
            state = .observing(downstream, nil)
            return start
        }
        guard let start else { return }
        let cancellable = start(
            { [weak self] error in self?.fail(error) },
            { [weak self] value in self?.deliver(value) }
        )
        let stillObserving: Bool = lock.withLock {
            guard case let .observing(downstream, nil) = state else { return false }
            state = .observing(downstream, cancellable)
            return true
        }
        if !stillObserving { cancellable.cancel() }
    }

    func cancel() {
        if case let .observing(_, cancellable) = finish() { cancellable?.cancel() }
    }

    private func deliver(_ value: Output) {
        let downstream: Downstream? = lock.withLock {
            guard case let .observing(downstream, _) = state, demand > 0 else { return nil }
            demand -= 1
            return downstream
        }
        guard let downstream else { return }
        let more = downstream.receive(value)
        lock.withLock { demand += more }
    }

    private func fail(_ error: Error) {
        guard case let .observing(downstream, cancellable) = finish() else { return }
        cancellable?.cancel()
        downstream.receive(completion: .failure(error))
    }

    /// Marks the subscription finished and returns the state it was in.
    private func finish() -> State {
        lock.withLock {
            defer { state = .finished }
            return state
        }
    }
}
#endif
