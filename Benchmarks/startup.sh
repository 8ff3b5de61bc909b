#!/usr/bin/env bash
# Start-up beside GNOME's own GTK 4 + libadwaita apps, every app timed the same way: the
# probe (Benchmarks/StartupProbe, an LD_PRELOAD library) notes the first painted frame of
# the first window the app presents; nothing in any app is told it is being measured.
#
# For each app it prints the median time to that frame and the peak memory (max RSS)
# then, and the median time until the app has settled (no CPU used for 0.5 s after the
# first frame: for Pet Adoption, every pet read and indexed, so search works over the
# whole catalog) and the peak memory by then; then the median time each app spent in each
# phase up to that frame (the probe's PROBE_PHASES marks). Runs alternate between apps.
# Pet Adoption with 100,000 pets runs three times: at its own default size, at
# Calculator's, which tells what painting a larger window costs on this machine's
# renderer, and with the same catalog on a shelter server (a throw-away PostgreSQL on this
# machine, tools/test-postgres, reached over its Unix socket), which tells what the
# server costs the first frame.
#
#   Benchmarks/startup.sh [RUNS]      (default 10 runs of each app, after one warm-up)
#
# Installs GNOME Calculator, GNOME Clocks and PostgreSQL when missing (apt). Starts its own Xvfb, D-Bus
# session and window manager (metacity). Saves the first frame of Pet Adoption with
# 100,000 pets as .build/startup-first-frame-100000.png.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-10}

extra_packages=(gnome-calculator gnome-clocks postgresql openssl)
source Benchmarks/window-session.sh
baseline=$(Benchmarks/StartupBaseline/build.sh)
for count in 10000 100000 300000; do
    "$bin/StoreBenchmark" --create "$work/catalog-$count.sqlite" "$count" >&2
done
export GSETTINGS_BACKEND=memory XDG_STATE_HOME="$work/state" XDG_DATA_HOME="$work/data"
# The 100,000 pets again, on a shelter server: exported by the app, imported by the app.
source tools/test-postgres
server="postgresql://postgres@/startup?host=$SHELTER_TEST_SERVER&port=$SHELTER_TEST_SERVER_PORT"
psql -X -q -h "$SHELTER_TEST_SERVER" -p "$SHELTER_TEST_SERVER_PORT" -U postgres -d postgres -c "CREATE DATABASE startup"
"$bin/pet-adoption" --server "$server" --set-up-server >&2
PET_ADOPTION_DATABASE="$work/catalog-100000.sqlite" "$bin/pet-adoption" --export json "$work/catalog-100000.json" >&2
"$bin/pet-adoption" --server "$server" --import "$work/catalog-100000.json" | tail -n 1 >&2

# The apps, by name: a command each, and the environment it runs in. (The variables are
# exported by the shell that runs the app, not set through `env`: the probe would load GTK
# into `env` too, which would count against the app.)
names=("C baseline (AdwApplicationWindow)" "GNOME Calculator" "GNOME Clocks"
       "Pet Adoption, 10,000 pets" "Pet Adoption, 100,000 pets" "Pet Adoption, 300,000 pets"
       "Pet Adoption, 100,000, 360×461 window" "Pet Adoption, 100,000, shelter server")
# Calculator's window size, as Pet Adoption's saved window state.
small_state="$work/small-window-state"
mkdir -p "$small_state/io.github.petadoption.PetAdoption"
printf '[window]\nwidth=360\nheight=461\n' > "$small_state/io.github.petadoption.PetAdoption/window-state.ini"
command_of() {
    case "$1" in
        0) echo "$baseline" ;;
        1) echo gnome-calculator ;;
        2) echo gnome-clocks ;;
        7) echo "$bin/pet-adoption --server $server" ;;
        *) echo "$bin/pet-adoption" ;;
    esac
}
environment_of() {
    case "$1" in
        3) echo "PET_ADOPTION_DATABASE=$work/catalog-10000.sqlite" ;;
        4) echo "PET_ADOPTION_DATABASE=$work/catalog-100000.sqlite" ;;
        5) echo "PET_ADOPTION_DATABASE=$work/catalog-300000.sqlite" ;;
        6) echo "PET_ADOPTION_DATABASE=$work/catalog-100000.sqlite XDG_STATE_HOME=$small_state" ;;
    esac
}

# The CPU time (clock ticks) process $1 has used.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null || echo gone; }

# One run of app $1: "<first frame ms> <RSS KiB then> <settled ms> <peak RSS KiB by then>".
measure() {
    local png="${2:-}" start pid
    rm -f "$work/frame"
    start=$(date +%s%N)
    (
        for assignment in $(environment_of "$1"); do export "${assignment?}"; done
        # shellcheck disable=SC2046
        PROBE_START_NS=$start PROBE_OUT="$work/frame" PROBE_PNG="$png" PROBE_STAY=1 PROBE_PHASES="$work/phases-$1" \
            LD_PRELOAD="$probe" exec $(command_of "$1")
    ) >/dev/null 2>&1 &
    pid=$!
    until [ -s "$work/frame" ]; do
        kill -0 "$pid" 2>/dev/null || { echo "startup: app $1 ended before its first frame" >&2; exit 1; }
        sleep 0.01
    done
    # Settled: no CPU tick for 0.5 s (or the app quit by itself, as the C baseline does
    # after its first frame); the time of the last tick counts.
    local ticks last_change quiet=0 now peak hwm
    ticks=$(cpu_ticks "$pid"); last_change=$(date +%s%N); peak=$(cut -d' ' -f2 "$work/frame")
    while [ "$quiet" -lt 25 ] && kill -0 "$pid" 2>/dev/null; do
        hwm=$(awk '/VmHWM/ { print $2 }' "/proc/$pid/status" 2>/dev/null || true)
        [ -n "$hwm" ] && peak=$hwm
        sleep 0.02
        now=$(cpu_ticks "$pid")
        if [ "$now" != "$ticks" ]; then ticks=$now; last_change=$(date +%s%N); quiet=0; else quiet=$((quiet + 1)); fi
    done
    kill -9 "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    echo "$(cat "$work/frame") $(( (last_change - start) / 1000000 )) $peak"
}

for app in "${!names[@]}"; do measure "$app" >/dev/null; done
measure 4 "$PWD/.build/startup-first-frame-100000.png" >/dev/null
for app in "${!names[@]}"; do : > "$work/runs-$app"; : > "$work/phases-$app"; done
for _ in $(seq "$runs"); do
    for app in "${!names[@]}"; do measure "$app" >> "$work/runs-$app"; done
done

python3 - "$work" "$runs" "${names[@]}" <<'PY'
import os, statistics, sys
work, runs, names = sys.argv[1], sys.argv[2], sys.argv[3:]
print(f"{runs} runs of each app, alternating; load average {open('/proc/loadavg').read().split()[0]}")
print(f"{'app':36} {'first frame':>12} {'RSS then':>10} {'settled':>9} {'peak RSS':>10}")
for index, name in enumerate(names):
    rows = [list(map(float, line.split())) for line in open(os.path.join(work, f"runs-{index}"))]
    frame = statistics.median(r[0] for r in rows)
    rss = statistics.median(r[1] for r in rows) / 1024
    settled = statistics.median(r[2] for r in rows)
    peak = statistics.median(r[3] for r in rows) / 1024
    print(f"{name:36} {frame:9.0f} ms {rss:6.0f} MiB {settled:6.0f} ms {peak:6.0f} MiB")

# Phases: the median of each phase's duration (ms), from the probe's marks.
phases = [("loaded", "to main"), ("activate", "start-up"), ("build", "build window"), ("present", "present"),
          ("began", "to frame"), ("layout", "update+layout"), ("paint", "paint")]
print()
print("phases (median ms): to main = loading and relocating libraries; start-up = GTK, libadwaita and the")
print("app's start-up handlers (Calculator builds its window there); build window = activate to present;")
print("present = realizing the window and its renderer, measuring; to frame, update+layout and paint = the first frame")
print(f"{'app':36}" + "".join(f"{label:>14}" for _, label in phases))
for index, name in enumerate(names):
    runs_marks = [dict(mark.split("=") for mark in line.split()) for line in open(os.path.join(work, f"phases-{index}"))]
    cells = []
    for position, (key, _) in enumerate(phases):
        previous = phases[position - 1][0] if position else None
        durations = [float(m[key]) - (float(m[previous]) if previous else 0.0)
                     for m in runs_marks if key in m and (previous is None or previous in m)]
        cells.append(f"{statistics.median(durations):14.0f}" if durations else f"{'–':>14}")
    print(f"{name:36}" + "".join(cells))
PY
echo "first frame of Pet Adoption with 100,000 pets: .build/startup-first-frame-100000.png"
