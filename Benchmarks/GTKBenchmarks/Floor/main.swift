// The Swift floor of the GTK benchmark: the C baseline's windows (windows.c), opened from a Swift
// executable that imports Foundation and uses it once, as every app does before its first window.
// No OpenUIScene code runs. Its distance from the C program is what loading the Swift runtime and
// Foundation costs (their libraries, symbol bindings and pages; docs/GTK.md "Benchmark"); the
// UIKit-style app's distance from it is the host's own cost.
import Foundation
import GTKBenchWindows

// Foundation in use before the first window, as in any app (the host reads its environment).
_ = ProcessInfo.processInfo.environment
exit(gtk_bench_windows(CommandLine.argc, CommandLine.unsafeArgv))
