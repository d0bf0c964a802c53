import Foundation
import SceneToolsCore

/// The new scene delegate file in the app target's sources.
struct AddSceneDelegateToTarget: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "add-scene-delegate-to-target",
            trigger: "an Xcode project whose app target compiles the app delegate's file",
            summary: "`SceneDelegate.swift` added to the target in `project.pbxproj` (file reference, build file, group, Sources phase: four lines beside the app delegate's) or, with folder-synchronized groups, left to Xcode",
            rationale: "A file in no target's Sources phase is not compiled: the manifest would name a class the app does not have, and UIKit would connect the scene without a delegate.",
            doctorRules: ["unknown-scene-delegate-class"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("not-added-to-target", .manual, "SceneDelegate.swift not added to the target: …", why: "the app delegate's file is not listed once in one group and one Sources phase (two files of its name are told apart by the paths of their file references), so where the new file goes is not certain; with folder-synchronized groups (a check) Xcode adds it by itself"),
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.addSceneDelegateToTarget()
    }
}

extension MigrationContext {
    mutating func addSceneDelegateToTarget() {
        guard let sceneDelegatePath else { return }
        let appDelegateFile = files[model.classFile].path
        let newName = (sceneDelegatePath as NSString).lastPathComponent
        let existingName = (appDelegateFile as NSString).lastPathComponent
        for (index, project) in projects.enumerated() where projectPaths.isEmpty || projectPaths.contains(project.file.path) {
            guard project.edit.text.contains("/* \(existingName) */") else {
                // A target whose synchronized folder holds the app delegate compiles every file
                // Xcode finds there: the new one too.
                let folder = ProjectPaths.parentFolder(ofProjectFile: project.file.path)
                if project.targets.contains(where: { target in target.synchronizedFolders.contains { appDelegateFile.hasPrefix(ProjectPaths.join(folder, $0) + "/") } }) {
                    steps.append(ManualStep(.check, id: "not-added-to-target", file: project.file.path, line: 0,
                                            "\(newName) not added to the target: the project uses folder-synchronized groups: Xcode adds \(newName) to the target by itself"))
                }
                continue
            }
            var edits = projectEdits[index] ?? TextEdits()
            switch project.edit.addSourceFile(newName, besides: existingName, reference: project.reference(to: appDelegateFile)) {
            case .success(let added):
                for edit in added.edits { edits.insert(edit.text, at: edit.start) }
                done.append("\(project.file.path): \(newName) added to the app target's sources")
            case .failure(let error):
                steps.append(ManualStep(error.description.contains("by itself") ? .check : .manual, id: "not-added-to-target", file: project.file.path, line: 0,
                                        "\(newName) not added to the target: \(error.description)"))
            }
            projectEdits[index] = edits
        }
    }
}
