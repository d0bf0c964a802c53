import Foundation
import SceneToolsCore
import SwiftSyntax

/// `scenectl migrate --verify`'s lifecycle audit: builds the written app's Swift files against an
/// OpenUIScene checkout, in a temporary SwiftPM package, and runs
/// `LifecycleAudit.run(appDelegate:infoPlistURL:)` (OpenUISceneTesting) on the simulated device
/// with the app delegate the migration found. It only runs `swift` (it links nothing of UIKit
/// itself, so `scenectl` still builds on macOS), and says precisely what could not run: no
/// checkout, not Linux, no app delegate or Info.plist, the delegates that do not compile here (the
/// first compiler errors), a build or audit that took longer than the time limit.
package struct AuditVerifier: MigrationVerifier {
    /// The OpenUIScene checkout to build against, or why none was found.
    package var checkout: Result<URL, AuditUnavailable>
    /// The `swift` executable, found on the PATH.
    package var swift: String
    /// How long the build and the audit together may take.
    package var timeLimit: TimeInterval
    /// Where the temporary package is made (removed afterwards unless `keep`).
    package var temporaryRoot: URL
    package var keep: Bool

    package init(checkout: Result<URL, AuditUnavailable>, swift: String = "swift", timeLimit: TimeInterval = 1200, temporaryRoot: URL = FileManager.default.temporaryDirectory, keep: Bool = false) {
        self.checkout = checkout
        self.swift = swift
        self.timeLimit = timeLimit
        self.temporaryRoot = temporaryRoot
        self.keep = keep
    }

    package var name: String { "lifecycle audit" }

    /// The modules of the frameworks whose host apps migrate has recipes for: code that imports
    /// one does not build against OpenUIScene, so the audit does not apply (not a failure).
    static let frameworkModules = [
        "React": "React Native", "React_RCTAppDelegate": "React Native", "ReactAppDependencyProvider": "React Native",
        "Expo": "Expo", "ExpoModulesCore": "Expo", "Flutter": "Flutter", "Capacitor": "Capacitor", "Cordova": "Cordova",
    ]

    package func verify(folder: URL, plan: MigrationPlan) -> VerificationOutcome {
        if plan.recipes.contains(where: { MigrationRecipe.objectiveCRecipeIDs.contains($0.recipe) }) || ObjectiveCMigration.hasObjectiveCAppDelegate(in: folder) {
            return .notApplicable("the app delegate is Objective-C: the audit builds the app's Swift delegates and runs them on the simulated device, and Objective-C UIKit code does not build there; the doctor and the second run checked it")
        }
        if let inputs = try? AuditInputs(folder: folder), let module = inputs.imports.sorted().first(where: { Self.frameworkModules[$0] != nil }) {
            return .notApplicable("the app's delegates import \(module) (\(Self.frameworkModules[module] ?? module)), a framework that does not build on the simulated device; the doctor and the second run checked it")
        }
        #if !os(Linux)
        return .unavailable("the simulated device that LifecycleAudit runs on is Linux-only (OpenUIScene's UIKit); run `scenectl migrate --verify` on Linux, or call LifecycleAudit.run(appDelegate:infoPlist:) from the app's tests there")
        #else
        let checkoutURL: URL
        switch checkout {
        case .failure(let reason): return .unavailable(reason.description)
        case .success(let url): checkoutURL = url
        }
        let inputs: AuditInputs
        do {
            inputs = try AuditInputs(folder: folder)
        } catch {
            return .unavailable("\(error)")
        }
        let work = temporaryRoot.appendingPathComponent("scenectl-migrate-audit-\(UUID().uuidString)", isDirectory: true)
        defer { if !keep { try? FileManager.default.removeItem(at: work) } }
        do {
            try AuditPackage(inputs: inputs, checkout: checkoutURL).write(to: work)
        } catch {
            return .unavailable("the temporary package could not be written in \(work.path): \(error.localizedDescription)")
        }
        let deadline = Date().addingTimeInterval(timeLimit)
        let build = BoundedProcess.run(swift, ["build", "--package-path", work.path, "--product", AuditPackage.runnerName], until: deadline)
        switch build {
        case .failedToStart(let reason):
            return .unavailable("`\(swift) build` could not start (\(reason)); put the Swift toolchain on the PATH")
        case .timedOut:
            return .unavailable("building the app's delegates against \(checkoutURL.path) took longer than \(Int(timeLimit)) s (OPENUISCENE_VERIFY_TIMEOUT sets the limit)")
        case .exited(let status, let output):
            if status != 0 {
                // The copies' paths read as the app's own files.
                let copies = work.appendingPathComponent("Sources/App").path + "/"
                let errors = AuditPackage.compilerErrors(in: output, limit: 5).map { $0.replacingOccurrences(of: copies, with: folder.path + "/") }
                let detail = errors.isEmpty ? "`swift build` exited with status \(status): " + output.split(separator: "\n").suffix(5).joined(separator: " | ") : errors.joined(separator: "\n    ")
                return .unavailable("the app's delegates do not compile here against OpenUIScene (\(checkoutURL.path)); first errors:\n    \(detail)")
            }
        }
        let run = BoundedProcess.run(swift, ["run", "--skip-build", "--package-path", work.path, AuditPackage.runnerName], until: deadline)
        switch run {
        case .failedToStart(let reason):
            return .unavailable("`\(swift) run` could not start (\(reason))")
        case .timedOut:
            return .unavailable("the audit did not finish within \(Int(timeLimit)) s (OPENUISCENE_VERIFY_TIMEOUT sets the limit)")
        case .exited(let status, let output):
            guard let report = AuditReportLine.parse(output) else {
                return .failed(["the audit process (exit status \(status)) printed no report: " + output.split(separator: "\n").suffix(5).joined(separator: " | ")])
            }
            if report.problems.isEmpty {
                let names = ["url": "URL", "userActivity": "user activity", "quickAction": "quick action", "notification": "notification"]
                let left = ["url", "userActivity", "quickAction", "notification"].filter { !inputs.launches.contains($0) }.compactMap { names[$0] }
                return .passed("\(inputs.appDelegate) from \(inputs.infoPlist): no problems in \(report.scenarios.count) scenarios on the simulated device"
                    + (left.isEmpty ? "" : " (cold launches by \(left.joined(separator: ", ")) not played: the app declares and handles none)"))
            }
            return .failed(report.problems.map { "[\($0.rule)] in \($0.scenario): \($0.message)" })
        }
        #endif
    }
}

/// Why the audit cannot run, said to the user.
package struct AuditUnavailable: Error, Sendable, Equatable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}

/// Finding the OpenUIScene checkout to build against.
package enum OpenUISceneCheckout {
    /// `OPENUISCENE_PACKAGE` (a checkout's folder) if set, else the checkout whose `.build` holds
    /// `executable` (scenectl built with `swift build` in a checkout).
    package static func find(environment: [String: String], executable: URL?) -> Result<URL, AuditUnavailable> {
        if let given = environment["OPENUISCENE_PACKAGE"], !given.isEmpty {
            let url = URL(fileURLWithPath: given, isDirectory: true)
            return isCheckout(url) ? .success(url.standardizedFileURL)
                : .failure(AuditUnavailable("OPENUISCENE_PACKAGE=\(given) is not an OpenUIScene checkout (no Package.swift naming the package \"OpenUIScene\" there); set it to the folder of a checkout"))
        }
        if let executable {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            while folder.pathComponents.count > 1 {
                if folder.lastPathComponent == ".build" {
                    let root = folder.deletingLastPathComponent()
                    if isCheckout(root) { return .success(root.standardizedFileURL) }
                    break
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return .failure(AuditUnavailable("no OpenUIScene checkout found: this scenectl was not built inside one (\(executable?.path ?? "unknown executable")); set OPENUISCENE_PACKAGE to the folder of a checkout (git clone of OpenUIScene)"))
    }

    static func isCheckout(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Package.swift").path),
              let text = String(data: data, encoding: .utf8) else { return false }
        return text.contains("name: \"OpenUIScene\"")
    }
}

/// What the audit needs from the written app: its app delegate class, its application Info.plist,
/// the Swift files to compile and the modules they import.
package struct AuditInputs: Sendable, Equatable {
    package var folder: URL
    package var appDelegate: String
    /// Relative to `folder`.
    package var infoPlist: String
    package var swiftFiles: [String]
    package var imports: Set<String>
    /// The cold launches the app declares or handles (`LifecycleAudit.Launches` members: `url`,
    /// `userActivity`, `quickAction`, `notification`): a launch it can never get is not audited.
    package var launches: [String] = []

    package init(folder: URL) throws {
        let app = try AppFolder(root: folder)
        // A file too deep to analyse is left out, as migrate and the doctor leave it out.
        var refused: [ManualStep] = []
        let files = SwiftFile.parseAll(app.swiftFiles, steps: &refused)
        guard let model = AppDelegateModel.find(in: files) else {
            throw AuditUnavailable("no class conforming to UIApplicationDelegate in the Swift files of \(folder.path): nothing to audit")
        }
        let plists = app.plists.filter { InfoPlistEdit.parse($0.data).map(InfoPlistKind.isApplication) ?? false }
        guard let plist = plists.first(where: { InfoPlistEdit.parse($0.data)?["UIApplicationSceneManifest"] != nil }) ?? plists.first else {
            throw AuditUnavailable("no application Info.plist file in \(folder.path) (an Info.plist generated from build settings is not read by the audit): call LifecycleAudit.run(appDelegate:infoPlist:) with the app's keys from its tests")
        }
        self.folder = folder
        appDelegate = model.className
        infoPlist = plist.path
        swiftFiles = files.map(\.path).filter { !($0 as NSString).lastPathComponent.elementsEqual("main.swift") && !Self.isAside($0) }
        var modules = Set<String>()
        for file in files {
            for statement in file.tree.statements {
                if let decl = statement.item.as(ImportDeclSyntax.self) { modules.insert(decl.path.first?.name.text ?? "") }
            }
        }
        imports = modules
        let root = InfoPlistEdit.parse(plist.data) ?? [:]
        var identifiers = Set<String>()
        for file in files {
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { identifiers.insert(name) }
            }
        }
        func declares(_ key: String) -> Bool { (root[key] as? [Any]).map { !$0.isEmpty } ?? false }
        if declares("CFBundleURLTypes") || !identifiers.isDisjoint(with: ["openURLContexts", "urlContexts", "handleOpenURL"]) { launches.append("url") }
        if declares("NSUserActivityTypes") || !identifiers.isDisjoint(with: ["userActivities", "userActivity", "handleUserActivity"]) { launches.append("userActivity") }
        if declares("UIApplicationShortcutItems") || !identifiers.isDisjoint(with: ["shortcutItem", "handleShortcutItem"]) { launches.append("quickAction") }
        if !identifiers.isDisjoint(with: ["UNUserNotificationCenter", "notificationResponse", "UNNotificationResponse"]) { launches.append("notification") }
    }

    /// Test and example folders are not part of the app.
    static func isAside(_ path: String) -> Bool { AsideCode.contains(path) }
}

/// The temporary package: the app's Swift files in an executable target that depends on the
/// checkout's products, with a `main.swift` that runs the audit and prints its report as one JSON
/// line. The app's `@main` / `@UIApplicationMain` attribute is removed from the copies (the audit,
/// not the app, is the entry point); a `main.swift` of the app is left out.
package struct AuditPackage {
    package static let runnerName = "MigrateAuditRunner"
    /// The products of this package an app may import (OpenUIScene's UIKit and its companions).
    package static let products = ["UIKit", "UserNotifications", "Combine", "OSLog", "BackgroundTasks", "UniformTypeIdentifiers"]
    package static let reportPrefix = "OPENUISCENE-AUDIT-REPORT "

    package var inputs: AuditInputs
    package var checkout: URL

    package init(inputs: AuditInputs, checkout: URL) {
        self.inputs = inputs
        self.checkout = checkout
    }

    package var manifest: String {
        let used = Self.products.filter { $0 == "UIKit" || inputs.imports.contains($0) }
        let dependencies = (used + ["OpenUISceneTesting"]).map { ".product(name: \(literal($0)), package: \"OpenUIScene\")" }.joined(separator: ", ")
        return """
        // swift-tools-version: 6.1
        // Made by `scenectl migrate --verify` to run LifecycleAudit on the migrated app; temporary.
        // FoundationNetworking on: iOS code reaches URLSession through `import UIKit`.
        import PackageDescription

        let package = Package(
            name: "MigrateAudit",
            dependencies: [.package(name: "OpenUIScene", path: \(literal(checkout.path)), traits: [.defaults, "FoundationNetworking"])],
            targets: [
                .executableTarget(name: "\(Self.runnerName)", dependencies: [\(dependencies)], path: "Sources", swiftSettings: [.swiftLanguageMode(.v5)]),
            ]
        )

        """
    }

    package var main: String {
        let plist = inputs.folder.appendingPathComponent(inputs.infoPlist).path
        return """
        // Made by `scenectl migrate --verify`: the lifecycle audit of the migrated app.
        import Foundation
        import OpenUISceneTesting
        import UIKit

        let report = try await LifecycleAudit.run(appDelegate: \(inputs.appDelegate).self, infoPlistURL: URL(fileURLWithPath: \(literal(plist))), launches: [\(inputs.launches.map { "." + $0 }.joined(separator: ", "))])
        let problems: [[String: String]] = report.problems.map { ["rule": $0.rule, "scenario": $0.scenario, "message": $0.message] }
        let json = try JSONSerialization.data(withJSONObject: ["scenarios": report.scenarios, "problems": problems], options: [.sortedKeys])
        print("\(Self.reportPrefix)" + String(decoding: json, as: UTF8.self))

        """
    }

    /// Writes the package into `folder`.
    package func write(to folder: URL) throws {
        let sources = folder.appendingPathComponent("Sources", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data(main.utf8).write(to: sources.appendingPathComponent("main.swift"))
        // The checkout's pins, so that its dependencies resolve to the versions it was built with.
        if let pins = FileManager.default.contents(atPath: checkout.appendingPathComponent("Package.resolved").path) {
            try pins.write(to: folder.appendingPathComponent("Package.resolved"))
        }
        for path in inputs.swiftFiles {
            let data = try Data(contentsOf: inputs.folder.appendingPathComponent(path))
            let target = sources.appendingPathComponent("App", isDirectory: true).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.withoutEntryPoint(String(decoding: data, as: UTF8.self)).utf8).write(to: target)
        }
    }

    /// The source without its `@main` / `@UIApplicationMain` attribute (each occurrence on a
    /// declaration, not in comments or strings: tokens of the syntax tree).
    package static func withoutEntryPoint(_ source: String) -> String {
        // A file too deep to analyse (a generated or hostile file) is copied as it is.
        guard let tree = try? SwiftFile.parse(path: "", bytes: Array(source.utf8)).tree else { return source }
        var ranges: [Range<Int>] = []
        for token in tree.tokens(viewMode: .sourceAccurate) where token.tokenKind == .atSign {
            guard let attribute = token.parent?.as(AttributeSyntax.self),
                  ["main", "UIApplicationMain"].contains(attribute.attributeName.trimmedDescription) else { continue }
            ranges.append(attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        var bytes = Array(source.utf8)
        for range in ranges.reversed() { bytes.removeSubrange(range) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The first `error:` lines of a build's output (the file:line:column lines the compiler prints).
    package static func compilerErrors(in output: String, limit: Int) -> [String] {
        var seen = Set<String>()
        var errors: [String] = []
        for line in output.split(separator: "\n") where line.contains(": error: ") && errors.count < limit {
            let text = String(line)
            if seen.insert(text).inserted { errors.append(text) }
        }
        return errors
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// The report line the runner prints.
package struct AuditReportLine: Sendable, Equatable {
    package struct Problem: Sendable, Equatable {
        package var rule: String
        package var scenario: String
        package var message: String

        package init(rule: String, scenario: String, message: String) {
            self.rule = rule
            self.scenario = scenario
            self.message = message
        }
    }

    package var scenarios: [String]
    package var problems: [Problem]

    package init(scenarios: [String], problems: [Problem]) {
        self.scenarios = scenarios
        self.problems = problems
    }

    /// The last report line in `output`, or nil when there is none or it does not read.
    package static func parse(_ output: String) -> AuditReportLine? {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix(AuditPackage.reportPrefix) }),
              let object = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(AuditPackage.reportPrefix.count).utf8)) as? [String: Any],
              let scenarios = object["scenarios"] as? [String],
              let problems = object["problems"] as? [[String: String]] else { return nil }
        return AuditReportLine(scenarios: scenarios, problems: problems.map {
            Problem(rule: $0["rule"] ?? "?", scenario: $0["scenario"] ?? "?", message: $0["message"] ?? "")
        })
    }
}

/// A child process with a deadline: its standard output and error together, or `timedOut` (the
/// process is terminated).
enum BoundedProcess {
    enum Outcome {
        case exited(Int32, String)
        case timedOut
        case failedToStart(String)
    }

    static func run(_ executable: String, _ arguments: [String], until deadline: Date) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("scenectl-audit-output-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else { return .failedToStart("no temporary file for its output in \(file.deletingLastPathComponent().path)") }
        defer { try? FileManager.default.removeItem(at: file) }
        guard let handle = try? FileHandle(forWritingTo: file) else { return .failedToStart("no temporary file for its output") }
        process.standardOutput = handle
        process.standardError = handle
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        do {
            try process.run()
        } catch {
            return .failedToStart(error.localizedDescription)
        }
        if done.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .timedOut {
            process.terminate()
            done.wait()
            return .timedOut
        }
        try? handle.close()
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        return .exited(process.terminationStatus, text)
    }
}
