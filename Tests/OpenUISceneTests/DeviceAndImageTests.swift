import Foundation
import Testing
import OpenUIScene
import OpenUISceneTesting

/// UIDevice, the trait idiom, UIImage's header reading, and UIView's animation entry points.
@MainActor
@Suite struct DeviceAndImageTests {
    @Test func theDeviceIsAPadRunningLinuxWithAStableVendorIdentifier() throws {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .pad)
        #expect(UITraitCollection.current.userInterfaceIdiom == .pad)
        #expect(device.systemName == "Linux")
        #expect(device.systemVersion.first?.isNumber == true, "the kernel release: \(device.systemVersion)")
        #expect(device.batteryLevel == -1 && device.batteryState == .unknown)
        if FileManager.default.fileExists(atPath: "/etc/machine-id") {
            let first = try #require(device.identifierForVendor)
            #expect(device.identifierForVendor == first, "stable across reads")
            #expect(first.uuidString.dropFirst(14).first == "5", "a version-5 layout")
        }
        #expect(UIDevice.uuid(from: "machine|com.example") != UIDevice.uuid(from: "machine|com.other"))
        #expect(UIDevice.uuid(from: "machine|com.example") == UIDevice.uuid(from: "machine|com.example"))
    }

    @Test func imagesReadTheirSizeFromTheHeaderAndRefuseWhatTheyCannotRead() throws {
        // A 3×2 PNG header (signature, IHDR length and type, width, height).
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png += Data([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        let image = try #require(UIImage(data: png))
        #expect(image.size == CGSize(width: 3, height: 2))
        #expect(image.pngData() == png)
        #expect(image.jpegData(compressionQuality: 0.8) == nil, "no re-encoding")
        #expect(UIImage(data: png, scale: 2)?.size == CGSize(width: 1.5, height: 1))
        // A JPEG: SOI, an APP0 segment, then SOF0 with height 5 and width 7.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x0B, 0x08, 0x00, 0x05, 0x00, 0x07, 0x01, 0x01, 0x11, 0x00])
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 7, height: 5))
        #expect(UIImage(data: Data("GIF89a".utf8) + Data([4, 0, 9, 0]))?.size == CGSize(width: 4, height: 9))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(UIImage(systemName: "square.and.pencil")?.systemName == "square.and.pencil")
        #expect(UIImage(systemName: "") == nil)
    }

    @Test func animationsRunAtOnceAndCompleteOnTheNextTurn() async {
        let view = UIView()
        var completions: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }, completion: { completions.append($0) })
        #expect(view.alpha == 0.5, "the change is made at once")
        #expect(completions.isEmpty, "the completion comes after, as UIKit's")
        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.isHidden = true }) { completions.append($0) }
        for _ in 0..<1000 where completions.count < 2 { await Task.yield() }
        #expect(completions == [true, true])
        #expect(view.isHidden)
    }
}
