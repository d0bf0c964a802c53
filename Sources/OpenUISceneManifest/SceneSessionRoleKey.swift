/// The role keys of `UISceneConfigurations` (the raw values of `UISceneSession.Role`), and what
/// OpenUIScene does with each.
package enum SceneSessionRoleKey {
    /// `UIWindowSceneSessionRoleApplication`: interactive windows (`.windowApplication`). The default role.
    package static let windowApplication = "UIWindowSceneSessionRoleApplication"
    /// `UIWindowSceneSessionRoleExternalDisplayNonInteractive` (iOS 16+).
    package static let windowExternalDisplayNonInteractive = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    /// `UIWindowSceneSessionRoleExternalDisplay`, deprecated in iOS 16 but still read.
    package static let windowExternalDisplay = "UIWindowSceneSessionRoleExternalDisplay"
    /// `UIWindowSceneSessionRoleAssistiveAccessApplication` (iOS 26).
    package static let windowAssistiveAccessApplication = "UIWindowSceneSessionRoleAssistiveAccessApplication"
    /// `UIWindowSceneSessionRoleVolumetricApplication` (visionOS).
    package static let windowVolumetricApplication = "UIWindowSceneSessionRoleVolumetricApplication"
    /// `CPTemplateApplicationSceneSessionRoleApplication` (CarPlay). Kept in the model, inert in OpenUIScene.
    package static let carTemplateApplication = "CPTemplateApplicationSceneSessionRoleApplication"
    /// `CPTemplateApplicationDashboardSceneSessionRoleApplication` (CarPlay dashboard). Inert.
    package static let carTemplateDashboard = "CPTemplateApplicationDashboardSceneSessionRoleApplication"
    /// `CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication` (CarPlay instrument cluster). Inert.
    package static let carTemplateInstrumentCluster = "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication"
    /// `UISceneSessionRoleImmersiveSpaceApplication` (visionOS, SwiftUI immersive space). Inert.
    package static let immersiveSpaceApplication = "UISceneSessionRoleImmersiveSpaceApplication"
    /// `CPSceneSessionRoleImmersiveSpaceApplication` (visionOS, Compositor Services). Inert.
    package static let compositorImmersiveSpaceApplication = "CPSceneSessionRoleImmersiveSpaceApplication"

    /// Roles whose scenes are `UIWindowScene`s: a missing `UISceneClassName` means `UIWindowScene`.
    package static let windowRoles: [String] = [
        windowApplication, windowExternalDisplayNonInteractive, windowExternalDisplay,
        windowAssistiveAccessApplication, windowVolumetricApplication,
    ]
    /// CarPlay roles: read and kept, never given a session by OpenUIScene.
    package static let carPlayRoles: [String] = [carTemplateApplication, carTemplateDashboard, carTemplateInstrumentCluster]
    /// visionOS immersive roles: read and kept, never given a session by OpenUIScene.
    package static let immersiveRoles: [String] = [immersiveSpaceApplication, compositorImmersiveSpaceApplication]
    /// Every role key UIKit documents, in a stable order.
    package static let all: [String] = windowRoles + carPlayRoles + immersiveRoles

    /// Whether `role` is a role key UIKit documents.
    package static func isKnown(_ role: String) -> Bool { all.contains(role) }

    /// Whether OpenUIScene keeps `role` in the model but never creates sessions for it
    /// (CarPlay, immersive spaces, volumetric windows and Assistive Access have no Linux counterpart).
    package static func isInert(_ role: String) -> Bool {
        carPlayRoles.contains(role) || immersiveRoles.contains(role)
            || role == windowVolumetricApplication || role == windowAssistiveAccessApplication
    }

    /// The class a scene of `role` is created with when its configuration names no `UISceneClassName`:
    /// `UIWindowScene` for window roles; for CarPlay roles the CarPlay scene class UIKit documents for
    /// that role (`CPTemplateApplicationScene`, `CPTemplateApplicationDashboardScene`,
    /// `CPTemplateApplicationInstrumentClusterScene`); `nil` for immersive and unknown roles, which
    /// have no scene class of their own.
    package static func defaultSceneClassName(forRole role: String) -> String? {
        if windowRoles.contains(role) { return "UIWindowScene" }
        switch role {
        case carTemplateApplication: return "CPTemplateApplicationScene"
        case carTemplateDashboard: return "CPTemplateApplicationDashboardScene"
        case carTemplateInstrumentCluster: return "CPTemplateApplicationInstrumentClusterScene"
        default: return nil
        }
    }

    /// Scene classes provided by Apple's frameworks: valid bare (unqualified) values of `UISceneClassName`.
    package static let frameworkSceneClassNames: [String] = [
        "UIWindowScene", "UIScene", "CPTemplateApplicationScene",
        "CPTemplateApplicationDashboardScene", "CPTemplateApplicationInstrumentClusterScene",
    ]
}
