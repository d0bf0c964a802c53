import Testing
@testable import OpenUISceneManifest

struct ClassNameTests {
    @Test(arguments: [
        ("$(PRODUCT_MODULE_NAME).SceneDelegate", "MyApp.SceneDelegate"),
        ("${PRODUCT_MODULE_NAME}.SceneDelegate", "MyApp.SceneDelegate"),
        ("$(PRODUCT_NAME).SceneDelegate", "MyApp.SceneDelegate"),
        ("${PRODUCT_NAME}.SceneDelegate", "MyApp.SceneDelegate"),
        ("Other.SceneDelegate", "Other.SceneDelegate"),
        ("SceneDelegate", "SceneDelegate"),
        ("$(TARGET_NAME).SceneDelegate", "$(TARGET_NAME).SceneDelegate"),
    ])
    func substitutesTheModuleName(_ input: String, _ expected: String) {
        #expect(ClassName.substitutingBuildSettings(in: input, moduleName: "MyApp") == expected)
    }

    @Test func productNameIsSubstitutedInItsIdentifierForm() {
        #expect(ClassName.substitutingBuildSettings(in: "$(PRODUCT_NAME).SceneDelegate", moduleName: "My_App", productName: "My App") == "My_App.SceneDelegate")
        #expect(ClassName.substitutingBuildSettings(in: "${PRODUCT_NAME}.X", moduleName: "M", productName: "2048-Game") == "_2048_Game.X")
        #expect(ClassName.substitutingBuildSettings(in: "$(PRODUCT_MODULE_NAME).X", moduleName: "M", productName: "Ignored Here") == "M.X")
    }

    @Test(arguments: [
        ("My App", "My_App"), ("Fluent-UI.Demo", "Fluent_UI_Demo"), ("2048", "_2048"), ("", "_"),
        ("Café", "Café"), ("a_b9", "a_b9"),
    ])
    func moduleIdentifierReplacesInvalidCharacters(_ product: String, _ module: String) {
        #expect(ClassName.moduleIdentifier(fromProductName: product) == module)
    }

    @Test(arguments: [
        ("$(PRODUCT_MODULE_NAME).SceneDelegate", true), ("MyApp.SceneDelegate", true), ("A.B.C", true),
        ("SceneDelegate", false), (".SceneDelegate", false), ("MyApp.", false), ("", false),
    ])
    func tellsWhetherANameIsModuleQualified(_ name: String, _ qualified: Bool) {
        #expect(ClassName.isModuleQualified(name) == qualified)
    }

    @Test func unqualifiedNameIsTheLastComponent() {
        #expect(ClassName.unqualifiedName(of: "A.B.SceneDelegate") == "SceneDelegate")
        #expect(ClassName.unqualifiedName(of: "SceneDelegate") == "SceneDelegate")
    }
}
