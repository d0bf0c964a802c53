// Entry point: main.swift calling UIApplicationMain(argc, argv, nil, NSStringFromClass(…)).
// census-main-file
import UIKit

class AppDelegate: UIResponder, UIApplicationDelegate {}

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
