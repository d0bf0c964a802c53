import Foundation
import Testing
@testable import UniformTypeIdentifiers

struct UTTypeTests {
    @Test func systemTypesConformAsApplesDo() {
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .data))
        #expect(UTType.utf8PlainText.conforms(to: .content))
        #expect(UTType.png.conforms(to: .image) && !UTType.png.conforms(to: .text))
        #expect(UTType.pdf.conforms(to: .compositeContent))
        #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
        #expect(UTType.text.isSupertype(of: .json) && UTType.json.isSubtype(of: .text) && !UTType.json.isSubtype(of: .json))
        #expect(UTType.png.supertypes == [.image, .data, .content, .item])
        #expect(UTType("public.png") == .png)
        #expect(UTType("public.nothing") == nil)
        #expect(UTType.plainText.isPublic && UTType.plainText.isSystemDeclared && !UTType.pdf.isPublic)
    }

    @Test func tagsFindDeclaredTypes() {
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.png.tags[.filenameExtension] == ["png"])
    }

    @Test func unknownTagsGiveStableDynamicTypesWithTheDesktopsMIMEType() throws {
        let odt = try #require(UTType(filenameExtension: "odt-test-\(#line)"))
        #expect(odt.isDynamic && !odt.isDeclared)
        #expect(odt.identifier.hasPrefix("dyn."))
        #expect(odt.conforms(to: .data))
        #expect(UTType(filenameExtension: odt.preferredFilenameExtension!) == odt, "the same tag gives the same type")
        let globs = SharedMimeInfoProbe.parse("""
            # comment
            50:application/vnd.oasis.opendocument.text:*.odt
            80:text/x-special:*.ODT
            10:application/x-weak:*.odt
            50:text/x-bracket:*.[ch]
            """)
        #expect(globs.mime("odt") == "text/x-special", "the highest weight wins; extensions compare without case")
        #expect(globs.mime("c") == nil, "only plain *.ext globs")
        #expect(globs.extensions("application/vnd.oasis.opendocument.text") == ["odt"])
    }

    @Test func appDeclaredTypesJoinTheSystemsAndEncodeAsTheirIdentifier() throws {
        let note = UTType(exportedAs: "org.openuiscene.notes.note", conformingTo: .json)
        #expect(note.conforms(to: .text))
        #expect(UTType("org.openuiscene.notes.note") == note)
        #expect(UTType(importedAs: "public.png") == .png, "an imported type that is declared is that type")
        let data = try JSONEncoder().encode([UTType.png, note])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","org.openuiscene.notes.note"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, note])
    }
}

/// The shared-mime-info parser, through the module's internals.
enum SharedMimeInfoProbe {
    struct Parsed {
        let info: SharedMimeInfo
        func mime(_ ext: String) -> String? { info.mimeType(forExtension: ext) }
        func extensions(_ mime: String) -> [String] { info.extensions(forMIMEType: mime) }
    }
    static func parse(_ text: String) -> Parsed { Parsed(info: SharedMimeInfo(text: text)) }
}
