import Foundation
import Combine
import Testing

final class Model: ObservableObject {
    @Published var title = "Untitled"
}

/// `import Combine`: OpenCombine under Combine's name, with the Foundation and Dispatch spellings
/// that delegates use.
@Suite struct CombineTests {
    @Test func publishedChangesReachASinkAndCancellingStopsThem() {
        let model = Model()
        var seen: [String] = []
        var cancellables = Set<AnyCancellable>()
        model.$title.sink { seen.append($0) }.store(in: &cancellables)
        model.title = "Groceries"
        cancellables.removeAll()
        model.title = "ignored"
        #expect(seen == ["Untitled", "Groceries"])
    }

    @Test func notificationCenterPublisherDeliversOnlyItsName() {
        let center = NotificationCenter()
        let name = Notification.Name("org.openuiscene.tests.combine")
        var received = 0
        let cancellable = center.publisher(for: name).sink { _ in received += 1 }
        center.post(name: name, object: nil)
        center.post(name: Notification.Name("other"), object: nil)
        #expect(received == 1)
        cancellable.cancel()
        center.post(name: name, object: nil)
        #expect(received == 1)
    }

    @Test func subjectsOperatorsAndTheMainQueueScheduler() async {
        let subject = PassthroughSubject<Int, Never>()
        let current = CurrentValueSubject<String, Never>("a")
        var values: [Int] = []
        let done = AsyncStream<Void>.makeStream()
        let cancellable = subject
            .removeDuplicates()
            .map { $0 * 10 }
            .receive(on: DispatchQueue.main)
            .sink { value in
                values.append(value)
                if value == 30 { done.continuation.finish() }
            }
        for value in [1, 1, 2, 3] { subject.send(value) }
        for await _ in done.stream {}
        #expect(values == [10, 20, 30])
        #expect(current.value == "a")
        _ = Just(5).sink { #expect($0 == 5) }
        cancellable.cancel()
    }
}
