import UIKit

// The entry point, as in an iOS app that calls UIApplicationMain from main.swift.
// `notes --tour` plays a scripted tour of the app instead (Tour/NotesTour.swift: it runs this same
// executable as the app under test, in a child process); everything else is UIKit's own launch.
if CommandLine.arguments.dropFirst().contains("--tour") {
    exit(NotesTour.main(arguments: Array(CommandLine.arguments.dropFirst())))
}
UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
