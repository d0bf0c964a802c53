import Foundation
import SceneToolsCore
import UIKitVocabulary

/// An Objective-C or Objective-C++ app's move to scenes (the recipe `uikit-objc`): the app
/// delegate read with SceneToolsCore's `ObjectiveCSource`, its window set-up moved to a new
/// `SceneDelegate.h`/`.m` (`.mm` beside an `.mm` app delegate), its URL, activity, quick-action and
/// state methods kept as they are and called by the scene delegate (UIKit no longer calls them; on
/// systems before iOS 13 it still does), the manifest added to the Info.plist and both files to the
/// target. The steps are in `ObjectiveCSteps.swift`; this is what they share.
struct ObjectiveCContext {
    /// A file of the app, read.
    struct File {
        var path: String
        var bytes: [UInt8]
        var source: ObjectiveCSource
    }

    let folder: URL
    let options: MigrationOptions
    let appName: String?
    /// The app's Objective-C files, read.
    let files: [File]
    /// The app delegate's implementation file and its header.
    let implementation: File
    let header: File
    let className: String
    /// The class the app delegate subclasses (`UIResponder`, `RCTAppDelegate`), when its
    /// `@interface` says.
    var superclass: String?
    /// A React Native app's version (package.json, or the installed package's) and the
    /// package.json read.
    var reactNativeVersion: JavaScriptPackage.Version?
    var reactNativePackagePath: String?
    /// `application:didFinishLaunchingWithOptions:`.
    let launch: ObjectiveCSource.Method?
    let plists: [(file: AppFolder.File, root: [String: Any]?)]
    let projects: [MigratedProject]
    let projectPaths: Set<String>
    /// The `XCBuildConfiguration` ids of the app's targets.
    let configurationIDs: Set<String>?
    /// The app's storyboard (UIMainStoryboardFile), if any.
    let storyboard: String?
    /// The indentation of one level in the app delegate's file.
    let unit: String

    // Decisions
    /// Statements of didFinishLaunching moved to willConnect (whole lines removed).
    var movedStatements: [ObjectiveCSource.Statement] = []
    /// willConnect's lines after its scene check, and the scene delegate's other methods.
    var willConnect: [String] = []
    var replay: [String] = []
    /// willConnect's last lines, after the cold launch's events were handed over.
    var afterReplay: [String] = []
    var sceneMethods: [String] = []
    var usesWindowScene = false
    var createsWindowInCode = false
    /// willConnect assigns the app delegate's `window` itself (React Native's start does).
    var windowAssignedInWillConnect = false
    /// Imports the scene delegate needs beyond its own header and the app delegate's.
    var imports: [String] = []
    /// Properties and methods of the app delegate the scene delegate uses (they must be in its header).
    var referencedProperties: Set<String> = []
    var referencedSelectors: Set<String> = []
    /// Instance variables (`_name`) the moved code uses, each made a property `name` in the header.
    var ivarsToProperties: [(ivar: ObjectiveCSource.InstanceVariable, path: String)] = []

    /// The property an instance variable becomes: `_name` → `name` (its synthesized variable),
    /// `name` → `name` (bound to it with `@synthesize name = name;`).
    static func propertyName(of ivar: ObjectiveCSource.InstanceVariable) -> String {
        ivar.name.hasPrefix("_") ? String(ivar.name.dropFirst()) : ivar.name
    }
    var sceneDelegateName: String { options.sceneDelegateName }

    // Results
    var edits: [String: TextEdits] = [:]
    var newFiles: [(path: String, text: String)] = []
    var changes: [FileChange] = []
    var projectEdits: [Int: TextEdits]
    var taken: Set<String>
    var done: [String] = []
    var steps: [ManualStep] = []
    var stopped: ManualStep?

    mutating func edit(_ path: String, _ change: (inout TextEdits) -> Void) {
        var current = edits[path] ?? TextEdits()
        change(&current)
        edits[path] = current
    }

    /// The app delegate's folder: where the new files go.
    var directory: String { (implementation.path as NSString).deletingLastPathComponent }

    func relative(_ name: String) -> String { directory.isEmpty ? name : "\(directory)/\(name)" }

    /// The app delegate's own property names (header and class extensions) and method selectors.
    var headerProperties: Set<String> { Set(header.source.interfaces.filter { $0.name == className && $0.category == nil }.flatMap(\.properties)) }
    var headerSelectors: Set<String> { Set(header.source.interfaces.filter { $0.name == className && $0.category == nil }.flatMap(\.methodDeclarations)) }

    /// Whether the app delegate has a `window` (declared, synthesized, or assigned at launch): the
    /// scene's is assigned to it, for the code that reads `delegate.window`.
    var appDelegateHasWindow: Bool {
        let source = implementation.source
        let declared = headerProperties.contains("window") || source.interfaces.contains { $0.name == className && $0.category == "" && $0.properties.contains("window") }
        let words = source.codeTokens.map { source.text(of: $0) }
        let synthesized = words.indices.contains { words[$0] == "@synthesize" && $0 + 1 < words.count && words[$0 + 1] == "window" }
        let assigned = launch.map { method in source.codeTokens.contains { method.body.contains($0.range.lowerBound) && source.text(of: $0) == "_window" } } ?? false
        return declared || synthesized || assigned || !movedStatements.isEmpty
    }

    /// The methods of the app delegate with `selector`.
    func method(_ selector: String) -> ObjectiveCSource.Method? {
        implementation.source.methods(of: className).first { $0.selector == selector && !$0.isClassMethod }
    }

    /// `AppDelegate *appDelegate = …;` once, at the top of a scene-delegate method.
    var appDelegateLine: String { "\(className) *appDelegate = (\(className) *)UIApplication.sharedApplication.delegate;" }
}

extension ObjectiveCContext {
    /// The app delegate among `files`: an `@implementation` whose class adopts
    /// `UIApplicationDelegate` or subclasses a framework's app delegate (its `superclass`), or
    /// defines `application:didFinishLaunchingWithOptions:`; with the header that declares it.
    static func find(in files: [File]) -> (implementation: File, header: File?, className: String, superclass: String?)? {
        let frameworkBases = Set(LaunchFrameworks.appDelegateBases)
        for file in files where !file.path.hasSuffix(".h") {
            for implementation in file.source.implementations where implementation.category == nil {
                let declared = files.flatMap { candidate in
                    candidate.source.interfaces.filter { $0.name == implementation.name && $0.category == nil }.map { (file: candidate, interface: $0) }
                }
                let adopts = declared.contains { $0.interface.protocols.contains("UIApplicationDelegate") || $0.interface.superclass.map(frameworkBases.contains) == true }
                guard adopts || implementation.methods.contains(where: { $0.selector == UIKitVocabulary.Selectors.didFinishLaunching }) else { continue }
                let header = declared.first { $0.file.path.hasSuffix(".h") }?.file
                return (file, header, implementation.name, declared.compactMap(\.interface.superclass).first)
            }
        }
        return nil
    }
}

/// Runs the Objective-C recipe on one app.
enum ObjectiveCMigration {
    /// Whether the folder's app delegate is an Objective-C class (and no Swift one is).
    static func hasObjectiveCAppDelegate(in folder: URL) -> Bool {
        var refused: [ManualStep] = []
        guard let app = try? AppFolder(root: folder), AppDelegateModel.find(in: SwiftFile.parseAll(app.swiftFiles, steps: &refused)) == nil else { return false }
        return ObjectiveCContext.find(in: read(app.objectiveCFiles + app.objectiveCHeaders, root: folder.standardizedFileURL.path)) != nil
    }

    /// The files at `paths` (relative to `root`), each read once (one that cannot be read is left
    /// out: the folder's walk named it).
    static func read(_ paths: [String], root: String) -> [ObjectiveCContext.File] {
        paths.compactMap { path in
            guard let bytes = try? SourceFileReader.contents(of: SourcePath(ProjectPaths.join(root, path))) else { return nil }
            return ObjectiveCContext.File(path: path, bytes: bytes, source: ObjectiveCSource(bytes: bytes, isObjectiveCPlusPlus: ObjectiveCSource.isObjectiveCPlusPlus(path: path)))
        }
    }

    /// Plans `group`'s move when its app delegate is an Objective-C class: false when it has none
    /// (the caller says so), true when it was planned or refused with a manual step.
    static func plan(_ group: AppToMigrate, in folder: URL, options: MigrationOptions, without: String?, projects: [MigratedProject],
                     projectEdits: inout [Int: TextEdits], changed: inout Set<String>, plan: inout MigrationPlan) -> Bool {
        let root = folder.standardizedFileURL.path
        let files = read(group.objectiveCFiles, root: root)
        guard let found = ObjectiveCContext.find(in: files) else { return false }
        let prefix = group.name.map { "\($0): " } ?? ""
        // React Native's `RCTAppDelegate` has its own recipe; `--recipe` chooses between the two.
        let byBase: [String: MigrationRecipe] = ["RCTAppDelegate": .reactNativeObjectiveC, "FlutterAppDelegate": .flutterObjectiveC]
        let recipe = options.recipe.flatMap(MigrationRecipe.named) ?? found.superclass.flatMap { byBase[$0] } ?? .uikitObjectiveC
        // A framework's base with no recipe of its own is left alone, unless `--recipe` names one.
        if options.recipe == nil, let superclass = found.superclass, byBase[superclass]?.id != recipe.id,
           let framework = LaunchFrameworks.all.first(where: { $0.appDelegateBases.contains(superclass) }) {
            let article = "AEIOU".contains(framework.name.prefix(1)) ? "an" : "a"
            let bare = framework.name == "Expo" && ExpoAppConfig.generatesNativeProject(near: root) == false
            let fix = bare
                ? "its ios/ folder is committed (a prebuild would replace this app delegate's own code): move it to ExpoAppDelegate (Expo SDK 50 and later) and run scenectl migrate again, or force the UIKit steps with --recipe uikit-objc and review the diff"
                : "\(framework.fix) (\(framework.source))"
            plan.steps.append(ManualStep(.manual, id: "framework-not-migrated", file: found.implementation.path, line: 0,
                "\(prefix)\(article) \(framework.name) host app in Objective-C (\(found.className): \(superclass)): not migrated by this version of scenectl migrate; \(fix). Nothing was changed"))
            return true
        }
        guard let header = found.header else {
            plan.steps.append(ManualStep(.manual, id: "objc-no-header", file: found.implementation.path, line: 0,
                "\(prefix)not migrated: the app delegate \(found.className) has no header among the files read (its @interface is in the .m), and the scene delegate must import it; move the @interface to \(found.className).h, then run scenectl migrate again"))
            return true
        }
        plan.recipes.append((app: group.name ?? "the app", recipe: recipe.id))
        // No manifest can be added: the window code moved to a scene delegate would never run.
        if group.plists.isEmpty, group.blocks(in: projects).isEmpty {
            plan.steps.append(ManualStep(.manual, id: "no-info-plist", file: "", line: 0, "\(prefix)no application Info.plist and no project.pbxproj that generates one were found: not migrated (a scene delegate no manifest names never runs); give the folder that holds the app's Info.plist or Xcode project"))
            return true
        }
        // A file or a class of the scene delegate's name already there: another name.
        var options = options
        let base = options.sceneDelegateName
        let directory = (found.implementation.path as NSString).deletingLastPathComponent
        func isTaken(_ name: String) -> Bool {
            [".h", ".m", ".mm"].contains { suffix in
                let path = directory.isEmpty ? name + suffix : "\(directory)/\(name)\(suffix)"
                return FileManager.default.fileExists(atPath: ProjectPaths.join(root, path)) || changed.contains(path)
            } || files.contains { $0.source.interfaces.contains { $0.name == name } }
        }
        var suffix = 2
        while isTaken(options.sceneDelegateName) {
            options.sceneDelegateName = "\(base)\(suffix)"
            suffix += 1
        }
        if options.sceneDelegateName != base {
            plan.steps.append(ManualStep(.check, id: "scene-delegate-renamed", file: directory.isEmpty ? "\(base).h" : "\(directory)/\(base).h", line: 0,
                "a file or a class named \(base) already exists and is not this app's scene delegate: the scene delegate is \(options.sceneDelegateName) (choose another name with --scene-delegate-name)"))
        }
        var storyboard = group.plists.compactMap { $0.root?["UIMainStoryboardFile"] as? String }.first
        if storyboard == nil { storyboard = group.blocks(in: projects).compactMap { $0.settings.infoPlistKeys["UIMainStoryboardFile"] }.first }
        let launch = found.implementation.source.methods(of: found.className).first { $0.selector == UIKitVocabulary.Selectors.didFinishLaunching && !$0.isClassMethod }
        var unit = "    "
        if let method = found.implementation.source.methods(of: found.className).first(where: { !$0.statements.isEmpty }) {
            let outer = found.implementation.source.indentation(at: method.range.lowerBound)
            let inner = found.implementation.source.indentation(at: method.statements[0].range.lowerBound)
            if inner.hasPrefix(outer), inner.count > outer.count { unit = String(inner.dropFirst(outer.count)) }
        }
        var context = ObjectiveCContext(
            folder: folder, options: options, appName: group.name, files: files, implementation: found.implementation, header: header, className: found.className, superclass: found.superclass, launch: launch,
            plists: group.plists, projects: projects, projectPaths: group.projectPaths, configurationIDs: group.configurationIDs, storyboard: storyboard, unit: unit, projectEdits: projectEdits, taken: changed
        )
        if found.superclass == "RCTAppDelegate" {
            let package = JavaScriptPackage.version(of: ["react-native"], near: ProjectPaths.join(root, directory), root: root)
            context.reactNativeVersion = package?.version
            context.reactNativePackagePath = package?.package.path
        }
        for step in recipe.objectiveCSteps where step.description.id != without {
            step.apply(to: &context)
            if let stopped = context.stopped {
                plan.steps.append(stopped)
                return true
            }
        }
        // Every file written is read again: a rewrite the reader cannot follow is not written.
        var changes: [FileChange] = []
        for (path, edits) in context.edits.sorted(by: { $0.key < $1.key }) where !edits.isEmpty {
            guard let file = files.first(where: { $0.path == path }) else { continue }
            let bytes = edits.applyBytes(to: file.bytes)
            let reread = ObjectiveCSource(bytes: bytes, isObjectiveCPlusPlus: file.source.isObjectiveCPlusPlus)
            if reread.problems.count > file.source.problems.count || reread.implementations.count != file.source.implementations.count {
                plan.steps.append(ManualStep(.manual, id: "rewrite-did-not-parse", file: path, line: 0, "the rewritten file could not be read back, so the app was left unchanged (please report this with the file): migrate it by hand"))
                return true
            }
            changes.append(FileChange(path: path, old: Data(file.bytes), new: Data(bytes)))
        }
        for file in context.newFiles {
            let reread = ObjectiveCSource(text: file.text, isObjectiveCPlusPlus: file.path.hasSuffix(".mm"))
            if !reread.problems.isEmpty {
                plan.steps.append(ManualStep(.manual, id: "rewrite-did-not-parse", file: file.path, line: 0, "the scene delegate written could not be read back (\(reread.problems[0])), so the app was left unchanged (please report this with the app delegate): migrate it by hand"))
                return true
            }
            changes.append(FileChange(path: file.path, old: nil, new: Data(file.text.utf8)))
        }
        plan.changes += changes + context.changes
        plan.done += context.done
        plan.steps += context.steps
        projectEdits = context.projectEdits
        changed = context.taken.union(changes.map(\.path))
        return true
    }
}
