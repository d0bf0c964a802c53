/// The activity type of a web page opened in the app (universal links).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"
