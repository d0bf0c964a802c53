import Foundation

/// What `scenectl migrate` is asked to do.
package struct MigrationOptions: Sendable, Equatable {
    /// `--multiple-windows`: `UIApplicationSupportsMultipleScenes` true, and the app-level state
    /// callbacks stay app-wide (through `UIApplication` notifications) instead of moving to the
    /// scene callbacks.
    package var multipleWindows: Bool
    /// The name of the scene delegate class (and of its file, `<name>.swift`).
    package var sceneDelegateName: String

    /// `--recipe`: the id of the recipe to use for every app, instead of the one that matches it.
    package var recipe: String?

    package init(multipleWindows: Bool = false, sceneDelegateName: String = "SceneDelegate", recipe: String? = nil) {
        self.multipleWindows = multipleWindows
        self.sceneDelegateName = sceneDelegateName
        self.recipe = recipe
    }
}

/// One file the migration writes: its path relative to the app's folder, its bytes before (nil
/// for a new file) and after.
package struct FileChange: Sendable, Equatable {
    package var path: String
    package var old: Data?
    package var new: Data

    package init(path: String, old: Data?, new: Data) {
        self.path = path
        self.old = old
        self.new = new
    }
}

/// Something the tool did not do, or a decision the developer must check: printed in the summary
/// (standard error) with the file and line, and, for code left in place, marked in the code with a
/// `// scenectl migrate:` comment.
package struct ManualStep: Sendable, Equatable, CustomStringConvertible {
    package enum Kind: String, Sendable, Equatable {
        /// Must be done by hand: the app is not complete without it.
        case manual
        /// Done, but the developer should read it (a decision the tool made, a per-window choice).
        case check
    }

    package var kind: Kind
    /// Which manual step it is (the ids are in the steps' descriptions, docs/MIGRATING.md).
    package var id: String
    /// Relative path, or "" for the whole app.
    package var file: String
    /// 1-based, 0 when it is about a whole file.
    package var line: Int
    package var message: String

    package init(_ kind: Kind, id: String, file: String, line: Int, _ message: String) {
        self.kind = kind
        self.id = id
        self.file = file
        self.line = line
        self.message = message
    }

    package var description: String {
        let place = file.isEmpty ? "" : (line > 0 ? "\(file):\(line): " : "\(file): ")
        return "\(place)\(kind == .manual ? "manual step" : "check"): \(message)"
    }
}

/// The result of reading an app and planning its migration.
package struct MigrationPlan: Sendable {
    /// The files to write, in path order.
    package var changes: [FileChange]
    /// What the tool did, one line each (for the summary).
    package var done: [String]
    /// What remains, and what to check.
    package var steps: [ManualStep]
    /// True when the app already uses the scene life cycle (nothing to migrate).
    package var alreadyScenes: Bool
    /// The recipe each app was migrated with, in order.
    package var recipes: [(app: String, recipe: String)] = []

    package init(changes: [FileChange] = [], done: [String] = [], steps: [ManualStep] = [], alreadyScenes: Bool = false) {
        self.changes = changes
        self.done = done
        self.steps = steps
        self.alreadyScenes = alreadyScenes
    }
}

/// The app's folder cannot be read.
package struct MigrationError: Error, Sendable, Equatable, CustomStringConvertible {
    package var description: String
    package init(_ description: String) { self.description = description }
}
