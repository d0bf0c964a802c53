import ArgumentParser

@main
struct Scenectl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scenectl",
        abstract: "Inspect the scene lifecycle of an app: lint and explain its Info.plist, list and discard its stored sessions.",
        subcommands: []
    )
}
