/// Which lifecycle an app runs in, as far as its Info.plist decides it.
///
/// The rule (UIKIT-SEMANTICS §1, **inferred**: Apple does not state it exactly):
/// - no `UIApplicationSceneManifest`, or one that is not a dictionary → ``legacy``;
/// - a manifest with at least one configuration in any role → ``scene``;
/// - a manifest with no configuration → ``dependsOnDelegate``: scene mode if and only if the app
///   delegate implements `application(_:configurationForConnecting:options:)`, otherwise legacy.
///   The engine settles it with ``resolved(delegateImplementsConfigurationForConnecting:)``.
package enum LifecycleMode: String, Sendable, Equatable, CaseIterable {
    /// Scene mode: sessions, scenes and scene delegates.
    case scene
    /// Legacy mode: the app delegate receives every lifecycle event and owns `window`.
    case legacy
    /// Scene mode only if the app delegate implements `configurationForConnecting`.
    case dependsOnDelegate

    /// The mode an Info.plist selects.
    package static func of(_ info: InfoPlist) -> LifecycleMode {
        guard let manifest = info.sceneManifest else { return .legacy }
        return manifest.hasConfigurations ? .scene : .dependsOnDelegate
    }

    /// The final mode once the engine knows whether the app delegate implements
    /// `application(_:configurationForConnecting:options:)`. Never ``dependsOnDelegate``.
    package func resolved(delegateImplementsConfigurationForConnecting: Bool) -> LifecycleMode {
        switch self {
        case .dependsOnDelegate: return delegateImplementsConfigurationForConnecting ? .scene : .legacy
        case .scene, .legacy: return self
        }
    }

    /// The spelling `scenectl explain` uses: `scene`, `legacy`, or `delegate` for ``dependsOnDelegate``.
    package var explainName: String {
        switch self {
        case .scene: return "scene"
        case .legacy: return "legacy"
        case .dependsOnDelegate: return "delegate"
        }
    }
}
