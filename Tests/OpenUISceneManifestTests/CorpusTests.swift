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

    /// `default-bundle-identifier`: the file says `$(PRODUCT_BUNDLE_IDENTIFIER)` and nothing sets it.
    static let dbi = "default-bundle-identifier"
    static let unknownSetting = "unknown-build-setting"
    static let module = "$(PRODUCT_MODULE_NAME).SceneDelegate"

    static let expectations: [Expectation] = [
        .init(file: "Zeta611__SwiftUI-Fractals__Fractals__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "artemnovichkov__wwdc21-samplecode__Code__SharingCloudKitDataWithOtherICloudUsers__CloudKitShare__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "artemnovichkov__wwdc21-samplecode__Code__ShowcaseAppDataInSpotlight__Tags__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "artemnovichkov__wwdc21-samplecode__Code__SoupChefAcceleratingAppInteractionsWithShortcuts__SoupChef__Resources__Info.plist", codes: ["ignored-configuration-key", dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "artemnovichkov__wwdc21-samplecode__Code__UsingSuggestedSearchesWithASearchController__SuggestedSearch__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "firebase__quickstart-ios__authentication__AuthenticationExample__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "firebase__quickstart-ios__swiftui__PasswordlessSwiftUI__PasswordlessSwiftUI__Info.plist", codes: ["no-configurations", dbi], mode: .dependsOnDelegate, name: nil, sceneClass: "UIWindowScene", delegateClass: nil, storyboard: nil),
        .init(file: "getsentry__sentry-cocoa__Samples__iOS-SwiftUI__App__Configurations__Info.plist", codes: ["no-configurations", dbi], mode: .dependsOnDelegate, name: nil, sceneClass: "UIWindowScene", delegateClass: nil, storyboard: nil),
        .init(file: "getsentry__sentry-cocoa__Samples__iOS-Swift__App__Configurations__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "getsentry__sentry-cocoa__Samples__tvOS-Swift__App__Configurations__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "getsentry__sentry-cocoa__Samples__visionOS-Swift__App__Configurations__Info.plist", codes: ["no-configurations", dbi], mode: .dependsOnDelegate, name: nil, sceneClass: "UIWindowScene", delegateClass: nil, storyboard: nil),
        .init(file: "holzschu__a-shell__a-Shell__Info.plist", codes: ["ignored-configuration-key", "multiple-scenes-single-configuration", "scene-class-not-a-scene", dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "microsoft__fluentui-apple__Demos__FluentUIDemo_iOS__FluentUI.Demo__Info.plist", codes: ["multiple-scenes-single-configuration", dbi, unknownSetting, unknownSetting], mode: .scene, name: "DefaultConfig", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
        .init(file: "mihaelamj__cupertino-sample-code__carplay-integrating-carplay-with-your-music-app__CarPlayMusic__Supporting_Files__Info.plist", codes: ["inert-role", dbi], mode: .scene, name: "LoggerSceneConfiguration", sceneClass: "UIWindowScene", delegateClass: "CarPlayMusic.LoggerWindowSceneDelegate", storyboard: nil),
        .init(file: "mihaelamj__cupertino-sample-code__coredata-sharing-core-data-objects-between-icloud-users__CoreDataCloudKitShare__Info.plist", codes: ["no-configurations"], mode: .dependsOnDelegate, name: nil, sceneClass: "UIWindowScene", delegateClass: nil, storyboard: nil),
        .init(file: "mihaelamj__cupertino-sample-code__swiftui-bringing-multiple-windows-to-your-swiftui-app__BookClub__Info.plist", codes: ["no-configurations"], mode: .dependsOnDelegate, name: nil, sceneClass: "UIWindowScene", delegateClass: nil, storyboard: nil),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-add-home-screen-quick-actions__HomeScreenQuickActions__Info.plist", codes: ["ignored-configuration-key", dbi], mode: .scene, name: "Main Scene", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-adding-menus-and-shortcuts-to-the-menu-bar-and-user-interface__Menus__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-building-a-document-browser-based-app__Document_Browser__Info.plist", codes: ["ignored-configuration-key", "multiple-scenes-single-configuration", dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: "$(PRODUCT_MODULE_NAME).BrowserSceneDelegate", storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-detecting-changes-in-the-preferences-window__PreferencesWindowSample__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-selecting-multiple-items-with-a-two-finger-pan-gesture__MultiselectGestureSample__Info.plist", codes: ["multiple-scenes-single-configuration", dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: "MultiselectGestureSample.SceneDelegate", storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-supporting-desktop-class-features-in-your-ipad-app__DesktopClassMarkdownEditor__DesktopClassMarkdownEditor__Info.plist", codes: [], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-synchronizing-documents-in-the-icloud-environment__SimpleiCloudDocument__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "mihaelamj__cupertino-sample-code__uikit-using-swiftui-with-uikit__UseSwiftUIWithUIKit__Info.plist", codes: [], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: "Main"),
        .init(file: "nalexn__clean-architecture-swiftui__CountriesSwiftUI__Resources__Info.plist", codes: [dbi], mode: .scene, name: "Default Configuration", sceneClass: "UIWindowScene", delegateClass: module, storyboard: nil),
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

    /// Every file loaded as the running app loads it (an executable and module called
    /// `CorpusApp`, no settings file): every build setting but FluentUI's two Xcode-project
    /// settings gets a value, the default bundle id is valid, and class names get the module.
    @Test(arguments: expectations)
    func corpusFileExpandsAsTheAppWould(_ expected: Expectation) throws {
        let url = TestSupport.corpus.appendingPathComponent(expected.file)
        let context = BuildSettingsContext(productName: "CorpusApp", moduleName: "CorpusApp")
        let root = try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
        let expansion = BuildSettingExpansion.expand(root, context: context, infoPlistURL: url, sourcePath: url.path)
        let fluent = expected.file.hasPrefix("microsoft__fluentui")
        #expect(Self.references(in: expansion.root) == (fluent ? ["$(APPCENTER_URL_SCHEME)", "$(BUNDLE_NAME)"] : []))
        #expect(expansion.report.diagnostics.map(\.code) == (fluent ? [Self.unknownSetting, Self.unknownSetting] : []))

        let loaded = try InfoPlistLoader.load(contentsOf: url, buildSettings: context)
        if expected.codes.contains(Self.dbi) {
            #expect(loaded.info.bundleIdentifier == "org.openuiscene.CorpusApp")
        }
        if let identifier = loaded.info.bundleIdentifier {
            #expect(ApplicationIdentifier.isValid(identifier), "\(identifier)")
        }
        let explanation = ManifestExplanation(info: loaded.info)
        #expect(explanation.delegateClass == expected.delegateClass?.replacingOccurrences(of: "$(PRODUCT_MODULE_NAME)", with: "CorpusApp"))
    }

    /// The build-setting references left in a plist's strings, sorted.
    static func references(in value: Any) -> [String] {
        switch value {
        case let string as String: return BuildSettingReference.references(in: string).map(\.text)
        case let array as [Any]: return array.flatMap(references(in:)).sorted()
        case let dictionary as [String: Any]: return dictionary.values.flatMap(references(in:)).sorted()
        default: return []
        }
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
