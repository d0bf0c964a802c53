import Foundation
import SwiftSyntax

/// the scene configuration names no storyboard: the window made in `willConnect` is the only root.
struct OneRootWindow: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "one-root-window",
            trigger: "a `UIMainStoryboardFile` and a window made in code",
            summary: "the scene configuration names no storyboard: the window made in `willConnect` is the only root",
            rationale: "A scene configuration with a storyboard makes its initial view controller the window's root before `willConnect` runs; a window made there too gives two roots and starts the app's root code twice (UIKit: UISceneConfiguration.storyboard).",
            doctorRules: ["root-view-controller-twice"],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [
                ManualStepDescription("storyboard-and-code-window", .check, "the app names the storyboard X and also creates its window in code", why: "the scene configuration names no storyboard; remove the storyboard from the target if nothing else loads it")
            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.oneRootWindow()
    }
}

extension MigrationContext {
    mutating func oneRootWindow() {
        if createsWindowInCode, let storyboard {
            steps.append(ManualStep(.check, id: "storyboard-and-code-window", file: "", line: 0, "the app names the storyboard \(storyboard) and also creates its window in code: the scene configuration names no storyboard, so the window made in scene(_:willConnectTo:options:) is the only root (remove \(storyboard).storyboard from the target if nothing else loads it)"))
            self.storyboard = nil
        }
    }
}
