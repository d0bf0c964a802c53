import Foundation

// The GTK benchmark (issue 6): time to first window painted, time to 100 windows painted, and
// resident memory at 1 and 100 windows, for a UIKit-style Swift app on the GTK host next to a
// C + GTK 4 program opening the same windows, both built and run in the same run.
//
//   swift build -c release --scratch-path .build-gtk --product gtk-bench-c
//   swift build -c release --scratch-path .build-gtk --product gtk-bench-app
//   swift run -c release --scratch-path .build-gtk GTKBenchmarks [--repeat 5] [--windows 100] [--openbox] [--state-dir DIR]
//
// Setting: Xvfb (1280x800x24), GSK_RENDERER=cairo, GDK_DEBUG=gl-disable, no window manager
// unless --openbox. Each figure is the median of the runs.

var repeats = 5
var windows = 100
var useOpenbox = false
/// Where the Swift app's session store goes (a fresh folder per run); the store fsyncs.
var stateRoot = FileManager.default.temporaryDirectory
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--repeat": repeats = Int(arguments.next() ?? "") ?? repeats
    case "--windows": windows = Int(arguments.next() ?? "") ?? windows
    case "--openbox": useOpenbox = true
    case "--state-dir": stateRoot = URL(fileURLWithPath: arguments.next() ?? NSTemporaryDirectory())
    default:
        FileHandle.standardError.write(Data("usage: GTKBenchmarks [--repeat N] [--windows N] [--openbox] [--state-dir DIR]\n".utf8))
        exit(64)
    }
}

let products = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
let infoPlist = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("SwiftApp/Info.plist")

func launch(_ process: Process) throws {
    var unblock = sigset_t()
    sigemptyset(&unblock)
    for signal in [SIGTERM, SIGINT] { sigaddset(&unblock, signal) }
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    try process.run()
}

func end(_ process: Process) {
    guard process.isRunning else { return }
    process.terminate()
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning, Date() < deadline { usleep(5_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
}

// The display.
let xvfb = Process()
xvfb.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
xvfb.arguments = ["-displayfd", "1", "-screen", "0", "1280x800x24", "-nolisten", "tcp"]
let displayPipe = Pipe()
xvfb.standardOutput = displayPipe
xvfb.standardError = FileHandle.nullDevice
try launch(xvfb)
var displayText = ""
while !displayText.contains("\n") {
    let chunk = displayPipe.fileHandleForReading.availableData
    if chunk.isEmpty { break }
    displayText += String(decoding: chunk, as: UTF8.self)
}
let display = ":" + displayText.trimmingCharacters(in: .whitespacesAndNewlines)
var environment = ProcessInfo.processInfo.environment
environment["DISPLAY"] = display
environment["GSK_RENDERER"] = "cairo"
environment["GDK_DEBUG"] = "gl-disable"
environment["GTK_A11Y"] = "none"
environment["NO_AT_BRIDGE"] = "1"
environment["GDK_BACKEND"] = "x11"
environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/nonexistent"
var openbox: Process?
if useOpenbox {
    let manager = Process()
    manager.executableURL = URL(fileURLWithPath: "/usr/bin/openbox")
    manager.arguments = ["--sm-disable"]
    manager.environment = environment
    manager.standardOutput = FileHandle.nullDevice
    manager.standardError = FileHandle.nullDevice
    try launch(manager)
    openbox = manager
    let deadline = Date().addingTimeInterval(10)
    while Date() < deadline {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/wmctrl")
        probe.arguments = ["-m"]
        probe.environment = environment
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        try launch(probe)
        probe.waitUntilExit()
        if probe.terminationStatus == 0 { break }
        usleep(20_000)
    }
}
defer {
    if let openbox { end(openbox) }
    end(xvfb)
}

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

/// Starts one program, waits until `count` windows painted; returns times (ms) and RSS (MiB).
@MainActor
func measure(swift: Bool, count: Int) throws -> Run {
    let process = Process()
    var env = environment
    let state = stateRoot.appendingPathComponent("gtk-bench-\(UUID().uuidString)")
    if swift {
        process.executableURL = products.appendingPathComponent("gtk-bench-app")
        env["OPENUISCENE_INFO_PLIST"] = infoPlist.path
        env["OPENUISCENE_GTK_EVENTS"] = "/dev/stdout"
        env["OPENUISCENE_GTK_NON_UNIQUE"] = "1"
        env["OPENUISCENE_PSI"] = "off"
        env["XDG_STATE_HOME"] = state.path
    } else {
        process.executableURL = products.appendingPathComponent("gtk-bench-c")
    }
    defer { try? FileManager.default.removeItem(at: state) }
    process.arguments = [String(count)]
    process.environment = env
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now()
    try launch(process)
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
            if swift ? line.contains("\"name\":\"painted\"") : line.hasPrefix("painted ") {
                painted += 1
                if painted == 1 { first = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6 }
            }
        }
    }
    let all = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    let memory = residentMiB(process.processIdentifier)
    end(process)
    guard painted >= count else {
        throw NSError(domain: "GTKBenchmarks", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(process.executableURL!.lastPathComponent) painted \(painted) of \(count) windows"])
    }
    return Run(first: first, all: all, memory: memory)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}

print("GTK benchmark: Xvfb \(display)\(useOpenbox ? " + openbox" : ", no window manager"), cairo, GL disabled; median of \(repeats) alternating runs; Swift session store in \(stateRoot.path)")
// Runs alternate between the two programs so that a change in the machine's load affects both.
var samples: [Bool: (firsts: [Double], alls: [Double], ones: [Double], manys: [Double])] = [false: ([], [], [], []), true: ([], [], [], [])]
for _ in 0..<repeats {
    for swift in [false, true] {
        let single = try measure(swift: swift, count: 1)
        samples[swift]!.firsts.append(single.first)
        samples[swift]!.ones.append(single.memory)
    }
    for swift in [false, true] {
        let many = try measure(swift: swift, count: windows)
        samples[swift]!.alls.append(many.all)
        samples[swift]!.manys.append(many.memory)
    }
}
var results: [String: (first: Double, all: Double, one: Double, many: Double)] = [:]
for (name, swift) in [("C + GTK 4", false), ("Swift + OpenUIScene GTK", true)] {
    let s = samples[swift]!
    results[name] = (median(s.firsts), median(s.alls), median(s.ones), median(s.manys))
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
let c = results["C + GTK 4"]!
let s = results["Swift + OpenUIScene GTK"]!
print("")
print("| measure | C + GTK 4 | Swift + OpenUIScene GTK | ratio / difference | target |")
print("|---|---|---|---|---|")
print("| process start to first window painted | \(format(c.first)) ms | \(format(s.first)) ms | \(format(s.first / c.first, 2))x | <= 1.15x |")
print("| process start to \(windows) windows painted | \(format(c.all)) ms | \(format(s.all)) ms | \(format(s.all / c.all, 2))x | <= 1.15x |")
print("| resident memory, 1 window | \(format(c.one)) MiB | \(format(s.one)) MiB | +\(format(s.one - c.one)) MiB | <= +20 MiB |")
print("| resident memory, \(windows) windows | \(format(c.many)) MiB | \(format(s.many)) MiB | +\(format(s.many - c.many)) MiB | <= +20 MiB |")
