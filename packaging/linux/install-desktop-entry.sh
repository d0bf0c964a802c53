#!/bin/sh
# Installs an OpenUIScene app into the user's desktop menu and registers its URL schemes.
#
#   packaging/linux/install-desktop-entry.sh EXECUTABLE ID NAME [SCHEME...]
#   packaging/linux/install-desktop-entry.sh --uninstall ID [SCHEME...]
#
# EXECUTABLE  the built app (for example .build/release/notes); copied nowhere, used in place
# ID          the app's CFBundleIdentifier (for example org.openuiscene.notes)
# NAME        the name in the menu
# SCHEME      URL schemes from CFBundleURLSchemes (for example notes)
#
# Writes ~/.local/share/applications/ID.desktop, then makes it the handler of each
# x-scheme-handler/SCHEME (xdg-mime) and refreshes the desktop database when the tools exist.
# Set OPENUISCENE_INFO_PLIST in the environment to bake an Info.plist path into Exec.
set -eu
applications="${XDG_DATA_HOME:-$HOME/.local/share}/applications"

if [ "${1:-}" = "--uninstall" ]; then
    id="$2"; shift 2
    rm -f "$applications/$id.desktop"
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$applications" || true
    echo "removed $applications/$id.desktop"
    exit 0
fi

if [ $# -lt 3 ]; then
    sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'
    exit 64
fi
executable="$(readlink -f "$1")"; id="$2"; name="$3"; shift 3
[ -x "$executable" ] || { echo "error: $executable is not an executable file; build the app first (swift build -c release)" >&2; exit 66; }

mime=""
for scheme in "$@"; do mime="${mime}x-scheme-handler/$scheme;"; done
exec_line="\"$executable\" %U"
if [ -n "${OPENUISCENE_INFO_PLIST:-}" ]; then
    exec_line="env OPENUISCENE_INFO_PLIST=\"$(readlink -f "$OPENUISCENE_INFO_PLIST")\" $exec_line"
fi

mkdir -p "$applications"
cat > "$applications/$id.desktop" <<DESKTOP
[Desktop Entry]
Type=Application
Version=1.5
Name=$name
Exec=$exec_line
Icon=application-x-executable
Terminal=false
Categories=Utility;GTK;
StartupWMClass=$id
StartupNotify=true
MimeType=$mime
DESKTOP

if command -v desktop-file-validate >/dev/null 2>&1; then desktop-file-validate "$applications/$id.desktop"; fi
for scheme in "$@"; do
    if command -v xdg-mime >/dev/null 2>&1; then
        xdg-mime default "$id.desktop" "x-scheme-handler/$scheme"
    else
        echo "note: xdg-mime not found (apt install xdg-utils): x-scheme-handler/$scheme is declared but not made the default"
    fi
done
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$applications" || true
echo "installed $applications/$id.desktop"
