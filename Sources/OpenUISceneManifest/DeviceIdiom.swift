/// The device kind whose device-specific Info.plist keys (`KEY~ipad`, `KEY~iphone`) are read.
///
/// UIKit (through `CFBundle`) looks up `KEY~<device>` first and falls back to the plain `KEY`.
/// OpenUIScene runs on desktops, so it reads keys as UIKit does on a desktop-class device
/// (iPad, and Mac Catalyst, which runs the iPad idiom): ``pad`` is the default everywhere, and a
/// `UIApplicationSceneManifest~ipad` replaces `UIApplicationSceneManifest` as a whole (no merge).
/// `~iphone` keys are ignored under ``pad``.
package enum DeviceIdiom: String, Sendable, CaseIterable {
    /// iPad and Mac Catalyst: `~ipad` keys override plain keys. The default.
    case pad
    /// iPhone: `~iphone` keys override plain keys.
    case phone

    /// The suffix of this idiom's keys, `~ipad` or `~iphone`.
    package var keySuffix: String {
        switch self {
        case .pad: return "~ipad"
        case .phone: return "~iphone"
        }
    }
}
