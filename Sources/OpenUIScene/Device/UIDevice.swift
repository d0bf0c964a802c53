import Foundation

/// The kind of device the interface is designed for.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}

/// The device's orientation.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// The device, as UIKit's `UIDevice.current`.
///
/// **Choices:** the idiom is `.pad`: a desktop with resizable windows behaves like iPadOS with
/// multiple windows, and apps use the idiom to choose their multi-window and split-view layouts.
/// `systemName` is "Linux" and `systemVersion` the kernel's release (apps that compare it with
/// iOS versions should test `#available` instead). `identifierForVendor` is a UUID derived from
/// the machine's id (`/etc/machine-id`) and the app's vendor (its bundle identifier without the
/// last component): the same for one vendor's apps on one machine, different across machines and
/// vendors, never written anywhere. There is no battery information (-1, `.unknown`).
@preconcurrency @MainActor
open class UIDevice: NSObject {
    public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

    public static let current = UIDevice()

    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }
    open var systemName: String { "Linux" }
    open var systemVersion: String {
        var info = utsname()
        guard uname(&info) == 0 else { return "" }
        return withUnsafeBytes(of: &info.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    }
    open var model: String { "Linux" }
    open var localizedModel: String { "Linux" }
    /// The host name, as UIKit's `name` was the device's name.
    open var name: String { ProcessInfo.processInfo.hostName }
    open var orientation: UIDeviceOrientation { .landscapeLeft }
    open var isMultitaskingSupported: Bool { true }
    open var isBatteryMonitoringEnabled = false
    open var batteryLevel: Float { -1 }
    open var batteryState: BatteryState { .unknown }

    open var identifierForVendor: UUID? {
        let machine = (try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !machine.isEmpty else { return nil }
        let bundle = SceneEngine.running?.info.bundleIdentifier ?? Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName
        let vendor = bundle.split(separator: ".").dropLast().joined(separator: ".")
        return Self.uuid(from: machine + "|" + (vendor.isEmpty ? bundle : vendor))
    }

    /// A name-based UUID (version 5 layout over a 128-bit FNV-1a hash: stable, not cryptographic).
    package static func uuid(from text: String) -> UUID {
        var high: UInt64 = 0xcbf2_9ce4_8422_2325
        var low: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in text.utf8 {
            high = (high ^ UInt64(byte)) &* 0x100_0000_01b3
            low = (low ^ UInt64(byte)) &* 0x100_0000_01b3 ^ (high >> 7)
        }
        var bytes = withUnsafeBytes(of: high.bigEndian) { Array($0) } + withUnsafeBytes(of: low.bigEndian) { Array($0) }
        bytes[6] = (bytes[6] & 0x0F) | 0x50
        bytes[8] = (bytes[8] & 0x3F) | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7], bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }
}
