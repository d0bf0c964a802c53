import Foundation
import SceneToolsCore
import SwiftParser
import SwiftSyntax

/// Reads an app that uses the app-delegate life cycle and plans its move to scenes (TN3187):
/// the Info.plist or build settings, a scene delegate, the routed launch entry points, the state
/// callbacks and the window lookups. Nothing is written: `MigrationPlan.changes` holds the new
/// bytes of each file, which `scenectl migrate` prints as a diff or writes.
package enum Migrator {
    package static let commentMarker = "scenectl migrate:"

    package static func plan(folder: URL, options: MigrationOptions = MigrationOptions()) throws -> MigrationPlan {
        try plan(folder: folder, options: options, without: nil)
    }

    /// The plan with the step `without` left out of every recipe (a step's tests: what the step
    /// alone changes).
    package static func plan(folder: URL, options: MigrationOptions, without step: String?) throws -> MigrationPlan {
        let app = try AppFolder(root: folder)
        // A managed Expo project: its iOS app is generated, so its app config is what changes.
        if step != ExpoManagedConfig.description.id,
           let expo = ExpoManagedConfig.plan(folder: folder, hasNativeProject: !app.projectFiles.isEmpty
                || app.plists.contains { InfoPlistEdit.parse($0.data).map(InfoPlistKind.isApplication) ?? false }) {
            return expo
        }
        var plan = MigrationPlan()
        for (path, reason) in app.unreadable {
            plan.steps.append(ManualStep(.manual, id: "file-not-read", file: path, line: 0, "not read (\(reason)): check it by hand"))
        }
        for link in app.links {
            let what = link.isFolder ? "folder" : (link.path.hasSuffix(".swift") ? "Swift file" : "file the migration reads")
            plan.steps.append(ManualStep(.manual, id: "symbolic-link", file: link.path, line: 0, "a symbolic link to a \(what) (\(link.destination)), not followed: --write changes no file outside the folder it is given; run scenectl migrate on the \(link.isFolder ? "folder" : "file's folder") it points to, or on a folder that holds both"))
        }
        let files = SwiftFile.parseAll(app.swiftFiles, steps: &plan.steps)
        if !app.vendoredPackages.isEmpty {
            plan.steps.append(ManualStep(.check, id: "vendored-packages", file: "", line: 0, "\(app.vendoredPackages.count) folder(s) with a package of their own (a podspec or Package.swift) not read, for example \(app.vendoredPackages[0])"))
        }
        // Each Info.plist read once, as every tool reads one (`root` nil: not read).
        let read = app.plists.map { (file: $0, result: InfoPlistEdit.read($0.data, path: $0.path)) }
        let plists = read.map { (file: $0.file, root: try? $0.result.get()) }
        for plist in read {
            guard case .failure(let error) = plist.result else { continue }
            let what = error.message.hasPrefix("is ") || error.message.hasPrefix("cannot ") ? "the file \(error.message)" : error.message
            plan.steps.append(ManualStep(.manual, id: "info-plist-not-read", file: plist.file.path, line: 0, "not edited: \(what) \(error.fix) Then run scenectl migrate again"))
        }
        // Each project read by the tools' one reader (targets, product types, inherited settings);
        // one it cannot read is named, and none of its settings is changed.
        var projects: [MigratedProject] = []
        for file in app.projectFiles {
            // Its edits are placed by offsets in its text: a byte that is not UTF-8 would shift them.
            guard String(data: file.data, encoding: .utf8) != nil else {
                plan.steps.append(ManualStep(.manual, id: "project-not-read", file: file.path, line: 0, "not read (it holds bytes that are not UTF-8, so an edit could not be placed exactly): its build settings were not checked or changed"))
                continue
            }
            do {
                let projectFolder = ProjectPaths.parentFolder(ofProjectFile: folder.appendingPathComponent(file.path).path)
                let targets = try XcodeProjectReader.targets(file.data, path: file.path) { relative in
                    (try? SourceFileReader.contents(of: SourcePath(ProjectPaths.join(projectFolder, relative)), limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
                }
                projects.append(MigratedProject(file: file, targets: targets, edit: ProjectFileEdit(file.data, targets: targets),
                                                fileReferences: (try? XcodeProjectReader.fileReferencePaths(file.data, path: file.path)) ?? [:]))
            } catch {
                plan.steps.append(ManualStep(.manual, id: "project-not-read", file: file.path, line: 0, "not read (\(error.reason)): its build settings were not checked or changed"))
            }
        }

        // The apps, one at a time, as the doctor judges them (SceneToolsCore's AppPartition).
        let appPlists = plists.compactMap { plist in
            plist.root.flatMap { InfoPlistKind.isApplication($0) ? (path: plist.file.path, bundleName: $0["CFBundleName"] as? String) : nil }
        }
        let partition = AppPartition(projects: projects.map { ($0.file.path, $0.targets) }, appInfoPlists: appPlists, files: files.map(\.path) + app.objectiveCFiles)
        for (path, project) in partition.unbuiltInfoPlists {
            plan.steps.append(ManualStep(.check, id: "info-plist-in-no-target", file: path, line: 0, "not edited: an app's Info.plist that no target of \(project) builds; migrate the app that uses it separately"))
        }
        let root = folder.standardizedFileURL.path
        let groups = AppToMigrate.groups(partition.apps, unbuilt: partition.unbuiltInfoPlists.map(\.path), files: files, objectiveCFiles: app.objectiveCFiles + app.objectiveCHeaders, plists: plists, projects: projects) { paths in
            ObjectiveCContext.find(in: ObjectiveCMigration.read(paths, root: root)).map(\.implementation.path)
        }
        var projectEdits: [Int: TextEdits] = [:]
        var changed = Set<String>()
        let states = groups.map { $0.state(projects: projects) }
        if states.allSatisfy({ if case .adopted = $0 { true } else { false } }) {
            plan.alreadyScenes = true
            plan.steps += leftovers(in: files)
            return plan
        }
        let several = states.filter { if case .adopted = $0 { false } else { true } }.count > 1
        for (group, state) in zip(groups, states) {
            switch state {
            case .adopted:
                plan.steps += leftovers(in: group.files)
            case .halfMigrated(let sceneDelegate):
                finishApp(group, sceneDelegate: sceneDelegate, in: folder, options: options, projects: projects, projectEdits: &projectEdits, changed: &changed, plan: &plan)
            case .notMigrated:
                if let unread = group.unreadPlists.first {
                    plan.steps.append(ManualStep(.manual, id: "info-plist-unreadable-app", file: unread, line: 0, "\(group.name.map { "\($0): " } ?? "")not migrated: its Info.plist cannot be read, and a migration that cannot add the manifest would leave the app half-migrated; fix the file, then run scenectl migrate again"))
                    continue
                }
                planApp(group, in: folder, options: options, without: step, projects: projects, several: several, projectEdits: &projectEdits, changed: &changed, plan: &plan)
            }
        }
        for (index, edits) in projectEdits.sorted(by: { $0.key < $1.key }) where !edits.isEmpty {
            let project = projects[index]
            plan.changes.append(FileChange(path: project.file.path, old: project.file.data, new: Data(edits.applyBytes(to: project.edit.bytes))))
        }

        // An Objective-C app migrated, or a Cordova app (its platform is regenerated): its files were said.
        let objectiveCMigrated = plan.recipes.contains { MigrationRecipe.objectiveCRecipeIDs.union([CordovaPlatform.description.id]).contains($0.recipe) }
        let named = Set(plan.steps.map(\.file))
        for path in app.objectiveCFiles where !objectiveCMigrated && !named.contains(path) && ((path as NSString).lastPathComponent.contains("AppDelegate") || (path as NSString).lastPathComponent.contains("SceneDelegate")) {
            plan.steps.append(ManualStep(.manual, id: "objective-c-delegate", file: path, line: 0, "an Objective-C delegate file no recipe migrated (a category, another delegate, a class not known as the app delegate): not rewritten; move any window set-up, launch handling or state callbacks in it to the scene delegate by hand (docs/MIGRATING.md)"))
        }
        // `main.m` only starts UIApplicationMain; a migrated app's files were read for window lookups.
        let otherObjC = app.objectiveCFiles.filter { !(($0 as NSString).lastPathComponent.contains("Delegate")) && !["main.m", "main.mm"].contains(($0 as NSString).lastPathComponent) }
        if !otherObjC.isEmpty, !objectiveCMigrated {
            plan.steps.append(ManualStep(.check, id: "objective-c-files", file: "", line: 0, "\(otherObjC.count) other Objective-C file(s) not read (for example \(otherObjC[0])): check them for keyWindow, windows and the app delegate's window"))
        }
        plan.changes.sort { $0.path < $1.path }
        return plan
    }

    /// Plans one app's move with its recipe (or the one `options.recipe` names): its Swift files,
    /// its Info.plists, its targets' build settings.
    private static func planApp(_ group: AppToMigrate, in folder: URL, options: MigrationOptions, without: String?, projects: [MigratedProject], several: Bool,
                                projectEdits: inout [Int: TextEdits], changed: inout Set<String>, plan: inout MigrationPlan) {
        let files = group.files
        let facts = MigrationRecipe.AppFacts(files: files, folder: folder)
        let recipe = options.recipe.flatMap(MigrationRecipe.named) ?? MigrationRecipe.all.first { $0.matches(facts) }
        if recipe == nil, let framework = facts.framework, let model = facts.swiftAppDelegate {
            // A framework host app no recipe moves yet: named, with its framework's own path, and
            // left as it was (the UIKit steps would leave it half-migrated).
            plan.steps.append(ManualStep(.manual, id: "framework-not-migrated", file: files[model.classFile].path, line: 0, "\(group.name.map { "\($0): " } ?? "")\("AEIOU".contains(framework.name.prefix(1)) ? "an" : "a") \(framework.name) host app (\(model.className)\(model.superclass.map { ": \($0)" } ?? "")): not migrated by this version of scenectl migrate; \(framework.fix) (\(framework.source)). Nothing was changed"))
            return
        }
        guard let recipe, let model = facts.swiftAppDelegate else {
            // A Cordova app: its iOS project is the platform's, which cordova-ios 8 makes scene-based.
            if without != CordovaPlatform.description.id, let cordova = CordovaPlatform.steps(folder: folder) {
                if !plan.recipes.contains(where: { $0.recipe == CordovaPlatform.description.id }) {
                    plan.recipes.append((app: group.name ?? "the app", recipe: CordovaPlatform.description.id))
                    plan.steps += cordova
                }
                return
            }
            // An Objective-C app delegate: the Objective-C recipe.
            if facts.swiftAppDelegate == nil, options.recipe == nil || MigrationRecipe.objectiveCRecipeIDs.contains(options.recipe ?? ""),
               ObjectiveCMigration.plan(group, in: folder, options: options, without: without, projects: projects, projectEdits: &projectEdits, changed: &changed, plan: &plan) {
                return
            }
            plan.steps.append(ManualStep(.manual, id: "no-app-delegate", file: "", line: 0, "no Swift class conforming to UIApplicationDelegate was found\(group.name.map { " in \($0)" } ?? ""); write the scene delegate by hand (docs/MIGRATING.md)"))
            // No scene delegate is written without an app delegate to take its code from: a
            // manifest naming one that does not exist would launch the app to a black screen.
            for plist in group.plists {
                plan.steps.append(ManualStep(.manual, id: "no-manifest-without-delegate", file: plist.file.path, line: 0, "not edited: the scene manifest would name a scene delegate that does not exist yet; add UIApplicationSceneManifest when you write it (docs/MIGRATING.md)"))
            }
            return
        }
        plan.recipes.append((app: group.name ?? "the app", recipe: recipe.id))
        // A file or a type of the scene delegate's name that is not a scene delegate: another name.
        var options = options
        let base = options.sceneDelegateName
        let directory = (files[model.classFile].path as NSString).deletingLastPathComponent
        func isTaken(_ name: String) -> Bool {
            let path = directory.isEmpty ? "\(name).swift" : "\(directory)/\(name).swift"
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder) || changed.contains(path)
                || AppDelegateModel.declaresType(name, in: files)
        }
        var suffix = 2
        while isTaken(options.sceneDelegateName) {
            options.sceneDelegateName = "\(base)\(suffix)"
            suffix += 1
        }
        if options.sceneDelegateName != base {
            plan.steps.append(ManualStep(.check, id: "scene-delegate-renamed", file: directory.isEmpty ? "\(base).swift" : "\(directory)/\(base).swift", line: 0,
                                         "a file or a type named \(base) already exists and is not a scene delegate: the scene delegate is \(options.sceneDelegateName) (choose another name with --scene-delegate-name)"))
        }
        if several, let name = group.name {
            plan.done.append("app \(name): " + ([files.first.map { _ in "\(files.count) Swift file(s)" }] + [group.plists.isEmpty ? nil : group.plists.map(\.file.path).joined(separator: ", ")]).compactMap { $0 }.joined(separator: "; "))
        }
        var context = MigrationContext(folder: folder, options: options, app: group, model: model, projects: projects, projectEdits: projectEdits, taken: changed,
                                       facts: facts)
        for step in recipe.steps where step.description.id != without {
            step.apply(to: &context)
            if let stopped = context.stopped {
                plan.steps.append(stopped)
                return
            }
        }
        plan.done += context.done
        plan.steps += context.steps
        projectEdits = context.projectEdits
        changed = context.taken

        collectChanges(of: context, plan: &plan, changed: &changed)
    }

    /// The files the steps changed and wrote, into the plan. Each edited Swift file must still
    /// parse, or it is left as it was; a file two apps share is changed with the first.
    private static func collectChanges(of context: MigrationContext, plan: inout MigrationPlan, changed: inout Set<String>) {
        for (index, edits) in context.edits.sorted(by: { $0.key < $1.key }) where !edits.isEmpty {
            let file = context.files[index]
            guard changed.insert(file.path).inserted else {
                plan.steps.append(ManualStep(.check, id: "shared-file", file: file.path, line: 0, "shared with another app migrated above: changed once, with that app"))
                continue
            }
            let bytes = edits.applyBytes(to: file.bytes, newline: file.newline)
            if bytes.withUnsafeBufferPointer({ Parser.parse(source: $0) }).hasError {
                plan.steps.append(ManualStep(.manual, id: "rewrite-did-not-parse", file: file.path, line: 0, "the rewritten file did not parse, so it was left unchanged (please report this with the file): migrate it by hand"))
                continue
            }
            plan.changes.append(FileChange(path: file.path, old: Data(file.bytes), new: Data(bytes)))
        }
        for (path, text) in context.newFiles where changed.insert(path).inserted {
            plan.changes.append(FileChange(path: path, old: nil, new: Data(text.utf8)))
        }
        plan.changes += context.changes
    }

    /// An app whose scene delegate exists but which nothing names (an earlier run whose Info.plist
    /// could not be edited, or a hand migration half done): the manifest, in the Info.plist or the
    /// build settings, naming that class; the Swift code is not migrated again.
    private static func finishApp(_ group: AppToMigrate, sceneDelegate: String, in folder: URL, options: MigrationOptions, projects: [MigratedProject],
                                  projectEdits: inout [Int: TextEdits], changed: inout Set<String>, plan: inout MigrationPlan) {
        guard let model = AppDelegateModel.find(in: group.files) else { return }
        var options = options
        options.sceneDelegateName = sceneDelegate
        plan.recipes.append((app: group.name ?? "the app", recipe: MigrationRecipe.finishManifest.id))
        plan.steps.append(ManualStep(.check, id: "finished-half-migration", file: "", line: 0, "\(group.name.map { "\($0): " } ?? "")the scene delegate \(sceneDelegate) exists but no scene manifest names it: the manifest names it now; the rest of the migration (from an earlier run or by hand) is not done again, and the comments it left are listed"))
        var context = MigrationContext(folder: folder, options: options, app: group, model: model, projects: projects, projectEdits: projectEdits, taken: changed)
        for step in MigrationRecipe.finishManifest.steps { step.apply(to: &context) }
        plan.done += context.done
        plan.steps += context.steps + leftovers(in: group.files)
        projectEdits = context.projectEdits
        changed = context.taken
        collectChanges(of: context, plan: &plan, changed: &changed)
    }

    /// The `// scenectl migrate:` comments an earlier run left.
    static func leftovers(in files: [SwiftFile]) -> [ManualStep] {
        var steps: [ManualStep] = []
        for file in files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                for piece in token.leadingTrivia {
                    if case .lineComment(let text) = piece, let range = text.range(of: commentMarker) {
                        let rest = text[range.upperBound...].trimmingCharacters(in: .whitespaces)
                        let check = rest.hasPrefix("check:")
                        steps.append(ManualStep(check ? .check : .manual, id: "left-by-earlier-run", file: file.path, line: file.line(token),
                                                "left by an earlier run: " + (check ? String(rest.dropFirst("check:".count)).trimmingCharacters(in: .whitespaces) : rest)))
                    }
                }
            }
        }
        return steps
    }

    /// Writes the plan's files under `folder` as one transaction (``MigrationWriter``).
    package static func write(_ plan: MigrationPlan, to folder: URL) throws {
        try MigrationWriter.write(plan.changes, to: folder)
    }

    /// What an interrupted `--write` left in `folder`, in words; empty when nothing.
    package static func interruptedWrite(in folder: URL) -> [String] {
        guard let journal = MigrationWriter.journal(in: folder) else { return [] }
        return ["an interrupted scenectl migrate --write (\(MigrationWriter.journalName): \(journal.state), \(journal.entries.count) file(s)): run scenectl migrate --write to \(journal.state == "staging" ? "undo" : "finish") it"]
    }

    /// Finishes (or, interrupted before it changed anything, undoes) an interrupted `--write`.
    package static func recoverInterruptedWrite(in folder: URL) throws -> [String] {
        try MigrationWriter.recover(folder)
    }
}

/// A project file the migration read: its bytes, its targets (the tools' one reader) and its
/// line-level editor.
struct MigratedProject {
    var file: AppFolder.File
    var targets: [XcodeTarget]
    var edit: ProjectFileEdit
    /// The project's file references by object id, with their paths relative to its folder.
    var fileReferences: [String: String] = [:]

    /// The id of the one file reference to `path` (relative to the migrated folder), if there is one.
    func reference(to path: String) -> String? {
        let folder = ProjectPaths.parentFolder(ofProjectFile: file.path)
        let relative = folder.isEmpty ? path : (path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : nil)
        guard let relative else { return nil }
        let ids = fileReferences.filter { $0.value == relative }.map(\.key)
        return ids.count == 1 ? ids[0] : nil
    }
}

/// One app to migrate: the units of the partition that share one app delegate (an app's iOS
/// target and its variant targets, which build the same code with their own Info.plists), with
/// their Swift files, their application Info.plists and their configurations.
struct AppToMigrate {
    /// The app delegate's file, or the unit's name when it has none: what the units are grouped by.
    var key: String
    /// Whether `key` is an app delegate's file.
    var hasSwiftAppDelegate = false
    /// The targets' or apps' names, joined; `nil` when the folder holds no app the partition found.
    var name: String?
    var files: [SwiftFile]
    var plists: [(file: AppFolder.File, root: [String: Any]?)]
    /// Its Objective-C and Objective-C++ files (`.m`, `.mm`, `.h`), relative paths.
    var objectiveCFiles: [String] = []
    /// Its Info.plists that could not be read.
    var unreadPlists: [String] = []
    /// The `XCBuildConfiguration` ids of its targets.
    var configurationIDs: Set<String>?
    /// The project files of its targets (empty for apps without a project).
    var projectPaths: Set<String>

    /// The generated-Info.plist settings blocks of its configurations.
    func blocks(in projects: [MigratedProject]) -> [(block: ProjectFileEdit.SettingsBlock, settings: InfoPlistBuildSettings)] {
        projects.flatMap { $0.edit.generatedApplicationBlocks() }.filter { configurationIDs?.contains($0.settings.configurationID ?? "") ?? true }
    }

    /// Where the app stands.
    enum State {
        /// It has adopted the scene life cycle: a manifest with a configuration, a generated
        /// manifest, `configurationForConnecting`, or a SwiftUI `App`.
        case adopted
        /// A scene delegate exists (this class) but nothing names it.
        case halfMigrated(String)
        case notMigrated
    }

    func state(projects: [MigratedProject]) -> State {
        if AppDelegateModel.swiftUIAppName(in: files) != nil
            || plists.contains(where: { $0.root.map(InfoPlistEdit.hasSceneConfigurations) ?? false })
            || blocks(in: projects).contains(where: { $0.settings.generatesSceneManifest })
            || AppDelegateModel.implementsConfigurationForConnecting(in: files) {
            return .adopted
        }
        if let name = AppDelegateModel.sceneDelegateName(in: files) { return .halfMigrated(name) }
        return .notMigrated
    }

    /// The apps of `units`, grouped by app delegate, in the partition's order. Swift files that no
    /// app claims (shared code outside every target) go with the first app that has a delegate.
    /// Without any app (no project target, no application Info.plist), one group of every file.
    /// `objectiveCAppDelegate` names the Objective-C app delegate's file among a unit's
    /// Objective-C files: targets that share it are one app too.
    static func groups(_ units: [AppUnit], unbuilt: [String], files: [SwiftFile], objectiveCFiles: [String] = [], plists: [(file: AppFolder.File, root: [String: Any]?)],
                       projects: [MigratedProject], objectiveCAppDelegate: ([String]) -> String? = { _ in nil }) -> [AppToMigrate] {
        // Info.plists that could not be read: an app whose folder holds one is not migrated.
        let unreadable = plists.filter { $0.root == nil }.map(\.file.path)
        guard !units.isEmpty else {
            return [AppToMigrate(key: "", name: nil, files: files, plists: [], objectiveCFiles: objectiveCFiles, unreadPlists: unreadable, configurationIDs: nil, projectPaths: [])]
        }
        let plistsByPath = Dictionary(plists.map { (ProjectPaths.normalize($0.file.path), $0) }, uniquingKeysWith: { first, _ in first })
        var groups: [AppToMigrate] = []
        var claimed = Set<String>()
        for unit in units {
            let code = unit.files
            let unitFiles = files.filter { code.contains(ProjectPaths.normalize($0.path)) }
            // A target compiles its `.m` files; their headers, beside them, belong to it too.
            var unitObjectiveC = objectiveCFiles.filter { code.contains(ProjectPaths.normalize($0)) }
            let folders = Set(unitObjectiveC.map { ($0 as NSString).deletingLastPathComponent })
            unitObjectiveC += objectiveCFiles.filter { $0.hasSuffix(".h") && !unitObjectiveC.contains($0) && folders.contains(($0 as NSString).deletingLastPathComponent) }
            claimed.formUnion(unitFiles.map(\.path))
            let delegate = AppDelegateModel.find(in: unitFiles).map { unitFiles[$0.classFile].path }
            let key = delegate ?? (unitObjectiveC.isEmpty ? nil : objectiveCAppDelegate(unitObjectiveC)) ?? "app " + unit.name
            let unitPlists = unit.infoPlists.compactMap { plistsByPath[$0] }.filter { $0.root != nil }
            var unread = unit.infoPlists.compactMap { plistsByPath[$0] }.filter { $0.root == nil }.map(\.file.path)
            if unit.target == nil {
                unread += unreadable.filter { unit.folder.isEmpty || ProjectPaths.normalize($0).hasPrefix(unit.folder + "/") }.filter { !unread.contains($0) }
            }
            let ids = Set(unit.configurations.compactMap { $0.settings?.configurationID })
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].name = [groups[index].name, unit.name].compactMap { $0 }.joined(separator: ", ")
                for file in unitFiles where !groups[index].files.contains(where: { $0.path == file.path }) { groups[index].files.append(file) }
                for plist in unitPlists where !groups[index].plists.contains(where: { $0.file.path == plist.file.path }) { groups[index].plists.append(plist) }
                for path in unitObjectiveC where !groups[index].objectiveCFiles.contains(path) { groups[index].objectiveCFiles.append(path) }
                groups[index].unreadPlists += unread.filter { !groups[index].unreadPlists.contains($0) }
                groups[index].configurationIDs?.formUnion(ids)
                if let project = unit.projectPath { groups[index].projectPaths.insert(project) }
            } else {
                groups.append(AppToMigrate(key: key, hasSwiftAppDelegate: delegate != nil, name: unit.name, files: unitFiles, plists: unitPlists, objectiveCFiles: unitObjectiveC, unreadPlists: unread,
                                           configurationIDs: ids, projectPaths: unit.projectPath.map { [$0] } ?? []))
            }
        }
        // Not the code of an app no target builds (beside an unbuilt Info.plist, or with an app
        // delegate of its own): that app is not this one.
        let unbuiltFolders = unbuilt.map { AppPartition.appFolder(ofPlist: ProjectPaths.normalize($0)) + "/" }
        // Nor the code of the projects' other targets (a watch app's SwiftUI `App`, a widget's
        // `@main` bundle, an extension): it is built into another product.
        var otherTargetFiles = Set<String>()
        var otherTargetFolders: [String] = []
        for project in projects {
            let folder = ProjectPaths.parentFolder(ofProjectFile: project.file.path)
            for target in project.targets where !units.contains(where: { $0.target?.name == target.name && $0.projectPath == project.file.path }) {
                otherTargetFiles.formUnion(target.sourceFiles.map { ProjectPaths.join(folder, $0) })
                otherTargetFolders += target.synchronizedFolders.map { ProjectPaths.join(folder, $0) + "/" }
            }
        }
        let unclaimed = files.filter { file in
            let path = ProjectPaths.normalize(file.path)
            return !claimed.contains(file.path) && !unbuiltFolders.contains { file.path.hasPrefix($0) } && AppDelegateModel.find(in: [file]) == nil
                && !otherTargetFiles.contains(path) && !otherTargetFolders.contains { path.hasPrefix($0) }
        }
        if !unclaimed.isEmpty, let index = groups.firstIndex(where: { $0.hasSwiftAppDelegate }) {
            groups[index].files += unclaimed
        }
        for index in groups.indices { groups[index].files.sort { $0.path < $1.path } }
        return groups
    }
}
