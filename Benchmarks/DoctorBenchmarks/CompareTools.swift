// `DoctorBenchmarks --compare [FILES] [RUNS]`: the doctor against swift-format's linter and the
// parse floor on the same synthetic app, each as a process, in turns (A B C A B C), medians and
// ratios from one run, with CPU time (how many cores were used) and peak memory
// (docs/DOCTOR.md "Performance").
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation
import SwiftParser

/// `DoctorBenchmarks --parse-only DIR`: every `.swift` file under DIR read and parsed with
/// swift-syntax on every core, nothing else: the floor any swift-syntax tool stands on.
enum ParseFloor {
    static func run(_ folder: String) {
        var found: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let next = enumerator?.nextObject() as? String {
            if next.hasSuffix(".swift") { found.append(folder + "/" + next) }
        }
        let paths = found
        final class Count: @unchecked Sendable {
            var lock = NSLock()
            var nodes = 0
        }
        let count = Count()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            guard let data = FileManager.default.contents(atPath: paths[index]) else { return }
            let tree = Parser.parse(source: String(decoding: data, as: UTF8.self))
            count.lock.lock()
            count.nodes += tree.statements.count
            count.lock.unlock()
        }
        if count.nodes < 0 { print(count.nodes) }
    }
}

enum CompareTools {
    struct Measurement {
        var wall: Double
        var cpu: Double
        var peakMiB: Double
        var status: Int32
    }

    struct Tool {
        var name: String
        var executable: String
        var arguments: (String) -> [String]
    }

    static func run(_ arguments: [String]) throws {
        let numbers = arguments.compactMap { Int($0) }
        let fileCount = max(10, numbers.first ?? 1_000)
        let runs = max(1, numbers.dropFirst().first ?? 5)
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        let scenectl = folder + "/scenectl"
        guard FileManager.default.isExecutableFile(atPath: scenectl) else {
            print("scenectl is not beside this benchmark: build it first (swift build -c release --product scenectl)")
            exit(2)
        }
        var tools = [
            Tool(name: "scenectl doctor", executable: scenectl) { ["doctor", $0] },
            Tool(name: "parse floor", executable: CommandLine.arguments[0]) { ["--parse-only", $0] },
        ]
        if let swiftFormat = onPath("swift-format") {
            tools.insert(Tool(name: "swift-format lint --parallel", executable: swiftFormat) { ["lint", "--parallel", "--recursive", $0] }, at: 1)
        } else {
            print("swift-format is not on PATH: its row is left out (it ships with the Swift toolchain)")
        }

        let half = try DoctorBenchmarks.writeApp(fileCount: fileCount / 2)
        let halfCopy = half.deletingLastPathComponent().appendingPathComponent("doctor-bench-half-\(getpid())")
        try? FileManager.default.removeItem(at: halfCopy)
        try FileManager.default.moveItem(at: half, to: halfCopy)
        defer { try? FileManager.default.removeItem(at: halfCopy) }
        let full = try DoctorBenchmarks.writeApp(fileCount: fileCount)
        defer { try? FileManager.default.removeItem(at: full) }

        var results: [String: [Measurement]] = [:]
        var doctorHalf: [Measurement] = []
        for _ in 0..<runs {
            for tool in tools {
                results[tool.name, default: []].append(measure(tool.executable, tool.arguments(full.path)))
            }
            doctorHalf.append(measure(scenectl, ["doctor", halfCopy.path]))
        }

        let cores = ProcessInfo.processInfo.activeProcessorCount
        print("\(fileCount) Swift files (the synthetic app), \(runs) runs of each tool as a process, in turns; \(cores) cores")
        var medians: [String: Measurement] = [:]
        for tool in tools {
            let median = Self.median(results[tool.name]!)
            medians[tool.name] = median
            let statuses = Set(results[tool.name]!.map(\.status)).sorted()
            print(String(format: "%-30@ median %7.3f s wall, %7.3f s CPU (%.2f cores), peak %6.1f MiB, exit %@",
                         tool.name as NSString, median.wall, median.cpu, median.cpu / median.wall, median.peakMiB, statuses.map(String.init).joined(separator: ",") as NSString))
        }
        let doctor = medians["scenectl doctor"]!
        if let format = medians["swift-format lint --parallel"] {
            print(String(format: "doctor / swift-format lint: %.3fx wall (goal <= 0.05x)", doctor.wall / format.wall))
        }
        if let floor = medians["parse floor"] {
            print(String(format: "doctor / parse floor: %.2fx wall (goal <= 1.3x), %.2fx CPU", doctor.wall / floor.wall, doctor.cpu / floor.cpu))
        }
        let halfMedian = median(doctorHalf)
        let perFile = (doctor.peakMiB - halfMedian.peakMiB) / Double(fileCount - fileCount / 2) * 1024
        print(String(format: "doctor memory: %d files %.1f MiB, %d files %.1f MiB: %.1f KiB per added file; wall %.3f s -> %.3f s (%.2fx for %.2fx the files)",
                     fileCount / 2, halfMedian.peakMiB, fileCount, doctor.peakMiB, perFile, halfMedian.wall, doctor.wall,
                     doctor.wall / halfMedian.wall, Double(fileCount) / Double(fileCount / 2)))
    }

    static func median(_ values: [Measurement]) -> Measurement {
        func middle(_ list: [Double]) -> Double { list.sorted()[list.count / 2] }
        return Measurement(wall: middle(values.map(\.wall)), cpu: middle(values.map(\.cpu)), peakMiB: middle(values.map(\.peakMiB)), status: values.first?.status ?? 0)
    }

    static func onPath(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a process with its output discarded; its wall time, CPU time and peak resident size
    /// from `wait4`.
    static func measure(_ executable: String, _ arguments: [String]) -> Measurement {
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else {
            return Measurement(wall: 0, cpu: 0, peakMiB: 0, status: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6 + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        #if os(Linux)
        let peak = Double(usage.ru_maxrss) / 1024 // KiB
        #else
        let peak = Double(usage.ru_maxrss) / 1_048_576 // bytes
        #endif
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Measurement(wall: wall, cpu: cpu, peakMiB: peak, status: exit)
    }
}
