#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Regenerates Ferz's four game sounds with SoX (https://sox.sourceforge.net/,
# Debian package "sox"). The sounds were made for Ferz from nothing but SoX's
# built-in synthesiser, so they carry the project's licence, GPL-3.0-or-later.
#
#   move.wav     soft wooden "tock" when a piece is put down          (~0.12 s)
#   capture.wav  sharper double click when a piece is taken           (~0.15 s)
#   check.wav    short two-tone chime (A5 then D6) when a king is in check (~0.36 s)
#   gameend.wav  gentle rising three-note phrase (C5 E5 G5) at the end  (~1.14 s)
#
# All files: mono, 16-bit PCM WAV, 22.05 kHz, peak normalised to -6 dBFS.
# 22.05 kHz keeps gameend.wav under 60 KB and loses nothing audible in
# sounds this soft (they have almost no energy above 6 kHz).
#
# Usage: resources/sounds/make-sounds.sh [OUTPUT_DIR]   (default: this script's folder)
set -euo pipefail

command -v sox >/dev/null || { echo "make-sounds.sh: needs sox (apt-get install sox)" >&2; exit 1; }

out=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# -R: repeatable mode (fixed seeds for the noise generator and for dither), so
# a rerun with the same SoX version gives byte-identical files.
export SOX_OPTS="-R"
RATE=22050
PEAK=-6                                    # dBFS
FMT=(-r "$RATE" -c 1 -b 16 -e signed-integer)

# tone FILE LENGTH FREQ DECAY [GAIN_DB [ATTACK]]
#   A sine partial with a short attack (default 1.5 ms, a "strike") and an
#   exponential decay; DECAY is the time the logarithmic fade needs to fall
#   to silence (shorter = drier). LENGTH cuts a longer ring short.
tone() {
    local file=$1 len=$2 freq=$3 decay=$4 gain=${5:-0} attack=${6:-0.0015}
    sox -n "${FMT[@]}" "$tmp/raw.wav" synth "$decay" sine "$freq" \
        fade l 0 "$decay" "$decay" fade h "$attack" gain "$gain"
    if awk -v l="$len" -v d="$decay" 'BEGIN { exit !(l < d) }'; then
        # cut the ring short, with a 10 ms fade so the cut does not click
        sox "$tmp/raw.wav" "$tmp/$file" trim 0 "$len" fade t 0 "$len" 0.01
    else
        mv "$tmp/raw.wav" "$tmp/$file"
    fi
}

# knock FILE LENGTH CUTOFF [GAIN_DB]
#   A very short burst of low-passed noise: the contact "thud" of wood on wood.
knock() {
    local file=$1 len=$2 cutoff=$3 gain=${4:-0}
    sox -n "${FMT[@]}" "$tmp/$file" synth "$len" pinknoise \
        fade l 0.0005 "$len" "$len" lowpass "$cutoff" gain "$gain"
}

# finish OUT INPUT... : mix inputs, tidy the ends, normalise the peak.
finish() {
    local dest=$1; shift
    if (($# > 1)); then sox -m "$@" "$tmp/mix.wav"; else cp "$1" "$tmp/mix.wav"; fi
    sox "$tmp/mix.wav" "${FMT[@]}" "$dest" highpass 120 norm "$PEAK"
}

# --- move.wav: soft wooden tock ------------------------------------------------
# A low body partial, a quieter inharmonic overtone (what makes it sound like
# wood rather than a bell), and a dull noise knock for the contact.
tone m1.wav 0.12 560  0.12
tone m2.wav 0.12 1370 0.05 -9
knock m3.wav 0.02 2500 -4
finish "$out/move.wav" "$tmp/m1.wav" "$tmp/m2.wav" "$tmp/m3.wav"

# --- capture.wav: sharper double click ---------------------------------------
# Two brighter, drier tocks 65 ms apart; the second slightly lower and softer,
# like one piece knocking the other off its square.
tone c1.wav 0.10 820  0.08
tone c2.wav 0.10 2010 0.035 -6
knock c3.wav 0.015 4500 -2
sox -m "$tmp/c1.wav" "$tmp/c2.wav" "$tmp/c3.wav" "$tmp/click.wav"
sox "$tmp/click.wav" "$tmp/click2.wav" speed 0.92 gain -3 pad 0.065
sox -m "$tmp/click.wav" "$tmp/click2.wav" "$tmp/cap.wav" trim 0 0.15 fade t 0 0.15 0.01
finish "$out/capture.wav" "$tmp/cap.wav"

# --- check.wav: two-tone chime ------------------------------------------------
# A5 (880 Hz) then D6 (1174.7 Hz), each a soft bell: fundamental plus a faint
# octave, ringing 0.6 s but cut short with a fade so the whole is 0.36 s.
tone h1.wav 0.36 880    0.6  0   0.005
tone h2.wav 0.36 1760   0.25 -14 0.005
tone h3.wav 0.24 1174.7 0.6  0   0.005
tone h4.wav 0.24 2349.3 0.25 -14 0.005
sox -m "$tmp/h1.wav" "$tmp/h2.wav" "$tmp/hi.wav"
sox -m "$tmp/h3.wav" "$tmp/h4.wav" "$tmp/hj.wav"
sox "$tmp/hj.wav" "$tmp/hk.wav" pad 0.12
sox -m "$tmp/hi.wav" "$tmp/hk.wav" "$tmp/chk.wav" trim 0 0.36 fade t 0 0.36 0.08
finish "$out/check.wav" "$tmp/chk.wav"

# --- gameend.wav: gentle three-note phrase ------------------------------------
# C5, E5, G5 (a rising C-major arpeggio) 0.26 s apart, each a soft mellow tone
# (fundamental, faint octave, slow decay); the last note rings out and fades.
note() {  # note FILE FREQ START LENGTH
    local file=$1 freq=$2 start=$3 len=$4
    local f2
    f2=$(awk -v f="$freq" 'BEGIN { printf "%.2f", 2 * f }')
    tone "n1.wav" "$len" "$freq" 1.6 0   0.012
    tone "n2.wav" "$len" "$f2"   0.5 -16 0.012
    sox -m "$tmp/n1.wav" "$tmp/n2.wav" "$tmp/n3.wav" fade t 0 "$len" 0.05
    sox "$tmp/n3.wav" "$tmp/$file" pad "$start"
}
note e1.wav 523.25 0.00 0.60
note e2.wav 659.26 0.26 0.60
note e3.wav 783.99 0.52 0.62
sox -m "$tmp/e1.wav" "$tmp/e2.wav" "$tmp/e3.wav" "$tmp/end.wav" trim 0 1.14 fade t 0 1.14 0.3
finish "$out/gameend.wav" "$tmp/end.wav"

for f in move capture check gameend; do
    printf '%-12s %s s\n' "$f.wav" "$(soxi -D "$out/$f.wav")"
done
