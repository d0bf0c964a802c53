import Foundation
import Testing
@testable import OpenUIScene

/// A class of this module, found by its module-qualified name.
final class LookedUpByName: NSObject {}

/// The resolver's class lookup answers as `NSClassFromString`, without building Foundation's
/// table of Objective-C names first (docs/GTK.md "Benchmark", "What keeps the start cheap").
@Suite struct ClassLookupTests {
    @Test func theLookupAnswersAsNSClassFromString() {
        let names = [
            "OpenUISceneTests.LookedUpByName", "OpenUIScene.UIWindowScene", "OpenUIScene.UIScene",
            "OpenUIScene.UIResponder", "Foundation.NSObject", "Foundation.JSONEncoder",
            "Swift.Int", "Swift.String", "Nowhere.Nothing", "OpenUISceneTests.ClassLookupTests",
            ".LookedUpByName", "OpenUISceneTests.", ".", "", "NSObject", "NSArray", "NSString",
            "NSUserActivity", "LookedUpByName",
        ]
        for name in names {
            let ours = ClassResolver.classNamed(name).map(ObjectIdentifier.init)
            let foundations = NSClassFromString(name).map(ObjectIdentifier.init)
            #expect(ours == foundations, "\(name)")
        }
        #expect(ClassResolver.classNamed("OpenUISceneTests.LookedUpByName") == LookedUpByName.self)
        #expect(ClassResolver.classNamed("Swift.Int") == nil)
    }
}
