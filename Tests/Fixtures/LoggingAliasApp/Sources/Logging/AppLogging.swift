/// The app's own module named `Logging`.
public enum AppLog {
    public static func message(_ text: String) -> String { "app log: \(text)" }
}
