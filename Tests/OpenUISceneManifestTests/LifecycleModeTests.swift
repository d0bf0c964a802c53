import Testing
@testable import OpenUISceneManifest

/// The inferred mode rule (UIKIT-SEMANTICS §1), both ways.
struct LifecycleModeTests {
    @Test func noManifestMeansLegacy() {
        #expect(LifecycleMode.of(InfoPlist(bundleIdentifier: "x")) == .legacy)
    }

    @Test func manifestOfTheWrongTypeMeansLegacy() {
        let info = InfoPlistLoader.parse(TestSupport.root(manifest: "yes")).info
        #expect(LifecycleMode.of(info) == .legacy)
    }

    @Test func manifestWithAConfigurationMeansScene() {
        let info = InfoPlistLoader.parse(TestSupport.root(manifest: TestSupport.manifest())).info
        #expect(LifecycleMode.of(info) == .scene)
    }

    @Test func aConfigurationInAnyRoleMeansScene() {
        let manifest = SceneManifest(configurations: [SceneSessionRoleKey.windowApplication: [], SceneSessionRoleKey.carTemplateApplication: [SceneConfigurationEntry(name: "Car")]])
        #expect(LifecycleMode.of(InfoPlist(sceneManifest: manifest)) == .scene)
    }

    @Test func manifestWithoutConfigurationsDependsOnTheDelegate() {
        #expect(LifecycleMode.of(InfoPlist(sceneManifest: SceneManifest(supportsMultipleScenes: true))) == .dependsOnDelegate)
        let emptyRole = SceneManifest(configurations: [SceneSessionRoleKey.windowApplication: []])
        #expect(LifecycleMode.of(InfoPlist(sceneManifest: emptyRole)) == .dependsOnDelegate)
    }

    @Test func dependsOnDelegateResolvesToSceneWhenTheDelegateImplementsConfigurationForConnecting() {
        #expect(LifecycleMode.dependsOnDelegate.resolved(delegateImplementsConfigurationForConnecting: true) == .scene)
        #expect(LifecycleMode.dependsOnDelegate.resolved(delegateImplementsConfigurationForConnecting: false) == .legacy)
    }

    @Test func sceneAndLegacyDoNotDependOnTheDelegate() {
        for implements in [true, false] {
            #expect(LifecycleMode.scene.resolved(delegateImplementsConfigurationForConnecting: implements) == .scene)
            #expect(LifecycleMode.legacy.resolved(delegateImplementsConfigurationForConnecting: implements) == .legacy)
        }
    }

    @Test func explainNames() {
        #expect(LifecycleMode.allCases.map(\.explainName) == ["scene", "legacy", "delegate"])
    }
}
