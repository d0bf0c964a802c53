import Foundation
#if canImport(FoundationXML)
import FoundationXML  // only for the differential test's reference reader
#endif
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

    // MARK: - The scanner (no FoundationXML in the runtime module)

    /// "line: reason" of a storyboard that is not well-formed, else what was read.
    static func malformation(_ xml: String) -> String {
        do {
            return "read \(try StoryboardReader.initialViewController(xml: xml))"
        } catch {
            guard case .malformedXML(_, let line, let reason) = error else { return "\(error)" }
            return "\(line): \(reason)"
        }
    }

    @Test func scannerReportsElementsInDocumentOrder() throws {
        var events: [String] = []
        try StoryboardXMLScanner.scan(Data("<a x=\"1\" y='2'><b/>text<c z=\"&lt;&#x41;&#66;&gt;\"></c ></a>".utf8), start: { name, attributes in
            events.append("<\(name)" + attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\($0.value)" }.joined() + ">")
        }, end: { events.append("</\($0)>") })
        #expect(events == ["<a x=1 y=2>", "<b>", "</b>", "<c z=<AB>>", "</c>", "</a>"])
    }

    @Test func referencesInAttributesAreDecoded() throws {
        let xml = Self.storyboard(initial: "BYZ&#x2D;38", controller: #"<viewController id="BYZ-38" customClass="&#86;iew&#x43;ontroller" customModule="My&#x41;pp" customModuleProvider="tar&#103;et" storyboardIdentifier="a&amp;b &lt;&gt;&quot;&apos;" sceneMemberID="viewController"/>"#)
        let initial = try StoryboardReader.initialViewController(xml: xml)
        #expect(initial == StoryboardInitialViewController(id: "BYZ-38", elementName: "viewController", customClass: "ViewController", customModule: "MyApp", customModuleProvider: "target", storyboardIdentifier: #"a&b <>"'"#))
    }

    @Test func singleQuotedAttributesAndWhitespaceAroundEquals() throws {
        let xml = Self.storyboard(controller: "<viewController\n id = 'BYZ-38-t0r'\tcustomClass='Say \"Hi\"'\n customModule\n=\n\"M\"/>")
        let initial = try StoryboardReader.initialViewController(xml: xml)
        #expect(initial.customClass == #"Say "Hi""#)
        #expect(initial.customModule == "M")
    }

    @Test func literalWhitespaceInAValueBecomesSpacesAsInXMLParser() throws {
        let xml = Self.storyboard(controller: "<viewController id=\"BYZ-38-t0r\" storyboardIdentifier=\"a\tb\r\nc&#10;d\"/>")
        #expect(try StoryboardReader.initialViewController(xml: xml).storyboardIdentifier == "a b c\nd")
    }

    @Test func commentsInstructionsCDATAAndDoctypeAreSkipped() throws {
        let xml = """
            \u{FEFF}<?xml version='1.0' encoding="utf-8" standalone="yes"?>\r
            <!DOCTYPE document [\r
              <!-- ] and > inside a comment of the internal subset -->\r
              <!ENTITY fake "<viewController id='BYZ-38-t0r' customClass='FromEntity'/>">\r
              <?pi > ?>\r
            ]>\r
            <!-- <document initialViewController="Comment"> -->\r
            <?editor version="1"?>\r
            <document initialViewController="BYZ-38-t0r"><scenes><scene><objects>\r
                <!-- <viewController id="BYZ-38-t0r" customClass="FromComment"/> -->\r
                <object id="x"><![CDATA[ <viewController id="BYZ-38-t0r" customClass="FromCDATA"/> ]]></object>\r
                <?pi <viewController id="BYZ-38-t0r" customClass="FromPI"/> ?>\r
                <viewController id="BYZ-38-t0r" customClass="Real">text &amp; &#169; > </viewController>\r
                <viewController id="BYZ-38-t0r" customClass="Second"/>\r
            </objects></scene></scenes></document>\r
            <!-- after the root --> <?after?>\r

            """
        #expect(try StoryboardReader.initialViewController(xml: xml).customClass == "Real")
    }

    @Test func anEntityDeclaredInTheDoctypeIsNeverExpanded() {
        let xml = """
            <!DOCTYPE document [<!ENTITY vc "Evil"><!ENTITY lol "&vc;&vc;&vc;&vc;&vc;&vc;&vc;&vc;">]>
            <document initialViewController="A"><viewController id="A" customClass="&lol;"/></document>
            """
        #expect(Self.malformation(xml) == "2: unknown entity &lol;")
    }

    @Test func mismatchedEndTagNamesItsLine() {
        #expect(Self.malformation(Self.storyboard(controller: #"<viewController id="BYZ-38-t0r"></view>"#)) == "6: end tag </view> does not match <viewController>")
        let xml = "<?xml version=\"1.0\"?>\n<document initialViewController=\"A\">\n  <scenes>\n    <scene>\n      <objects/>\n  </scenes>\n</document>\n"
        #expect(Self.malformation(xml) == "6: end tag </scenes> does not match <scene>")
        #expect(Self.malformation("<document>\r\n<a>\r<b>\r\n</a></document>") == "4: end tag </a> does not match <b>")
    }

    @Test(arguments: [
        (#"<viewController id="BYZ-38-t0r" customClass="A&foo;B"/>"#, "unknown entity &foo;"),
        (#"<viewController id="BYZ-38-t0r" id="other"/>"#, "duplicate attribute id"),
        (#"<viewController id=BYZ-38-t0r/>"#, "unquoted attribute value"),
        (#"<viewController id="BYZ-38-t0r" customClass="A<B"/>"#, "< in an attribute value (write &lt;)"),
        (#"<viewController id="BYZ-38-t0r"customClass="A"/>"#, "expected whitespace between the attributes of <viewController>"),
        (#"<viewController id="BYZ-38-t0r" customClass/>"#, "expected = after attribute customClass"),
        (#"<viewController id="BYZ-38-t0r" customClass="&#0;"/>"#, "invalid character reference &#0;"),
        (#"<viewController id="BYZ-38-t0r" customClass="&#xD800;"/>"#, "invalid character reference &#xD800;"),
        (#"<viewController id="BYZ-38-t0r">Tom & Jerry</viewController>"#, "& not followed by a reference (write &amp;)"),
        (#"<viewController id="BYZ-38-t0r">1 < 2</viewController>"#, "stray < (write &lt;)"),
        (#"<viewController id="BYZ-38-t0r">a ]]> b</viewController>"#, "]]> in text"),
        (#"<viewController id="BYZ-38-t0r"><!-- a -- b --></viewController>"#, "-- inside a comment"),
        (#"<viewController id="BYZ-38-t0r"><?xml version="1.0"?></viewController>"#, "a misplaced XML declaration or reserved <?xml"),
        (#"<viewController id="BYZ-38-t0r"><!ENTITY x "y"></viewController>"#, "unknown markup <!"),
        (#"<viewController id="BYZ-38-t0r"><!DOCTYPE x></viewController>"#, "a misplaced <!DOCTYPE>"),
        (#"<viewController id="BYZ-38-t0r"><1a/></viewController>"#, "stray < (write &lt;)"),
    ])
    func malformedControllerLineNamesTheReason(controller: String, reason: String) {
        #expect(Self.malformation(Self.storyboard(controller: controller)) == "6: \(reason)")
    }

    @Test func malformedOutsideTheRootAndAtTheEnd() {
        let xml = Self.storyboard(controller: #"<viewController id="BYZ-38-t0r"/>"#)
        #expect(Self.malformation(xml + "\ntrailing") == "12: text after the root element")
        #expect(Self.malformation(xml + "\n<document/>") == "12: a second root element <document> after </document>")
        #expect(Self.malformation(xml + "\n<![CDATA[x]]>") == "12: CDATA outside the root element")
        #expect(Self.malformation(xml + "\n\n<!-- unterminated") == "13: unterminated comment")
        #expect(Self.malformation("x" + xml) == "1: text before the root element")
        #expect(Self.malformation(" " + xml) == "1: a misplaced XML declaration or reserved <?xml")
        #expect(Self.malformation(xml.replacingOccurrences(of: "</document>", with: "")) == "11: the document ends before </document>")
        #expect(Self.malformation(#"<?xml version="1.0" encoding="UTF-16"?><document/>"#) == "1: unsupported encoding UTF-16 (a storyboard is UTF-8)")
        #expect(Self.malformation(#"<?xml encoding="UTF-8" version="1.0"?><document/>"#) == "1: a malformed XML declaration")
        #expect(Self.malformation("<?xml version=\"1.0\"?>\n<!-- only a comment -->\n") == "3: no root element")
        #expect(Self.malformation("") == "1: no root element")
        // Nothing but whitespace, comments and instructions may follow the root.
        #expect(Self.malformation(xml + "\n<!-- c --> <?pi x?>\n\t\n").hasPrefix("read "))
    }

    @Test func aMalformedDocumentIsAnErrorEvenAfterTheControllerWasFound() {
        let xml = Self.storyboard(controller: #"<viewController id="BYZ-38-t0r" customClass="VC"/>"#)
            .replacingOccurrences(of: "</scenes>", with: "</scenes><oops a=\"1\" a=\"2\"/>")
        #expect(Self.malformation(xml) == "10: duplicate attribute a")
    }

    @Test func aWrongRootIsNotAStoryboardEvenWhenTheRestIsMalformed() {
        #expect(throws: StoryboardReadError.notAStoryboard(path: "x", rootElement: "plist")) {
            try StoryboardReader.initialViewController(xml: "<plist><dict></plist>", sourcePath: "x")
        }
    }

    @Test func hostileNestingNeitherOverflowsTheStackNorFails() throws {
        let depth = 100_000
        let open = String(repeating: "<view>", count: depth)
        let xml = "<document initialViewController=\"deep\">" + open + "<viewController id=\"deep\" customClass=\"Deep\"/>"
        #expect(try StoryboardReader.initialViewController(xml: xml + String(repeating: "</view>", count: depth) + "</document>").customClass == "Deep")
        #expect(Self.malformation(xml) == "1: the document ends before </view>")
        #expect(Self.malformation("<document>" + String(repeating: "<!-- x --><a>", count: depth)) == "1: the document ends before </a>")
    }

    // MARK: - Differential: the scanner against Foundation's XMLParser (libxml2)

    #if canImport(FoundationXML) || canImport(Darwin)
    /// A storyboard as Xcode writes it: several scenes, a navigation controller as the initial one,
    /// references in text and values, non-ASCII text, constraints and resources.
    static let xcodeStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Nav-1a-xyz">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>
                <!--Notes-->
                <scene sceneID="tne-QT-ifu">
                    <objects>
                        <tableViewController title="Notes" id="BYZ-38-t0r" customClass="NotesViewController" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" id="8bC-Xf-vdC">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <prototypes>
                                    <tableViewCell contentMode="scaleToFill" reuseIdentifier="Note" textLabel="Lbl-1" style="IBUITableViewCellStyleDefault" id="Cel-1a-2bc">
                                        <label opaque="NO" text="Title &amp; “quotes” — é&#10;second line" lineBreakMode="tailTruncation" id="Lbl-1">
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <nil key="textColor"/>
                                        </label>
                                        <connections>
                                            <segue destination="Det-9z-001" kind="show" identifier="showDetail" id="Seg-1a-2bc"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" title="Notes" id="NvI-1a-2bc"/>
                        </tableViewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="1047" y="-2"/>
                </scene>
                <!--Detail View Controller-->
                <scene sceneID="Det-sc-001">
                    <objects>
                        <viewController storyboardIdentifier="Detail" id="Det-9z-001" customClass="DetailViewController" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Det-vw-001">
                                <subviews>
                                    <textView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="Txt-vw-001">
                                        <string key="text">Lorem &lt;ipsum&gt;, 5 &gt; 3 and ]] is fine; &#x1F600;.</string>
                                    </textView>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="Saf-ar-001"/>
                                <constraints>
                                    <constraint firstItem="Saf-ar-001" firstAttribute="trailing" secondItem="Txt-vw-001" secondAttribute="trailing" constant="16" id="Con-st-002"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
                <!--Navigation Controller-->
                <scene sceneID="Nav-sc-001">
                    <objects>
                        <navigationController id="Nav-1a-xyz" customClass="RootNavigationController" customModule="Notes" customModuleProvider="target" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-br-001">
                                <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            </navigationBar>
                            <connections>
                                <segue destination="BYZ-38-t0r" kind="relationship" relationship="rootViewController" id="Rel-1a-001"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """

    /// Every `.storyboard` under Tests/ and Examples/, as (name, bytes).
    static func storyboardFiles() -> [(String, Data)] {
        ["Tests", "Examples"].flatMap { folder -> [(String, Data)] in
            let root = TestSupport.packageRoot.appendingPathComponent(folder)
            guard let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
            return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "storyboard" }
                .compactMap { url in (try? Data(contentsOf: url)).map { (url.path, $0) } }
        }
    }

    /// Rewrites of a well-formed storyboard that must read the same: CRLF, a byte order mark,
    /// single quotes, whitespace around `=`, references for the custom class, comments and PIs.
    static func variants(_ xml: String) -> [String] {
        [
            xml,
            xml.replacingOccurrences(of: "\n", with: "\r\n"),
            "\u{FEFF}" + xml,
            xml.contains("'") ? xml : xml.replacingOccurrences(of: "\"", with: "'"),
            xml.replacingOccurrences(of: "\" ", with: "\"\n\t ").replacingOccurrences(of: "=\"", with: " =\r\n \""),
            xml.replacingOccurrences(of: "customClass=\"", with: "customClass=\"&#x5F;&amp;&lt;&gt;&quot;&apos;&#233;"),
            xml.replacingOccurrences(of: "<objects>", with: "<objects><!-- <viewController id=\"BYZ-38-t0r\"/> --><?pi x?>"),
            xml.replacingOccurrences(of: "initialViewController=\"", with: "initialViewController=\"nope-"),
            xml.replacingOccurrences(of: "<document", with: "<documents").replacingOccurrences(of: "</document>", with: "</documents>"),
        ]
    }

    /// One disagreement with XMLParser, described, or `nil`. When libxml2 reads the document cleanly
    /// the result must be the same; when it reports any error the scanner must reject it too (as
    /// malformed, or as not a storyboard when the root is not `<document>`). The scanner may be
    /// stricter only where XMLParser is lenient: libxml2 recovers from some errors and `parse()`
    /// returns `true` for several malformed documents, so "clean" means no error at all.
    static func disagreement(_ xml: Data) -> String? {
        let (expected, clean) = FoundationStoryboardReader.read(xml)
        let actual: Result<StoryboardInitialViewController, StoryboardReadError>
        do { actual = .success(try StoryboardReader.initialViewController(xml: xml)) } catch { actual = .failure(error) }
        switch (clean, expected, actual) {
        case (true, .success(let a), .success(let b)) where a == b: return nil
        case (true, .failure(let a), .failure(let b)) where a == b: return nil
        case (false, _, .failure(.malformedXML)), (false, _, .failure(.notAStoryboard)): return nil
        // Deliberate: the scanner reads UTF-8 only, so it rejects any other declared encoding
        // (libxml2 transcodes, and lets some unknown names through).
        case (true, _, .failure(.malformedXML(_, _, let reason))) where reason.hasPrefix("unsupported encoding"): return nil
        default: return "XMLParser (clean: \(clean)): \(expected)\nscanner: \(actual)\nfor: \(String(decoding: xml, as: UTF8.self).debugDescription)"
        }
    }

    @Test func sameResultAsXMLParserForStoryboardsAndTheirVariants() {
        var documents = Self.storyboardFiles().map(\.1)
        let generated = [
            Self.xcodeStoryboard,
            Self.storyboard(controller: #"<viewController id="BYZ-38-t0r" customClass="ViewController" customModule="MyApp" customModuleProvider="target" sceneMemberID="viewController"><view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC"/></viewController>"#),
            Self.storyboard(initial: "nav-1", controller: #"<navigationController id="nav-1" storyboardIdentifier="Root" sceneMemberID="viewController"/>"#),
            Self.storyboard(initial: nil, controller: #"<viewController id="A"/>"#),
        ]
        documents += generated.flatMap(Self.variants).map { Data($0.utf8) }
        let disagreements = documents.compactMap(Self.disagreement)
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(documents.count): \(disagreements.prefix(3).joined(separator: "\n\n"))")
        #expect(documents.count >= 36)
    }

    /// Every deletion of one byte, every truncation, and insertions of markup characters at every
    /// offset of a small storyboard: the scanner accepts no document libxml2 rejects, and reads
    /// every document libxml2 reads cleanly the same way.
    @Test func sameVerdictAsXMLParserForMutatedStoryboards() {
        let bytes = Array(Self.storyboard(controller: #"<viewController id="BYZ-38-t0r" customClass="A&amp;B" customModule='M'><view key="view" id="8bC"/><!-- c --></viewController>"#).utf8)
        var documents: [[UInt8]] = []
        for offset in bytes.indices {
            documents.append(Array(bytes[..<offset]))
            var deleted = bytes
            deleted.remove(at: offset)
            documents.append(deleted)
            for insertion in ["<", "&", "\"", "'", ">", "/", "=", " ", "?", "]]>", "<!--", "--", "<a>", "</a>"] {
                var inserted = bytes
                inserted.insert(contentsOf: insertion.utf8, at: offset)
                documents.append(inserted)
            }
        }
        let disagreements = documents.compactMap { Self.disagreement(Data($0)) }
        #expect(disagreements.isEmpty, "\(disagreements.count) of \(documents.count): \(disagreements.prefix(3).joined(separator: "\n\n"))")
    }
    #endif
}

#if canImport(FoundationXML) || canImport(Darwin)
/// The reader as it was before `StoryboardXMLScanner`: Foundation's `XMLParser`, kept only as the
/// reference of the differential tests (the runtime module must not link FoundationXML).
/// Never give it a DTD with `<!ATTLIST … #IMPLIED>`: XMLParser on Linux crashes on one.
enum FoundationStoryboardReader {
    /// The old reader's result, and whether libxml2 reported no error at all.
    static func read(_ xml: Data) -> (Result<StoryboardInitialViewController, StoryboardReadError>, clean: Bool) {
        let collector = Collector()
        let parser = XMLParser(data: xml)
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        let ok = parser.parse()
        let clean = ok && parser.parserError == nil && collector.rootClosed
        if let rootElement = collector.rootElement, rootElement != "document" {
            return (.failure(.notAStoryboard(path: nil, rootElement: rootElement)), clean)
        }
        guard ok, collector.rootElement != nil, collector.rootClosed else {
            return (.failure(.malformedXML(path: nil, line: max(1, parser.lineNumber), reason: "XMLParser")), clean)
        }
        guard let id = collector.initialID, !id.isEmpty else { return (.failure(.noInitialViewController(path: nil)), clean) }
        guard let found = collector.found else { return (.failure(.initialViewControllerNotFound(path: nil, id: id)), clean) }
        return (.success(found), clean)
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var rootElement: String?
        var initialID: String?
        var found: StoryboardInitialViewController?
        var depth = 0
        var rootClosed = false

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            depth -= 1
            if depth == 0 { rootClosed = true }
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes: [String: String] = [:]) {
            depth += 1
            if rootElement == nil {
                rootElement = elementName
                if elementName == "document" { initialID = attributes["initialViewController"] }
                return
            }
            guard found == nil, let initialID, attributes["id"] == initialID else { return }
            found = StoryboardInitialViewController(
                id: initialID, elementName: elementName,
                customClass: attributes["customClass"], customModule: attributes["customModule"],
                customModuleProvider: attributes["customModuleProvider"],
                storyboardIdentifier: attributes["storyboardIdentifier"])
        }
    }
}
#endif

/// `StoryboardReader.viewController(withIdentifier:)`: what `instantiateViewController(withIdentifier:)` reads.
struct StoryboardIdentifierTests {
    static let twoControllers = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document initialViewController="A">
        <scenes>
            <scene sceneID="s1"><objects>
                <viewController id="A" customClass="Home" customModule="App"/>
            </objects></scene>
            <!-- <viewController id="C" storyboardIdentifier="Detail" customClass="Decoy"/> -->
            <scene sceneID="s2"><objects>
                <tableViewController storyboardIdentifier="Detail" id="B" customClass="DetailViewController" customModuleProvider="target"/>
            </objects></scene>
        </scenes>
    </document>
    """

    @Test func aControllerIsFoundByItsStoryboardIdentifier() throws {
        let found = try StoryboardReader.viewController(withIdentifier: "Detail", xml: Data(Self.twoControllers.utf8))
        #expect(found.id == "B")
        #expect(found.elementName == "tableViewController")
        #expect(found.storyboardIdentifier == "Detail")
        #expect(found.className(targetModule: "App") == "App.DetailViewController")
    }

    @Test func anUnknownStoryboardIdentifierNamesTheFileAndTheIdentifier() {
        #expect(throws: StoryboardReadError.identifierNotFound(path: "Main.storyboard", identifier: "Home")) {
            // "Home" is a class, not a Storyboard ID.
            try StoryboardReader.viewController(withIdentifier: "Home", xml: Data(Self.twoControllers.utf8), sourcePath: "Main.storyboard")
        }
        let message = StoryboardReadError.identifierNotFound(path: "Main.storyboard", identifier: "Home").description
        #expect(message.contains("Main.storyboard") && message.contains("\"Home\"") && message.contains("Storyboard ID"))
        #expect(throws: StoryboardReadError.self) {
            try StoryboardReader.viewController(withIdentifier: "Detail", xml: Data("<document><scenes></document>".utf8))
        }
    }
}
