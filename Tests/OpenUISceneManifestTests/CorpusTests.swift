import Foundation
import Testing
@testable import OpenUISceneManifest

/// The real Info.plists in Tests/Fixtures/Corpus: every one loads, lints to exactly the
/// documented findings (docs/MANIFEST.md, "The corpus"), and explains to the configuration UIKit
/// would pick for a new application session.
struct CorpusTests {
    struct Expectation: Sendable, CustomStringConvertible {
        var file: String
        var codes: [String]
        var mode: LifecycleMode
        var name: String?
        var sceneClass: String?
        var delegateClass: String?
        var storyboard: String?
        var description: String { file }
    }

    static let ubi = "unexpanded-bundle-identifier"
    static let module = "$(PRODUCT_MODULE_NAME).SceneDelegate"

    static let expectations: [Expectation] = [
        .init(file: "Zeta611__SwiftUI-Fractals__Fractals__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "artemnovichkov__wwdc21-samplecode__Code__SharingCloudKitDataWithOtherICloudUsers__CloudKitShare__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "artemnovichkov__wwdc21-samplecode__Code__ShowcaseAppDataInSpotlight__Tags__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "artemnovichkov__wwdc21-samplecode__Code__SoupChefAcceleratingAppInteractionsWithShortcuts__SoupChef__Resources__Info.plist", codes: ["ignored-configuration-key", ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "artemnovichkov__wwdc21-samplecode__Code__UsingSuggestedSearchesWithASearchController__SuggestedSearch__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "firebase__quickstart-ios__authentication__AuthenticationExample__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "firebase__quickstart-ios__swiftui__PasswordlessSwiftUI__PasswordlessSwiftUI__Info.plist", codes: ["no-configurations", ubi], mode: .dependsOnDelegate, name: nil, sceneClass: "UIWindowScene", delegateClass: nil, storyboard: nil),
        .init(file: "getsentry__sentry-cocoa__Samples__iOS-SwiftUI__App__Configurations__Info.plist", codes: ["no-configurations", ubi], mode: .dependsOnDelegate, name: nil, sceneClass: "UIWindowScene", delegateClass: nil, storyboard: nil),
        .init(file: "getsentry__sentry-cocoa__Samples__iOS-Swift__App__Configurations__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "getsentry__sentry-cocoa__Samples__tvOS-Swift__App__Configurations__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "getsentry__sentry-cocoa__Samples__visionOS-Swift__App__Configurations__Info.plist", codes: ["no-configurations", ubi], mode: .dependsOnDelegate, name: nil, sceneClass: "UIWindowScene", delegateClass: nil, storyboard: nil),
        .init(file: "holzschu__a-shell__a-Shell__Info.plist", codes: ["ignored-configuration-key", "multiple-scenes-single-configuration", "scene-class-not-a-scene", ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "microsoft__fluentui-apple__Demos__FluentUIDemo_iOS__FluentUI.Demo__Info.plist", codes: ["multiple-scenes-single-configuration", ubi], mode: .scene, name: "DefaultConfig", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "mihaelamj__cupertino-sample-code__carplay-integrating-carplay-with-your-music-app__CarPlayMusic__Supporting_Files__Info.plist", codes: ["inert-role", ubi], mode: .scene, name: "LoggerSceneConfiguration", sceneClass: "UIWindowScene", delegateClass: "CarPlayMusic.LoggerWindowSceneDelegate", storyboard: nil),
        .init(file: "mihaelamj__cupertino-sample-code__coredata-sharing-core-data-objects-between-icloud-users__CoreDataCloudKitShare__Info.plist", codes: ["no-configurations"], mode: .dependsOnDelegate, name: nil, sceneClass: "UIWindowScene", delegateClass: nil, storyboard: nil),
        .init(file: "mihaelamj__cupertino-sample-code__swiftui-bringing-multiple-windows-to-your-swiftui-app__BookClub__Info.plist", codes: ["no-configurations"], mode: .dependsOnDelegate, name: nil, sceneClass: "UIWindowScene", delegateClass: nil, storyboard: nil),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-add-home-screen-quick-actions__HomeScreenQuickActions__Info.plist", codes: ["ignored-configuration-key", ubi], mode: .scene, name: "Main Scene", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-adding-menus-and-shortcuts-to-the-menu-bar-and-user-interface__Menus__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-building-a-document-browser-based-app__Document_Browser__Info.plist", codes: ["ignored-configuration-key", "multiple-scenes-single-configuration", ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: "$(PRODUCT_MODULE_NAME).BrowserSceneDelegate", storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-detecting-changes-in-the-preferences-window__PreferencesWindowSample__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-selecting-multiple-items-with-a-two-finger-pan-gesture__MultiselectGestureSample__Info.plist", codes: ["multiple-scenes-single-configuration", ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: "MultiselectGestureSample.SceneDelegate", storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-supporting-desktop-class-features-in-your-ipad-app__DesktopClassMarkdownEditor__DesktopClassMarkdownEditor__Info.plist", codes: [], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-synchronizing-documents-in-the-icloud-environment__SimpleiCloudDocument__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-using-swiftui-with-uikit__UseSwiftUIWithUIKit__Info.plist", codes: [], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "nalexn__clean-architecture-swiftui__CountriesSwiftUI__Resources__Info.plist", codes: [ubi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "simonbs__Runestone__Example__Example__Info.plist", codes: [], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "simonbs__Runestone__UITests__Host__Info.plist", codes: [], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
    ]

    @Test func everyCorpusFileHasAnExpectation() throws {
        let files = try TestSupport.corpusFiles()
        #expect(files.count == 27)
        #expect(Set(files) == Set(Self.expectations.map(\.file)))
    }

    @Test(arguments: expectations)
    func corpusFileLoadsLintsAndExplains(_ expected: Expectation) throws {
        let url = TestSupport.corpus.appendingPathComponent(expected.file)
        let result = try InfoPlistLoader.load(contentsOf: url)
        #expect(result.format == .xml)
        #expect(!result.hasErrors)

        let diagnostics = try ManifestLinter.lint(contentsOf: url)
        #expect(TestSupport.codes(diagnostics) == expected.codes.sorted())
        #expect(!diagnostics.contains { $0.severity == .error })
        #expect(diagnostics.allSatisfy { $0.line != nil }, "every finding in an XML plist has a line")

        let explanation = ManifestExplanation(info: result.info)
        #expect(explanation.mode == expected.mode)
        #expect(explanation.name == expected.name)
        #expect(explanation.sceneClass == expected.sceneClass)
        #expect(explanation.delegateClass == expected.delegateClass)
        #expect(explanation.storyboard == expected.storyboard)
    }

    @Test func carPlayRoleOfTheCarPlaySampleIsKeptAndExplained() throws {
        let url = TestSupport.corpus.appendingPathComponent("mihaelamj__cupertino-sample-code__carplay-integrating-carplay-with-your-music-app__CarPlayMusic__Supporting_Files__Info.plist")
        let info = try InfoPlistLoader.load(contentsOf: url).info
        let explanation = ManifestExplanation(info: info, role: SceneSessionRoleKey.carTemplateApplication)
        #expect(explanation.name == "TemplateSceneConfiguration")
        #expect(explanation.sceneClass == "CPTemplateApplicationScene")
        #expect(explanation.delegateClass == "CarPlayMusic.TemplateApplicationSceneDelegate")
        #expect(info.userActivityTypes == ["CustomPlaylistIntent", "INPlayMediaIntent"])
        #expect(info.bundleIdentifier == "$(PRODUCT_BUNDLE_IDENTIFIER)")
    }

    @Test func aShellSceneClassLintFindingPointsAtTheKeyLine() throws {
        let url = TestSupport.corpus.appendingPathComponent("holzschu__a-shell__a-Shell__Info.plist")
        let finding = try #require(try ManifestLinter.lint(contentsOf: url).first { $0.code == "scene-class-not-a-scene" })
        #expect(finding.keyPath == "UIApplicationSceneManifest.UISceneConfigurations.UIWindowSceneSessionRoleApplication[0].UISceneClassName")
        #expect(finding.line == 167)
        #expect(finding.severity == .warning)
    }

    @Test func visionOSPreferredRoleIsRead() throws {
        let url = TestSupport.corpus.appendingPathComponent("getsentry__sentry-cocoa__Samples__visionOS-Swift__App__Configurations__Info.plist")
        let manifest = try #require(try InfoPlistLoader.load(contentsOf: url).info.sceneManifest)
        #expect(manifest.preferredDefaultSceneSessionRole == "UIWindowSceneSessionRoleApplication")
        #expect(manifest.supportsMultipleScenes == true)
        #expect(manifest.configurations.isEmpty)
    }
}
