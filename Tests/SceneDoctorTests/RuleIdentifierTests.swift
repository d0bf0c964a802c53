import Testing
@testable import OpenUIScene
@testable import SceneDoctor

/// The engine's run-time checks (SceneEngine+LifecycleChecks.swift) report under the doctor's
/// rule ids (docs/DOCTOR.md "The same checks at run time"): the two lists are written in two
/// modules, so this test keeps them one vocabulary.
struct RuleIdentifierTests {
    /// Ids only the run time can check: a black screen is not in the source, and whether the
    /// notification-center delegate takes a launch's response in time cannot be read from it.
    static let runTimeOnly: Set<String> = [LifecycleRule.noKeyWindow.rawValue, LifecycleRule.notificationResponseLost.rawValue]

    @Test func everyRunTimeRuleIdIsADoctorRuleOrAKnownRunTimeOnlyOne() {
        // Every case of the engine's rule type: a new run-time check is held to this test as it lands.
        let runTime = Set(LifecycleRule.allCases.map(\.rawValue))
        let doctor = Set(DoctorRules.descriptions.map(\.id))
        #expect(runTime.subtracting(Self.runTimeOnly).subtracting(doctor).isEmpty, "run-time ids the doctor does not know: \(runTime.subtracting(Self.runTimeOnly).subtracting(doctor).sorted())")
        #expect(Self.runTimeOnly.isDisjoint(with: doctor), "a run-time-only id became a doctor rule: drop it from runTimeOnly")
    }
}
