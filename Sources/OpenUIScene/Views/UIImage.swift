import Foundation

/// An image, as UIKit's: from the app's resources, from data, or an SF Symbol by name.
///
/// Differs from UIKit: images are not decoded; the pixel size is read from the PNG, JPEG or GIF
/// header, and `pngData()`/`jpegData(compressionQuality:)` give back the original bytes of an
/// image of that format (no re-encoding). SF Symbols do not exist on Linux: `init(systemName:)`
/// keeps the name (the GTK host may map it to an icon) and has no size. Not drawn in views yet.
open class UIImage: NSObject, @unchecked Sendable {
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// The SF Symbol's name, for `init(systemName:)`.
    public let systemName: String?
    public let size: CGSize
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    let data: Data?
    let format: Format?

    enum Format { case png, jpeg, gif }

    init(systemName: String?, size: CGSize, scale: CGFloat, renderingMode: RenderingMode, data: Data?, format: Format?) {
        self.systemName = systemName
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        self.data = data
        self.format = format
        super.init()
    }

    /// An image from its encoded bytes (PNG, JPEG or GIF); `nil` for anything else, as UIKit
    /// returns for data it cannot decode.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let (format, pixels) = Self.header(data) else { return nil }
        self.init(systemName: nil, size: CGSize(width: pixels.width / scale, height: pixels.height / scale), scale: scale, renderingMode: .automatic, data: data, format: format)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// An image of the app's resources: `name` with or without its extension (`.png`, `.jpg`,
    /// `.jpeg`, `.gif`), `@2x`/`@3x` variants preferred in that order, in `bundle` (the main
    /// bundle by default). `nil` when there is none, as in UIKit. Asset catalogs are not read.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        let bundle = bundle ?? .main
        let base = (name as NSString).deletingPathExtension
        let given = (name as NSString).pathExtension
        let extensions = given.isEmpty ? ["png", "jpg", "jpeg", "gif"] : [given]
        for (suffix, scale) in [("@3x", 3.0), ("@2x", 2.0), ("", 1.0)] {
            for ext in extensions {
                if let url = bundle.url(forResource: base + suffix, withExtension: ext), let data = try? Data(contentsOf: url) {
                    self.init(data: data, scale: scale)
                    return
                }
            }
        }
        return nil
    }

    /// An SF Symbol by name: kept as a name (there are no SF Symbols on Linux); `nil` for an empty name.
    public convenience init?(systemName name: String) {
        guard !name.isEmpty else { return nil }
        self.init(systemName: name, size: .zero, scale: 1, renderingMode: .alwaysTemplate, data: nil, format: nil)
    }

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(systemName: systemName, size: size, scale: scale, renderingMode: renderingMode, data: data, format: format)
    }

    /// The original bytes of a PNG image; `nil` for other formats (no re-encoding here).
    open func pngData() -> Data? { format == .png ? data : nil }

    /// The original bytes of a JPEG image; `nil` for other formats (no re-encoding here).
    open func jpegData(compressionQuality: CGFloat) -> Data? { format == .jpeg ? data : nil }

    /// The format and pixel size from the header.
    static func header(_ data: Data) -> (Format, (width: CGFloat, height: CGFloat))? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return (.png, (CGFloat(be32(16)), CGFloat(be32(20))))
        }
        if bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) {
            return (.gif, (CGFloat(Int(bytes[6]) | Int(bytes[7]) << 8), CGFloat(Int(bytes[8]) | Int(bytes[9]) << 8)))
        }
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            // Walk the segments to a start-of-frame marker (SOF0–SOF15 but DHT, JPG, DAC).
            var index = 2
            while index + 9 < bytes.count {
                guard bytes[index] == 0xFF else { return nil }
                let marker = bytes[index + 1]
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return (.jpeg, (CGFloat(be16(index + 7)), CGFloat(be16(index + 5))))
                }
                index += 2 + be16(index + 2)
            }
        }
        return nil
    }
}
