/// The role keys of `UISceneConfigurations` (the raw values of `UISceneSession.Role`), and what
/// OpenUIScene does with each.
public enum SceneSessionRoleKey {
    /// `UIWindowSceneSessionRoleApplication`: interactive windows (`.windowApplication`). The default role.
    public static let windowApplication = "UIWindowSceneSessionRoleApplication"
    /// `UIWindowSceneSessionRoleExternalDisplayNonInteractive` (iOS 16+).
    public static let windowExternalDisplayNonInteractive = "UIWindowSceneSessionRoleExternalDisplayNonInteractive"
    /// `UIWindowSceneSessionRoleExternalDisplay`, deprecated in iOS 16 but still read.
    public static let windowExternalDisplay = "UIWindowSceneSessionRoleExternalDisplay"
    /// `UIWindowSceneSessionRoleAssistiveAccessApplication` (iOS 26).
    public static let windowAssistiveAccessApplication = "UIWindowSceneSessionRoleAssistiveAccessApplication"
    /// `UIWindowSceneSessionRoleVolumetricApplication` (visionOS).
    public static let windowVolumetricApplication = "UIWindowSceneSessionRoleVolumetricApplication"
    /// `CPTemplateApplicationSceneSessionRoleApplication` (CarPlay). Kept in the model, inert in OpenUIScene.
    public static let carTemplateApplication = "CPTemplateApplicationSceneSessionRoleApplication"
    /// `CPTemplateApplicationDashboardSceneSessionRoleApplication` (CarPlay dashboard). Inert.
    public static let carTemplateDashboard = "CPTemplateApplicationDashboardSceneSessionRoleApplication"
    /// `CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication` (CarPlay instrument cluster). Inert.
    public static let carTemplateInstrumentCluster = "CPTemplateApplicationInstrumentClusterSceneSessionRoleApplication"
    /// `UISceneSessionRoleImmersiveSpaceApplication` (visionOS, SwiftUI immersive space). Inert.
    public static let immersiveSpaceApplication = "UISceneSessionRoleImmersiveSpaceApplication"
    /// `CPSceneSessionRoleImmersiveSpaceApplication` (visionOS, Compositor Services). Inert.
    public static let compositorImmersiveSpaceApplication = "CPSceneSessionRoleImmersiveSpaceApplication"

    /// Roles whose scenes are `UIWindowScene`s: a missing `UISceneClassName` means `UIWindowScene`.
    public static let windowRoles: [String] = [
        windowApplication, windowExternalDisplayNonInteractive, windowExternalDisplay,
        windowAssistiveAccessApplication, windowVolumetricApplication,
    ]
    /// CarPlay roles: read and kept, never given a session by OpenUIScene.
    public static let carPlayRoles: [String] = [carTemplateApplication, carTemplateDashboard, carTemplateInstrumentCluster]
    /// visionOS immersive roles: read and kept, never given a session by OpenUIScene.
    public static let immersiveRoles: [String] = [immersiveSpaceApplication, compositorImmersiveSpaceApplication]
    /// Every role key UIKit documents, in a stable order.
    public static let all: [String] = windowRoles + carPlayRoles + immersiveRoles

    /// Whether `role` is a role key UIKit documents.
    public static func isKnown(_ role: String) -> Bool { all.contains(role) }

    /// Whether OpenUIScene keeps `role` in the model but never creates sessions for it
    /// (CarPlay, immersive spaces, volumetric windows and Assistive Access have no Linux counterpart).
    public static func isInert(_ role: String) -> Bool {
        carPlayRoles.contains(role) || immersiveRoles.contains(role)
            || role == windowVolumetricApplication || role == windowAssistiveAccessApplication
    }

    /// The class a scene of `role` is created with when its configuration names no `UISceneClassName`:
    /// `UIWindowScene` for window roles; for CarPlay roles the CarPlay scene class UIKit documents for
    /// that role (`CPTemplateApplicationScene`, `CPTemplateApplicationDashboardScene`,
    /// `CPTemplateApplicationInstrumentClusterScene`); `nil` for immersive and unknown roles, which
    /// have no scene class of their own.
    public static func defaultSceneClassName(forRole role: String) -> String? {
        if windowRoles.contains(role) { return "UIWindowScene" }
        switch role {
        case carTemplateApplication: return "CPTemplateApplicationScene"
        case carTemplateDashboard: return "CPTemplateApplicationDashboardScene"
        case carTemplateInstrumentCluster: return "CPTemplateApplicationInstrumentClusterScene"
        default: return nil
        }
    }

    /// Scene classes provided by Apple's frameworks: valid bare (unqualified) values of `UISceneClassName`.
    public static let frameworkSceneClassNames: [String] = [
        "UIWindowScene", "UIScene", "CPTemplateApplicationScene",
        "CPTemplateApplicationDashboardScene", "CPTemplateApplicationInstrumentClusterScene",
    ]
}
