import Foundation
import SceneToolsCore
import SwiftSyntax

/// What the steps of a recipe share while they migrate one app: its facts (read once, before any
/// step runs), the decisions the steps make (each a typed field, named once, written by the step
/// that makes it and read by the steps after it), and what they produce (edits by byte offset, new
/// files, the summary). The steps are in `Steps/`, one file each; `MigrationRecipe` orders them.
struct MigrationContext {
    // MARK: Facts

    /// The folder being migrated.
    let folder: URL
    var options: MigrationOptions
    /// The app's name when the folder holds several apps.
    let appName: String?
    /// The app's Swift files.
    var files: [SwiftFile]
    /// Its app delegate.
    let model: AppDelegateModel
    /// The indentation one level of the app delegate's members uses.
    let unit: String
    /// The app delegate's member names, but `window`.
    let memberNames: Set<String>
    /// `application(_:didFinishLaunchingWithOptions:)`'s statements, each analysed (nil: the app
    /// delegate has no such method).
    let launch: LaunchStatements?
    /// `didFinishLaunching`'s body: no scene is connected while it runs.
    let launchBody: (file: Int, range: Range<Int>)?
    /// The app's application Info.plists (parsed).
    let plists: [(file: AppFolder.File, root: [String: Any]?)]
    /// The project files read, and this app's generated-Info.plist configurations in them.
    let projects: [MigratedProject]
    let configurationIDs: Set<String>?
    /// The project files that build this app (empty without a project: any that names its app
    /// delegate's file).
    let projectPaths: Set<String>
    /// The storyboard the Info.plist (or build settings) name, if any.
    let launchStoryboard: String?
    /// The storyboard the scene configuration names: the launch storyboard, unless the one-root
    /// step drops it because the app makes its window in code.
    var storyboard: String?
    /// The app's Info.plist is generated from build settings: the app delegate must name the scene
    /// delegate in `application(_:configurationForConnecting:options:)`.
    let needsConfigurationMethod: Bool
    /// What the recipe was chosen by (the framework and its version), read once.
    let facts: MigrationRecipe.AppFacts?
    /// What the app is when it is a React Native (or Expo) host app.
    var reactNative: ReactNativeFacts? { facts?.reactNative }
    /// The framework of the app's delegate (LaunchFrameworks' name), if any.
    var framework: String? { facts?.framework?.name }
    /// A Capacitor app's version (`@capacitor/ios`), when it was read.
    var capacitorVersion: JavaScriptPackage.Version? { facts?.capacitorVersion }

    // MARK: Decisions

    /// Statements of didFinishLaunching removed as redundant (by index), with the calls that the
    /// warm-path method makes too.
    var redundantLaunchStatements: [Int: Set<String>] = [:]
    /// Statements of didFinishLaunching that belong in willConnect but stay (by index), and why.
    var launchStatementsLeft: [Int: String] = [:]
    /// The code moved out of the app delegate (never rewritten in place).
    var movedRanges: [(file: Int, range: Range<Int>)] = []
    /// Members of the app delegate the moved code calls (they must be visible to the scene delegate).
    var referencedMembers: Set<String> = []
    /// The code creates the window itself: the scene configuration names no storyboard.
    var createsWindowInCode = false
    /// The app delegate's `window` property stays (something the tool did not move still uses it).
    var windowPropertyKept = false
    /// The lines of the scene delegate's `scene(_:willConnectTo:options:)`, after its guard.
    var willConnect: [String] = []
    /// The scene delegate's other methods, whole.
    var sceneMethods: [String] = []
    /// What the scene delegate needs: its `appDelegate` accessor, a `windowScene` binding, `import
    /// UserNotifications`, and the `sceneKeyWindow` helper.
    var usesAppDelegate = false
    var usesWindowScene = false
    var usesUserNotifications = false
    var needsKeyWindowHelper = false
    /// Whole-line ranges to remove, by file, merged into edits by the remove-moved-code step.
    var removals: [Int: [Range<Int>]] = [:]
    /// Where the scene delegate is written (nil until written, or when a file is already there).
    var sceneDelegatePath: String?
    /// Statements of didFinishLaunching a framework step moved itself (by index): the generic
    /// steps leave them alone.
    var claimedLaunchStatements: Set<Int> = []
    /// Entry points a framework step already handed to the scene delegate: not routed again.
    var handledEntries: Set<AppDelegateModel.Entry> = []
    /// The scene delegate assigns the app delegate's `window` (frameworks' libraries read it):
    /// the property stays, without a manual step.
    var windowAssignedByScene = false
    /// Imports the scene delegate needs beyond UIKit (a framework's modules), each once.
    var sceneDelegateImports: [String] = []
    /// Why the recipe stopped: nothing it recorded is written, only this manual step.
    var stopped: ManualStep?

    // MARK: Results

    var edits: [Int: TextEdits] = [:]
    var newFiles: [(path: String, text: String)] = []
    /// Info.plist changes.
    var changes: [FileChange] = []
    /// Edits of each project file (by index in `projects`), shared by every app of the folder.
    var projectEdits: [Int: TextEdits]
    /// Paths already changed by an app migrated before this one.
    var taken: Set<String>
    var done: [String] = []
    var steps: [ManualStep] = []
    /// The app's targets still support iOS 12 or earlier (an `IPHONEOS_DEPLOYMENT_TARGET` below
    /// 13): what is written for scenes is marked `@available(iOS 13.0, *)`.
    let supportsIOSBeforeScenes: Bool

    init(folder: URL, options: MigrationOptions, app: AppToMigrate, model: AppDelegateModel, projects: [MigratedProject],
         projectEdits: [Int: TextEdits], taken: Set<String>, facts: MigrationRecipe.AppFacts? = nil) {
        self.facts = facts
        self.folder = folder
        self.options = options
        self.appName = app.name
        self.files = app.files
        self.model = model
        self.plists = app.plists
        self.projects = projects
        self.configurationIDs = app.configurationIDs
        self.projectPaths = app.projectPaths
        self.projectEdits = projectEdits
        self.taken = taken
        let configurationIDs = app.configurationIDs
        self.supportsIOSBeforeScenes = projects.filter { app.projectPaths.isEmpty || app.projectPaths.contains($0.file.path) }.flatMap(\.targets)
            .filter { $0.isApplication && $0.buildsForIOS }.flatMap(\.configurations)
            .filter { settings in configurationIDs.map { ids in settings.configurationID.map(ids.contains) ?? true } ?? true }
            .contains { settings in (settings.deploymentTarget.flatMap { Int($0.split(separator: ".").first ?? "") } ?? 13) < 13 }
        let generatedBlocks = app.blocks(in: projects)
        var storyboard: String?
        for plist in app.plists {
            if let name = plist.root?["UIMainStoryboardFile"] as? String { storyboard = name }
        }
        if storyboard == nil {
            storyboard = generatedBlocks.compactMap { $0.settings.infoPlistKeys["UIMainStoryboardFile"] }.first
        }
        self.storyboard = storyboard
        self.launchStoryboard = storyboard
        // With a generated Info.plist that has no file beside it, the build settings cannot name a
        // scene delegate: the app delegate's configurationForConnecting does.
        self.needsConfigurationMethod = app.plists.isEmpty && !generatedBlocks.isEmpty
        self.unit = Self.indentUnit(of: model, in: app.files)
        var names = model.memberNames
        names.remove("window")
        self.memberNames = names
        let launch = LaunchStatements(model: model, files: app.files, memberNames: names)
        self.launch = launch
        self.launchBody = launch.map { ($0.located.file, $0.body.startOffset..<$0.body.endOffset) }
    }

    /// The generated-Info.plist settings blocks of this app's configurations.
    var generatedBlocks: [(block: ProjectFileEdit.SettingsBlock, settings: InfoPlistBuildSettings)] {
        projects.flatMap { $0.edit.generatedApplicationBlocks() }.filter { configurationIDs?.contains($0.settings.configurationID ?? "") ?? true }
    }

    /// Stops the recipe: the app is left as it was, with `step` saying why.
    mutating func stop(_ step: ManualStep) {
        stopped = step
    }

    mutating func edit(_ file: Int, _ change: (inout TextEdits) -> Void) {
        var current = edits[file] ?? TextEdits()
        change(&current)
        edits[file] = current
    }

    /// Marks code left in place: a `// scenectl migrate:` line above it (once), and a manual step.
    mutating func leave(_ node: some SyntaxProtocol, in fileIndex: Int, id: String, _ reason: String, kind: ManualStep.Kind = .manual) {
        let file = files[fileIndex]
        let start = node.startOffset
        steps.append(ManualStep(kind, id: id, file: file.path, line: file.line(of: start), reason))
        let lineStart = file.lineStart(of: start)
        if lineStart > 0 {
            let previousStart = file.lineStart(of: lineStart - 1)
            if file.text(previousStart..<lineStart).contains("scenectl migrate:") { return }
        }
        let indent = file.indentation(at: start)
        let firstLine = (kind == .check ? "check: " : "") + (reason.split(separator: "\n").first.map(String.init) ?? reason)
        edit(fileIndex) { $0.insert("\(indent)// scenectl migrate: \(firstLine)\n", at: lineStart) }
    }

    /// The lines of `text` moved from indentation `base` to `target`. Into a new file (the scene
    /// delegate) blank lines are written empty; a move inside the user's file (`keepingBlankLines`)
    /// keeps them byte for byte, so that the moved code differs only where it was edited.
    func reindent(_ text: String, from base: String, to target: String, keepingBlankLines: Bool = false) -> [String] {
        // Moved out of a CRLF file into the new LF scene delegate: the lines lose their `\r`.
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines.map { line in
            if line.trimmingCharacters(in: .whitespaces).isEmpty { return keepingBlankLines && base == target ? line : "" }
            return line.hasPrefix(base) ? target + line.dropFirst(base.count) : line
        }
    }

    /// The indentation the app delegate's members use, beyond the class's own; else the file's.
    static func indentUnit(of model: AppDelegateModel, in files: [SwiftFile]) -> String {
        let file = files[model.classFile]
        if let located = model.declarations.first(where: { $0.file == model.classFile && $0.node.is(ClassDeclSyntax.self) }),
           let member = located.node.as(ClassDeclSyntax.self)?.memberBlock.members.first {
            let outer = file.indentation(at: located.node.startOffset)
            let inner = file.indentation(at: member.startOffset)
            if inner.hasPrefix(outer), inner.count > outer.count { return String(inner.dropFirst(outer.count)) }
        }
        return file.indentUnit
    }
}

/// `application(_:didFinishLaunchingWithOptions:)`'s statements, each analysed once for the steps
/// that move, drop or flag them.
struct LaunchStatements {
    let located: AppDelegateModel.Located<FunctionDeclSyntax>
    let body: CodeBlockSyntax
    let items: [CodeBlockItemSyntax]
    let analyses: [SnippetRewrite]
    let context: SnippetRewrite.Context

    init?(model: AppDelegateModel, files: [SwiftFile], memberNames: Set<String>) {
        guard let located = model.methods[.didFinishLaunching], let body = located.node.body else { return nil }
        let file = files[located.file]
        let parameters = Array(located.node.signature.parameterClause.parameters)
        let context = SnippetRewrite.Context(memberNames: memberNames, applicationParameter: parameters.first?.localName,
                                             launchOptionsParameter: parameters.count > 1 ? parameters[1].localName : nil)
        self.located = located
        self.body = body
        self.items = Array(body.statements)
        self.context = context
        // Each statement knows the locals the ones before it declare.
        var declared: Set<String> = []
        self.analyses = items.map { item in
            var local = context
            local.localsDeclaredBefore = declared
            let analysis = SnippetRewrite([Syntax(item)], in: file, context: local)
            declared.formUnion(analysis.declaredNames)
            return analysis
        }
    }
}

extension MigrationContext {

    /// Drops `private` and `fileprivate` (the scene delegate calls the member); for a method that
    /// is renamed, `override` too (a framework's app delegate, `ExpoAppDelegate`, declares the old
    /// name, not the new one).
    mutating func removeAccessRestriction(_ modifiers: DeclModifierListSyntax, in file: Int, renamed: Bool = false) {
        for modifier in modifiers where ["private", "fileprivate"].contains(modifier.name.text) || (renamed && modifier.name.text == "override") {
            edit(file) { $0.replace(modifier.startOffset, modifier.endPositionBeforeTrailingTrivia.utf8Offset + modifier.trailingTrivia.sourceLength.utf8Length, with: "") }
        }
    }

    mutating func remove(_ range: Range<Int>, in file: Int) {
        removals[file, default: []].append(range)
    }


}
