// The Swift floor of the GTK benchmark: the C baseline's windows (windows.c), opened from a Swift
// executable that imports Foundation and uses it as every UIKit-style app does before its first window.
// No OpenUIScene code runs. Its distance from the C program is what loading the Swift runtime and
// Foundation costs (their libraries, symbol bindings and pages; docs/GTK.md "Benchmark"); the
// UIKit-style app's distance from it is the host's own cost.
import Foundation
import GTKBenchWindows

// Foundation in use before the first window, as in any UIKit-style app: its environment read, and
// an NSObject subclass made (UIResponder is one; the first makes Foundation set up its bridging).
final class Responder: NSObject {}
_ = ProcessInfo.processInfo.environment
_ = Responder()
exit(gtk_bench_windows(CommandLine.argc, CommandLine.unsafeArgv))
