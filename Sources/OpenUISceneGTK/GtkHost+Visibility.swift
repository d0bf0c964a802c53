import Foundation
internal import CGtk

/// Which window states send a scene to the background on the GTK host (docs/GTK.md "What each
/// backend can observe"), chosen at run time so that one binary serves GTK 4.8 (Debian 12) and
/// newer GTK:
///
/// - GTK < 4.12: `GdkToplevel:state` `MINIMIZED` only. X11 reports it; GTK 4.8's Wayland backend
///   never does, so there a window hidden on another workspace or in a scratchpad is not seen.
/// - GTK ≥ 4.12, whose `GtkWindow` has the `suspended` property: `MINIMIZED` or `SUSPENDED` (the
///   compositor says the window is not visible: on Wayland, xdg-shell's `suspended` state, where
///   the compositor sends it; on X11, where GDK sets it with the minimized state).
///
/// The `SUSPENDED` bit is GDK's `GDK_TOPLEVEL_STATE_SUSPENDED` (1 << 16); 4.8's headers lack the
/// name, so it is spelled here, and nothing 4.8 lacks is referenced at link time: the property is
/// looked up on the window's class with `g_object_class_find_property`, the version with
/// `gtk_get_major_version`/`gtk_get_minor_version`.
enum BackgroundObservation: Equatable, Sendable, CustomStringConvertible {
    case minimized
    case minimizedOrSuspended

    /// `GDK_TOPLEVEL_STATE_MINIMIZED`.
    static let minimizedBit: UInt32 = 1 << 0
    /// `GDK_TOPLEVEL_STATE_SUSPENDED`, GTK 4.12.
    static let suspendedBit: UInt32 = 1 << 16

    /// The choice for a GTK version and whether its `GtkWindow` class has `suspended`.
    static func choose(gtkMajor: Int, gtkMinor: Int, windowHasSuspendedProperty: Bool) -> BackgroundObservation {
        let atLeast412 = gtkMajor > 4 || (gtkMajor == 4 && gtkMinor >= 12)
        return atLeast412 && windowHasSuspendedProperty ? .minimizedOrSuspended : .minimized
    }

    /// The `GdkToplevelState` bits that mean "in the background".
    var stateMask: UInt32 {
        switch self {
        case .minimized: Self.minimizedBit
        case .minimizedOrSuspended: Self.minimizedBit | Self.suspendedBit
        }
    }

    var description: String {
        switch self {
        case .minimized: "minimized"
        case .minimizedOrSuspended: "minimized or suspended"
        }
    }
}

extension GtkHost {
    /// The choice for this process's GTK and the window's class.
    static func backgroundObservation(of window: UnsafeMutableRawPointer) -> BackgroundObservation {
        BackgroundObservation.choose(gtkMajor: Int(gtk_get_major_version()), gtkMinor: Int(gtk_get_minor_version()),
                                     windowHasSuspendedProperty: oui_object_has_property(window, "suspended") != 0)
    }

    /// Says on the live channel which states send the window's scene to the background
    /// (`observes`, e.g. "minimized (GTK 4.8.3)").
    func reportBackgroundObservation(of window: UnsafeMutableRawPointer, session: String) {
        let version = "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
        live?.window("observes", session: session, detail: "\(Self.backgroundObservation(of: window)) (GTK \(version))", trace: engine.trace)
    }
}
