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
        let app = try AppFolder(root: folder)
        var plan = MigrationPlan()
        for (path, reason) in app.unreadable {
            plan.steps.append(ManualStep(.manual, file: path, line: 0, "not read (\(reason)): check it by hand"))
        }
        for link in app.links {
            let what = link.isFolder ? "folder" : (link.path.hasSuffix(".swift") ? "Swift file" : "file the migration reads")
            plan.steps.append(ManualStep(.manual, file: link.path, line: 0, "a symbolic link to a \(what) (\(link.destination)), not followed: --write changes no file outside the folder it is given; run scenectl migrate on the \(link.isFolder ? "folder" : "file's folder") it points to, or on a folder that holds both"))
        }
        let files = app.swiftFiles.map { SwiftFile(path: $0.path, data: $0.data) }
        if !app.vendoredPackages.isEmpty {
            plan.steps.append(ManualStep(.check, file: "", line: 0, "\(app.vendoredPackages.count) folder(s) with a package of their own (a podspec or Package.swift) not read, for example \(app.vendoredPackages[0])"))
        }
        let appDelegate = AppDelegateModel.find(in: files)
        // Each Info.plist parsed once (`root` nil: not a property list Foundation can read).
        let read = app.plists.map { (file: $0, result: InfoPlistEdit.read($0.data, path: $0.path)) }
        let plists = read.map { (file: $0.file, root: try? $0.result.get()) }
        var applicationPlists = plists.filter { $0.root.map(InfoPlistEdit.isApplicationPlist) ?? false }
        // Several apps' Info.plists: the ones nearest the app delegate (the most folders in common).
        if applicationPlists.count > 1, let model = appDelegate {
            let delegateFolders = files[model.classFile].path.split(separator: "/").dropLast()
            func shared(_ path: String) -> Int {
                zip(delegateFolders, path.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
            }
            let best = applicationPlists.map { shared($0.file.path) }.max() ?? 0
            for plist in applicationPlists where shared(plist.file.path) < best {
                plan.steps.append(ManualStep(.check, file: plist.file.path, line: 0, "not edited: another app's Info.plist (farther from \(files[model.classFile].path)); migrate that app separately"))
            }
            applicationPlists = applicationPlists.filter { shared($0.file.path) == best }
        }
        for plist in read {
            guard case .failure(let error) = plist.result else { continue }
            let what = error.message.hasPrefix("is ") || error.message.hasPrefix("cannot ") ? "the file \(error.message)" : error.message
            plan.steps.append(ManualStep(.manual, file: plist.file.path, line: 0, "not edited: \(what) \(error.fix) Then run scenectl migrate again"))
        }
        // Each project read by the tools' one reader (targets, product types, inherited settings);
        // one it cannot read is named, and none of its settings is changed.
        var projects: [(AppFolder.File, ProjectFileEdit)] = []
        for file in app.projectFiles {
            do {
                let projectFolder = ProjectPaths.parentFolder(ofProjectFile: folder.appendingPathComponent(file.path).path)
                let targets = try XcodeProjectReader.targets(file.data, path: file.path) { relative in
                    (try? SourceFileReader.contents(of: SourcePath(ProjectPaths.join(projectFolder, relative)), limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
                }
                projects.append((file, ProjectFileEdit(file.data, targets: targets)))
            } catch {
                plan.steps.append(ManualStep(.manual, file: file.path, line: 0, "not read (\(error.reason)): its build settings were not checked or changed"))
            }
        }
        let generatedBlocks = projects.flatMap { $0.1.generatedApplicationBlocks() }

        // Already scenes? Then there is nothing to do but list what an earlier run left.
        let plistHasManifest = applicationPlists.contains { $0.root?["UIApplicationSceneManifest"] != nil }
        let projectHasManifest = generatedBlocks.contains { $0.settings.generatesSceneManifest }
        if AppDelegateModel.hasSceneDelegate(in: files) || plistHasManifest || projectHasManifest {
            plan.alreadyScenes = true
            plan.steps += leftovers(in: files)
            return plan
        }

        // The storyboard the app launches with.
        var storyboard: String?
        for plist in applicationPlists {
            if let name = plist.root?["UIMainStoryboardFile"] as? String { storyboard = name }
        }
        if storyboard == nil {
            storyboard = generatedBlocks.compactMap { $0.settings.infoPlistKeys["UIMainStoryboardFile"] }.first
        }
        // With a generated Info.plist that has no file beside it, the build settings cannot name a
        // scene delegate: the app delegate's configurationForConnecting does.
        let generatedOnly = applicationPlists.isEmpty && !generatedBlocks.isEmpty

        var swift = SwiftMigration(files: files, appDelegate: appDelegate, options: options, storyboard: storyboard, needsConfigurationMethod: generatedOnly)
        swift.run()
        plan.done += swift.done
        plan.steps += swift.steps

        // Swift files: each edited file must still parse, or it is left as it was.
        var sceneDelegatePath: String?
        for (index, edits) in swift.edits.sorted(by: { $0.key < $1.key }) where !edits.isEmpty {
            let file = files[index]
            let text = edits.apply(to: file.bytes)
            if Parser.parse(source: text).hasError {
                plan.steps.append(ManualStep(.manual, file: file.path, line: 0, "the rewritten file did not parse, so it was left unchanged (please report this with the file): migrate it by hand"))
                continue
            }
            plan.changes.append(FileChange(path: file.path, old: Data(file.bytes), new: Data(text.utf8)))
        }
        for (path, text) in swift.newFiles {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path) {
                plan.steps.append(ManualStep(.manual, file: path, line: 0, "already exists, so the scene delegate was not written; choose another name with --scene-delegate-name"))
                continue
            }
            plan.changes.append(FileChange(path: path, old: nil, new: Data(text.utf8)))
            sceneDelegatePath = path
        }

        // Info.plists.
        let storyboardOverride: String?? = swift.createsWindowInCode ? .some(nil) : nil
        for (plist, _) in applicationPlists {
            switch InfoPlistEdit.edit(plist.data, multipleScenes: options.multipleWindows,
                                      delegateClassName: "$(PRODUCT_MODULE_NAME).\(options.sceneDelegateName)", storyboardOverride: storyboardOverride) {
            case .edited(let data):
                plan.changes.append(FileChange(path: plist.path, old: plist.data, new: data))
                plan.done.append("\(plist.path): UIApplicationSceneManifest added (one application-role configuration, \(options.sceneDelegateName)"
                    + (swift.storyboard.map { ", storyboard \($0)" } ?? "") + ", multiple scenes \(options.multipleWindows ? "YES" : "NO"))"
                    + (storyboard != nil ? "; UIMainStoryboardFile removed" : ""))
            case .alreadyScenes:
                break
            case .refused(let reason):
                plan.steps.append(ManualStep(.manual, file: plist.path, line: 0, "not edited: \(reason); add UIApplicationSceneManifest by hand (docs/MIGRATING.md)"))
            }
        }
        if applicationPlists.isEmpty && generatedBlocks.isEmpty {
            plan.steps.append(ManualStep(.manual, file: "", line: 0, "no application Info.plist and no project.pbxproj that generates one were found: add UIApplicationSceneManifest naming $(PRODUCT_MODULE_NAME).\(options.sceneDelegateName) to the app's Info.plist (docs/MIGRATING.md)"))
        }

        // project.pbxproj: the generated Info.plist's keys, and the new file in the target.
        for (file, project) in projects {
            var edits = TextEdits()
            let settings = project.sceneManifestSettings(addGeneration: generatedOnly)
            for edit in settings.edits.edits { edits.replace(edit.start, edit.end, with: edit.text) }
            if settings.blocks > 0 {
                plan.done.append("\(file.path): \(settings.blocks) build configuration(s): "
                    + (generatedOnly ? "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES" : "")
                    + (settings.storyboards.isEmpty ? "" : (generatedOnly ? ", " : "") + "INFOPLIST_KEY_UIMainStoryboardFile removed"))
                if generatedOnly && !options.multipleWindows {
                    plan.steps.append(ManualStep(.check, file: file.path, line: 0, "a generated scene manifest supports multiple scenes; for one window, add an Info.plist file with UIApplicationSupportsMultipleScenes NO (or set INFOPLIST_FILE)"))
                }
            }
            if let sceneDelegatePath, let appDelegateFile = appDelegate.map({ files[$0.classFile].path }),
               project.text.contains("/* \((appDelegateFile as NSString).lastPathComponent) */") {
                switch project.addSourceFile((sceneDelegatePath as NSString).lastPathComponent, besides: (appDelegateFile as NSString).lastPathComponent) {
                case .success(let added):
                    for edit in added.edits { edits.insert(edit.text, at: edit.start) }
                    plan.done.append("\(file.path): \((sceneDelegatePath as NSString).lastPathComponent) added to the app target's sources")
                case .failure(let error):
                    plan.steps.append(ManualStep(error.description.contains("by itself") ? .check : .manual, file: file.path, line: 0,
                                                 "\((sceneDelegatePath as NSString).lastPathComponent) not added to the target: \(error.description)"))
                }
            }
            if !edits.isEmpty {
                plan.changes.append(FileChange(path: file.path, old: file.data, new: Data(edits.apply(to: project.bytes).utf8)))
            }
        }

        for path in app.objectiveCFiles where (path as NSString).lastPathComponent.contains("AppDelegate") || (path as NSString).lastPathComponent.contains("SceneDelegate") {
            plan.steps.append(ManualStep(.manual, file: path, line: 0, "Objective-C is not rewritten: move its window set-up, launch handling and state callbacks to a scene delegate by hand (docs/MIGRATING.md)"))
        }
        let otherObjC = app.objectiveCFiles.filter { !(($0 as NSString).lastPathComponent.contains("Delegate")) }
        if !otherObjC.isEmpty {
            plan.steps.append(ManualStep(.check, file: "", line: 0, "\(otherObjC.count) other Objective-C file(s) not read (for example \(otherObjC[0])): check them for keyWindow, windows and the app delegate's window"))
        }
        plan.changes.sort { $0.path < $1.path }
        return plan
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
                        steps.append(ManualStep(check ? .check : .manual, file: file.path, line: file.line(token),
                                                "left by an earlier run: " + (check ? String(rest.dropFirst("check:".count)).trimmingCharacters(in: .whitespaces) : rest)))
                    }
                }
            }
        }
        return steps
    }

    /// Writes the plan's files under `folder`.
    package static func write(_ plan: MigrationPlan, to folder: URL) throws {
        for change in plan.changes {
            let url = folder.appendingPathComponent(change.path)
            do {
                try change.new.write(to: url, options: .atomic)
            } catch {
                throw MigrationError("\(url.path) cannot be written (\(error.localizedDescription)); nothing after it was written: \(plan.changes.map(\.path).joined(separator: ", "))")
            }
        }
    }
}
