// Unchanged iOS-style code: GRDB's Combine publishers beside UIKit and Combine (issue 23).
// Prints what it saw and exits 0 when every publisher delivered what it should.
import Combine
import Foundation
import GRDB
import UIKit

struct Player: Codable, FetchableRecord, PersistableRecord {
    var id: Int64
    var name: String
}

@MainActor final class Check {
    var lists: [[String]] = []
    var cancellables = Set<AnyCancellable>()
    var foregroundNotices = 0
    var readCount: Int?

    /// Exits 0 once the observation saw both players and the read counted them.
    func finishIfDone() {
        guard lists.last == ["Arthur", "Barbara"], readCount == 2 else { return }
        guard lists.first == [], foregroundNotices == 1 else { return fail("values \(lists), \(foregroundNotices) UIKit notices") }
        print("GRDBCombineApp: ok \(lists.count) values, read \(readCount ?? 0) players, \(foregroundNotices) UIKit notice")
        exit(0)
    }

    func fail(_ message: String) {
        print("GRDBCombineApp: FAIL \(message)")
        exit(1)
    }
}

let check = Check()
let queue = try DatabaseQueue()
try queue.write { db in
    try db.create(table: "player") { t in
        t.primaryKey("id", .integer)
        t.column("name", .text).notNull()
    }
}

// A ValueObservation as a Combine publisher: [] at once, then each committed change on main.
let observation: DatabasePublishers.Value<[String]> = ValueObservation
    .tracking { db in try Player.order(Column("id")).fetchAll(db).map(\.name) }
    .publisher(in: queue, scheduling: .immediate)
observation
    .sink(
        receiveCompletion: { completion in MainActor.assumeIsolated { check.fail("observation ended: \(completion)") } },
        receiveValue: { names in
            MainActor.assumeIsolated {
                check.lists.append(names)
                print("observed \(names)")
                check.finishIfDone()
            }
        }
    )
    .store(in: &check.cancellables)
if check.lists != [[]] { check.fail("the .immediate first value was not synchronous: \(check.lists)") }

NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)
    .sink { _ in MainActor.assumeIsolated { check.foregroundNotices += 1 } }
    .store(in: &check.cancellables)
NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)

// writePublisher then readPublisher, delivered on the main queue.
queue.writePublisher { db in
    try Player(id: 1, name: "Arthur").insert(db)
    try Player(id: 2, name: "Barbara").insert(db)
}
.flatMap { queue.readPublisher { db in try Player.fetchCount(db) } }
.sink(
    receiveCompletion: { completion in
        if case let .failure(error) = completion { MainActor.assumeIsolated { check.fail("write or read failed: \(error)") } }
    },
    receiveValue: { count in
        MainActor.assumeIsolated {
            print("read \(count) players")
            check.readCount = count
            check.finishIfDone()
        }
    }
)
.store(in: &check.cancellables)

DispatchQueue.main.asyncAfter(deadline: .now() + 60) { MainActor.assumeIsolated { check.fail("timed out: \(check.lists)") } }
dispatchMain()
