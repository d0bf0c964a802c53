#!/bin/sh
# Installs an OpenUIScene app into the user's desktop menu, from its Info.plist:
#
#   packaging/linux/install-desktop-entry.sh [--icon SVG] [--name NAME] EXECUTABLE INFO_PLIST
#   packaging/linux/install-desktop-entry.sh --uninstall EXECUTABLE INFO_PLIST
#   packaging/linux/install-desktop-entry.sh --uninstall ID
#
# EXECUTABLE  the built app (for example .build/release/notes); used in place, not copied
# INFO_PLIST  the app's Info.plist (for example Examples/Notes/Resources/Info.plist)
# --icon SVG  the app's icon (default: AppIcon.svg beside the Info.plist, if there is one)
# --name NAME the name in the menu (default: CFBundleDisplayName, else CFBundleName)
#
# From the Info.plist (its build settings expanded by `scenectl expand`, the app's own code and
# limits: the environment's OPENUISCENE_BUILD_SETTING_<NAME>, BuildSettings.xcconfig beside it,
# then the defaults; see docs/MANIFEST.md "Build settings"; scenectl is found through $SCENECTL,
# beside EXECUTABLE, or on PATH: swift build -c release --product scenectl) it takes the application id (CFBundleIdentifier), the URL
# schemes (CFBundleURLTypes) and the quick actions (UIApplicationShortcutItems), and writes, under
# ${XDG_DATA_HOME:-~/.local/share}:
#   applications/ID.desktop                  Version=1.0, StartupWMClass=ID, Icon=ID, MimeType=
#                                            x-scheme-handler/SCHEME;, and one [Desktop Action]
#                                            per shortcut item: Exec=APP --shortcut TYPE
#   icons/hicolor/scalable/apps/ID.svg       the icon
# It checks the file with desktop-file-validate (package desktop-file-utils, when installed) in a
# temporary folder before renaming it into place, so that a refused entry never replaces an
# installed one; refuses control characters and values over the Swift side's limits; then makes
# the entry the handler of each x-scheme-handler/SCHEME (xdg-mime, package xdg-utils) and
# refreshes the desktop database. --uninstall ID takes an application id, never a path. Exec names
# the Info.plist (OPENUISCENE_INFO_PLIST) and the OPENUISCENE_BUILD_SETTING_* variables used, so
# that the app reads what this entry was made from (an executable whose path holds "=" is run
# through /bin/sh, since env would take it for a variable).
# docs/GTK.md, "Installing an app in the desktop menu".
set -eu
command -v python3 >/dev/null 2>&1 || { echo "error: python3 is needed to read the Info.plist (apt install python3)" >&2; exit 69; }
exec python3 - "$0" "$@" <<'PYTHON'
import base64, json, os, plistlib, re, shutil, subprocess, sys, tempfile

script, arguments = sys.argv[1], sys.argv[2:]
PREFIX = "OPENUISCENE_BUILD_SETTING_"
data_home = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
applications = os.path.join(data_home, "applications")
icons = os.path.join(data_home, "icons", "hicolor", "scalable", "apps")


def fail(message, status=65):
    print("error: " + message, file=sys.stderr)
    sys.exit(status)


def usage():
    with open(script, encoding="utf-8") as handle:
        lines = handle.read().splitlines()[1:11]
    print("\n".join(re.sub(r"^# ?", "", line) for line in lines), file=sys.stderr)
    sys.exit(64)


# --- Build settings: expanded by scenectl, with the app's own code and limits ----------------------

# A build-setting reference left as written (BuildSettingReference.swift's syntax).
REFERENCE = re.compile(r"\$(?:\(([A-Za-z_][A-Za-z0-9_]*)((?::[^:)$({]+)*)\)|\{([A-Za-z_][A-Za-z0-9_]*)((?::[^:}$({]+)*)\})")


def find_scenectl(executable):
    """scenectl, which expands the Info.plist's build settings exactly as the app does (one
    implementation, with its limits): $SCENECTL, else beside the executable, else on PATH."""
    for candidate in (os.environ.get("SCENECTL"), os.path.join(os.path.dirname(executable), "scenectl"), shutil.which("scenectl")):
        if candidate and os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    fail("scenectl is needed to expand the Info.plist's build settings as the app does; build it beside the app (swift build -c release --product scenectl), put it on PATH, or set SCENECTL to its path", 69)


def application_id_problem(identifier):
    """GLib's g_application_id_is_valid rules (ApplicationIdentifier.swift)."""
    if not identifier or len(identifier.encode()) > 255:
        return "it must be 1 to 255 bytes"
    elements = identifier.split(".")
    if len(elements) < 2:
        return "it has no \".\" (an application id has at least two elements, as in com.example.MyApp)"
    for part in elements:
        if not part:
            return "it has an empty element"
        if not re.fullmatch(r"[A-Za-z0-9_-]+", part):
            return f"the element \"{part}\" has a character other than ASCII letters, digits, _ and -"
        if part[0].isdigit():
            return f"the element \"{part}\" starts with a digit"
    return None


# --- The desktop file ---------------------------------------------------------------------------

CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def refuse_control_characters(text, what, allowed=""):
    """Every control character (C0, DEL, C1) is refused: in Exec= a newline would end the line and
    start another key or group, and the others have no place in a command or a name."""
    for match in CONTROL.finditer(text):
        if match.group() not in allowed:
            fail(f"{what} contains the control character U+{ord(match.group()):04X}; a desktop entry cannot carry it safely (a line break would start another line of the entry). Remove it")
    return text


def exec_argument(argument):
    """One Exec argument, quoted when it has a reserved character, as the Desktop Entry
    Specification asks (then escaped as a string value: each backslash doubled, % as %%)."""
    if argument and not any(c in ' \t\n"\'\\><~|&;$*?#()`' for c in argument):
        return argument.replace("%", "%%")
    quoted = '"' + re.sub(r'(["`$\\])', r"\\\1", argument) + '"'
    return quoted.replace("\\", "\\\\").replace("%", "%%")


def string_value(text):
    escaped = text.replace("\\", "\\\\").replace("\n", "\\n").replace("\t", "\\t").replace("\r", "\\r")
    return "\\s" + escaped[1:] if escaped.startswith(" ") else escaped


def load(executable, info_plist):
    if not os.path.isfile(info_plist):
        fail(f"{info_plist} is not a file; give the app's Info.plist", 66)
    scenectl = find_scenectl(executable)
    result = subprocess.run([scenectl, "expand", info_plist, "--product", os.path.basename(executable)], capture_output=True, text=True)
    if result.returncode != 0:
        fail(f"{result.stderr.strip() or info_plist + ' cannot be read'}; `scenectl lint {info_plist}` says more", 66 if result.returncode == 2 else 65)
    try:
        document = json.loads(result.stdout)
        plist = plistlib.loads(base64.b64decode(document["infoPlist"]))
        findings, reported = document["diagnostics"], document["buildSettings"]
    except Exception as error:
        fail(f"`{scenectl} expand {info_plist}` gave no answer this script understands ({error}); use the scenectl built with this OpenUIScene", 70)
    if not isinstance(plist, dict):
        fail(f"the root of {info_plist} is not a dictionary")
    for finding in findings:
        # A bad line in BuildSettings.xcconfig, or an expansion over the limits: stop.
        if finding["code"] in ("invalid-build-settings-file", "limit-exceeded"):
            fail(f"{info_plist}: {finding['message']} {finding.get('fix') or ''}".strip())
    # The OPENUISCENE_BUILD_SETTING_* variables the expansion used go into Exec=, so that the app
    # started from the entry reads what the entry was made from.
    used = {setting["name"]: os.environ[PREFIX + setting["name"]] for setting in reported
            if setting["source"] == "environment" and PREFIX + setting["name"] in os.environ}

    def string(value, key):
        if not isinstance(value, str):
            fail(f"{key} in {info_plist} must be a string")
        if REFERENCE.search(value):
            reasons = [f"{finding['message']} {finding.get('fix') or ''}".strip() for finding in findings if finding["keyPath"] == key]
            reason = " ".join(reasons) or "it uses a setting known only when the app runs (the app's module): give it a value in BuildSettings.xcconfig or in the environment (OPENUISCENE_BUILD_SETTING_<NAME>)"
            fail(f"{key} in {info_plist} is \"{value}\", whose build setting has no value: {reason}")
        return value

    if "CFBundleIdentifier" not in plist:
        fail(f"{info_plist} has no CFBundleIdentifier: the desktop file is named after the application id; add one")
    identifier = string(plist["CFBundleIdentifier"], "CFBundleIdentifier")
    problem = application_id_problem(identifier)
    if problem:
        fail(f"CFBundleIdentifier \"{identifier}\" is not a valid application id ({problem}); GLib would refuse it, so the app would have no single instance. Use a reverse-DNS id such as com.example.MyApp")
    return plist, used, identifier, string


def install(executable, info_plist, icon, name):
    executable = os.path.realpath(executable)
    if not (os.path.isfile(executable) and os.access(executable, os.X_OK)):
        fail(f"{executable} is not an executable file; build the app first (swift build -c release)", 66)
    info_plist = os.path.abspath(info_plist)
    plist, used, identifier, string = load(executable, info_plist)

    name_source = "--name"
    if name is None:
        for key in ("CFBundleDisplayName", "CFBundleName"):
            if key in plist:
                name, name_source = string(plist[key], key), f"{key} in {info_plist}"
                break
        else:
            name, name_source = os.path.basename(executable), "the executable's name"
    refuse_control_characters(name, name_source, allowed="\n\t\r")

    def array(key):
        value = plist.get(key) or []
        if not isinstance(value, list):
            print(f"warning: {key} is not an array; it is ignored", file=sys.stderr)
            return []
        return value

    schemes = []
    for index, url_type in enumerate(array("CFBundleURLTypes")):
        declared = url_type.get("CFBundleURLSchemes", []) if isinstance(url_type, dict) else []
        if not isinstance(declared, list):
            kind = "a string" if isinstance(declared, str) else type(declared).__name__
            fail(f"CFBundleURLTypes[{index}].CFBundleURLSchemes in {info_plist} is {kind}, not an array of strings (as a string, each of its characters would become a scheme); write <array><string>scheme</string></array>. `scenectl lint` reports it as wrong-type")
        for position, scheme in enumerate(declared):
            scheme = string(scheme, f"CFBundleURLTypes[{index}].CFBundleURLSchemes[{position}]")
            if re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*", scheme):
                schemes.append(scheme.lower())
            else:
                print(f"warning: URL scheme \"{scheme}\" is not a valid scheme; it is not registered", file=sys.stderr)

    actions = []
    for index, item in enumerate(array("UIApplicationShortcutItems")):
        if not isinstance(item, dict) or "UIApplicationShortcutItemType" not in item or "UIApplicationShortcutItemTitle" not in item:
            print(f"warning: UIApplicationShortcutItems[{index}] needs UIApplicationShortcutItemType and UIApplicationShortcutItemTitle; it is left out", file=sys.stderr)
            continue
        kind = string(item["UIApplicationShortcutItemType"], f"UIApplicationShortcutItems[{index}].UIApplicationShortcutItemType")
        refuse_control_characters(kind, f"UIApplicationShortcutItems[{index}].UIApplicationShortcutItemType in {info_plist}")
        title = string(item["UIApplicationShortcutItemTitle"], f"UIApplicationShortcutItems[{index}].UIApplicationShortcutItemTitle")
        refuse_control_characters(title, f"UIApplicationShortcutItems[{index}].UIApplicationShortcutItemTitle in {info_plist}", allowed="\n\t\r")
        # An action identifier is letters, digits and '-' (desktop-file-validate refuses others):
        # the type without the application id in front, other characters made '-'.
        short = kind[len(identifier) + 1:] if kind.startswith(identifier + ".") else kind
        action = re.sub(r"[^A-Za-z0-9-]", "-", short).strip("-") or "action"
        taken = {existing for existing, _, _ in actions}
        unique, suffix = action, 2
        while unique in taken:
            unique, suffix = f"{action}-{suffix}", suffix + 1
        actions.append((unique, title, kind))

    if icon is None:
        candidate = os.path.join(os.path.dirname(info_plist), "AppIcon.svg")
        icon = candidate if os.path.isfile(candidate) else None
    icon_name = "application-x-executable"
    if icon is not None:
        if not os.path.isfile(icon):
            fail(f"the icon {icon} is not a file", 66)
        with open(icon, "rb") as handle:
            head = handle.read(4096)
        if b"<svg" not in head:
            fail(f"the icon {icon} is not an SVG file (no <svg> element at its start)")
        icon_name = identifier

    refuse_control_characters(executable, "the executable's path")
    refuse_control_characters(info_plist, "the Info.plist's path")
    for key, value in sorted(used.items()):
        refuse_control_characters(value, f"the build setting {key} (the environment variable {PREFIX}{key})")
    environment = [f"OPENUISCENE_INFO_PLIST={info_plist}"] + [f"{PREFIX}{key}={value}" for key, value in sorted(used.items())]
    # env takes every argument with a "=" before the program for a variable: an executable whose
    # path has one is run through sh, as its $0, so that it stays the program.
    program = [executable] if "=" not in executable else ["/bin/sh", "-c", 'exec "$0" "$@"', executable]
    command = " ".join(exec_argument(part) for part in ["env"] + environment + program)
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.0",
        f"Name={string_value(name)}",
        f"Exec={command} %U",
        f"Icon={icon_name}",
        "Terminal=false",
        "Categories=Utility;GTK;",
        f"StartupWMClass={identifier}",
        "StartupNotify=true",
    ]
    if schemes:
        lines.append("MimeType=" + "".join(f"x-scheme-handler/{scheme};" for scheme in schemes))
    if actions:
        lines.append("Actions=" + "".join(f"{action};" for action, _, _ in actions))
    for action, title, kind in actions:
        lines += ["", f"[Desktop Action {action}]", f"Name={string_value(title)}", f"Exec={command} --shortcut {exec_argument(kind)}"]

    # Written and checked in a temporary folder first: an entry that is refused never replaces the
    # installed one (nor its icon). The folder is in XDG_DATA_HOME, so that the renames stay on
    # one file system.
    path = os.path.join(applications, identifier + ".desktop")
    os.makedirs(data_home, exist_ok=True)
    staging = tempfile.mkdtemp(prefix=".install-desktop-entry-", dir=data_home)
    try:
        staged = os.path.join(staging, identifier + ".desktop")
        with open(staged, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        if shutil.which("desktop-file-validate"):
            result = subprocess.run(["desktop-file-validate", staged], capture_output=True, text=True)
            if result.returncode != 0:
                fail(f"desktop-file-validate refused the entry for {path}, which was left as it was:\n{result.stdout}{result.stderr}", 1)
        else:
            print("note: desktop-file-validate not found (apt install desktop-file-utils): the entry was not checked", file=sys.stderr)
        if icon is not None:
            staged_icon = os.path.join(staging, identifier + ".svg")
            shutil.copyfile(icon, staged_icon)
            os.makedirs(icons, exist_ok=True)
            os.replace(staged_icon, os.path.join(icons, identifier + ".svg"))
            os.utime(os.path.join(data_home, "icons", "hicolor"))
        os.makedirs(applications, exist_ok=True)
        os.replace(staged, path)
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    for scheme in schemes:
        if shutil.which("xdg-mime"):
            subprocess.run(["xdg-mime", "default", identifier + ".desktop", f"x-scheme-handler/{scheme}"], check=False)
        else:
            print(f"note: xdg-mime not found (apt install xdg-utils): x-scheme-handler/{scheme} is declared but not made the default", file=sys.stderr)
    if shutil.which("update-desktop-database"):
        subprocess.run(["update-desktop-database", applications], check=False)
    print(f"installed {path}" + (f" and {os.path.join(icons, identifier + '.svg')}" if icon is not None else ""))


def uninstall(identifier):
    problem = application_id_problem(identifier)
    if problem:
        fail(f"\"{identifier}\" is not an application id ({problem}): give the id the entry was installed under, the name of its .desktop file without .desktop (for example org.openuiscene.notes); nothing was removed", 64)
    for path in (os.path.join(applications, identifier + ".desktop"), os.path.join(icons, identifier + ".svg")):
        if os.path.exists(path):
            os.remove(path)
            print(f"removed {path}")
    if shutil.which("update-desktop-database") and os.path.isdir(applications):
        subprocess.run(["update-desktop-database", applications], check=False)


options, positional = {}, []
iterator = iter(arguments)
for argument in iterator:
    if argument in ("--icon", "--name"):
        value = next(iterator, None)
        if value is None:
            usage()
        options[argument] = value
    elif argument == "--uninstall":
        options[argument] = True
    elif argument in ("-h", "--help") or argument.startswith("--"):
        usage()
    else:
        positional.append(argument)

if options.get("--uninstall"):
    if len(positional) == 1:
        uninstall(positional[0])
    elif len(positional) == 2:
        uninstall(load(os.path.realpath(positional[0]), os.path.abspath(positional[1]))[2])
    else:
        usage()
elif len(positional) == 2:
    install(positional[0], positional[1], options.get("--icon"), options.get("--name"))
else:
    usage()
PYTHON
