import Foundation

// Each round: a fresh database file per implementation; insert 1,000 notes, update each once,
// then fetch the library list 100 times and every note by id once (what the windows do).
// Rounds alternate the order of the two implementations; the medians are printed.

let count = 1_000
let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 11
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-db-bench-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: folder) }

struct Timings { var insert: [Double] = []; var update: [Double] = []; var fetch: [Double] = [] }

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

@MainActor func runGRDB(_ round: Int, _ t: inout Timings) throws {
    let db = try NoteDatabase(url: folder.appendingPathComponent("grdb-\(round).sqlite"))
    var changes = 0
    let observation = db.observe { _ in changes += 1 }
    var ids: [Int64] = []
    t.insert.append(try seconds { for i in 0..<count { ids.append(try db.createNote(body: "Note \(i)").id) } })
    t.update.append(try seconds { for id in ids { try db.updateBody(of: id, to: "Edited \(id)\nline two") } })
    t.fetch.append(seconds { for _ in 0..<100 { precondition(db.allNotes().count == count) }; for id in ids { precondition(db.note(id: id) != nil) } })
    precondition(changes == 2 * count)
    observation.cancel()
}

@MainActor func runC(_ round: Int, _ t: inout Timings) throws {
    let db = try CNoteDatabase(url: folder.appendingPathComponent("c-\(round).sqlite"))
    var changes = 0
    let observation = db.observe { _ in changes += 1 }
    var ids: [Int64] = []
    t.insert.append(try seconds { for i in 0..<count { ids.append(try db.createNote(body: "Note \(i)").id) } })
    t.update.append(try seconds { for id in ids { try db.updateBody(of: id, to: "Edited \(id)\nline two") } })
    t.fetch.append(seconds { for _ in 0..<100 { precondition(db.allNotes().count == count) }; for id in ids { precondition(db.note(id: id) != nil) } })
    precondition(changes == 2 * count)
    observation.cancel()
}

func median(_ values: [Double]) -> Double { let s = values.sorted(); return s[s.count / 2] }

var grdb = Timings(), c = Timings()
for round in 0..<rounds {
    if round % 2 == 0 { try runGRDB(round, &grdb); try runC(round, &c) } else { try runC(round, &c); try runGRDB(round, &grdb) }
}
print("Notes database, \(count) notes, median of \(rounds) rounds (ms)")
print("operation                         GRDB        C   GRDB/C")
for (name, g, k) in [("insert 1,000 (one write each)", grdb.insert, c.insert), ("update 1,000 (one write each)", grdb.update, c.update), ("fetch list x100 + 1,000 by id", grdb.fetch, c.fetch)] {
    print(String(format: "%-30@ %8.1f %8.1f %8.2f", name as NSString, median(g) * 1000, median(k) * 1000, median(g) / median(k)))
}
