import Foundation
import SceneMigrate
import Testing

/// The pieces of `scenectl migrate --verify`'s lifecycle audit (AuditVerifier): the checkout it
/// builds against, what it reads from the app, the package it writes, and how it reads the
/// compiler's and the audit's output. The whole run (a real `swift build` of the migrated
/// Examples/LegacyApp and the audit process) is a CI step: scripts/check-migrate-example.
struct AuditVerifierTests {
    let root = MigrateTestSupport.packageRoot

    @Test func theCheckoutIsTheEnvironmentsOrTheOneScenectlWasBuiltIn() throws {
        #expect(try OpenUISceneCheckout.find(environment: ["OPENUISCENE_PACKAGE": root.path], executable: nil).get() == root.standardizedFileURL)
        let built = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/scenectl")
        #expect(try OpenUISceneCheckout.find(environment: [:], executable: built).get() == root.standardizedFileURL)

        let elsewhere = OpenUISceneCheckout.find(environment: [:], executable: URL(fileURLWithPath: "/usr/local/bin/scenectl"))
        #expect(throws: AuditUnavailable.self) { try elsewhere.get() }
        if case .failure(let reason) = elsewhere {
            #expect(reason.description.contains("no OpenUIScene checkout found: this scenectl was not built inside one (/usr/local/bin/scenectl); set OPENUISCENE_PACKAGE"))
        }
        // A folder that is not a checkout (another package's .build, or a wrong variable).
        let notOurs = MigrateTestSupport.fixtures.appendingPathComponent(".build/debug/scenectl")
        #expect(throws: AuditUnavailable.self) { try OpenUISceneCheckout.find(environment: [:], executable: notOurs).get() }
        if case .failure(let reason) = OpenUISceneCheckout.find(environment: ["OPENUISCENE_PACKAGE": "/nowhere"], executable: built) {
            #expect(reason.description.hasPrefix("OPENUISCENE_PACKAGE=/nowhere is not an OpenUIScene checkout"))
        } else {
            Issue.record("a wrong OPENUISCENE_PACKAGE was not refused")
        }
    }

    @Test func theInputsAreTheMigratedAppsDelegateInfoPlistAndSwiftFiles() throws {
        let app = MigrateTestSupport.fixtures.appendingPathComponent("LegacyAppMigrated")
        let inputs = try AuditInputs(folder: app)
        #expect(inputs.appDelegate == "AppDelegate")
        #expect(inputs.infoPlist == "Info.plist")
        #expect(inputs.swiftFiles == ["AppDelegate.swift", "Router.swift", "SceneDelegate.swift", "Services.swift"])
        #expect(inputs.imports.isSuperset(of: ["UIKit", "UserNotifications"]))

        let package = AuditPackage(inputs: inputs, checkout: root)
        #expect(package.manifest.contains(".package(name: \"OpenUIScene\", path: \"\(root.path)\", traits: [.defaults, \"FoundationNetworking\"])"), "iOS code reaches URLSession through import UIKit")
        #expect(package.manifest.contains(".product(name: \"UIKit\", package: \"OpenUIScene\"), .product(name: \"UserNotifications\", package: \"OpenUIScene\"), .product(name: \"OpenUISceneTesting\", package: \"OpenUIScene\")"))
        #expect(!package.manifest.contains("\"Combine\""), "only the products the app imports")
        #expect(inputs.launches == ["url", "userActivity", "quickAction", "notification"], "the example handles every launch")
        #expect(package.main.contains("LifecycleAudit.run(appDelegate: AppDelegate.self, infoPlistURL: URL(fileURLWithPath: \"\(app.path)/Info.plist\"), launches: [.url, .userActivity, .quickAction, .notification])"))

        let work = try MigrateTestSupport.folder([:])
        defer { try? FileManager.default.removeItem(at: work) }
        try package.write(to: work)
        let written = try String(contentsOf: work.appendingPathComponent("Sources/App/AppDelegate.swift"), encoding: .utf8)
        let original = try String(contentsOf: app.appendingPathComponent("AppDelegate.swift"), encoding: .utf8)
        #expect(original.contains("@main"))
        #expect(!written.contains("@main"), "the audit is the entry point")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("Sources/main.swift").path))
    }

    /// An app that declares and handles no URL, activity, quick action or notification is not
    /// audited for those cold launches (it can never get them, so it loses none).
    @Test func launchesTheAppNeitherDeclaresNorHandlesAreLeftOut() throws {
        let app = try MigrateTestSupport.folder([
            "AppDelegate.swift": MigrateTestSupport.appDelegate(""), "Info.plist": MigrateTestSupport.plist,
            "SceneDelegate.swift": "import UIKit\n\nclass SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n",
        ])
        defer { try? FileManager.default.removeItem(at: app) }
        let inputs = try AuditInputs(folder: app)
        #expect(inputs.launches == [])
        #expect(AuditPackage(inputs: inputs, checkout: root).main.contains("launches: [])"))
    }

    /// A framework host app's delegates import the framework, which does not build here: the audit
    /// does not apply, as for an Objective-C app, instead of failing the run (it did before).
    @Test func aFrameworkHostAppIsNotApplicableNotABuildFailure() throws {
        let app = try MigrateTestSupport.folder([
            "AppDelegate.swift": "import UIKit\nimport React\n\n@main\nclass AppDelegate: RCTAppDelegate {}\n", "Info.plist": MigrateTestSupport.plist,
        ])
        defer { try? FileManager.default.removeItem(at: app) }
        let verifier = AuditVerifier(checkout: .failure(AuditUnavailable("no checkout")))
        #expect(verifier.verify(folder: app, plan: MigrationPlan()) == .notApplicable(
            "the app's delegates import React (React Native), a framework that does not build on the simulated device; the doctor and the second run checked it"))
    }

    @Test func aFolderWithoutAnAppDelegateOrInfoPlistSaysWhatIsMissing() throws {
        let none = try MigrateTestSupport.folder(["View.swift": "import UIKit\nfinal class V: UIView {}\n"])
        defer { try? FileManager.default.removeItem(at: none) }
        #expect(throws: AuditUnavailable("no class conforming to UIApplicationDelegate in the Swift files of \(none.path): nothing to audit")) { try AuditInputs(folder: none) }
        let noPlist = try MigrateTestSupport.folder(["AppDelegate.swift": "import UIKit\n@main final class AppDelegate: UIResponder, UIApplicationDelegate {}\n"])
        defer { try? FileManager.default.removeItem(at: noPlist) }
        #expect(performing: { try AuditInputs(folder: noPlist) }, throws: { ($0 as? AuditUnavailable)?.description.hasPrefix("no application Info.plist file in") == true })
    }

    @Test func onlyTheEntryPointAttributeIsRemovedNotLookalikes() {
        let source = """
        // @main is the entry point
        let note = "@main"
        @MainActor @main
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        @UIApplicationMain class Old: UIResponder, UIApplicationDelegate {}
        @mainly struct S {}

        """
        #expect(AuditPackage.withoutEntryPoint(source) == """
        // @main is the entry point
        let note = "@main"
        @MainActor 
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
         class Old: UIResponder, UIApplicationDelegate {}
        @mainly struct S {}

        """)
    }

    @Test func theFirstCompilerErrorsAreKeptOnceEach() {
        let output = """
        Building for debugging...
        /tmp/x/Sources/App/AppDelegate.swift:4:9: error: cannot find 'FirebaseApp' in scope
        /tmp/x/Sources/App/AppDelegate.swift:4:9: error: cannot find 'FirebaseApp' in scope
        /tmp/x/Sources/App/AppDelegate.swift:9:3: warning: unused
        /tmp/x/Sources/App/Views.swift:1:8: error: no such module 'SnapKit'
        """
        #expect(AuditPackage.compilerErrors(in: output, limit: 5) == [
            "/tmp/x/Sources/App/AppDelegate.swift:4:9: error: cannot find 'FirebaseApp' in scope",
            "/tmp/x/Sources/App/Views.swift:1:8: error: no such module 'SnapKit'",
        ])
        #expect(AuditPackage.compilerErrors(in: output, limit: 1).count == 1)
    }

    @Test func theReportLineIsReadAndAnythingElseIsNot() {
        let line = AuditPackage.reportPrefix + #"{"problems":[{"message":"lost","rule":"url-lost-at-cold-launch","scenario":"cold launch by URL"}],"scenarios":["launch","cold launch by URL"]}"#
        #expect(AuditReportLine.parse("log line\n" + line + "\n") == AuditReportLine(scenarios: ["launch", "cold launch by URL"], problems: [.init(rule: "url-lost-at-cold-launch", scenario: "cold launch by URL", message: "lost")]))
        #expect(AuditReportLine.parse("Fatal error: crashed\n") == nil)
        #expect(AuditReportLine.parse(AuditPackage.reportPrefix + "{not json") == nil)
    }
}

/// What `--verify` counts as the code the tool wrote (the doctor's findings there fail the
/// verification; elsewhere they are listed as pre-existing).
struct WrittenCodeTests {
    @Test func theWrittenLinesAreTheInsertedOnesAndEveryLineOfANewFile() throws {
        let change = FileChange(path: "AppDelegate.swift", old: Data("a\nb\nc\nd\n".utf8), new: Data("a\nB\nc\nnew\nd\n".utf8))
        #expect(UnifiedDiff.writtenLines(change) == [2, 4])
        let new = FileChange(path: "SceneDelegate.swift", old: nil, new: Data("x\ny\n".utf8))
        #expect(UnifiedDiff.writtenLines(new) == [1, 2])

        let plan = try Migrator.plan(folder: MigrateTestSupport.packageRoot.appendingPathComponent("Examples/LegacyApp"))
        let written = WrittenCode(plan: plan)
        #expect(written.wrote(path: "SceneDelegate.swift", line: 1))
        let services = try #require(plan.changes.first { $0.path == "Services.swift" })
        let text = String(decoding: services.new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let rewritten = try #require(text.firstIndex { $0.contains("UIApplication.shared.sceneKeyWindow?.rootViewController?.title") })
        #expect(written.wrote(path: "Services.swift", line: rewritten + 1))
        let untouched = try #require(text.firstIndex { $0.contains("enum Composer") })
        #expect(!written.wrote(path: "Services.swift", line: untouched + 1))
    }

    @Test func verificationListsPreexistingFindingsWithoutFailing() {
        struct Fixed: MigrationVerifier {
            var outcome: VerificationOutcome
            var name: String { "fixed" }
            func verify(folder: URL, plan: MigrationPlan) -> VerificationOutcome { outcome }
        }
        let noted = MigrationVerification.run([Fixed(outcome: .passedNoting("nothing in the written code", ["Router.swift:3: old"]))], folder: URL(fileURLWithPath: "/"), plan: MigrationPlan())
        #expect(noted.passed)
        #expect(noted.lines == ["verify: fixed: passed (nothing in the written code)", "  pre-existing: Router.swift:3: old"])
        let failed = MigrationVerification.run([Fixed(outcome: .failed(["x"])), Fixed(outcome: .passed("y"))], folder: URL(fileURLWithPath: "/"), plan: MigrationPlan())
        #expect(!failed.passed)
    }
}
