import Foundation
import OpenUISceneManifest
import SceneToolsCore

/// `scenectl port`: reads an iOS app's folder (its Info.plists and Swift files) and says, file by
/// file, what will not compile here or will behave differently, and what to do, so that a
/// developer knows what a port costs before trying it. It parses the Swift files (`PortSyntaxScan`);
/// it builds nothing.
package struct PortReport: Sendable {
    package struct Finding: Sendable, Codable, Equatable {
        package var file: String
        package var line: Int?
        package var impact: PortRule.Impact
        package var code: String
        package var message: String
        package var fix: String
    }

    package struct FileSummary: Sendable, Codable, Equatable {
        package var file: String
        package var kind: String
        package var mustChange: Int
        package var behavesDifferently: Int
        package var notes: Int
    }

    /// The folder as given.
    package var root: String
    package var files: [FileSummary] = []
    package var findings: [Finding] = []
    /// Problems reading the folder itself (exit 2).
    package var unreadable: [String] = []

    /// A file the walk found: its path, as shown (relative to the folder, `\xHH` for bytes that
    /// are not UTF-8), and for an entry that is not a regular file what it is.
    struct Entry: Sendable {
        var path: SourcePath
        var file: String
        var special: String?
    }

    package init(folder: String) {
        root = folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            unreadable.append("\(folder): not a folder. Give the folder that holds the app's Swift files and Info.plist.")
            return
        }
        // The tools' one walk (SourceTreeWalker), as scenectl doctor and migrate read the folder.
        let tree: SourceTree
        do {
            tree = try SourceTreeWalker().walk([folder])
        } catch {
            // A root that cannot be listed: nothing was read, so nothing is reported but that (exit 2).
            unreadable.append("\(folder): the folder cannot be read (\(error.reason)); nothing in it was read. Check its permissions.")
            return
        }
        let base = SourcePath(folder)
        func shown(_ path: SourcePath) -> String { path.relative(to: base)?.display ?? path.display }
        for entry in tree.unreadable {
            unreadable.append(entry.isFolder
                ? "\(shown(entry.path)): the folder cannot be read (\(entry.reason)); nothing in it was read. Check its permissions."
                : "\(shown(entry.path)): cannot be examined (\(entry.reason)).")
        }
        let special = tree.specialFiles.map { Entry(path: $0.path, file: shown($0.path), special: $0.kind) }
        let swiftEntries = (tree.swiftFiles.map { Entry(path: $0, file: shown($0)) } + special.filter { $0.path.name.hasSuffix(".swift") })
            .sorted { $0.path < $1.path }
        let plistEntries = (tree.infoPlists.map { Entry(path: $0, file: shown($0)) } + special.filter { SourceTreeWalker.isInfoPlist($0.path.name) })
            .sorted { $0.path < $1.path }
        for link in tree.links where link.broken == nil && !link.leadsInside {
            add(Finding(file: shown(link.path), line: nil, impact: .note, code: "symbolic-link",
                        message: "A symbolic link to \(link.isFolder ? "a folder" : "a file") outside the folder (\(link.destination)): not followed, not read.",
                        fix: "Run scenectl port on the folder it leads to as well."))
        }
        var texts: [(file: String, text: String)] = []
        var notRead: [String] = []
        for entry in swiftEntries {
            guard let text = read(entry) else {
                if entry.special != nil { notRead.append(entry.file) }
                continue
            }
            texts.append((entry.file, text))
        }
        var scans: [PortSyntaxScan] = []
        var scanned: [(file: String, text: String)] = []
        for (source, result) in zip(texts, PortSyntaxScan.scanAll(texts)) {
            switch result {
            case .success(let scan):
                scans.append(scan)
                scanned.append(source)
            case .failure(let refusal):
                notRead.append(source.file)
                add(Finding(file: source.file, line: nil, impact: .note, code: "file-too-deep",
                            message: "Not analysed: \(refusal.reason).",
                            fix: "Generated code must build on Linux on its own terms; check a hand-written file of this shape by hand."))
            }
        }
        texts = scanned
        var classes: [String: [String]] = [:]
        for scan in scans { classes.merge(scan.classes) { first, _ in first } }
        for (source, scan) in zip(texts, scans) { report(scan, in: source.file) }
        reportNSObjectDelegatesConformingInExtensions(texts.map(\.file), scans)
        for entry in plistEntries { scanPlist(entry, declaredClasses: classes, folder: folder) }
        if !scans.contains(where: \.hasEntryPoint) {
            add(Finding(file: relative(folder), line: nil, impact: .note, code: "no-entry-point",
                        message: "No `@main`, `@UIApplicationMain` or `UIApplicationMain(…)` in the Swift files read.",
                        fix: "Mark the app delegate `@main`, or keep a main.swift that calls UIApplicationMain (docs/PORTING.md §1)."))
        }
        summarize(swiftFiles: (texts.map(\.file) + notRead).sorted(), plists: plistEntries.map(\.file))
    }

    // MARK: - Reading

    /// The text of a Swift file, or `nil` (with a finding, or a line in `unreadable`) when it
    /// cannot be used.
    private mutating func read(_ entry: Entry) -> String? {
        if let special = entry.special {
            add(Finding(file: entry.file, line: nil, impact: .doesNotCompile, code: "not-a-regular-file",
                        message: "\(special), not a regular file: not read.",
                        fix: "Remove it from the sources, or replace it with the Swift file it stands for: the compiler reads regular files (opening a FIFO waits for a writer)."))
            return nil
        }
        let data: Data
        do {
            data = Data(try SourceFileReader.contents(of: entry.path))
        } catch {
            switch error {
            case .tooLarge(let size, let limit):
                add(Finding(file: entry.file, line: nil, impact: .note, code: "file-too-large",
                            message: "Not read: \(size) bytes is more than a delegate file (limit \(limit) bytes).",
                            fix: "Generated or vendored code must build on Linux on its own terms."))
            case .notRegular(let kind):
                add(Finding(file: entry.file, line: nil, impact: .doesNotCompile, code: "not-a-regular-file",
                            message: "\(kind), not a regular file: not read.",
                            fix: "Remove it from the sources, or replace it with the Swift file it stands for: the compiler reads regular files (opening a FIFO waits for a writer)."))
            case .failed(let reason):
                unreadable.append("\(entry.file): cannot be read (\(reason)).")
            }
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            add(Finding(file: entry.file, line: nil, impact: .doesNotCompile, code: "not-utf8",
                        message: "The file is not UTF-8 text; the Swift compiler reads UTF-8 only.",
                        fix: "Convert it to UTF-8."))
            return nil
        }
        return text
    }

    // MARK: - Swift files

    /// The findings of one file's syntax scan.
    private mutating func report(_ scan: PortSyntaxScan, in file: String) {
        // One finding per rule and line: several selectors on one line are one edit.
        var seen: Set<String> = []
        let imported = Set(scan.hits.compactMap(\.module))
        for hit in scan.hits {
            if let module = hit.module {
                reportImport(of: module, in: file, line: hit.line)
                continue
            }
            if hit.code == "networking-import" {
                // One edit a file (the import), at the first use; none if the file imports it.
                guard !imported.contains("FoundationNetworking"), seen.insert(hit.code).inserted else { continue }
                let text = PortRules.networkingFinding(name: hit.name ?? "URLSession", importsUIKit: imported.contains("UIKit"))
                add(Finding(file: file, line: hit.line, impact: .doesNotCompile, code: hit.code, message: text.message, fix: text.fix))
                continue
            }
            guard seen.insert("\(hit.line) \(hit.code)").inserted, let rule = PortRules.rules.first(where: { $0.code == hit.code }) else { continue }
            add(Finding(file: file, line: hit.line, impact: rule.impact, code: rule.code, message: rule.message, fix: rule.fix))
        }
    }

    private mutating func reportImport(of module: String, in file: String, line: Int) {
        if PortRules.providedModules.contains(module) { return }
        if let advice = PortRules.missingModules[module] {
            add(Finding(file: file, line: line, impact: .doesNotCompile, code: "missing-module",
                        message: "`import \(module)`: no such module here.", fix: advice.prefix(1).uppercased() + advice.dropFirst()))
        } else if PortRules.appleOnlyModules.contains(module) {
            add(Finding(file: file, line: line, impact: .doesNotCompile, code: "apple-only-module",
                        message: "`import \(module)`: an Apple framework that does not exist on Linux.",
                        fix: "Keep the code that needs it out of the Linux build (#if canImport(\(module))) (docs/PORTING.md §3)."))
        } else {
            add(Finding(file: file, line: line, impact: .note, code: "dependency",
                        message: "`import \(module)`: a module of the app or a dependency.",
                        fix: "It must build on Linux too (a Swift package, not an Objective-C framework)."))
        }
    }

    /// `class SceneDelegate: NSObject` in one place and `extension SceneDelegate: UIWindowSceneDelegate`
    /// in another (the same file or not): the class's line.
    private mutating func reportNSObjectDelegatesConformingInExtensions(_ files: [String], _ scans: [PortSyntaxScan]) {
        guard let rule = PortRules.rules.first(where: { if case .nsObjectSceneDelegate = $0.pattern { true } else { false } }) else { return }
        let conformingInExtensions = scans.reduce(into: Set<String>()) { $0.formUnion($1.sceneDelegateExtensions) }
        for (file, scan) in zip(files, scans) {
            for (name, inherited) in scan.classes where inherited.first == "NSObject" && conformingInExtensions.contains(name) {
                guard let line = scan.classLines[name], !findings.contains(where: { $0.file == file && $0.line == line && $0.code == rule.code }) else { continue }
                add(Finding(file: file, line: line, impact: rule.impact, code: rule.code, message: rule.message, fix: rule.fix))
            }
        }
    }

    // MARK: - Info.plists

    private mutating func scanPlist(_ entry: Entry, declaredClasses: [String: [String]], folder: String) {
        let file = entry.file
        if let special = entry.special {
            add(Finding(file: file, line: nil, impact: .doesNotCompile, code: "not-a-regular-file",
                        message: "\(special), not a regular file: not read.", fix: "Replace it with the app's Info.plist."))
            return
        }
        guard let path = entry.path.string else {
            add(Finding(file: file, line: nil, impact: .behavesDifferently, code: "name-not-utf8",
                        message: "Not read: the file's name is not UTF-8.", fix: "Rename it (Info.plist): the app finds its Info.plist by name."))
            return
        }
        let diagnostics: [ManifestDiagnostic]
        let info: InfoPlist
        do throws(InfoPlistLoadError) {
            diagnostics = try ManifestLinter.lint(contentsOf: URL(fileURLWithPath: path))
            info = try InfoPlistLoader.load(contentsOf: URL(fileURLWithPath: path)).info
        } catch {
            let diagnostic = error.diagnostic
            add(Finding(file: file, line: diagnostic.line, impact: .doesNotCompile, code: diagnostic.code,
                        message: diagnostic.message, fix: diagnostic.fix ?? "Fix the file (scenectl lint says more)."))
            return
        }
        for diagnostic in diagnostics {
            let impact: PortRule.Impact = diagnostic.severity == .error ? .doesNotCompile : diagnostic.severity == .warning ? .behavesDifferently : .note
            add(Finding(file: file, line: diagnostic.line, impact: impact, code: diagnostic.code,
                        message: (diagnostic.keyPath.isEmpty ? "" : "\(diagnostic.keyPath): ") + diagnostic.message,
                        fix: diagnostic.fix ?? "See docs/MANIFEST.md."))
        }
        let mode = info.lifecycleMode
        let modeText: String
        switch mode {
        case .scene: modeText = "Scene mode: \(info.sceneManifest?.configurationCount ?? 0) configuration(s); each window is a scene with its own session."
        case .legacy: modeText = "Legacy mode (no scene manifest): the app delegate owns `window`; the app gets one window."
        case .dependsOnDelegate: modeText = "A manifest without configurations: scene mode only if the app delegate implements configurationForConnecting (SwiftUI apps write such manifests)."
        }
        add(Finding(file: file, line: nil, impact: .note, code: "lifecycle-mode", message: modeText, fix: "scenectl explain \(file) says which configuration a new session gets."))
        guard let manifest = info.sceneManifest else { return }
        for role in manifest.configurations.keys.sorted() {
            for (index, entry) in (manifest.configurations[role] ?? []).enumerated() {
                let keyPath = "UIApplicationSceneManifest.UISceneConfigurations.\(role)[\(index)]"
                if let delegate = entry.delegateClassName {
                    let name = ClassName.unqualifiedName(of: delegate)
                    if declaredClasses[name] == nil {
                        add(Finding(file: file, line: nil, impact: .behavesDifferently, code: "delegate-class-not-found",
                                    message: "\(keyPath).UISceneDelegateClassName names \(delegate), and no class \(name) is declared in the Swift files read.",
                                    fix: "Check the name, or port the module that declares it; a scene whose delegate class cannot be loaded connects without a delegate, as in UIKit."))
                    }
                }
                if let storyboard = entry.storyboardName, !Self.hasStoryboard(named: storyboard, in: folder) {
                    add(Finding(file: file, line: nil, impact: .behavesDifferently, code: "storyboard-not-found",
                                message: "\(keyPath).UISceneStoryboardFile names \(storyboard), and no \(storyboard).storyboard is in the folder.",
                                fix: "Copy the storyboard next to the Info.plist (docs/MANIFEST.md \"Storyboards\")."))
                }
            }
        }
    }

    private static func hasStoryboard(named name: String, in folder: String) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return false }
        while let next = enumerator.nextObject() as? String {
            if (next as NSString).lastPathComponent == "\(name).storyboard" { return true }
        }
        return false
    }

    // MARK: - Summary

    private mutating func add(_ finding: Finding) { findings.append(finding) }

    private mutating func summarize(swiftFiles: [String], plists: [String]) {
        let entries = swiftFiles.map { ($0, "swift") } + plists.map { ($0, "plist") }
        files = entries.map { file, kind in
            let own = findings.filter { $0.file == file }
            return FileSummary(file: file, kind: kind,
                               mustChange: own.filter { $0.impact == .doesNotCompile }.count,
                               behavesDifferently: own.filter { $0.impact == .behavesDifferently }.count,
                               notes: own.filter { $0.impact == .note }.count)
        }
        findings.sort { ($0.file, $0.line ?? 0, $0.impact, $0.code) < ($1.file, $1.line ?? 0, $1.impact, $1.code) }
    }

    private func relative(_ path: String) -> String {
        let base = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    // MARK: - Rendering

    /// 2 when the folder could not be read, 1 when something must change, else 0.
    package var exitCode: Int32 {
        if !unreadable.isEmpty { return 2 }
        return findings.contains { $0.impact == .doesNotCompile } ? 1 : 0
    }

    /// The lines for standard error: each path that could not be read.
    package var errorText: String { unreadable.map { "scenectl port: \($0)\n" }.joined() }

    /// The report as JSON (documented in docs/PORTING.md), pretty-printed with sorted keys.
    package var json: String {
        struct Document: Encodable {
            var folder: String
            var files: [FileSummary]
            var findings: [Finding]
            var unreadable: [String]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(folder: root, files: files, findings: findings, unreadable: unreadable))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The report as text, file by file, then the summary line; empty when nothing at all could be
    /// read (no summary that looks like a result).
    package var text: String {
        if files.isEmpty && findings.isEmpty && !unreadable.isEmpty { return "" }
        var text = ""
        for summary in files {
            let own = findings.filter { $0.file == summary.file }
            let status = summary.mustChange > 0 ? "must change (\(summary.mustChange))" : summary.behavesDifferently > 0 ? "compiles; behaves differently (\(summary.behavesDifferently))" : "ports as it is"
            text += "\(summary.file): \(status)\n"
            for finding in own {
                let place = finding.line.map { "  line \($0): " } ?? "  "
                text += "\(place)\(finding.impact.rawValue) [\(finding.code)] \(finding.message)\n      fix: \(finding.fix)\n"
            }
        }
        for finding in findings where !files.contains(where: { $0.file == finding.file }) {
            text += "\(finding.file): \(finding.impact.rawValue) [\(finding.code)] \(finding.message)\n      fix: \(finding.fix)\n"
        }
        let swift = files.filter { $0.kind == "swift" }
        let clean = swift.filter { $0.mustChange == 0 }.count
        let edits = findings.filter { $0.impact == .doesNotCompile }.count
        text += "\n\(clean) of \(swift.count) Swift file(s) compile as they are; \(edits) place(s) must change; "
        text += "\(findings.filter { $0.impact == .behavesDifferently }.count) behave differently (docs/PORTING.md).\n"
        return text
    }
}
