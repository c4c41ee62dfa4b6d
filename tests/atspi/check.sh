#!/bin/sh
# The board and the announcements as a screen reader gets them, end to end: ferz under Xvfb,
# in a session D-Bus with its own AT-SPI bus, read by probe.py through pyatspi (what Orca
# uses). Usage: check.sh FERZ_BINARY. Needs xvfb, xauth, dbus, at-spi2-core, python3-pyatspi,
# xdotool (scripts/common.sh installs them).
set -eu
ferz=$1
here=$(cd "$(dirname "$0")" && pwd)
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
mkdir -p "$home/config/ferzchess"
# Quiet and quick: no sound, no animation, no first-start look for engines, a weak opponent.
cat > "$home/config/ferzchess/Ferz.conf" <<CONF
[board]
sound=false
animationMs=0
[engines]
scanned=true
[game]
level=1200
CONF
export HOME="$home" XDG_CONFIG_HOME="$home/config" XDG_DATA_HOME="$home/data"
export LANGUAGE=en LANG=C.UTF-8 LC_ALL=C.UTF-8 FERZ_ATSPI_FERZ="$ferz" FERZ_ATSPI_PROBE="$here/probe.py"
exec xvfb-run -a -s "-screen 0 1280x900x24" dbus-run-session -- sh -c '
    /usr/libexec/at-spi-bus-launcher --launch-immediately &
    launcher=$!
    sleep 1
    QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 "$FERZ_ATSPI_FERZ" &
    ferz=$!
    # Keys go to the window that has X focus (there is no window manager to give it).
    window=
    for _ in $(seq 50); do
        window=$(xdotool search --pid "$ferz" --onlyvisible --name Ferz 2>/dev/null | head -1) && [ -n "$window" ] && break
        sleep 0.2
    done
    rc=0
    /usr/bin/python3 "$FERZ_ATSPI_PROBE" xdotool windowfocus --sync "$window" key --delay 150 || rc=$?
    kill "$ferz" "$launcher" 2>/dev/null
    wait "$ferz" 2>/dev/null
    exit $rc
'
