import Foundation
import PackagePlugin

/// `swift package scene-doctor [--target NAME]… [--format text|json|sarif] [--rule ID]…`: runs
/// `scenectl doctor` on the source folders of the package's targets (all source targets, or the
/// ones named) and fails when it finds something (docs/DOCTOR.md "SwiftPM plugin").
@main
struct SceneDoctorPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passedOn = extractor.remainingArguments
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { targetNames.isEmpty || targetNames.contains($0.name) }
            .filter { $0.kind != .test || targetNames.contains($0.name) }
        let unknown = Set(targetNames).subtracting(targets.map(\.name))
        guard unknown.isEmpty else {
            throw SceneDoctorPluginError("no source target named \(unknown.sorted().joined(separator: ", ")) in package \(context.package.displayName)")
        }
        guard !targets.isEmpty else {
            Diagnostics.remark("scene-doctor: the package has no source targets to check")
            return
        }
        let tool = try context.tool(named: "scenectl")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["doctor"] + passedOn + targets.map { $0.directoryURL.path }
        try process.run()
        process.waitUntilExit()
        switch process.terminationStatus {
        case 0: return
        case 1: throw SceneDoctorPluginError("scenectl doctor found scene-lifecycle problems (above)")
        default: throw SceneDoctorPluginError("scenectl doctor could not check every file (exit status \(process.terminationStatus))")
        }
    }
}

struct SceneDoctorPluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
