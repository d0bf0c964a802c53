// The system's declared types: their identifiers, conformance, extensions and MIME types, as
// Apple declares them (the common subset apps name).
extension UTType {
    public static let item = UTType(identifier: "public.item", parents: [], extensions: [], mimeTypes: [], description: "item")
    public static let content = UTType(identifier: "public.content", parents: [], extensions: [], mimeTypes: [], description: "content")
    public static let compositeContent = UTType(identifier: "public.composite-content", parents: ["public.content"], extensions: [], mimeTypes: [], description: "composite content")
    public static let data = UTType(identifier: "public.data", parents: ["public.item"], extensions: [], mimeTypes: ["application/octet-stream"], description: "data")
    public static let directory = UTType(identifier: "public.directory", parents: ["public.item"], extensions: [], mimeTypes: [], description: "directory")
    public static let folder = UTType(identifier: "public.folder", parents: ["public.directory"], extensions: [], mimeTypes: ["inode/directory"], description: "folder")
    public static let package = UTType(identifier: "com.apple.package", parents: ["public.directory"], extensions: [], mimeTypes: [], description: "package")
    public static let text = UTType(identifier: "public.text", parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "text")
    public static let plainText = UTType(identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"], description: "plain text")
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"], extensions: [], mimeTypes: ["text/plain;charset=utf-8"], description: "UTF-8 plain text")
    public static let utf16PlainText = UTType(identifier: "public.utf16-plain-text", parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "UTF-16 plain text")
    public static let rtf = UTType(identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf", "application/rtf"], description: "rich text")
    public static let html = UTType(identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"], description: "HTML")
    public static let xml = UTType(identifier: "public.xml", parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], description: "XML")
    public static let json = UTType(identifier: "public.json", parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], description: "JSON")
    public static let yaml = UTType(identifier: "public.yaml", parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"], description: "YAML")
    public static let sourceCode = UTType(identifier: "public.source-code", parents: ["public.plain-text"], extensions: [], mimeTypes: [], description: "source code")
    public static let swiftSource = UTType(identifier: "public.swift-source", parents: ["public.source-code"], extensions: ["swift"], mimeTypes: ["text/x-swift"], description: "Swift source")
    public static let script = UTType(identifier: "public.script", parents: ["public.source-code"], extensions: [], mimeTypes: [], description: "script")
    public static let shellScript = UTType(identifier: "public.shell-script", parents: ["public.script"], extensions: ["sh", "command"], mimeTypes: ["application/x-sh"], description: "shell script")
    public static let pythonScript = UTType(identifier: "public.python-script", parents: ["public.script"], extensions: ["py"], mimeTypes: ["text/x-python-script"], description: "Python script")
    public static let delimitedText = UTType(identifier: "public.delimited-values-text", parents: ["public.text"], extensions: [], mimeTypes: [], description: "delimited text")
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv"], description: "CSV")
    public static let tabSeparatedText = UTType(identifier: "public.tab-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"], description: "TSV")
    public static let vCard = UTType(identifier: "public.vcard", parents: ["public.text"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard", "text/x-vcard"], description: "vCard")
    public static let propertyList = UTType(identifier: "com.apple.property-list", parents: ["public.data"], extensions: ["plist"], mimeTypes: ["application/x-plist"], description: "property list")
    public static let image = UTType(identifier: "public.image", parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "image")
    public static let png = UTType(identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], description: "PNG image")
    public static let jpeg = UTType(identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"], description: "JPEG image")
    public static let gif = UTType(identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], description: "GIF image")
    public static let heic = UTType(identifier: "public.heic", parents: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"], description: "HEIC image")
    public static let webP = UTType(identifier: "org.webmproject.webp", parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"], description: "WebP image")
    public static let tiff = UTType(identifier: "public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], description: "TIFF image")
    public static let bmp = UTType(identifier: "com.microsoft.bmp", parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"], description: "BMP image")
    public static let svg = UTType(identifier: "public.svg-image", parents: ["public.image"], extensions: ["svg"], mimeTypes: ["image/svg+xml"], description: "SVG image")
    public static let pdf = UTType(identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document")
    public static let audiovisualContent = UTType(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"], extensions: [], mimeTypes: [], description: "audiovisual content")
    public static let movie = UTType(identifier: "public.movie", parents: ["public.audiovisual-content"], extensions: [], mimeTypes: [], description: "movie")
    public static let video = UTType(identifier: "public.video", parents: ["public.movie"], extensions: [], mimeTypes: [], description: "video")
    public static let mpeg4Movie = UTType(identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4", "mpeg4"], mimeTypes: ["video/mp4"], description: "MPEG-4 movie")
    public static let quickTimeMovie = UTType(identifier: "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"], description: "QuickTime movie")
    public static let audio = UTType(identifier: "public.audio", parents: ["public.audiovisual-content"], extensions: [], mimeTypes: [], description: "audio")
    public static let mp3 = UTType(identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"], description: "MP3 audio")
    public static let mpeg4Audio = UTType(identifier: "public.mpeg-4-audio", parents: ["public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"], description: "MPEG-4 audio")
    public static let wav = UTType(identifier: "com.microsoft.waveform-audio", parents: ["public.audio"], extensions: ["wav", "wave"], mimeTypes: ["audio/wav", "audio/x-wav"], description: "WAVE audio")
    public static let archive = UTType(identifier: "public.archive", parents: ["public.data"], extensions: [], mimeTypes: [], description: "archive")
    public static let zip = UTType(identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"], description: "ZIP archive")
    public static let gzip = UTType(identifier: "org.gnu.gnu-zip-archive", parents: ["public.archive"], extensions: ["gz", "gzip"], mimeTypes: ["application/gzip", "application/x-gzip"], description: "gzip archive")
    public static let url = UTType(identifier: "public.url", parents: ["public.data"], extensions: [], mimeTypes: [], description: "URL")
    public static let fileURL = UTType(identifier: "public.file-url", parents: ["public.url"], extensions: [], mimeTypes: [], description: "file URL")
    public static let executable = UTType(identifier: "public.executable", parents: ["public.item"], extensions: [], mimeTypes: [], description: "executable")
    public static let font = UTType(identifier: "public.font", parents: ["public.data", "public.content"], extensions: ["ttf", "otf"], mimeTypes: ["font/ttf", "font/otf"], description: "font")
    public static let log = UTType(identifier: "public.log", parents: ["public.plain-text"], extensions: ["log"], mimeTypes: [], description: "log")
    public static let database = UTType(identifier: "public.database", parents: ["public.data"], extensions: [], mimeTypes: [], description: "database")
    public static let spreadsheet = UTType(identifier: "public.spreadsheet", parents: ["public.content"], extensions: [], mimeTypes: [], description: "spreadsheet")
    public static let presentation = UTType(identifier: "public.presentation", parents: ["public.composite-content"], extensions: [], mimeTypes: [], description: "presentation")
    public static let calendarEvent = UTType(identifier: "public.calendar-event", parents: ["public.item"], extensions: ["ics"], mimeTypes: ["text/calendar"], description: "calendar event")
    public static let emailMessage = UTType(identifier: "public.email-message", parents: ["public.data", "public.content"], extensions: ["eml"], mimeTypes: ["message/rfc822"], description: "email message")

    /// Every system type, in declaration order (an extension's first claimant wins).
    static let systemTypes: [UTType] = [
        item, content, compositeContent, data, directory, folder,
        package, text, plainText, utf8PlainText, utf16PlainText, rtf,
        html, xml, json, yaml, sourceCode, swiftSource,
        script, shellScript, pythonScript, delimitedText, commaSeparatedText, tabSeparatedText,
        vCard, propertyList, image, png, jpeg, gif,
        heic, webP, tiff, bmp, svg, pdf,
        audiovisualContent, movie, video, mpeg4Movie, quickTimeMovie, audio,
        mp3, mpeg4Audio, wav, archive, zip, gzip,
        url, fileURL, executable, font, log, database,
        spreadsheet, presentation, calendarEvent, emailMessage,
    ]
}
