/// What reading the folder and choosing the recipe can leave: the manual steps that belong to no
/// step of a recipe.
package enum MigrationFolderSteps {
    /// Manual steps no example can show: they need a file-system object an example's text files
    /// cannot be (an unreadable or oversized file, a symbolic link; MigrateHostileInputTests and
    /// ManifestEditTests make them), or they guard against a defect of the tool itself or a file
    /// created while it runs (a scene delegate written meanwhile).
    package static let notInAnExample: Set<String> = ["file-not-read", "symbolic-link", "rewrite-did-not-parse", "scene-delegate-exists"]

    package static let description = MigrationStepDescription(
        id: "read-the-folder",
        trigger: "the folder: its files, its projects, its apps",
        summary: "read as `scenectl doctor` reads it, split into apps, each app migrated with the recipe that matches it",
        rationale: "Nothing the tool cannot read or cannot be sure of is guessed at: it is named.",
        examples: examples,
        lookalikes: lookalikes,
        manualSteps: [
            ManualStepDescription("file-not-read", .manual, "not read (…): check it by hand", why: "a file too large, not a regular file, unreadable or with a name that is not UTF-8 is never opened or rewritten; a Swift file that nests deeper than real code does (more than 16 strings inside interpolations, 8 square brackets one inside the other, 1,000 syntax levels: a generated or hostile file) is not parsed, as the doctor and port leave it"),
            ManualStepDescription("symbolic-link", .manual, "a symbolic link to a folder (…), not followed", why: "`--write` never changes a file outside the folder it is given; migrate the folder the link points to, or one that holds both"),
            ManualStepDescription("vendored-packages", .check, "N folder(s) with a package of their own (a podspec or Package.swift) not read", why: "vendored code is someone else's to migrate"),
            ManualStepDescription("info-plist-not-read", .manual, "not edited: the file is not a property list …", why: "a broken or unusual Info.plist is never guessed at: it is read as every tool reads one (the manifest loader's size and nesting limits, a damaged binary plist screened), and the loader's diagnosis and fix are given"),
            ManualStepDescription("project-not-read", .manual, "`project.pbxproj`: not read (…): its build settings were not checked or changed", why: "the project reader (the doctor's) could not read the file; which configurations belong to an iOS app target is never guessed from their keys"),
            ManualStepDescription("info-plist-in-no-target", .check, "not edited: an app's Info.plist that no target of … builds", why: "an app folder no target builds is another app: migrate it on its own"),
            ManualStepDescription("info-plist-unreadable-app", .manual, "not migrated: its Info.plist cannot be read", why: "a migration that cannot add the manifest would leave the app half-migrated: nothing of the app is changed until the file reads"),
            ManualStepDescription("finished-half-migration", .check, "the scene delegate X exists but no scene manifest names it: the manifest names it now", why: "an earlier run whose Info.plist could not be edited, or a hand migration half done: the manifest is what was missing; the Swift code is not migrated again"),
            ManualStepDescription("no-app-delegate", .manual, "no Swift class conforming to UIApplicationDelegate was found", why: "no recipe matches: the tool reads Swift app delegates (an Objective-C one is named below)"),
            ManualStepDescription("framework-not-migrated", .manual, "a Cordova host app (AppDelegate: CDVAppDelegate): not migrated by this version of scenectl migrate; …", why: "a framework's app delegate (SceneToolsCore's LaunchFrameworks table) that no recipe moves yet: the UIKit steps would leave it half-migrated, so it is left as it was, with the framework's own path and its source"),
            ManualStepDescription("no-manifest-without-delegate", .manual, "not edited: the scene manifest would name a scene delegate that does not exist yet", why: "a manifest naming a class the app does not have launches the app to a black screen"),
            ManualStepDescription("objective-c-delegate", .manual, "an Objective-C delegate file no recipe migrated: not rewritten", why: "a recipe migrates the app's one app delegate, in Swift or in Objective-C; a category or another delegate in the other language is the developer's to check"),
            ManualStepDescription("objective-c-files", .check, "N other Objective-C file(s) not read", why: "their window lookups are not rewritten"),
            ManualStepDescription("shared-file", .check, "shared with another app migrated above: changed once, with that app", why: "two apps of the folder compile the same file"),
            ManualStepDescription("rewrite-did-not-parse", .manual, "the rewritten file did not parse, so it was left unchanged", why: "every rewritten file must parse again, or it is not offered (a defect of the tool: please report it)"),
            ManualStepDescription("left-by-earlier-run", .manual, "left by an earlier run: …", why: "a `// scenectl migrate:` comment still in the code: the list shrinks as you work through it; delete a comment once its step is done"),
        ]
    )
}

/// The steps' part of docs/MIGRATING.md, generated from their descriptions (a test checks that the
/// file holds exactly this text; `scenectl migrate --steps-markdown` prints it).
package enum MigrationDocumentation {
    package static let stepsBegin = "<!-- BEGIN GENERATED STEPS: scenectl migrate --steps-markdown -->"
    package static let stepsEnd = "<!-- END GENERATED STEPS -->"
    package static let manualBegin = "<!-- BEGIN GENERATED MANUAL STEPS: scenectl migrate --steps-markdown -->"
    package static let manualEnd = "<!-- END GENERATED MANUAL STEPS -->"

    /// Every recipe with its steps, in order, between the markers.
    package static func stepsMarkdown() -> String {
        var text = stepsBegin + "\n"
        for recipe in MigrationRecipe.all {
            // A recipe that ends with every step of another (a framework's, then the UIKit steps)
            // lists its own steps and names the other.
            let descriptions = recipe.stepDescriptions
            let base = MigrationRecipe.all.first { other in
                other.id != recipe.id && other.steps.count < descriptions.count && descriptions.suffix(other.steps.count).map(\.id) == other.stepDescriptions.map(\.id)
            }
            let own = Array(descriptions.dropLast(base?.steps.count ?? 0))
            text += "Recipe `\(recipe.id)` (\(recipe.name)), its steps in the order they run:\n\n"
            text += "| step | In the app | What the tool writes |\n|---|---|---|\n"
            for step in own {
                text += "| `\(step.id)` | \(step.trigger) | \(step.summary) |\n"
            }
            if let base { text += "\nThen every step of recipe `\(base.id)`, in its order.\n" }
            text += "\nWhy each step, and the doctor rules the migrated app passes in what it wrote:\n\n"
            for step in own {
                text += "- `\(step.id)`: \(step.rationale)" + (step.doctorRules.isEmpty ? "" : " Checked: " + step.doctorRules.map { "`\($0)`" }.joined(separator: ", ") + ".") + "\n"
            }
        }
        for (what, step) in [("A managed Expo project (no native iOS project)", ExpoManagedConfig.description), ("A Cordova app (a generated platform)", CordovaPlatform.description)] {
            text += "\(what): `\(step.id)`:\n\n"
            text += "| step | In the app | What the tool writes |\n|---|---|---|\n"
            text += "| `\(step.id)` | \(step.trigger) | \(step.summary) |\n\n"
            text += "- `\(step.id)`: \(step.rationale)\n"
        }
        return text + stepsEnd + "\n"
    }

    /// Every manual step (and check) a recipe's steps or reading the folder can leave.
    package static func manualStepsMarkdown() -> String {
        var text = manualBegin + "\n"
        text += "| id | Summary line (abridged) | Why the tool stops |\n|---|---|---|\n"
        for description in allDescriptions {
            for step in description.manualSteps {
                text += "| `\(step.id)`\(step.kind == .check ? " (check)" : "") | \"\(step.summary)\" | \(step.why) |\n"
            }
        }
        return text + manualEnd + "\n"
    }

    /// The descriptions of every recipe's steps (each once) and of reading the folder.
    package static var allDescriptions: [MigrationStepDescription] {
        var seen = Set<String>()
        let steps = MigrationRecipe.all.flatMap(\.stepDescriptions).filter { seen.insert($0.id).inserted }
        return [MigrationFolderSteps.description] + steps + [ExpoManagedConfig.description, CordovaPlatform.description]
    }
}
