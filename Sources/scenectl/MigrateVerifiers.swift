import Foundation
import SceneMigrate

/// The checks `scenectl migrate --verify` runs on a migrated app: the second run, the doctor
/// (`DoctorVerifier`: SceneDoctor in process) and the lifecycle audit (the written delegates built against an
/// OpenUIScene checkout in a temporary package, run on the simulated device: `AuditVerifier`).
enum MigrateVerifiers {
    static func all(_ options: MigrationOptions, environment: [String: String] = ProcessInfo.processInfo.environment) -> [any MigrationVerifier] { [
        SecondRunVerifier(options: options),
        DoctorVerifier(),
        auditVerifier(environment: environment),
    ] }

    /// `OPENUISCENE_PACKAGE` names the checkout (else the one this scenectl was built in);
    /// `OPENUISCENE_VERIFY_TIMEOUT` the seconds the build and the audit may take (1200).
    static func auditVerifier(environment: [String: String]) -> any MigrationVerifier {
        var limit: TimeInterval = 1200
        if let text = environment["OPENUISCENE_VERIFY_TIMEOUT"] {
            guard let seconds = TimeInterval(text), seconds > 0, seconds.isFinite else {
                return UnavailableVerifier(name: "lifecycle audit", reason: "OPENUISCENE_VERIFY_TIMEOUT=\(text) is not a positive number of seconds; set it to one (for example 1200) or unset it")
            }
            limit = seconds
        }
        let checkout = OpenUISceneCheckout.find(environment: environment, executable: Bundle.main.executableURL)
        return AuditVerifier(checkout: checkout, timeLimit: limit, keep: environment["OPENUISCENE_VERIFY_KEEP"] == "1")
    }
}
