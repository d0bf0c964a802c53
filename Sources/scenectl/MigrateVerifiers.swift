import SceneMigrate

/// The checks `scenectl migrate --verify` runs on a migrated app. Issue 20's doctor and
/// lifecycle audit plug in here once they are part of this build: a verifier that runs
/// `SceneDoctor` on the written Swift files and Info.plists (nothing must be reported for the
/// code the tool wrote), and one that says how to run `LifecycleAudit.run(appDelegate:infoPlist:)`
/// (it needs the app's delegates compiled against OpenUISceneTesting, so it runs in the app's
/// tests, not in this tool).
enum MigrateVerifiers {
    static func all(_ options: MigrationOptions) -> [any MigrationVerifier] { [
        SecondRunVerifier(options: options),
        UnavailableVerifier(name: "scenectl doctor", reason: "the doctor (issue 20) is not part of this build yet; run `scenectl doctor` on the folder when it is"),
        UnavailableVerifier(name: "lifecycle audit", reason: "the lifecycle audit (issue 20, LifecycleAudit.run) is not part of this build yet; it runs the migrated delegates on the simulated device from the app's own tests"),
    ] }
}
