import AppKit

@main
class MacAppDelegate: NSObject, NSApplicationDelegate {}
