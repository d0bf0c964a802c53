import Foundation
@testable import OpenUISceneGTK
import Testing

/// What the host's start-up does by hand instead of through costlier Foundation calls
/// (docs/GTK.md "Benchmark") gives the same answers.
@Suite struct StartupCostTests {
    /// The URL-scheme check that replaced the regular expression `^[A-Za-z][A-Za-z0-9+.-]*:`.
    @Test(arguments: [
        "1", "notes:", "notes://open", "mailto:a@b.c", "x-callback+v1.0-a:rest", "C:\\file", "file.txt",
        "/tmp/a:b", "./a:b", "1abc:", "-flag:", "a b:", "", ":", "a", "é:x", "ab?:", "A:", "z9:",
    ])
    func theSchemeCheckMatchesTheRegularExpression(_ argument: String) {
        let expected = argument.range(of: "^[A-Za-z][A-Za-z0-9+.-]*:", options: .regularExpression) != nil
        #expect(GtkHost.hasScheme(argument) == expected)
    }
}
