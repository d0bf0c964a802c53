import Foundation
import SceneToolsCore
import OpenUISceneManifest
import SwiftSyntax
import UIKitVocabulary

/// Whether one app target launches when built with the iOS 27 SDK (Xcode 27), which traps at
/// launch in an app that has not adopted the scene life cycle (TN3187).
public struct LaunchVerdict: Sendable, Equatable, Codable {
    /// The answer.
    public enum Status: String, Sendable, Codable {
        /// A manifest with a configuration, a generated manifest, `configurationForConnecting` in
        /// the app delegate, or a SwiftUI `App`.
        case adopted
        /// An app delegate and none of those: it traps at launch.
        case notAdopted = "not-adopted"
        /// Not enough evidence under the paths (no Info.plist, no app delegate found).
        case cannotTell = "cannot-tell"
    }

    /// The Xcode target's name, or the folder of a project-less Info.plist.
    public var target: String
    public var status: Status
    /// The evidence, in words.
    public var reason: String
    /// The file the verdict points at (the Info.plist, the project file or the Swift file).
    public var path: String
    /// Its 1-based line.
    public var line: Int
    /// The framework of the app delegate (Flutter, React Native, …), when one is recognised.
    public var framework: String?
    /// The test targets that run inside this app (`TEST_HOST`): their tests crash with it.
    public var testHostFor: [String]
    /// The app delegate class found, and its file.
    public var appDelegate: String? = nil
    public var appDelegateFile: String? = nil
    /// The `project.pbxproj` of the target, when the verdict is a target's.
    public var projectPath: String? = nil
}

/// One app target's part of the tree: its code, its Info.plists and its build settings, so that
/// the code rules judge a folder of several apps app by app.
struct AppScope {
    /// The normalized paths of its Swift and Objective-C files.
    var files: Set<String>
    /// The normalized paths of its Info.plists under the paths given.
    var infoPlists: Set<String>
    /// Its build settings, one per configuration (empty without a project).
    var settings: [InfoPlistBuildSettings]
}

/// What launch readiness reads besides the app model (its Swift and Objective-C files): the Info.plists
/// and the Xcode projects' targets, all as found under the paths given.
struct LaunchInputs {
    var swiftFiles: [SwiftSourceFile]
    var infoPlists: [(path: String, data: Data)]
    var projects: [(path: String, targets: [XcodeTarget])]
}

/// The two launch rules: `scene-life-cycle-not-adopted` (an error, or a note when it cannot
/// tell) and `unknown-scene-delegate-class` (a warning).
public enum LaunchReadiness {
    static let notAdoptedID = "scene-life-cycle-not-adopted"
    static let unknownClassID = "unknown-scene-delegate-class"

    /// The verdicts and their findings.
    static func evaluate(_ inputs: LaunchInputs, model: AppModel, rules: Set<String>) -> (verdicts: [LaunchVerdict], findings: [Finding], scopes: [AppScope]) {
        var context = Context(inputs: inputs, model: model)
        var verdicts: [LaunchVerdict] = []
        // The apps, app by app, as migrate sees them too (SceneToolsCore's AppPartition).
        let partition = AppPartition(projects: inputs.projects, appInfoPlists: context.plists.filter(\.isApp).map { ($0.path, $0.bundleName) }, files: Array(context.allFiles))
        for app in partition.apps {
            verdicts.append(app.target != nil ? context.verdict(forTarget: app) : context.verdict(forProjectless: app))
        }
        for (path, project) in partition.unbuiltInfoPlists {
            // Beside a project that builds no target with it: an app folder no target builds, or a
            // target whose settings are out of reach (a missing .xcconfig). Said, not judged.
            let normalized = ProjectPaths.normalize(path)
            verdicts.append(LaunchVerdict(
                target: AppPartition.projectlessName(plistPath: path, bundleName: context.plistsByPath[normalized]?.bundleName, folder: AppPartition.appFolder(ofPlist: normalized)),
                status: .cannotTell,
                reason: "\(path) is in no target of \(project) (read without its .xcconfig files when they are missing), so it is not judged",
                path: path, line: 1, framework: nil, testHostFor: []
            ))
        }
        if verdicts.isEmpty {
            // An app delegate and no Info.plist or project: no evidence either way, unless the code
            // itself adopts scenes. No app delegate at all: not an app (a library), no verdict.
            let facts = context.codeFacts(in: context.allFiles)
            if !facts.appDelegates.isEmpty { verdicts.append(context.codeOnlyVerdict(facts)) }
        }

        var findings: [Finding] = []
        if rules.contains(notAdoptedID) {
            for verdict in verdicts where verdict.status != .adopted {
                findings.append(Finding(
                    ruleID: notAdoptedID, severity: verdict.status == .notAdopted ? .error : .note,
                    path: verdict.path, line: verdict.line, column: 1,
                    message: context.message(for: verdict)
                ))
            }
        }
        if rules.contains(unknownClassID) { findings += context.unknownDelegateClasses() }
        return (verdicts, findings, context.scopes)
    }
}

extension LaunchReadiness {
    /// The verdicts of the managed Expo projects among `paths` (folders holding package.json on
    /// `expo` and an app config, and no native project): the app `npx expo prebuild` writes.
    static func managedExpoVerdicts(paths: [String]) -> [(verdict: LaunchVerdict, finding: Finding?)] {
        let current = FileManager.default.currentDirectoryPath
        return paths.compactMap { path in
            guard let config = ExpoAppConfig.read(folder: ProjectPaths.join(current, path)) else { return nil }
            let file = ProjectPaths.join(path, config.appJSON ?? config.dynamicConfig ?? "package.json")
            let (adopts, reason) = config.adoptsScenes
            let name = (ProjectPaths.join(current, path) as NSString).lastPathComponent
            let status: LaunchVerdict.Status = adopts.map { $0 ? .adopted : .notAdopted } ?? .cannotTell
            let verdict = LaunchVerdict(target: name, status: status, reason: "managed: " + reason, path: file, line: 1, framework: "Expo", testHostFor: [])
            let fix = config.sceneSupport == false ? "set expo-build-properties' ios.enableSceneSupport to true in app.json, then `npx expo prebuild`"
                : (config.sdk?.major ?? 0) < ExpoAppConfig.optionSDK ? "upgrade to Expo SDK 58 (scenes by default) or 57, then run `scenectl migrate \(path)`"
                : "run `scenectl migrate \(path)`, which turns on expo-build-properties' ios.enableSceneSupport in app.json, then `npx expo prebuild`"
            let finding: Finding?
            switch status {
            case .adopted: finding = nil
            case .notAdopted:
                finding = Finding(ruleID: notAdoptedID, severity: .error, path: file, line: 1, column: 1,
                                  message: "`\(name)` will not launch when built with the iOS 27 SDK (Xcode 27): \(reason), and UIKit traps at launch in an app that has not adopted the scene life cycle (TN3187). Fix: \(fix)")
            case .cannotTell:
                finding = Finding(ruleID: notAdoptedID, severity: .note, path: file, line: 1, column: 1,
                                  message: "cannot tell whether `\(name)` launches when built with the iOS 27 SDK (Xcode 27): \(reason); run the doctor on the ios/ folder `npx expo prebuild` writes")
            }
            return (verdict, finding)
        }
    }
}

/// One Info.plist's facts for launch readiness.
struct PlistFacts {
    var path: String
    var info: InfoPlist
    /// An app's Info.plist: not an extension's, a framework's, a test bundle's, a watch app's or a
    /// Mac app's, and not a file like `GoogleService-Info.plist` that only has the name.
    var isApp: Bool
    var lines: PlistLineMap?
    /// `CFBundleName`, as written.
    var bundleName: String?

    init?(path: String, data: Data) {
        guard let info = try? InfoPlistLoader.load(data: data, sourcePath: path).info else { return nil }
        self.path = path
        self.info = info
        let raw = (try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)) as? [String: Any] ?? [:]
        self.isApp = Self.isAppInfoPlist(raw)
        self.bundleName = raw["CFBundleName"] as? String
        let isXML = data.prefix(8) != Data("bplist00".utf8)
        self.lines = isXML ? PlistLineMap(xml: data) : nil
    }

    static func isAppInfoPlist(_ raw: [String: Any]) -> Bool { InfoPlistKind.isApplication(raw) }

    var configurationCount: Int { info.sceneManifest?.configurationCount ?? 0 }

    func line(_ keyPath: String) -> Int { lines?.line(for: keyPath) ?? 1 }
}

/// The code of one app: which of its classes are app delegates, whether one answers
/// `configurationForConnecting`, whether it is a SwiftUI app.
struct CodeFacts {
    struct Delegate {
        var name: String
        var path: String
        var line: Int
        var framework: LaunchFramework?
    }
    var appDelegates: [Delegate] = []
    /// Where `configurationForConnecting` is implemented (`path:line`, with its class).
    var configurationForConnecting: (type: String, path: String, line: Int)?
    /// `@main struct X: App`.
    var swiftUIApp: (name: String, path: String, line: Int)?
    var swiftFileCount = 0
    var objectiveCFileCount = 0
}

private struct Context {
    /// The scope of each app judged, in the order of the verdicts.
    var scopes: [AppScope] = []
    let inputs: LaunchInputs
    let model: AppModel
    let plists: [PlistFacts]
    let plistsByPath: [String: PlistFacts]
    /// The app's Objective-C files, read.
    let summaries: [(path: String, normalizedPath: String, summary: ObjectiveCSource)]
    /// Every file's normalized path.
    let allFiles: Set<String>

    init(inputs: LaunchInputs, model: AppModel) {
        self.inputs = inputs
        self.model = model
        plists = inputs.infoPlists.compactMap { PlistFacts(path: $0.path, data: $0.data) }
        plistsByPath = Dictionary(plists.map { (ProjectPaths.normalize($0.path), $0) }, uniquingKeysWith: { first, _ in first })
        summaries = model.objectiveC.files.map { ($0.path, $0.normalizedPath, $0.source) }
        allFiles = Set(model.files.map { $0.normalizedPath } + model.objectiveC.files.map(\.normalizedPath))
    }

    // MARK: Targets

    mutating func verdict(forTarget app: AppUnit) -> LaunchVerdict {
        let target = app.target!
        let projectPath = app.projectPath ?? ""
        var scope = AppScope(files: [], infoPlists: [], settings: target.configurations)
        defer { scopes.append(scope) }
        var perConfiguration: [(configuration: String, verdict: LaunchVerdict)] = []
        var factsByCode: [Set<String>: CodeFacts] = [:]
        for configuration in app.configurations {
            let settings = configuration.settings ?? InfoPlistBuildSettings(target: target.name)
            let plistPath = configuration.infoPlist
            let plist = plistPath.flatMap { plistsByPath[$0] }
            let code = configuration.code
            // The configurations name the same files as a rule: their facts are read once.
            let facts = factsByCode[code] ?? codeFacts(in: code)
            factsByCode[code] = facts
            scope.files.formUnion(code)
            if let plist { scope.infoPlists.insert(ProjectPaths.normalize(plist.path)) }
            let generated = settings.generatesInfoPlist
            var verdict = judge(
                target: target.name, plist: plist, plistPath: plistPath, generated: generated,
                generatesManifest: generated && settings.generatesSceneManifest, projectPath: projectPath, facts: facts
            )
            verdict.testHostFor = app.testHostFor
            if plist == nil, plistPath == nil, !generated {
                verdict = LaunchVerdict(
                    target: target.name, status: facts.adopts != nil ? .adopted : .cannotTell,
                    reason: facts.adopts ?? "the target sets neither INFOPLIST_FILE nor GENERATE_INFOPLIST_FILE", path: projectPath, line: 1,
                    framework: facts.framework?.name, testHostFor: app.testHostFor
                )
            }
            perConfiguration.append((settings.configuration, verdict))
        }
        // The configurations agree as a rule; where they do not, the worst one is the answer.
        let order: [LaunchVerdict.Status] = [.notAdopted, .cannotTell, .adopted]
        let worst = perConfiguration.min { order.firstIndex(of: $0.verdict.status)! < order.firstIndex(of: $1.verdict.status)! }!
        var verdict = worst.verdict
        verdict.projectPath = app.projectPath
        let differing = perConfiguration.filter { $0.verdict.status == worst.verdict.status }.map(\.configuration)
        if differing.count < perConfiguration.count {
            verdict.reason += " (in the \(differing.joined(separator: ", ")) configuration\(differing.count == 1 ? "" : "s"))"
        }
        return verdict
    }

    mutating func verdict(forProjectless app: AppUnit) -> LaunchVerdict {
        let configuration = app.configurations[0]
        let plist = configuration.infoPlist.flatMap { plistsByPath[$0] }!
        scopes.append(AppScope(files: configuration.code, infoPlists: [ProjectPaths.normalize(plist.path)], settings: []))
        return judge(target: app.name, plist: plist, plistPath: plist.path, generated: false, generatesManifest: false, projectPath: nil, facts: codeFacts(in: configuration.code))
    }

    /// The verdict from the code alone (no Info.plist, no project under the paths).
    func codeOnlyVerdict(_ facts: CodeFacts) -> LaunchVerdict {
        let delegate = facts.appDelegates.first
        if let adopts = facts.adopts, let place = facts.adoptionPlace {
            return LaunchVerdict(target: delegate?.name ?? "the app", status: .adopted, reason: adopts, path: place.path, line: place.line, framework: facts.framework?.name, testHostFor: [])
        }
        return LaunchVerdict(
            target: delegate?.name ?? "the app", status: .cannotTell,
            reason: "no Info.plist and no Xcode project under the paths given, so the scene manifest cannot be read",
            path: delegate?.path ?? "", line: delegate?.line ?? 1, framework: facts.framework?.name, testHostFor: []
        )
    }

    private func judge(target: String, plist: PlistFacts?, plistPath: String?, generated: Bool, generatesManifest: Bool, projectPath: String?, facts: CodeFacts) -> LaunchVerdict {
        let framework = facts.framework?.name
        func verdict(_ status: LaunchVerdict.Status, _ reason: String, _ path: String, _ line: Int) -> LaunchVerdict {
            LaunchVerdict(
                target: target, status: status, reason: reason, path: path, line: line, framework: framework, testHostFor: [],
                appDelegate: facts.appDelegates.first?.name, appDelegateFile: facts.appDelegates.first?.path
            )
        }
        if let app = facts.swiftUIApp {
            return verdict(.adopted, "a SwiftUI App life cycle (`\(app.name)`)", app.path, app.line)
        }
        if let plist, plist.configurationCount > 0 {
            let count = plist.configurationCount
            return verdict(.adopted, "\(plist.path) has a scene manifest with \(count) configuration\(count == 1 ? "" : "s")", plist.path, plist.line("UIApplicationSceneManifest"))
        }
        if generatesManifest, let projectPath {
            return verdict(.adopted, "the build settings generate a scene manifest: INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES", projectPath, 1)
        }
        if let found = facts.configurationForConnecting {
            return verdict(.adopted, "`\(found.type)` implements application(_:configurationForConnecting:options:)", found.path, found.line)
        }
        let delegate = facts.appDelegates.first
        let missing = "`\(delegate?.name ?? "AppDelegate")` does not implement application(_:configurationForConnecting:options:)"
        if let plist, plist.info.sceneManifest != nil {
            let line = plist.line("UIApplicationSceneManifest.UISceneConfigurations")
            if delegate != nil || !facts.isEmpty {
                return verdict(.notAdopted, "the scene manifest in \(plist.path) has no scene configuration (an empty UISceneConfigurations is not adoption with the iOS 27 SDK) and \(missing)", plist.path, line)
            }
            return verdict(.notAdopted, "the scene manifest in \(plist.path) has no scene configuration (an empty UISceneConfigurations is not adoption with the iOS 27 SDK)", plist.path, line)
        }
        guard delegate != nil else {
            let place = plist?.path ?? plistPath ?? projectPath ?? ""
            let what = plist == nil && plistPath != nil ? "its Info.plist (\(plistPath!)) is not under the paths given, and " : ""
            return verdict(.cannotTell, "\(what)no app delegate was found in the code read for it (\(facts.swiftFileCount) Swift, \(facts.objectiveCFileCount) Objective-C files)", place, 1)
        }
        if let plist {
            return verdict(.notAdopted, "\(plist.path) has no UIApplicationSceneManifest and \(missing)", plist.path, 1)
        }
        if generated, let projectPath {
            return verdict(.notAdopted, "the Info.plist generated by the build settings has no scene manifest and \(missing)", projectPath, 1)
        }
        return verdict(.cannotTell, "its Info.plist (\(plistPath ?? "?")) is not under the paths given", projectPath ?? plistPath ?? "", 1)
    }

    // MARK: Code

    func codeFacts(in files: Set<String>) -> CodeFacts {
        var facts = CodeFacts()
        let bases = AppModel.appDelegateProtocols.union(LaunchFrameworks.appDelegateBases)
        let swiftFiles = model.files.filter { files.contains($0.normalizedPath) }
        facts.swiftFileCount = swiftFiles.count
        let swiftSet = Set(swiftFiles.map { ObjectIdentifier($0) })
        var delegateNames = Set<String>()
        // Objective-C app delegates anywhere under the paths: a Swift subclass in the app's code
        // whose base is one (ChatSecure's `AppDelegate: OTRAppDelegate`, the base in a framework
        // target) is the app delegate.
        let objectiveCDelegates = Dictionary(summaries.flatMap { entry in
            entry.summary.interfaces.filter { $0.category == nil && Self.isObjectiveCAppDelegate($0) }.map { ($0.name, entry) }
        }, uniquingKeysWith: { first, _ in first })
        var objectiveCBases: Set<String> = []
        for (name, type) in model.types.sorted(by: { $0.key < $1.key }) where type.isClass {
            guard let declaration = type.declarations.first(where: { swiftSet.contains(ObjectIdentifier($0.file)) && $0.node.is(ClassDeclSyntax.self) }) else { continue }
            let objectiveCBase = type.inherited.first.flatMap { objectiveCDelegates[$0] }
            guard model.inherits(name, from: bases) || objectiveCBase != nil else { continue }
            if objectiveCBase != nil, let base = type.inherited.first { objectiveCBases.insert(base) }
            let location = declaration.file.location(of: declaration.node)
            let superclass = type.inherited.first
            let framework = LaunchFrameworks.framework(base: rootFrameworkBase(of: name) ?? superclass, identifiers: declaration.file.index.identifiers)
            facts.appDelegates.append(.init(name: name, path: declaration.file.path.display, line: location.line, framework: framework))
            delegateNames.insert(name)
        }
        for name in delegateNames.sorted() {
            for function in model.methods(in: name) where function.signature == Signatures.configurationForConnecting {
                let inherited = function.typeName != name
                guard inherited || swiftSet.contains(ObjectIdentifier(function.file)) else { continue }
                let location = function.file.location(of: function.nameNode)
                facts.configurationForConnecting = (name, function.file.path.display, location.line)
                break
            }
            if facts.configurationForConnecting != nil { break }
        }
        for base in objectiveCBases.sorted() where facts.configurationForConnecting == nil {
            for entry in summaries where facts.configurationForConnecting == nil {
                for implementation in entry.summary.implementations where implementation.name == base {
                    if let method = implementation.methods.first(where: { $0.selector == UIKitVocabulary.Selectors.configurationForConnecting && !$0.isClassMethod }) {
                        facts.configurationForConnecting = (base, entry.path, method.line)
                    }
                }
            }
        }
        for file in swiftFiles where facts.swiftUIApp == nil {
            if let app = SwiftUIAppFinder.find(in: file) { facts.swiftUIApp = (app.name, file.path.display, app.line) }
        }
        // Objective-C: `@interface X : UIResponder <UIApplicationDelegate>`, or a framework's app
        // delegate subclassed; the selector defined in an `@implementation`.
        let objectiveC = summaries.filter { files.contains($0.normalizedPath) }
        facts.objectiveCFileCount = objectiveC.count
        let objcNames = Set(objectiveC.flatMap { $0.summary.interfaces.filter { $0.category == nil && Self.isObjectiveCAppDelegate($0) }.map(\.name) })
        for entry in objectiveC {
            for interface in entry.summary.interfaces where interface.category == nil && (Self.isObjectiveCAppDelegate(interface) || interface.superclass.map(objcNames.contains) == true) {
                let framework = LaunchFrameworks.framework(base: interface.superclass, identifiers: entry.summary.identifiers)
                facts.appDelegates.append(.init(name: interface.name, path: entry.path, line: interface.line, framework: framework))
            }
            if facts.configurationForConnecting == nil {
                for implementation in entry.summary.implementations {
                    if let method = implementation.methods.first(where: { $0.selector == UIKitVocabulary.Selectors.configurationForConnecting && !$0.isClassMethod }) {
                        facts.configurationForConnecting = (implementation.name, entry.path, method.line)
                        break
                    }
                }
            }
        }
        // Framework markers in an Objective-C implementation of the delegate (`.m` beside `.h`).
        if facts.appDelegates.contains(where: { $0.framework == nil }) {
            for index in facts.appDelegates.indices where facts.appDelegates[index].framework == nil {
                let name = facts.appDelegates[index].name
                let identifiers = objectiveC.filter { $0.summary.implementations.contains { $0.name == name } }.reduce(into: Set<String>()) { $0.formUnion($1.summary.identifiers) }
                facts.appDelegates[index].framework = LaunchFrameworks.framework(base: nil, identifiers: identifiers)
            }
        }
        return facts
    }

    private static func isObjectiveCAppDelegate(_ interface: ObjectiveCSource.Interface) -> Bool {
        interface.protocols.contains("UIApplicationDelegate") || interface.superclass.map(LaunchFrameworks.appDelegateBases.contains) == true
    }

    /// The framework base at the root of a class's superclass chain within the app.
    private func rootFrameworkBase(of name: String) -> String? {
        var current: String? = name
        var seen = Set<String>()
        while let type = current, seen.insert(type).inserted {
            guard let first = model.types[type]?.inherited.first else { return nil }
            if LaunchFrameworks.appDelegateBases.contains(first) { return first }
            current = model.types[first]?.isClass == true ? first : nil
        }
        return nil
    }

    // MARK: Messages

    func message(for verdict: LaunchVerdict) -> String {
        switch verdict.status {
        case .adopted:
            return "\(verdict.target) has adopted the scene life cycle: \(verdict.reason)"
        case .cannotTell:
            return "cannot tell whether `\(verdict.target)` launches when built with the iOS 27 SDK (Xcode 27): \(verdict.reason); give the app's folder with its Info.plist or Xcode project"
        case .notAdopted:
            let framework = verdict.framework.flatMap { name in LaunchFrameworks.all.first { $0.name == name } }
            let fix: String
            if let framework, framework.name == "Expo", ExpoAppConfig.generatesNativeProject(near: ProjectPaths.join(FileManager.default.currentDirectoryPath, migrateFolder(for: verdict))) == false {
                // A committed ios/ (the bare workflow): a prebuild would write it anew, without the
                // app delegate's own code.
                fix = "Expo app with a committed ios/ folder (not written by `npx expo prebuild`, which would replace it and the app delegate's own code): run `scenectl migrate \(migrateFolder(for: verdict))` to add a scene delegate that starts React Native in the scene's window, and the manifest (docs/MIGRATING.md)"
            } else if let framework {
                fix = "\(framework.name) app: \(framework.fix) (\(framework.source))"
            } else {
                fix = "run `scenectl migrate \(migrateFolder(for: verdict))` to add a scene delegate and the manifest (docs/MIGRATING.md)"
            }
            let host = verdict.testHostFor.isEmpty ? "" : " It is the test host of \(verdict.testHostFor.map { "`\($0)`" }.joined(separator: ", ")): those tests crash before they run."
            return "`\(verdict.target)` will not launch when built with the iOS 27 SDK (Xcode 27): \(verdict.reason); UIKit traps at launch in an app that has not adopted the scene life cycle (TN3187). Fix: \(fix).\(host)"
        }
    }

    /// The folder to give `scenectl migrate`: the target's project's (its project file is read
    /// to add the scene delegate to the target), else the verdict's file's.
    private func migrateFolder(for verdict: LaunchVerdict) -> String {
        if let project = verdict.projectPath ?? (verdict.path.hasSuffix("project.pbxproj") ? verdict.path : nil) {
            let folder = ProjectPaths.parentFolder(ofProjectFile: project)
            return folder.isEmpty ? "." : folder
        }
        // No project (XcodeGen's, generated): the folder that holds both the Info.plist and the
        // app delegate (Element's Riot/SupportingFiles/Info.plist and Riot/Modules/…/AppDelegate.swift).
        if let delegate = verdict.appDelegateFile {
            let plistParts = (verdict.path as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: false)
            let delegateParts = (delegate as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: false)
            let common = zip(plistParts, delegateParts).prefix { $0 == $1 }.map { String($0.0) }
            let folder = common.joined(separator: "/")
            return folder.isEmpty ? (verdict.path.hasPrefix("/") ? "/" : ".") : folder
        }
        let folder = (verdict.path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    // MARK: Unknown scene delegate classes

    /// The file that defines the class `name` (a Swift class, or an Objective-C `@implementation`)
    /// when every file that defines it sits in a project folder whose targets list their sources
    /// and none of them compiles it: a scene delegate written but never added to a target. Nil
    /// when it is compiled, defined nowhere, or in a folder one of its project's targets synchronizes.
    func uncompiledDefinition(of name: String) -> String? {
        let definitions = (model.types[name]?.isClass == true ? model.types[name]!.declarations.map { $0.file.normalizedPath } : [])
            + summaries.filter { $0.summary.implementations.contains { $0.name == name && $0.category == nil } }.map(\.normalizedPath)
        guard !definitions.isEmpty else { return nil }
        for path in definitions {
            let projects = inputs.projects.filter { project in
                let folder = ProjectPaths.parentFolder(ofProjectFile: ProjectPaths.normalize(project.path))
                return folder.isEmpty || path.hasPrefix(folder + "/")
            }
            guard !projects.isEmpty else { return nil }
            // A target that lists the files beside it in its Sources phase (the app delegate's)
            // and not this one: a project that lists no code there says nothing.
            let directory = (path as NSString).deletingLastPathComponent
            var besideCompiled = false
            for project in projects {
                let folder = ProjectPaths.parentFolder(ofProjectFile: ProjectPaths.normalize(project.path))
                for target in project.targets {
                    // A synchronized folder holding the file compiles it (one for other code does not).
                    if target.synchronizedFolders.contains(where: { path.hasPrefix(ProjectPaths.normalize(ProjectPaths.join(folder, $0)) + "/") }) { return nil }
                    let compiled = target.sourceFiles.map { ProjectPaths.normalize(ProjectPaths.join(folder, $0)) }
                    if compiled.contains(path) { return nil }
                    if compiled.contains(where: { ($0 as NSString).deletingLastPathComponent == directory }) { besideCompiled = true }
                }
            }
            if !besideCompiled { return nil }
        }
        return definitions.first
    }

    func unknownDelegateClasses() -> [Finding] {
        guard !model.files.isEmpty || !summaries.isEmpty else { return [] }
        // Swift classes by name, with the Objective-C name an `@objc(Name)` gives them; Objective-C
        // classes; the frameworks' scene delegates.
        var swiftClasses = Set<String>()
        var objectiveCNames = LaunchFrameworks.sceneDelegates
        for (name, type) in model.types where type.isClass {
            swiftClasses.insert(name)
            for declaration in type.declarations {
                guard let decl = declaration.node.as(ClassDeclSyntax.self) else { continue }
                for attribute in decl.attributes {
                    guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedText == "objc",
                          let argument = attribute.arguments?.trimmedText, !argument.isEmpty else { continue }
                    objectiveCNames.insert(argument)
                }
            }
        }
        for entry in summaries { objectiveCNames.formUnion(entry.summary.interfaces.filter { $0.category == nil }.map(\.name)) }
        var findings: [Finding] = []
        for plist in plists where plist.isApp {
            guard let manifest = plist.info.sceneManifest else { continue }
            for role in manifest.configurations.keys.sorted() {
                for (index, entry) in (manifest.configurations[role] ?? []).enumerated() {
                    guard let raw = entry.delegateClassName else { continue }
                    let name = ClassName.unqualifiedName(of: raw)
                    if name.isEmpty || name.contains("$(") || name.contains("${") { continue }
                    if objectiveCNames.contains(raw), uncompiledDefinition(of: name) == nil { continue }
                    let line = plist.line("UIApplicationSceneManifest.UISceneConfigurations.\(role)[\(index)].UISceneDelegateClassName")
                    let configuration = entry.name.map { "the scene configuration \"\($0)\"" } ?? "a scene configuration"
                    let message: String
                    if let file = uncompiledDefinition(of: name) {
                        message = "\(configuration) names `\(raw)`, whose only definition, in \(file), no target of the project compiles (it is in no Sources build phase): the class is not in the app, UIKit cannot create it, and the scene gets no delegate (a black window); add \((file as NSString).lastPathComponent) to the app target's Compile Sources"
                    } else if swiftClasses.contains(name) {
                        // A Swift class is `Module.Name` to the Objective-C runtime UIKit asks.
                        guard !raw.contains(".") else { continue }
                        message = "\(configuration) names the Swift class `\(raw)` without its module: UIKit looks the name up in the Objective-C runtime, where the class is `Module.\(raw)`, finds nothing, and the scene gets no delegate (a black window); write `$(PRODUCT_MODULE_NAME).\(raw)`, or give the class @objc(\(raw))"
                    } else if objectiveCNames.contains(name) {
                        continue
                    } else {
                        message = "\(configuration) names the scene delegate class `\(raw)`, which is no class of the app's code and no framework's: UIKit cannot create it, and the scene gets no delegate (a black window); name the class that conforms to UIWindowSceneDelegate, as `$(PRODUCT_MODULE_NAME).\(name)` for a Swift class"
                    }
                    findings.append(Finding(ruleID: LaunchReadiness.unknownClassID, severity: .warning, path: plist.path, line: line, column: 1, message: message))
                }
            }
        }
        return findings
    }
}

extension CodeFacts {
    /// Why the code alone adopts scenes, or `nil`.
    var adopts: String? {
        if let app = swiftUIApp { return "a SwiftUI App life cycle (`\(app.name)`)" }
        if let found = configurationForConnecting { return "`\(found.type)` implements application(_:configurationForConnecting:options:)" }
        return nil
    }

    var adoptionPlace: (path: String, line: Int)? {
        if let app = swiftUIApp { return (app.path, app.line) }
        if let found = configurationForConnecting { return (found.path, found.line) }
        return nil
    }

    var isEmpty: Bool { swiftFileCount == 0 && objectiveCFileCount == 0 }

    var framework: LaunchFramework? { appDelegates.lazy.compactMap(\.framework).first }
}

/// Finds `@main struct X: App` (SwiftUI's life cycle, scene-based already) at the top level of a
/// file, inside `#if` blocks too.
enum SwiftUIAppFinder {
    static func find(in file: SwiftSourceFile) -> (name: String, line: Int)? {
        find(in: file.tree.statements.map(\.item), file: file)
    }

    private static func find(in items: [CodeBlockItemSyntax.Item], file: SwiftSourceFile) -> (name: String, line: Int)? {
        for item in items {
            if let ifConfig = item.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if let statements = clause.elements?.as(CodeBlockItemListSyntax.self), let found = find(in: statements.map(\.item), file: file) { return found }
                }
            }
            guard let decl = item.as(StructDeclSyntax.self) else { continue }
            let isMain = decl.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "main" }
            let inherits = decl.inheritanceClause?.inheritedTypes.contains { ["App", "SwiftUI.App"].contains($0.type.trimmedText) } ?? false
            if isMain && inherits { return (decl.name.text, file.location(of: decl.name).line) }
        }
        return nil
    }
}
