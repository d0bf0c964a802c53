import Dispatch
import Foundation
import SceneToolsCore

/// `DoctorBenchmarks --objective-c FILE…`: SceneToolsCore's Objective-C reader on real files. For
/// each file: its lines, the method definitions the reader found against the lines that start
/// like one (`-`/`+` then `(` at the start of a line, outside `@interface`: a count to compare,
/// not a parser), the problems it reported, and the median time of 21 reads; then the throughput
/// over all files.
enum ObjectiveCReading {
    static func run(_ paths: [String]) throws {
        var totalBytes = 0
        var totalTime = 0.0
        print("file\tlines\tmethods\thead lines\tproblems\tmedian ms")
        for path in paths {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            let plusPlus = ObjectiveCSource.isObjectiveCPlusPlus(path: path)
            var times: [Double] = []
            var source = ObjectiveCSource(bytes: bytes, isObjectiveCPlusPlus: plusPlus)
            for _ in 0..<21 {
                let start = DispatchTime.now().uptimeNanoseconds
                source = ObjectiveCSource(bytes: bytes, isObjectiveCPlusPlus: plusPlus)
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            times.sort()
            let text = String(decoding: bytes, as: UTF8.self)
            var inInterface = false
            var heads = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("@interface") || line.hasPrefix("@protocol") { inInterface = true }
                if line.hasPrefix("@end") { inInterface = false }
                guard !inInterface, line.hasPrefix("-") || line.hasPrefix("+") else { continue }
                if line.dropFirst().drop(while: { $0 == " " }).hasPrefix("(") { heads += 1 }
            }
            let methods = source.implementations.reduce(0) { $0 + $1.methods.count }
            let lines = text.reduce(into: 1) { if $1 == "\n" { $0 += 1 } }
            print("\(path)\t\(lines)\t\(methods)\t\(heads)\t\(source.problems.count)\t\(String(format: "%.2f", times[times.count / 2]))")
            for problem in source.problems.prefix(3) { print("  \(problem)") }
            totalBytes += bytes.count
            totalTime += times[times.count / 2]
        }
        print(String(format: "%d files, %.1f KiB in %.1f ms: %.1f MiB/s", paths.count, Double(totalBytes) / 1024, totalTime, Double(totalBytes) / 1_048_576 / (totalTime / 1000)))
    }
}
