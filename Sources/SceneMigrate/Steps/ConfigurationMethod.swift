import Foundation
import SwiftSyntax

/// the app delegate gets `application(_:configurationForConnecting:options:)` naming the scene delegate (and the storyboard), which build settings cannot name.
struct ConfigurationMethod: MigrationStep {
    var description: MigrationStepDescription {
        MigrationStepDescription(
            id: "configuration-method",
            trigger: "an Info.plist generated from build settings (`GENERATE_INFOPLIST_FILE = YES`, no Info.plist file)",
            summary: "the app delegate gets `application(_:configurationForConnecting:options:)` naming the scene delegate (and the storyboard), which build settings cannot name",
            rationale: "`INFOPLIST_KEY_UIApplicationSceneManifest_Generation` writes a manifest without a delegate class; UIKit then asks the app delegate for the configuration (UIKit: UIApplicationDelegate.application(_:configurationForConnecting:options:)).",
            doctorRules: [],
            examples: Self.examples,
            lookalikes: Self.lookalikes,
            manualSteps: [

            ]
        )
    }

    func apply(to context: inout MigrationContext) {
        context.configurationMethod()
    }
}

extension MigrationContext {
    mutating func configurationMethod() {
        if needsConfigurationMethod { addConfigurationMethod(model: model, unit: unit) }
    }

    mutating func addConfigurationMethod(model: AppDelegateModel, unit: String) {
        guard let classDecl = model.declarations.first(where: { $0.node.is(ClassDeclSyntax.self) }),
              let type = classDecl.node.as(ClassDeclSyntax.self) else { return }
        var lines = supportsIOSBeforeScenes ? ["", "\(unit)@available(iOS 13.0, *)"] : [""]
        lines += ["\(unit)func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {",
                     "\(unit)\(unit)let configuration = UISceneConfiguration(name: \"Default Configuration\", sessionRole: connectingSceneSession.role)",
                     "\(unit)\(unit)if connectingSceneSession.role == .windowApplication {",
                     "\(unit)\(unit)\(unit)configuration.delegateClass = \(options.sceneDelegateName).self"]
        if let storyboard { lines.append("\(unit)\(unit)\(unit)configuration.storyboard = UIStoryboard(name: \"\(storyboard)\", bundle: nil)") }
        lines += ["\(unit)\(unit)}", "\(unit)\(unit)return configuration", "\(unit)}"]
        let insertAt = files[classDecl.file].lineStart(of: type.memberBlock.rightBrace.startOffset)
        edit(classDecl.file) { $0.insert(lines.joined(separator: "\n") + "\n", at: insertAt) }
        done.append("\(files[classDecl.file].path): application(_:configurationForConnecting:options:) names \(options.sceneDelegateName) (the Info.plist is generated from build settings, which cannot name a scene delegate)")
    }
}
