/// The limits OpenUIScene sets on an Info.plist before and while reading it, so that a hostile or
/// damaged file (a FIFO, `/dev/zero`, a 150 MB manifest, 100,000 nested arrays) is refused quickly
/// with an error naming the limit, instead of hanging, exhausting memory or overflowing the stack.
///
/// Real Info.plists are far below every limit: of 27 open-source apps the largest is 5.8 KB, the
/// deepest nests 5 levels, and none has more than 2 roles, 1 configuration in a role, 5 keys in a
/// configuration or a name over 48 bytes (docs/MANIFEST.md, "Limits").
package enum InfoPlistLimits {
    /// The largest file read: 1 MiB. Checked with `fstat` before reading, and again while reading
    /// (a file that grows is cut off there).
    package static let maximumFileSize = 1 << 20
    /// The largest storyboard read: 64 MiB (large real storyboards are a few megabytes). Storyboards
    /// are scanned without recursion, so size is their only limit.
    package static let maximumStoryboardFileSize = 64 << 20
    /// How deeply dictionaries and arrays may nest, the root counting as 1. Checked on the bytes
    /// (XML, binary and OpenStep) before Foundation decodes them, since its decoder recurses.
    package static let maximumNestingDepth = 32
    /// How many roles `UISceneConfigurations` may hold (UIKit knows 10).
    package static let maximumRoles = 32
    /// How many configurations one role may hold (apps with several kinds of window have a handful).
    package static let maximumConfigurationsPerRole = 100
    /// How many keys the manifest dictionary and one configuration dictionary may hold
    /// (UIKit reads 3 and 4 keys there).
    package static let maximumKeysPerDictionary = 64
    /// The longest key, configuration name, class name or storyboard name in the manifest, in
    /// UTF-8 bytes.
    package static let maximumStringLength = 1024
    /// The longest value a build setting may have once its own references are expanded, in UTF-8
    /// bytes (real values are identifiers and versions); a longer one counts as having no value.
    package static let maximumBuildSettingValueLength = 4096
    /// How deeply build settings may refer to other settings (`A = $(B)`, `B = $(C)`…); deeper
    /// counts as no value. Resolution recurses once per level.
    package static let maximumBuildSettingDepth = 32
    /// How many bytes expanding the build settings may add to one Info.plist in all; past it, the
    /// remaining references stay as written (`limit-exceeded`).
    package static let maximumBuildSettingExpansion = 1 << 20
}
