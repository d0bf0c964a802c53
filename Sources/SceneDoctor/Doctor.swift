import Dispatch
import Foundation
import SceneToolsCore

/// The result of checking an app.
public struct DoctorReport: Sendable {
    /// Errors first (launch readiness), then warnings and notes, sorted by file, line and column.
    public var findings: [Finding]
    /// What could not be read (folders, files, Info.plists, project files): each one said.
    public var problems: [WalkProblem]
    /// How many Swift files were read.
    public var swiftFileCount: Int
    /// How many Objective-C and Objective-C++ files (`.m`, `.mm`, `.h`) were read.
    public var objectiveCFileCount = 0
    /// The code files left out because only Mac, tvOS or watchOS targets compile them.
    public var otherPlatformFileCount = 0
    /// Whether each app target launches when built with the iOS 27 SDK, in the order found
    /// (project targets, then Info.plists outside any project); empty for a folder with no app.
    public var launchVerdicts: [LaunchVerdict] = []
    public init(findings: [Finding], problems: [WalkProblem], swiftFileCount: Int, launchVerdicts: [LaunchVerdict] = []) {
        self.findings = findings
        self.problems = problems
        self.swiftFileCount = swiftFileCount
        self.launchVerdicts = launchVerdicts
    }

    /// Whether any error or warning was found (notes do not count).
    public var hasWarnings: Bool { findings.contains { $0.severity != .note } }
}

/// Runs the rules over an app's source tree.
public enum Doctor {
    /// Walks `paths`, reads the Swift files, Info.plists and project files, and runs `rules`.
    /// Throws when a path given cannot be read at all.
    /// `launchRules` are the ids of the launch rules to run (``LaunchRules``).
    /// `excluding` leaves out the files and folders it answers true for (a configuration's
    /// `excluded` paths): they are not read at all.
    public static func check(paths: [String], rules: [any DoctorRule] = DoctorRules.all, launchRules: Set<String> = LaunchRules.ids, excluding: (String) -> Bool = { _ in false }) throws(SourceTreeError) -> DoctorReport {
        var tree = try SourceTreeWalker().walk(paths)
        tree.swiftFiles.removeAll { excluding($0.display) }
        tree.infoPlists.removeAll { excluding($0.display) }
        tree.projectFiles.removeAll { excluding($0.display) }
        tree.objectiveCFiles.removeAll { excluding($0.display) }
        var problems = tree.doctorProblems
        problems.removeAll { excluding($0.path) }
        var manifest = AppManifestFacts()
        var plists: [(path: String, data: Data)] = []
        var reactNativeVersions: [String: JavaScriptPackage.Version] = [:]
        for plist in tree.infoPlists {
            do {
                let data = Data(try SourceFileReader.contents(of: plist))
                manifest.add(infoPlist: data, path: plist.display)
                plists.append((plist.display, data))
                if let version = reactNativeVersion(near: plist.display, paths: paths) {
                    reactNativeVersions[ProjectPaths.normalize(plist.display)] = version
                    manifest.reactNativeVersion = max(manifest.reactNativeVersion ?? version, version)
                }
            } catch {
                problems.append(WalkProblem(path: plist.display, reason: "Info.plist not read: \(error.description)", leavesCodeUnchecked: false))
            }
        }
        var projects: [(path: String, targets: [XcodeTarget])] = []
        for project in tree.projectFiles {
            do {
                let targets = try XcodeProjectReader.readTargets(project)
                for settings in targets.flatMap(\.configurations) { manifest.add(buildSettings: settings, path: project.display) }
                // A framework or test target may support older systems than the app: only apps count.
                for target in targets where target.isApplication && target.buildsForIOS {
                    for settings in target.configurations { manifest.add(appTarget: settings) }
                }
                projects.append((project.display, targets))
            } catch {
                problems.append(WalkProblem(path: project.display, reason: "project file not read: \(error.description)", leavesCodeUnchecked: false))
            }
        }
        problems += manifest.problems
        // The code of tvOS, watchOS and Mac targets only (OctoPod's TV app beside its iOS app) is
        // no part of the iOS app's life cycle: the iOS manifest does not make its app delegate's
        // methods dead code.
        let otherPlatforms = Self.otherPlatformsOnly(projects)
        let codeFileCount = tree.swiftFiles.count + tree.objectiveCFiles.count
        tree.swiftFiles.removeAll { otherPlatforms(ProjectPaths.normalize($0.display)) }
        tree.objectiveCFiles.removeAll { otherPlatforms(ProjectPaths.normalize($0.display)) }
        let otherPlatformFileCount = codeFileCount - tree.swiftFiles.count - tree.objectiveCFiles.count
        let files = parse(tree.swiftFiles, problems: &problems)
        let objectiveCFiles = read(objectiveC: tree.objectiveCFiles, problems: &problems)
        let model = AppModel(files: files, objectiveCFiles: objectiveCFiles, manifest: manifest)
        // Which app targets there are (and their code) comes from launch readiness; with the launch
        // rules off it is still worked out, for the code rules' sake, and its findings dropped.
        let launch = LaunchReadiness.evaluate(LaunchInputs(swiftFiles: files, infoPlists: plists, projects: projects), model: model, rules: launchRules)
        var findings = run(rules, on: model, scopes: launch.scopes, plists: plists, reactNativeVersions: reactNativeVersions)
        var verdicts: [LaunchVerdict] = []
        if !launchRules.isEmpty {
            verdicts = launch.verdicts
            findings = sorted(findings + launch.findings)
            // No native app under the paths: a managed Expo project is judged by its app config.
            if verdicts.isEmpty, tree.projectFiles.isEmpty, launchRules.contains(LaunchReadiness.notAdoptedID) {
                let expo = LaunchReadiness.managedExpoVerdicts(paths: paths)
                verdicts = expo.map(\.verdict)
                findings = sorted(findings + expo.compactMap(\.finding))
            }
        }
        var report = DoctorReport(findings: findings, problems: problems, swiftFileCount: files.count)
        report.objectiveCFileCount = objectiveCFiles.count
        report.otherPlatformFileCount = otherPlatformFileCount
        report.launchVerdicts = verdicts
        return report
    }

    /// Launch readiness of in-memory sources (tests and examples): Swift and Objective-C files
    /// told apart by their extension, Info.plists, and project files' text.
    public static func checkLaunch(files: [(path: String, text: String)], infoPlists: [(path: String, text: String)], projects: [(path: String, text: String)] = []) throws(XcodeProjectError) -> DoctorReport {
        var manifest = AppManifestFacts()
        for plist in infoPlists { manifest.add(infoPlist: Data(plist.text.utf8), path: plist.path) }
        var parsedProjects: [(path: String, targets: [XcodeTarget])] = []
        for project in projects {
            let targets = try XcodeProjectReader.targets(Data(project.text.utf8), path: project.path)
            for settings in targets.flatMap(\.configurations) { manifest.add(buildSettings: settings, path: project.path) }
            parsedProjects.append((project.path, targets))
        }
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map { SwiftSourceFile(path: SourcePath($0.path), text: $0.text) }
        let objectiveC = files.filter { !$0.path.hasSuffix(".swift") }.map { ObjectiveCFile(path: $0.path, text: $0.text) }
        let model = AppModel(files: swift, objectiveCFiles: objectiveC, manifest: manifest)
        let launch = LaunchReadiness.evaluate(
            LaunchInputs(swiftFiles: swift, infoPlists: infoPlists.map { ($0.path, Data($0.text.utf8)) }, projects: parsedProjects),
            model: model, rules: LaunchRules.ids
        )
        var report = DoctorReport(findings: sorted(launch.findings), problems: manifest.problems, swiftFileCount: swift.count)
        report.launchVerdicts = launch.verdicts
        return report
    }

    /// Checks in-memory sources (tests, examples, benchmarks); `reactNativeVersion` stands for the
    /// app's package.json.
    /// Objective-C files (`.m`, `.mm`, `.h`) are told apart by their extension.
    public static func check(swiftFiles: [(path: String, text: String)], infoPlists: [(path: String, text: String)], rules: [any DoctorRule] = DoctorRules.all,
                             reactNativeVersion: JavaScriptPackage.Version? = nil) -> DoctorReport {
        var manifest = AppManifestFacts()
        manifest.reactNativeVersion = reactNativeVersion
        for plist in infoPlists { manifest.add(infoPlist: Data(plist.text.utf8), path: plist.path) }
        let isSwift: ((path: String, text: String)) -> Bool = { !ObjectiveCModel.isObjectiveCPath($0.path) }
        let files = swiftFiles.filter(isSwift).map { SwiftSourceFile(path: SourcePath($0.path), text: $0.text) }
        let objectiveC = swiftFiles.filter { !isSwift($0) }.map { ObjectiveCFile(path: $0.path, text: $0.text) }
        let model = AppModel(files: files, objectiveCFiles: objectiveC, manifest: manifest)
        var report = DoctorReport(findings: run(rules, on: model), problems: manifest.problems, swiftFileCount: files.count)
        report.objectiveCFileCount = objectiveC.count
        return report
    }

    /// Runs the code rules app by app when the tree holds several apps: each app's code with its
    /// own Info.plists and build settings (a scene-based app beside one that is not makes no
    /// app-delegate method of the other dead code). The code in no app, and a tree of one app,
    /// is checked as one app with every manifest, as before.
    /// The React Native version of the package.json nearest above an Info.plist (under the
    /// path given that holds it, or its parent: ``JavaScriptPackage/nearest(to:root:limit:)``).
    static func reactNativeVersion(near plist: String, paths: [String]) -> JavaScriptPackage.Version? {
        let current = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> String { ProjectPaths.join(current, path) }
        let file = absolute(plist)
        let root = paths.map(absolute).filter { file.hasPrefix($0 + "/") || file == $0 }.max { $0.count < $1.count } ?? (file as NSString).deletingLastPathComponent
        return JavaScriptPackage.version(of: ["react-native"], near: (file as NSString).deletingLastPathComponent, root: root)?.version
    }

    static func run(_ rules: [any DoctorRule], on model: AppModel, scopes: [AppScope], plists: [(path: String, data: Data)],
                    reactNativeVersions: [String: JavaScriptPackage.Version] = [:]) -> [Finding] {
        guard scopes.count >= 2 else { return run(rules, on: model) }
        var findings: [Finding] = []
        var covered = Set<String>()
        let plistData = Dictionary(plists.map { (ProjectPaths.normalize($0.path), $0.data) }, uniquingKeysWith: { first, _ in first })
        for scope in scopes {
            var manifest = AppManifestFacts()
            for path in scope.infoPlists.sorted() { if let data = plistData[path] { manifest.add(infoPlist: data, path: path) } }
            manifest.reactNativeVersion = scope.infoPlists.compactMap { reactNativeVersions[$0] }.max()
            for settings in scope.settings {
                manifest.add(buildSettings: settings, path: "")
                manifest.add(appTarget: settings)
            }
            let files = model.files.filter { scope.files.contains($0.normalizedPath) }
            let objectiveC = model.objectiveC.files.filter { scope.files.contains($0.normalizedPath) }
            covered.formUnion(files.map { $0.normalizedPath } + objectiveC.map(\.normalizedPath))
            findings += run(rules, on: AppModel(files: files, objectiveCFiles: objectiveC, manifest: manifest))
        }
        let rest = model.files.filter { !covered.contains($0.normalizedPath) }
        let objectiveCRest = model.objectiveC.files.filter { !covered.contains($0.normalizedPath) }
        if !rest.isEmpty || !objectiveCRest.isEmpty { findings += run(rules, on: AppModel(files: rest, objectiveCFiles: objectiveCRest, manifest: model.manifest)) }
        var unique: [Finding] = []
        var seen = Set<String>()
        for finding in findings where seen.insert("\(finding.path):\(finding.line):\(finding.column):\(finding.ruleID):\(finding.message)").inserted {
            unique.append(finding)
        }
        return sorted(unique)
    }

    /// Whether a file (a normalized path) is compiled only by targets that do not build for iOS:
    /// in a target's Sources phase or synchronized folder, and in no iOS target's.
    static func otherPlatformsOnly(_ projects: [(path: String, targets: [XcodeTarget])]) -> (String) -> Bool {
        var iOS = Set<String>(), other = Set<String>()
        var iOSFolders: [String] = [], otherFolders: [String] = []
        for project in projects {
            let folder = ProjectPaths.parentFolder(ofProjectFile: ProjectPaths.normalize(project.path))
            for target in project.targets {
                let files = target.sourceFiles.map { ProjectPaths.normalize(ProjectPaths.join(folder, $0)) }
                let folders = target.synchronizedFolders.map { ProjectPaths.normalize(ProjectPaths.join(folder, $0)) + "/" }
                if target.buildsForIOS {
                    iOS.formUnion(files)
                    iOSFolders += folders
                } else {
                    other.formUnion(files)
                    otherFolders += folders
                }
            }
        }
        guard !other.isEmpty || !otherFolders.isEmpty else { return { _ in false } }
        return { path in
            guard other.contains(path) || otherFolders.contains(where: { path.hasPrefix($0) }) else { return false }
            return !iOS.contains(path) && !iOSFolders.contains(where: { path.hasPrefix($0) })
        }
    }

    static func run(_ rules: [any DoctorRule], on model: AppModel) -> [Finding] {
        var findings: [Finding] = []
        for rule in rules {
            var sink = FindingSink(ruleID: type(of: rule).description.id)
            rule.check(model, into: &sink)
            if !model.objectiveC.files.isEmpty { rule.checkObjectiveC(model, into: &sink) }
            findings += sink.findings
        }
        // One read of the app delegate's window at launch is window-read-at-launch's, with the
        // more precise advice, not also app-delegate-window's (Habitica's UI-test path).
        let atLaunch = Set(findings.filter { $0.ruleID == WindowReadAtLaunch.description.id }.map { "\($0.path):\($0.line)" })
        findings.removeAll { $0.ruleID == AppDelegateWindow.description.id && atLaunch.contains("\($0.path):\($0.line)") }
        return sorted(findings)
    }

    /// Errors first (whether the app launches at all comes before everything else), then by file,
    /// line, column and rule.
    static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.sorted {
            ($0.severity == .error ? 0 : 1, $0.path, $0.line, $0.column, $0.ruleID) < ($1.severity == .error ? 0 : 1, $1.path, $1.line, $1.column, $1.ruleID)
        }
    }

    /// Reads the Objective-C files on every core, as the Swift files are parsed (Telegram's
    /// hundreds of `.m` files); in their order, a file that cannot be read named.
    private static func read(objectiveC paths: [SourcePath], problems: inout [WalkProblem]) -> [ObjectiveCFile] {
        concurrently(paths, problems: &problems) { path in
            do throws(SourceFileReader.Failure) {
                return .read(ObjectiveCFile(path: path.display, text: String(decoding: try SourceFileReader.contents(of: path), as: UTF8.self)))
            } catch {
                return .problem(WalkProblem(path: path.display, reason: "Objective-C file not read: \(error.description)", leavesCodeUnchecked: false))
            }
        }
    }

    /// Reads and parses the Swift files on every core; a file too deep to analyse is named.
    private static func parse(_ paths: [SourcePath], problems: inout [WalkProblem]) -> [SwiftSourceFile] {
        concurrently(paths, problems: &problems) { path in
            do throws(SourceFileReader.Failure) {
                let bytes = try SourceFileReader.contents(of: path)
                do throws(ParsedSwiftFile.Refusal) {
                    return .read(SwiftSourceFile(path: path, source: try ParsedSwiftFile.parse(path: path.display, bytes: bytes)))
                } catch {
                    return .problem(WalkProblem(path: path.display, reason: "not checked: \(error.reason)"))
                }
            } catch {
                return .problem(WalkProblem(path: path.display, reason: "not read: \(error.description)"))
            }
        }
    }

    /// `read` for each of `paths` on every core: the values in the paths' order, the problems
    /// added to `problems` in that order too.
    private static func concurrently<Value: Sendable>(_ paths: [SourcePath], problems: inout [WalkProblem],
                                                      _ read: @Sendable (SourcePath) -> FileOutcome<Value>) -> [Value] {
        let results = FileOutcomes<Value>(count: paths.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let outcome = read(paths[index])
            lock.lock(); results.outcomes[index] = outcome; lock.unlock()
        }
        var values: [Value] = []
        for outcome in results.outcomes {
            switch outcome {
            case .read(let value)?: values.append(value)
            case .problem(let problem)?: problems.append(problem)
            case nil: break
            }
        }
        return values
    }
}

/// A file read on one of the cores: what it gave, or why it gave nothing.
private enum FileOutcome<Value> {
    case read(Value)
    case problem(WalkProblem)
}

/// The outcomes of the files read on every core, each written once, under a lock.
private final class FileOutcomes<Value>: @unchecked Sendable {
    var outcomes: [FileOutcome<Value>?]
    init(count: Int) { outcomes = Array(repeating: nil, count: count) }
}
