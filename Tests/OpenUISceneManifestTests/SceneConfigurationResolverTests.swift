import Testing
@testable import OpenUISceneManifest

/// One test per resolution rule (UIKIT-SEMANTICS §2.12, §4.7).
struct SceneConfigurationResolverTests {
    static let app = SceneSessionRoleKey.windowApplication
    static let external = SceneSessionRoleKey.windowExternalDisplayNonInteractive
    static let manifest = SceneManifest(supportsMultipleScenes: true, configurations: [
        app: [
            SceneConfigurationEntry(name: "Main", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate", storyboardName: "Main"),
            SceneConfigurationEntry(name: "Inspector", sceneClassName: "$(PRODUCT_MODULE_NAME).InspectorScene", delegateClassName: "App.InspectorDelegate"),
            SceneConfigurationEntry(name: "Main", delegateClassName: "App.ShadowedDelegate"),
        ],
        external: [SceneConfigurationEntry(name: "TV", delegateClassName: "App.TVDelegate")],
    ])

    @Test func nilNameGivesTheFirstEntryOfTheRole() {
        let resolved = SceneConfigurationResolver.resolve(Self.manifest, role: Self.app, name: nil)
        #expect(resolved.entryIndex == 0)
        #expect(resolved.name == "Main")
        #expect(resolved.delegateClassName == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(resolved.storyboardName == "Main")
        #expect(resolved.logMessage == nil)
    }

    @Test func aNameGivesTheFirstEntryWithThatName() {
        let resolved = SceneConfigurationResolver.resolve(Self.manifest, role: Self.app, name: "Main")
        #expect(resolved.entryIndex == 0)
        #expect(resolved.delegateClassName == "$(PRODUCT_MODULE_NAME).SceneDelegate")
        #expect(SceneConfigurationResolver.resolve(Self.manifest, role: Self.app, name: "Inspector").entryIndex == 1)
    }

    @Test func theNameIsLookedUpInTheRequestedRoleOnly() {
        let resolved = SceneConfigurationResolver.resolve(Self.manifest, role: Self.app, name: "TV")
        #expect(resolved.entry == nil)
        #expect(SceneConfigurationResolver.resolve(Self.manifest, role: Self.external, name: "TV").delegateClassName == "App.TVDelegate")
    }

    @Test func unknownNameGivesTheEmptyConfigurationAndUIKitsLogLine() {
        let resolved = SceneConfigurationResolver.resolve(Self.manifest, role: Self.app, name: "Nope")
        #expect(resolved == ResolvedSceneConfiguration(
            role: Self.app, name: "Nope", sceneClassName: nil, delegateClassName: nil, storyboardName: nil,
            entry: nil, entryIndex: nil,
            logMessage: "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"Nope\")"))
    }

    @Test func roleWithoutEntriesGivesTheEmptyConfigurationWithNoName() {
        let resolved = SceneConfigurationResolver.resolve(Self.manifest, role: SceneSessionRoleKey.carTemplateApplication, name: nil)
        #expect(resolved.entry == nil)
        #expect(resolved.logMessage == "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"(no name)\")")
    }

    @Test func noManifestGivesTheEmptyConfiguration() {
        let resolved = SceneConfigurationResolver.resolve(nil, role: Self.app, name: nil)
        #expect(resolved.entry == nil)
        #expect(resolved.effectiveSceneClassName == "UIWindowScene")
        #expect(resolved.delegateClassName == nil)
    }

    @Test func logLineSpellsNilAsNoName() {
        #expect(SceneConfigurationResolver.missingConfigurationLogLine(name: nil)
            == "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"(no name)\")")
        #expect(SceneConfigurationResolver.missingConfigurationLogLine(name: "X")
            == "[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"X\")")
    }

    @Test func moduleNameIsSubstitutedInBothClassNames() {
        let resolved = SceneConfigurationResolver.resolve(Self.manifest, role: Self.app, name: "Inspector", moduleName: "MyApp")
        #expect(resolved.sceneClassName == "MyApp.InspectorScene")
        #expect(resolved.delegateClassName == "App.InspectorDelegate")
        #expect(resolved.entry?.sceneClassName == "$(PRODUCT_MODULE_NAME).InspectorScene", "the entry keeps the text as written")
    }

    @Test func nilSceneClassMeansUIWindowSceneForWindowRoles() {
        for role in SceneSessionRoleKey.windowRoles {
            #expect(SceneConfigurationResolver.resolve(Self.manifest, role: role, name: nil).effectiveSceneClassName == "UIWindowScene")
        }
    }

    @Test func nilSceneClassMeansTheCarPlaySceneClassForCarPlayRolesAndNothingForOthers() {
        #expect(SceneSessionRoleKey.defaultSceneClassName(forRole: SceneSessionRoleKey.carTemplateApplication) == "CPTemplateApplicationScene")
        #expect(SceneSessionRoleKey.defaultSceneClassName(forRole: SceneSessionRoleKey.carTemplateDashboard) == "CPTemplateApplicationDashboardScene")
        #expect(SceneSessionRoleKey.defaultSceneClassName(forRole: SceneSessionRoleKey.carTemplateInstrumentCluster) == "CPTemplateApplicationInstrumentClusterScene")
        #expect(SceneSessionRoleKey.defaultSceneClassName(forRole: SceneSessionRoleKey.immersiveSpaceApplication) == nil)
        #expect(SceneSessionRoleKey.defaultSceneClassName(forRole: "Unknown") == nil)
    }

    @Test func explicitSceneClassIsUsed() {
        let resolved = SceneConfigurationResolver.resolve(Self.manifest, role: Self.app, name: "Inspector", moduleName: "MyApp")
        #expect(resolved.effectiveSceneClassName == "MyApp.InspectorScene")
        #expect(!resolved.sceneClassNameIsIgnored)
    }

    @Test func sceneClassNamingADelegateFallsBackToTheDefault() {
        let manifest = SceneManifest(configurations: [Self.app: [SceneConfigurationEntry(name: "D", sceneClassName: "SceneDelegate", delegateClassName: "$(PRODUCT_MODULE_NAME).SceneDelegate")]])
        let resolved = SceneConfigurationResolver.resolve(manifest, role: Self.app, name: nil)
        #expect(resolved.sceneClassNameIsIgnored)
        #expect(resolved.effectiveSceneClassName == "UIWindowScene")
        #expect(!SceneConfigurationResolver.isPlausibleSceneClassName("App.MainScene", delegateClassName: "App.MainScene"))
        #expect(SceneConfigurationResolver.isPlausibleSceneClassName("App.MainScene", delegateClassName: "App.SceneDelegate"))
    }

    @Test func nilDelegateClassMeansASceneWithoutDelegate() {
        let manifest = SceneManifest(configurations: [Self.app: [SceneConfigurationEntry(name: "NoDelegate")]])
        let resolved = SceneConfigurationResolver.resolve(manifest, role: Self.app, name: nil, moduleName: "M")
        #expect(resolved.entry != nil)
        #expect(resolved.delegateClassName == nil)
    }

    @Test func entryNamedMatchesTheResolver() {
        #expect(Self.manifest.entry(named: "Inspector", role: Self.app) == SceneConfigurationResolver.entry(in: Self.manifest, role: Self.app, name: "Inspector"))
        #expect(SceneConfigurationResolver.entry(in: nil, role: Self.app, name: nil) == nil)
    }
}
