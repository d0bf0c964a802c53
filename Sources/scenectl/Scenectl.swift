import ArgumentParser

/// The `scenectl` command: one subcommand per file (`LintCommand`, `ExplainCommand`, …).
/// To add a subcommand, write its type in its own file and append it to `subcommands`.
@main
struct Scenectl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenectl",
        abstract: "Inspect the scene lifecycle of an app: lint and explain its Info.plist, list and discard its stored sessions, draw its lifecycle trace, say what a port of its scene code needs, find scene-lifecycle bugs in its code (doctor), migrate an app-delegate app to scenes.",
        subcommands: [LintCommand.self, ExplainCommand.self, Sessions.self, TimelineCommand.self, PortCommand.self, DoctorCommand.self, MigrateCommand.self, ExpandCommand.self]
    )
}
