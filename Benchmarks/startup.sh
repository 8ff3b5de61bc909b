#!/usr/bin/env bash
# Whole-process start-up, app vs. a minimal C libadwaita app (AdwApplicationWindow with a
# header bar), each quitting right after its first painted frame. The app opens a
# database of 10,000 generated pets. Prints median wall time and peak memory (max RSS)
# of each and their ratio. Needs a display: starts its own Xvfb when $DISPLAY is unset.
#   Benchmarks/startup.sh [RUNS]      (default 20 runs each, alternating, after 3 warm-ups)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}

if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" dbus-run-session -- "$0" "$@"
fi

swift build -c release --product pet-adoption >&2
swift build -c release --product StoreBenchmark >&2
bin=$(swift build -c release --show-bin-path)
baseline=$(Benchmarks/StartupBaseline/build.sh)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/StoreBenchmark" --create "$work/catalog.sqlite" 10000 >&2

export PET_ADOPTION_DATABASE="$work/catalog.sqlite" XDG_STATE_HOME="$work/state" \
    GSETTINGS_BACKEND=memory PET_ADOPTION_EXIT_AFTER_FIRST_FRAME=1

# One run: "<wall ms> <max RSS KiB>".
measure() {
    local start end
    start=$(date +%s%N)
    /usr/bin/time -o "$work/rss" -f %M "$@" >/dev/null 2>&1
    end=$(date +%s%N)
    echo "$(( (end - start) / 1000000 )) $(cat "$work/rss")"
}

for _ in 1 2 3; do measure "$bin/pet-adoption" >/dev/null; measure "$baseline" >/dev/null; done
: > "$work/app"; : > "$work/c"
for _ in $(seq "$runs"); do
    measure "$bin/pet-adoption" >> "$work/app"
    measure "$baseline" >> "$work/c"
done

python3 - "$work/app" "$work/c" "$runs" <<'PY'
import statistics, sys
def load(path):
    rows = [tuple(map(int, line.split())) for line in open(path)]
    return statistics.median(r[0] for r in rows), max(r[1] for r in rows) / 1024
app_ms, app_mib = load(sys.argv[1])
c_ms, c_mib = load(sys.argv[2])
print(f"runs: {sys.argv[3]} each, alternating; load average {open('/proc/loadavg').read().split()[0]}")
print(f"C baseline:  median {c_ms:.0f} ms, peak {c_mib:.1f} MiB")
print(f"Pet Adoption (10,000 pets): median {app_ms:.0f} ms, peak {app_mib:.1f} MiB")
print(f"ratio {app_ms / c_ms:.2f} x wall time (budget 1.2), +{app_mib - c_mib:.1f} MiB (budget +40)")
PY
