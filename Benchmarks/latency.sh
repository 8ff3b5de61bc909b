#!/usr/bin/env bash
# Latency users feel, in the real window: from a key sent to the X server to the painted
# frame that shows its result (Benchmarks/Latency/drive.py; the start-up probe logs the
# frames). For Pet Adoption with 100,000 and 300,000 pets: typing 24 six-letter queries
# letter by letter and deleting them (288 keys), Page Down from the top, opening 50 pets
# from their rows, toggling the favourite button 50 times (then 50 times more, the key
# released once its press has painted); and, for what any GTK 4 app
# does here, the same 288 keys typed into GNOME Calculator. Prints p50, p99 and max per
# interaction.
#
#   Benchmarks/latency.sh [PAGES]      (Page Down presses, 300 by default; `all` for the whole list)
#
# The renderer is GTK's default (GL, llvmpipe under Xvfb); GSK_RENDERER=cairo
# Benchmarks/latency.sh compares. Installs what it needs (apt), starts its own Xvfb,
# D-Bus session and window manager (metacity).
set -euo pipefail
cd "$(dirname "$0")/.."
pages=${1:-300}

extra_packages=(gnome-calculator python3-xlib)
source Benchmarks/window-session.sh
# Debian's python3 has python3-xlib, whatever python3 comes first on PATH.
drive=(/usr/bin/python3 Benchmarks/Latency/drive.py --probe "$probe")

echo "key to painted frame, ms; renderer ${GSK_RENDERER:-the default}; load average $(cut -d' ' -f1 /proc/loadavg)"
echo "(the parts, p50/p99: before the first frame began; over the frames, update, layout, paint; median frames per key)"
format='%-28s %-10s %6s %6s %6s %-16s %10s %10s %10s %10s %6s\n'
# shellcheck disable=SC2059
printf "$format" app interaction p50 p99 max "keys (no frame)" before update layout paint frames
report() {  # report APP: the driver's lines as a table
    while read -r name keys p50 p99 max none before update layout paint frames; do
        # shellcheck disable=SC2059
        printf "$format" "$1" "$name" "$p50" "$p99" "$max" "$keys ($none)" "$before" "$update" "$layout" "$paint" "$frames"
    done
}
"${drive[@]}" --calculator | report "GNOME Calculator"
for count in 100000 300000; do
    "$bin/StoreBenchmark" --create "$work/catalog-$count.sqlite" "$count" >&2
    "${drive[@]}" --app "$bin/pet-adoption" --catalog "$work/catalog-$count.sqlite" --pages "$pages" \
        | report "Pet Adoption, $count pets"
done
