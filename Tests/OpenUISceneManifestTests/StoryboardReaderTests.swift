import Foundation
import Testing
@testable import OpenUISceneManifest

struct StoryboardReaderTests {
    static func storyboard(initial: String? = "BYZ-38-t0r", controller: String) -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
                <scenes>
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            \(controller)
                            <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
    }

    @Test func customClassWithTargetModuleProvider() throws {
        let xml = Self.storyboard(controller: #"<viewController id="BYZ-38-t0r" customClass="ViewController" customModule="MyApp" customModuleProvider="target" sceneMemberID="viewController"><view key="view" id="8bC-Xf-vdC"/></viewController>"#)
        let initial = try StoryboardReader.initialViewController(xml: xml)
        #expect(initial == StoryboardInitialViewController(id: "BYZ-38-t0r", elementName: "viewController", customClass: "ViewController", customModule: "MyApp", customModuleProvider: "target"))
        #expect(initial.className(targetModule: "Other") == "MyApp.ViewController")
    }

    @Test func targetModuleProviderWithoutCustomModuleUsesTheAppModule() throws {
        let xml = Self.storyboard(controller: #"<viewController id="BYZ-38-t0r" customClass="ViewController" customModuleProvider="target" sceneMemberID="viewController"/>"#)
        let initial = try StoryboardReader.initialViewController(xml: xml)
        #expect(initial.customModule == nil)
        #expect(initial.module(targetModule: "MyApp") == "MyApp")
        #expect(initial.className(targetModule: "MyApp") == "MyApp.ViewController")
    }

    @Test func objectiveCClassHasNoModule() throws {
        let xml = Self.storyboard(controller: #"<tableViewController id="BYZ-38-t0r" customClass="ListController" sceneMemberID="viewController"/>"#)
        let initial = try StoryboardReader.initialViewController(xml: xml)
        #expect(initial.elementName == "tableViewController")
        #expect(initial.className(targetModule: "MyApp") == "ListController")
    }

    @Test func plainUIKitControllerWithoutCustomClass() throws {
        let xml = Self.storyboard(initial: "nav-1", controller: #"<navigationController id="nav-1" storyboardIdentifier="Root" sceneMemberID="viewController"/>"#)
        let initial = try StoryboardReader.initialViewController(xml: xml)
        #expect(initial.customClass == nil)
        #expect(initial.storyboardIdentifier == "Root")
        #expect(initial.className(targetModule: "MyApp") == "UINavigationController")
    }

    @Test func noInitialViewControllerIsAClearError() {
        let xml = Self.storyboard(initial: nil, controller: #"<viewController id="A" sceneMemberID="viewController"/>"#)
        #expect(throws: StoryboardReadError.noInitialViewController(path: "Main.storyboard")) {
            try StoryboardReader.initialViewController(xml: xml, sourcePath: "Main.storyboard")
        }
        #expect(StoryboardReadError.noInitialViewController(path: "Main.storyboard").description.contains("Is Initial View Controller"))
    }

    @Test func initialIdThatNamesNoElement() {
        let xml = Self.storyboard(initial: "missing", controller: #"<viewController id="A" sceneMemberID="viewController"/>"#)
        #expect(throws: StoryboardReadError.initialViewControllerNotFound(path: nil, id: "missing")) {
            try StoryboardReader.initialViewController(xml: xml)
        }
    }

    @Test func notAStoryboard() {
        #expect(throws: StoryboardReadError.notAStoryboard(path: nil, rootElement: "plist")) {
            try StoryboardReader.initialViewController(xml: "<plist><dict/></plist>")
        }
    }

    @Test func malformedXML() {
        do {
            _ = try StoryboardReader.initialViewController(xml: "<document initialViewController=\"A\"><scenes>", sourcePath: "Bad.storyboard")
            Issue.record("expected an error")
        } catch {
            guard case .malformedXML(let path, _, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(path == "Bad.storyboard")
        }
        #expect(throws: StoryboardReadError.self) { try StoryboardReader.initialViewController(xml: "") }
    }

    @Test func readsAFileAndReportsAMissingOne() throws {
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("Main.storyboard")
        try Self.storyboard(controller: #"<viewController id="BYZ-38-t0r" customClass="VC" customModule="M" sceneMemberID="viewController"/>"#).write(to: url, atomically: true, encoding: .utf8)
        #expect(try StoryboardReader.initialViewController(contentsOf: url).className(targetModule: nil) == "M.VC")
        let missing = directory.appendingPathComponent("Nope.storyboard")
        #expect(throws: StoryboardReadError.unreadable(path: missing.path, reason: "no such file")) {
            try StoryboardReader.initialViewController(contentsOf: missing)
        }
    }
}
