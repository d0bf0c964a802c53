// The child process of the crash-safety test (Tests/OpenUISceneStoreTests/CrashSafetyTests.swift).
//
// Usage: store-crash-writer <store directory> <session count>
//
// Opens the store, continues from the highest generation it finds, and then writes forever:
// one round saves every session at generation g (a payload whose size and content depend on the
// session and g), flushes, and moves to g + 1. After the first round is durable it prints
// "started <g>" on standard output. The test kills it with SIGKILL at random moments and checks
// that every session is then at generation g or g - 1, complete and uncorrupted.
import Foundation
import OpenUISceneStore

/// The state of session `index` at `generation`; the test rebuilds it to compare.
func crashWriterSession(index: Int, generation: Int) -> StoredSession {
    let identifier = "session-\(index)"
    let unit = "\(identifier):\(generation);"
    let length = 200 + (generation &* 7919 &+ index &* 104_729) % 40_000
    let payload = String(repeating: unit, count: max(1, length / unit.utf8.count))
    return StoredSession(
        persistentIdentifier: identifier,
        role: "UIWindowSceneSessionRoleApplication",
        configuration: StoredConfiguration(name: "Default Configuration", sceneClassName: "UIWindowScene", delegateClassName: "CrashWriter.SceneDelegate"),
        userInfo: ["generation": .integer(generation), "payload": .string(payload)],
        restorationActivity: StoredActivity(activityType: "com.example.crash", title: "generation \(generation)", userInfo: ["generation": .integer(generation)]),
        title: "\(identifier) at \(generation)",
        wasInForeground: generation % 2 == 0
    )
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: store-crash-writer <store directory> <session count>\n".utf8))
    exit(2)
}
let store: FileSessionStore
do {
    store = try FileSessionStore(directory: URL(fileURLWithPath: arguments[1]))
} catch {
    FileHandle.standardError.write(Data("store-crash-writer: \(error)\n".utf8))
    exit(1)
}
let snapshot = store.load()
let highest = snapshot.sessions.compactMap { session -> Int? in
    if case .integer(let value)? = session.userInfo?["generation"] { return value }
    return nil
}.max() ?? 0
var generation = highest + 1
var announced = false
while true {
    for index in 0..<count {
        store.save(crashWriterSession(index: index, generation: generation))
    }
    store.flush()
    if !announced {
        FileHandle.standardOutput.write(Data("started \(generation)\n".utf8))
        announced = true
    }
    generation += 1
}
