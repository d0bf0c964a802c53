import Foundation
import VirtualDisplay

// The GTK benchmark (issue 6): time to first window painted, time to 100 windows painted, and
// resident memory at 1 and 100 windows, for a UIKit-style Swift app on the GTK host next to a
// C + GTK 4 program opening the same windows, both built and run in the same run; and the Swift
// app's main-loop bridge latency (a main-actor task, a main-queue block, a notification, a
// 50 ms sleep), which HostBehaviourTests no longer asserts (issue 22).
//
//   scripts/gtk-benchmark [--repeat 11] [--windows 100] [--openbox] [--state-dir DIR]
//
// which builds the C program, and the Swift app and the Swift floor twice (Swift runtime and
// Foundation linked dynamically, and with `--static-swift-stdlib`, the recommended way to ship a
// Linux app), then runs this program with `--static-app PATH --static-floor PATH`. The floor
// opens the C program's windows from a Swift executable with Foundation and no host: the C
// program to the floor is what loading Swift costs, the floor to the app is the host's own cost.
//
// Setting: Xvfb (1280x800x24), GSK_RENDERER=cairo, GDK_DEBUG=gl-disable, no window manager
// unless --openbox. Each figure is the median of the runs; the programs take turns.

var repeats = 5
var windows = 100
var useOpenbox = false
var staticApp: URL?
var staticFloor: URL?
/// Where the Swift app's session store goes (a fresh folder per run); the store fsyncs.
var stateRoot = FileManager.default.temporaryDirectory
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--repeat": repeats = max(1, Int(arguments.next() ?? "") ?? repeats)
    case "--windows": windows = Int(arguments.next() ?? "") ?? windows
    case "--openbox": useOpenbox = true
    case "--state-dir": stateRoot = URL(fileURLWithPath: arguments.next() ?? NSTemporaryDirectory())
    case "--static-app": staticApp = URL(fileURLWithPath: arguments.next() ?? "")
    case "--static-floor": staticFloor = URL(fileURLWithPath: arguments.next() ?? "")
    default:
        FileHandle.standardError.write(Data("usage: GTKBenchmarks [--repeat N] [--windows N] [--openbox] [--state-dir DIR] [--static-app PATH] [--static-floor PATH]\n".utf8))
        exit(64)
    }
}

let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let infoPlist = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SwiftApp/Info.plist")

// The display: Xvfb, and openbox when asked (the same helper the GTK tests and the tour use).
let virtualDisplay = try VirtualDisplay(windowManager: useOpenbox)
defer { virtualDisplay.stop() }
let environment = virtualDisplay.environment
let display = ":\(virtualDisplay.number)"

func residentMiB(_ pid: Int32) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kib = Double(line.split(separator: " ").dropFirst().first ?? "") else { return .nan }
    return kib / 1024
}

struct Run {
    var first: Double
    var all: Double
    var memory: Double
}

/// The Swift app's session stores, one folder per run.
let stateFolders = stateRoot.appendingPathComponent("gtk-bench-\(UUID().uuidString)")
defer { try? FileManager.default.removeItem(at: stateFolders) }

/// One program under test.
struct Program {
    let name: String
    let executable: URL
    /// A UIKit-style app on the GTK host (reports `painted` through the live event channel),
    /// else the C program or a floor (prints `painted N`).
    let isSwift: Bool
    /// For an app: the index of the floor built the same way (dynamic or static), if measured.
    var floor: Int? = nil
}

var programs = [
    Program(name: "C + GTK 4", executable: products.appendingPathComponent("gtk-bench-c"), isSwift: false),
    Program(name: "Swift, dynamic", executable: products.appendingPathComponent("gtk-bench-app"), isSwift: true),
]
if let staticApp {
    programs.append(Program(name: "Swift, static stdlib", executable: staticApp, isSwift: true))
}
let dynamicFloor = products.appendingPathComponent("gtk-bench-floor")
if FileManager.default.isExecutableFile(atPath: dynamicFloor.path) {
    programs[1].floor = programs.count
    programs.append(Program(name: "floor, dynamic", executable: dynamicFloor, isSwift: false))
}
if let staticFloor, staticApp != nil {
    programs[2].floor = programs.count
    programs.append(Program(name: "floor, static", executable: staticFloor, isSwift: false))
}

/// Starts one program, waits until `count` windows painted; returns times (ms) and RSS (MiB).
@MainActor
func measure(_ program: Program, count: Int) throws -> Run {
    let process = Process()
    var env = environment
    // A fresh state folder per run (the app's first launch); all are deleted at the end, not
    // between runs, so that no deletion's disk work falls on the next measurement.
    let state = stateFolders.appendingPathComponent(UUID().uuidString)
    if program.isSwift {
        env["OPENUISCENE_INFO_PLIST"] = infoPlist.path
        env["OPENUISCENE_GTK_EVENTS"] = "/dev/stdout"
        env["OPENUISCENE_GTK_NON_UNIQUE"] = "1"
        env["OPENUISCENE_PSI"] = "off"
        env["XDG_STATE_HOME"] = state.path
        // Not an argument: the host opens each command-line argument as a URL or file.
        env["GTK_BENCH_WINDOWS"] = String(count)
    }
    process.executableURL = program.executable
    process.arguments = program.isSwift ? [] : [String(count)]
    process.environment = env
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now()
    try ChildProcess.launch(process)
    var painted = 0
    var first = 0.0
    var buffer = ""
    while painted < count {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        buffer += String(decoding: chunk, as: UTF8.self)
        while let newline = buffer.firstIndex(of: "\n") {
            let line = buffer[..<newline]
            buffer = String(buffer[buffer.index(after: newline)...])
            if program.isSwift ? line.contains("\"name\":\"painted\"") : line.hasPrefix("painted ") {
                painted += 1
                if painted == 1 { first = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6 }
            }
        }
    }
    let all = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    let memory = residentMiB(process.processIdentifier)
    // Keep reading what the app writes while it terminates (its last trace events), so that a
    // full pipe cannot block it.
    let reader = output.fileHandleForReading
    DispatchQueue.global().async { _ = reader.readDataToEndOfFile() }
    ChildProcess.end(process)
    guard painted >= count else {
        throw NSError(domain: "GTKBenchmarks", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(program.executable.path) painted \(painted) of \(count) windows"])
    }
    return Run(first: first, all: all, memory: memory)
}

/// The main-loop bridge of a Swift program (GTK_BENCH_PROBE=1): how long a main-actor task, a
/// main-queue block, a notification observed on `.main` and a 50 ms sleep take to run once the
/// first window is up, in ms.
@MainActor
func probe(_ program: Program) throws -> [String: Double] {
    let process = Process()
    var env = environment
    env["OPENUISCENE_INFO_PLIST"] = infoPlist.path
    env["OPENUISCENE_GTK_EVENTS"] = "/dev/stdout"
    env["OPENUISCENE_GTK_NON_UNIQUE"] = "1"
    env["OPENUISCENE_PSI"] = "off"
    env["XDG_STATE_HOME"] = stateFolders.appendingPathComponent(UUID().uuidString).path
    env["GTK_BENCH_PROBE"] = "1"
    process.executableURL = program.executable
    process.arguments = []
    process.environment = env
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try ChildProcess.launch(process)
    var latencies: [String: Double] = [:]
    var buffer = ""
    while latencies.count < 4 {
        let chunk = output.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        buffer += String(decoding: chunk, as: UTF8.self)
        while let newline = buffer.firstIndex(of: "\n") {
            let parts = buffer[..<newline].split(separator: " ")
            buffer = String(buffer[buffer.index(after: newline)...])
            if parts.count == 3, parts[0] == "probe", let value = Double(parts[2]) { latencies[String(parts[1])] = value }
        }
    }
    let reader = output.fileHandleForReading
    DispatchQueue.global().async { _ = reader.readDataToEndOfFile() }
    ChildProcess.end(process)
    guard latencies.count == 4 else {
        throw NSError(domain: "GTKBenchmarks", code: 2, userInfo: [NSLocalizedDescriptionKey: "\(program.executable.path) answered \(latencies.count) of 4 probes"])
    }
    return latencies
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

print("GTK benchmark: Xvfb \(display)\(useOpenbox ? " + openbox" : ", no window manager"), cairo, GL disabled; median of \(repeats) runs, the programs taking turns; Swift session store in \(stateRoot.path)")
// The programs take turns so that a change in the machine's load affects all of them. The
// one-window runs come first, all of them, so that the aftermath of opening many windows (the X
// server freeing them, the kernel writing back the Swift app's session files) does not fall on
// them.
var firsts = [[Double]](repeating: [], count: programs.count)
var alls = firsts, ones = firsts, manys = firsts
/// The main-loop bridge's latencies of the Swift programs, by kind (HostBehaviourTests asserts
/// their order and occurrence; how soon is measured here, where load is accounted for).
var probes = [[String: [Double]]](repeating: [:], count: programs.count)
// Each round starts with the next program, so that every program follows every other one
// equally often (what a program leaves behind, such as the window manager unmanaging its
// windows, would otherwise always fall on the same successor).
do {
    for round in 0..<repeats {
        for offset in programs.indices {
            let index = (round + offset) % programs.count
            let single = try measure(programs[index], count: 1)
            firsts[index].append(single.first)
            ones[index].append(single.memory)
        }
    }
    for round in 0..<repeats {
        for offset in programs.indices {
            let index = (round + offset) % programs.count
            let many = try measure(programs[index], count: windows)
            alls[index].append(many.all)
            manys[index].append(many.memory)
        }
    }
    for _ in 0..<repeats {
        for (index, program) in programs.enumerated() where program.isSwift {
            for (kind, value) in try probe(program) { probes[index][kind, default: []].append(value) }
        }
    }
} catch {
    // Top-level `defer`s do not run when the program dies of an error: clean up, then exit.
    FileHandle.standardError.write(Data("GTKBenchmarks: \(error)\n".utf8))
    try? FileManager.default.removeItem(at: stateFolders)
    virtualDisplay.stop()
    exit(1)
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
let first = firsts.map(median), all = alls.map(median), one = ones.map(median), many = manys.map(median)
print("")
print("| measure | " + programs.map(\.name).joined(separator: " | ") + " | target |")
print("|---|" + String(repeating: "---|", count: programs.count) + "---|")
func row(_ title: String, _ values: [Double], unit: String, ratio: Bool, target: String) {
    var cells = ["\(format(values[0])) \(unit)"]
    for value in values.dropFirst() {
        cells.append(ratio
            ? "\(format(value)) \(unit) (\(format(value / values[0], 2))x)"
            : "\(format(value)) \(unit) (+\(format(value - values[0])) \(unit))")
    }
    print("| \(title) | " + cells.joined(separator: " | ") + " | \(target) |")
}
row("process start to first window painted", first, unit: "ms", ratio: true, target: "<= 1.15x")
row("process start to \(windows) windows painted", all, unit: "ms", ratio: true, target: "<= 1.15x")
row("resident memory, 1 window", one, unit: "MiB", ratio: false, target: "<= +20 MiB")
row("resident memory, \(windows) windows", many, unit: "MiB", ratio: false, target: "<= +20 MiB")
let apps = programs.indices.filter { programs[$0].floor != nil }
if !apps.isEmpty {
    print("")
    print("The host's own cost: each app against the floor built the same way (the C program's windows from Swift with Foundation, no host)")
    for index in apps {
        let floor = programs[index].floor!
        print("  \(programs[index].name): first window \(format(first[index] / first[floor], 2))x, \(windows) windows \(format(all[index] / all[floor], 2))x, memory +\(format(one[index] - one[floor])) MiB (1 window) / +\(format(many[index] - many[floor])) MiB (\(windows) windows)")
    }
}
print("")
print("Spread of the first-window times (ms): min / 25th percentile / median / 75th percentile / max")
for (index, program) in programs.enumerated() {
    let sorted = firsts[index].sorted()
    let points = [0, sorted.count / 4, sorted.count / 2, (sorted.count * 3) / 4, sorted.count - 1].map { format(sorted[$0]) }
    print("  \(program.name): " + points.joined(separator: " / "))
}
print("")
print("Main-loop bridge latency once the first window is up (ms, median of \(repeats)): task / dispatch / notification / sleep(50 ms)")
for (index, program) in programs.enumerated() where program.isSwift {
    let cells = ["task", "dispatch", "notification", "sleep"].map { format(median(probes[index][$0] ?? []), 2) }
    print("  \(program.name): " + cells.joined(separator: " / "))
}
