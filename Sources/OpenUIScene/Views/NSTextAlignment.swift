import Foundation

/// How text is aligned.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
