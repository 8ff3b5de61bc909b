# Sourced by the benchmarks that time real windows (startup.sh, latency.sh), from the
# package root, with `extra_packages` naming what they need beyond tools/ensure-dependencies.
#
# Installs what is missing, runs the calling script again in an Xvfb and D-Bus session of
# its own, then builds the release app and StoreBenchmark, starts a window manager
# (metacity) and builds the probe (Benchmarks/StartupProbe). Sets `bin` (the release
# binaries' folder), `work` (a folder removed at exit) and `probe` (the probe library).
if [ -z "${WINDOW_SESSION:-}" ]; then
    source tools/ensure-dependencies
    exec env WINDOW_SESSION=1 xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" \
        dbus-run-session -- "$0" "$@"
fi

# Built as tools/run-app builds it (tools/release-flags).
source tools/release-flags
swift build "${release_flags[@]}" --product pet-adoption >&2
swift build "${release_flags[@]}" --product StoreBenchmark >&2
bin=$(swift build "${release_flags[@]}" --show-bin-path)
work=$(mktemp -d)
metacity --sm-disable --replace >/dev/null 2>&1 &
window_manager=$!
trap 'kill $window_manager 2>/dev/null; rm -rf "$work"' EXIT
probe="$work/probe.so"
# shellcheck disable=SC2046
cc -shared -fPIC -O2 -Wall -Wextra -o "$probe" Benchmarks/StartupProbe/probe.c $(pkg-config --cflags --libs gtk4) -ldl
