internal import CGtk
import Foundation
import OpenUIScene

/// Where a window is on an X11 screen, and putting it back there (docs/GTK.md "Window sizes").
///
/// GTK 4 has no API to read or set a toplevel's position. On X11 the host asks the X server
/// itself, through the window's X id: the position kept is that of the window's frame (the
/// window manager's parent window, a child of the root window; the window itself when none
/// frames it), and a window is put back with `XMoveWindow` once it is mapped, which a window
/// manager honours with the default north-west gravity by placing the frame there. Wayland does
/// not tell a client where its windows are, nor let it place them: there, no position is kept
/// and windows open where the compositor puts them.
///
/// The Xlib calls are looked up at run time in the process (GTK's X11 backend has loaded
/// libX11), so that the host does not link libX11 itself and the same binary runs on a Wayland-
/// only system.
@MainActor
enum WindowPlacement {
    private typealias QueryTree = @convention(c) (OpaquePointer?, UInt, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UnsafeMutablePointer<UInt>?>?, UnsafeMutablePointer<UInt32>?) -> Int32
    private typealias GetGeometry = @convention(c) (OpaquePointer?, UInt, UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?, UnsafeMutablePointer<UInt32>?) -> Int32
    private typealias MoveWindow = @convention(c) (OpaquePointer?, UInt, Int32, Int32) -> Int32
    private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias Flush = @convention(c) (OpaquePointer?) -> Int32

    private struct Xlib {
        let queryTree: QueryTree
        let getGeometry: GetGeometry
        let moveWindow: MoveWindow
        let free: Free
        let flush: Flush
    }

    private static let xlib: Xlib? = {
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }  // RTLD_DEFAULT
            return unsafeBitCast(address, to: type)
        }
        guard let queryTree = symbol("XQueryTree", as: QueryTree.self),
              let getGeometry = symbol("XGetGeometry", as: GetGeometry.self),
              let moveWindow = symbol("XMoveWindow", as: MoveWindow.self),
              let free = symbol("XFree", as: Free.self),
              let flush = symbol("XFlush", as: Flush.self) else { return nil }
        return Xlib(queryTree: queryTree, getGeometry: getGeometry, moveWindow: moveWindow, free: free, flush: flush)
    }()

    /// The X display and window id of a mapped GTK window on X11, else `nil`.
    private static func x11(_ window: UnsafeMutableRawPointer) -> (gdk: OpaquePointer, display: OpaquePointer, xid: UInt)? {
        guard let surface = gtk_native_get_surface(OpaquePointer(window)), oui_is_x11_surface(surface) != 0,
              let display = gdk_surface_get_display(surface), let xdisplay = gdk_x11_display_get_xdisplay(display) else { return nil }
        let xid = UInt(oui_surface_xid(surface))
        return xid == 0 ? nil : (display, xdisplay, xid)
    }

    /// Runs Xlib calls with X errors trapped (a window or frame can be gone by the time the server
    /// reads the request; GDK would otherwise end the app on the error); `nil` when one failed.
    private static func trapping<T>(_ display: OpaquePointer, _ body: () -> T?) -> T? {
        gdk_x11_display_error_trap_push(display)
        let result = body()
        return gdk_x11_display_error_trap_pop(display) == 0 ? result : nil
    }

    /// The window's frame position on the screen (X11), else `nil`.
    static func position(of window: UnsafeMutableRawPointer) -> WindowGeometry.Position? {
        guard let xlib, let (gdk, display, xid) = x11(window) else { return nil }
        return trapping(gdk) { () -> WindowGeometry.Position? in
            // Up to the root window's child: the frame.
            var top = xid
            for _ in 0..<8 {
                var root: UInt = 0
                var parent: UInt = 0
                var children: UnsafeMutablePointer<UInt>?
                var count: UInt32 = 0
                guard xlib.queryTree(display, top, &root, &parent, &children, &count) != 0 else { return nil }
                if let children { _ = xlib.free(children) }
                if parent == root || parent == 0 { break }
                top = parent
            }
            var root: UInt = 0
            var x: Int32 = 0
            var y: Int32 = 0
            var width: UInt32 = 0
            var height: UInt32 = 0
            var border: UInt32 = 0
            var depth: UInt32 = 0
            guard xlib.getGeometry(display, top, &root, &x, &y, &width, &height, &border, &depth) != 0 else { return nil }
            return WindowGeometry.Position(x: Int(x), y: Int(y))
        }
    }

    /// Moves a mapped window's frame to `position` (X11; nothing elsewhere).
    static func move(_ window: UnsafeMutableRawPointer, to position: WindowGeometry.Position) {
        guard let xlib, let (gdk, display, xid) = x11(window) else { return }
        _ = trapping(gdk) { () -> Bool? in
            _ = xlib.moveWindow(display, xid, Int32(position.x), Int32(position.y))
            _ = xlib.flush(display)
            return true
        }
    }
}
