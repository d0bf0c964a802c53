import ArgumentParser
import Foundation
import SceneMigrate
import SceneToolsCore

/// `scenectl migrate FOLDER [--write] [--multiple-windows] [--scene-delegate-name NAME] [--verify]`.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Move an app from the app-delegate life cycle to scenes: prints the change as a unified diff.",
        discussion: """
            Reads the Swift, Objective-C and Objective-C++ files, Info.plists and Xcode project files under FOLDER as scenectl doctor does (not \
            build products or dependencies; links are named, not followed), app by app, and for each app that uses \
            the app-delegate life cycle prints the migration to the scene life cycle \
            (Apple's TN3187) as a unified diff on standard output: a scene delegate that creates the window for its \
            window scene, the launch URL, user activity, quick action and notification routed from the connection \
            options, the state callbacks moved, window lookups made scene-aware, the scene manifest in the \
            Info.plist or the build settings. --write applies it as one transaction (a run killed midway is \
            finished or undone by the next --write); a second run then finds nothing to do. What it \
            did, and every step it left to you with the reason, go to standard error; code it could not move \
            safely stays in place marked `// scenectl migrate:`. Each app gets the recipe for what it is (UIKit, \
            React Native, Flutter, Capacitor; Swift or Objective-C), named in the summary; --recipe forces one. \
            Exit status: 0 when nothing is left to do by hand, 1 when a manual step remains (or --verify did not \
            pass), 2 when the folder cannot be read. docs/MIGRATING.md explains each step.
            """
    )

    @Argument(help: "The app's source folder.")
    var folder: String = ""

    @Flag(help: "Write the changes instead of printing the diff.")
    var write = false

    @Flag(help: "The app supports several windows: UIApplicationSupportsMultipleScenes true, app-level state work stays app-wide.")
    var multipleWindows = false

    @Option(help: "The scene delegate's class (and file) name.")
    var sceneDelegateName = "SceneDelegate"

    @Option(help: "The recipe to migrate every app with, instead of the one chosen by what the app is (\(MigrationRecipe.forcible.map { "\($0.id): \($0.name)" }.joined(separator: "; "))).")
    var recipe: String?

    @Flag(help: "After --write, check the result: a second run, scenectl doctor, the lifecycle audit (the delegates built against an OpenUIScene checkout, OPENUISCENE_PACKAGE, and run on the simulated device); says what it cannot run and why.")
    var verify = false

    @Option(help: "Output format: text (the diff on standard output, the summary on standard error), json (one document on standard output: the recipes, each file's diff, what was done, every manual step with its id) or sarif (the manual steps as SARIF 2.1.0 results: manual steps warnings, checks notes).")
    var format: ReportFormat = .text

    @Flag(help: "Print the recipes' steps and manual steps as Markdown (docs/MIGRATING.md's tables) and exit.")
    var stepsMarkdown = false

    func validate() throws {
        if !stepsMarkdown && folder.isEmpty { throw ValidationError("Give the app's folder.") }
        guard sceneDelegateName.first.map({ $0.isLetter || $0 == "_" }) == true,
              sceneDelegateName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
            throw ValidationError("--scene-delegate-name '\(sceneDelegateName)' is not a Swift type name: use letters, digits and _.")
        }
        if let recipe, MigrationRecipe.named(recipe) == nil {
            throw ValidationError("--recipe '\(recipe)' is not a recipe: use one of \(MigrationRecipe.forcible.map(\.id).joined(separator: ", ")).")
        }
    }

    func run() throws {
        if stepsMarkdown {
            FileHandle.standardOutput.write(Data((MigrationDocumentation.stepsMarkdown() + "\n" + MigrationDocumentation.manualStepsMarkdown()).utf8))
            return
        }
        let options = MigrationOptions(multipleWindows: multipleWindows, sceneDelegateName: sceneDelegateName, recipe: recipe)
        let output = MigrateReport(folder: folder, write: write, verify: verify, options: options,
                                   verifiers: MigrateVerifiers.all(options), format: format).run()
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        if output.exitCode != 0 { throw ExitCode(output.exitCode) }
    }
}

/// The migration's output: the diff (or nothing, with --write) and the summary.
struct MigrateReport {
    var folder: String
    var write: Bool
    var verify: Bool
    var options: MigrationOptions
    var verifiers: [any MigrationVerifier]
    var format: ReportFormat = .text

    /// `--format json`: the whole result as one document.
    struct Document: Encodable {
        struct Recipe: Encodable { var app: String; var recipe: String }
        struct Change: Encodable { var path: String; var new: Bool; var diff: String }
        struct Step: Encodable { var id: String; var kind: String; var file: String; var line: Int; var message: String }
        var folder: String
        var alreadyScenes: Bool
        var wrote: Bool
        var recipes: [Recipe]
        var changes: [Change]
        var done: [String]
        var manualSteps: [Step]
        var verification: [String]?
    }

    func run() -> CommandOutput {
        let url = URL(fileURLWithPath: folder)
        var err = ""
        // An interrupted --write first: finished (with --write), or said (without).
        if write {
            do {
                err += try Migrator.recoverInterruptedWrite(in: url).map { "scenectl migrate: \($0)\n" }.joined()
            } catch {
                return CommandOutput(standardOutput: "", standardError: "scenectl migrate: \(error)\n", exitCode: 2)
            }
        } else {
            let interrupted = Migrator.interruptedWrite(in: url)
            if !interrupted.isEmpty {
                return CommandOutput(standardOutput: "", standardError: interrupted.map { "scenectl migrate: \($0)\n" }.joined(), exitCode: 1)
            }
        }
        let plan: MigrationPlan
        do {
            plan = try Migrator.plan(folder: url, options: options)
        } catch {
            return CommandOutput(standardOutput: "", standardError: err + "scenectl migrate: \(error)\n", exitCode: 2)
        }
        var out = ""
        if write {
            do {
                try Migrator.write(plan, to: url)
            } catch {
                return CommandOutput(standardOutput: "", standardError: err + "scenectl migrate: \(error)\n", exitCode: 2)
            }
        } else {
            out = plan.changes.map(UnifiedDiff.render).joined()
        }
        if plan.alreadyScenes {
            err += "\(folder): the app already uses the scene life cycle; nothing to migrate.\n"
        } else if plan.changes.isEmpty {
            err += "\(folder): nothing to change.\n"
        } else {
            err += (write ? "Wrote" : "The diff changes") + " \(plan.changes.count) file(s):\n"
            err += Self.recipeLines(plan).map { "  \($0)\n" }.joined()
            err += plan.done.map { "  done: \($0)\n" }.joined()
        }
        let manual = plan.steps.filter { $0.kind == .manual }
        let checks = plan.steps.filter { $0.kind == .check }
        if !manual.isEmpty {
            err += "\(manual.count) manual step(s):\n" + manual.map { "  \($0)\n" }.joined()
        }
        if !checks.isEmpty {
            err += "\(checks.count) thing(s) to check:\n" + checks.map { "  \($0)\n" }.joined()
        }
        var exitCode: Int32 = manual.isEmpty ? 0 : 1
        var verification: [String]?
        if verify {
            if !write && !plan.changes.isEmpty {
                verification = ["verify: NOT RUN: --verify checks the written app; add --write (or run it again after writing)."]
                exitCode = 1
            } else {
                let result = MigrationVerification.run(verifiers, folder: url, plan: plan)
                verification = result.lines
                if !result.passed { exitCode = 1 }
            }
            err += verification!.map { $0 + "\n" }.joined()
        }
        if format == .sarif {
            return CommandOutput(standardOutput: Self.sarif(plan, folder: folder), standardError: "", exitCode: exitCode)
        }
        if format == .json {
            let document = Document(
                folder: folder, alreadyScenes: plan.alreadyScenes, wrote: write,
                recipes: plan.recipes.map { Document.Recipe(app: $0.app, recipe: $0.recipe) },
                changes: plan.changes.map { Document.Change(path: $0.path, new: $0.old == nil, diff: UnifiedDiff.render($0)) },
                done: plan.done,
                manualSteps: plan.steps.map { Document.Step(id: $0.id, kind: $0.kind.rawValue, file: $0.file, line: $0.line, message: $0.message) },
                verification: verification
            )
            return CommandOutput(standardOutput: CommandOutput.json(document) + "\n", standardError: "", exitCode: exitCode)
        }
        return CommandOutput(standardOutput: out, standardError: err, exitCode: exitCode)
    }

    /// The manual steps as the tools' one diagnostic type, in SARIF: a manual step is a warning, a
    /// check a note; every manual step the steps may leave is a rule.
    static func sarif(_ plan: MigrationPlan, folder: String) -> String {
        let rules = MigrationDocumentation.allDescriptions.flatMap(\.manualSteps).map { step in
            SARIFRule(id: step.id, name: step.id, fullDescription: step.summary, help: step.why,
                      helpUri: "https://github.com/openuiscene/openuiscene/blob/main/docs/MIGRATING.md", level: step.kind == .manual ? "warning" : "note")
        }
        let findings = plan.steps.map { step in
            Finding(ruleID: step.id, severity: step.kind == .manual ? .warning : .note,
                    path: step.file.isEmpty ? "" : (folder.hasSuffix("/") ? folder : folder + "/") + step.file, line: step.line, column: 1, message: step.message)
        }
        return SARIFWriter.log(tool: "scenectl-migrate", informationUri: "https://github.com/openuiscene/openuiscene/blob/main/docs/MIGRATING.md", rules: rules, findings: findings)
    }

    /// `recipe: uikit-swift (UIKit, Swift)`, once for one app, with each app's name for several.
    static func recipeLines(_ plan: MigrationPlan) -> [String] {
        func named(_ id: String) -> String { "\(id) (\(MigrationRecipe.displayName(of: id)))" }
        if plan.recipes.count == 1 { return ["recipe: \(named(plan.recipes[0].recipe))"] }
        return plan.recipes.map { "recipe: \(named($0.recipe)) for \($0.app)" }
    }
}
