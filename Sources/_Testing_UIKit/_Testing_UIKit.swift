// An empty module on purpose.
//
// The toolchain's Swift Testing declares a cross-import overlay for UIKit
// (`Testing.swiftcrossimport/UIKit.swiftoverlay` names `_Testing_UIKit`), which exists only on
// Apple platforms. When a file imports both `Testing` and our Linux `UIKit`, the compiler looks
// for that module and fails with "no such module '_Testing_UIKit'". The `UIKit` target depends
// on this empty module so that app tests written with Swift Testing and `import UIKit` compile.
