import Foundation
import OpenUISceneTesting
import UIKit

// The quick-start demo: the app in AppDelegate.swift on the simulated device, through the story
// UIKit never lets you force on demand, then its lifecycle trace.

let infoPlist: [String: Any] = [
    "CFBundleIdentifier": "org.openuiscene.hello",
    "NSUserActivityTypes": [NoteActivity.editing],
    "UIApplicationSceneManifest": [
        "UIApplicationSupportsMultipleScenes": true,
        "UISceneConfigurations": [
            "UIWindowSceneSessionRoleApplication": [
                ["UISceneConfigurationName": "Default Configuration",
                 "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).LibrarySceneDelegate"],
                ["UISceneConfigurationName": "Editor",
                 "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).EditorSceneDelegate"],
            ],
        ],
    ] as [String: Any],
]

let device = SimulatedDevice(appDelegate: AppDelegate.self, infoPlist: infoPlist)
var shown = 0

@MainActor
func step(_ title: String, _ action: () -> Void) {
    print("▸ \(title)")
    action()
    for event in device.trace[shown...] where event.kind != .notification {
        let session = event.session.map { " [\($0.prefix(8))]" } ?? ""
        let kind = event.kind.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
        if event.kind == .state {
            print("    \(kind) \(event.detail ?? "?") → \(event.name)\(session)")
        } else {
            print("    \(kind) \(event.name)\(session)\(event.detail.map { " — \($0)" } ?? "")")
        }
    }
    shown = device.trace.count
}

step("launch") { device.launch() }
step("open note 42 in a second window") {
    let activity = NSUserActivity(activityType: NoteActivity.editing)
    activity.userInfo = ["note": "42"]
    UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil, errorHandler: nil)
}
let editor = device.sessions[1]
step("minimize the editor") { device.moveToBackground(editor) }
step("the system reclaims memory") { device.reclaimMemory() }
step("bring the editor back (new scene, restored state)") { device.moveToForeground(editor) }
step("quit") { device.terminate() }
step("relaunch (sessions come back without configurationForConnecting)") { device.launch() }
step("close the editor window") { device.closeSession(device.sessions[1]) }

let path = FileManager.default.temporaryDirectory.appendingPathComponent("hello-scenes-trace.jsonl")
try device.lifecycle.jsonLines().write(to: path, atomically: true, encoding: .utf8)
print("\n\(device.trace.count) events; the full trace (with notifications) is in \(path.path)")
