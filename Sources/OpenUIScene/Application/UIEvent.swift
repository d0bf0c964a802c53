import Foundation

/// An event (touches, motion, presses), as UIKit's. The desktop hosts deliver input to native
/// widgets, so apps receive no `UIEvent`s; the type exists so that responder overrides compile.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
        case remoteControlNextTrack, remoteControlPreviousTrack
    }

    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    open var timestamp: TimeInterval { 0 }
}
