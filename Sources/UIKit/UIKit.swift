// `import UIKit` on Linux: the scene lifecycle of OpenUIScene under UIKit's module name, so
// that app code written for iOS compiles unchanged. Foundation comes with it, as with Apple's UIKit.
@_exported import Foundation
@_exported import OpenUIScene
