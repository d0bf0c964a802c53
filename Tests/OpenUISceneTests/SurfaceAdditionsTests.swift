import Foundation
import Testing
import OpenUIScene

/// UIKit API that the shape census (Tests/ShapeCensus) found missing, each with what it does here.
@MainActor
struct SurfaceAdditionsTests {
    @Test func aViewControllersTabBarItemIsMadeFromItsTitleAndCanBeReplaced() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.tabBarItem.title == "Inbox")
        controller.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        #expect(controller.tabBarItem.tag == 3 && controller.tabBarItem.systemItem == .favorites)
        #expect(controller.tabBarItem.title == "Favorites")
    }

    @Test func animationsCanBeTurnedOffAndOn() {
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
        #expect(UIView.areAnimationsEnabled)
    }

    @Test func securityScopedAccessIsAlwaysGrantedWithoutASandbox() {
        let url = URL(fileURLWithPath: "/tmp/picked.txt")
        #expect(url.startAccessingSecurityScopedResource())
        url.stopAccessingSecurityScopedResource()
    }

    @Test func responderMotionOverridesCompileAndTheEventTypeExists() {
        final class Shaker: UIResponder {
            var shaken = false
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { shaken = motion == .motionShake }
        }
        let shaker = Shaker()
        shaker.motionEnded(.motionShake, with: nil)
        #expect(shaker.shaken)
    }
}

/// The semantic system colours name the desktop theme's colour of their role, which the GTK host
/// draws instead of UIKit's values (docs/PARITY.md "UI surface").
@MainActor
struct DesktopColorRoleTests {
    @Test func semanticColoursHaveARoleAndOthersDoNot() {
        #expect(UIColor.systemBackground.desktopRole == "theme_bg_color")
        #expect(UIColor.secondarySystemBackground.desktopRole == "theme_base_color")
        #expect(UIColor.label.desktopRole == "theme_fg_color")
        #expect(UIColor.separator.desktopRole == "borders")
        #expect(UIColor.systemBlue.desktopRole == nil, "an accent keeps UIKit's value")
        #expect(UIColor.white.desktopRole == nil)
        #expect(UIColor.systemBackground.withAlphaComponent(0.5).desktopRole == nil, "a changed colour is UIKit's")
    }
}
