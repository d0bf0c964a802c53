import Foundation

/// The scene manifest in the build settings of an app whose Info.plist is generated.
struct BuildSettingsManifest: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "build-settings-manifest",
            trigger: "`GENERATE_INFOPLIST_FILE = YES` with no Info.plist file (Xcode 13 and later)",
            summary: "in every build configuration of the app's iOS target (the project reader's product type and SDK, with project-level and `.xcconfig` settings inherited, as `scenectl doctor` reads them) that generates its Info.plist: `INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES` (in its sorted place) and `INFOPLIST_KEY_UIMainStoryboardFile` removed, whole lines only. Test, framework and extension targets and Mac, watchOS and tvOS apps are not touched",
            rationale: "A generated Info.plist gets its scene manifest from `INFOPLIST_KEY_UIApplicationSceneManifest_Generation` (Xcode build settings reference); the scene delegate is then named in code (configuration-method).",
            doctorRules: ["scene-life-cycle-not-adopted"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("generated-manifest-multiple-scenes", .check, "a generated scene manifest supports multiple scenes", why: "build settings cannot say \"one window\"; add an Info.plist file with `UIApplicationSupportsMultipleScenes` NO if it matters"),
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.addBuildSettingsManifest()
    }
}

extension MigrationContext {
    mutating func addBuildSettingsManifest() {
        for (index, project) in projects.enumerated() {
            var edits = projectEdits[index] ?? TextEdits()
            let settings = project.edit.sceneManifestSettings(addGeneration: needsConfigurationMethod, only: configurationIDs)
            for edit in settings.edits.edits { edits.replace(edit.start, edit.end, with: edit.text) }
            projectEdits[index] = edits
            guard settings.blocks > 0 else { continue }
            done.append("\(project.file.path): \(settings.blocks) build configuration(s): "
                + (needsConfigurationMethod ? "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES" : "")
                + (settings.storyboards.isEmpty ? "" : (needsConfigurationMethod ? ", " : "") + "INFOPLIST_KEY_UIMainStoryboardFile removed"))
            if needsConfigurationMethod && !options.multipleWindows {
                steps.append(ManualStep(.check, id: "generated-manifest-multiple-scenes", file: project.file.path, line: 0, "a generated scene manifest supports multiple scenes; for one window, add an Info.plist file with UIApplicationSupportsMultipleScenes NO (or set INFOPLIST_FILE)"))
            }
        }
    }
}
