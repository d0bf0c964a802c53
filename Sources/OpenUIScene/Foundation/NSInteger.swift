/// Objective-C's integer type, `Int` in Swift, as Apple's Foundation declares it (Foundation on
/// Linux does not).
public typealias NSInteger = Int

/// Objective-C's unsigned integer type, `UInt` in Swift.
public typealias NSUInteger = UInt
