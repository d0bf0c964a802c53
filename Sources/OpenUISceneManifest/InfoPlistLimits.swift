/// The limits OpenUIScene sets on an Info.plist before and while reading it, so that a hostile or
/// damaged file (a FIFO, `/dev/zero`, a 150 MB manifest, 100,000 nested arrays) is refused quickly
/// with an error naming the limit, instead of hanging, exhausting memory or overflowing the stack.
///
/// Real Info.plists are far below every limit: the largest of 27 open-source apps is 7.8 KB, nests
/// 5 levels, has 2 roles and at most 3 configurations in a role (docs/MANIFEST.md, "Limits").
public enum InfoPlistLimits {
    /// The largest file read: 1 MiB. Checked with `fstat` before reading, and again while reading
    /// (a file that grows is cut off there).
    public static let maximumFileSize = 1 << 20
    /// How deeply dictionaries and arrays may nest, the root counting as 1. Checked on the bytes
    /// (XML, binary and OpenStep) before Foundation decodes them, since its decoder recurses.
    public static let maximumNestingDepth = 32
    /// How many roles `UISceneConfigurations` may hold (UIKit knows 10).
    public static let maximumRoles = 32
    /// How many configurations one role may hold (real apps have at most about 7).
    public static let maximumConfigurationsPerRole = 100
    /// How many keys the manifest dictionary and one configuration dictionary may hold
    /// (UIKit reads at most 4 in each).
    public static let maximumKeysPerDictionary = 64
    /// The longest key, configuration name, class name or storyboard name in the manifest, in
    /// UTF-8 bytes.
    public static let maximumStringLength = 1024
}
