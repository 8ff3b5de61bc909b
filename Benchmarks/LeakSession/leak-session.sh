#!/usr/bin/env bash
# Runs the session of `SessionLeakTests` in a build with AddressSanitizer, whose
# LeakSanitizer lists at exit every block nothing points to any more, with N rounds and
# with 2N. The rounds are the Pets page's (search, scroll 10,000 rows, open 50 pets, adopt
# and undo, favourite, edit and cancel, delete and undo, the add form) and the whole
# app's (every section, form and dialog opened and closed); importing and undoing runs
# 20 times in both. A leak in our code grows with the rounds; GTK's, fontconfig's and the
# Swift runtime's one-off allocations do not.
#
#   Benchmarks/LeakSession/leak-session.sh [N]      (N = 3 by default)
#
# (valgrind 3.19, Debian 12's, stops with an internal SIGSEGV in the Swift test runner's
# dispatch_main, so the sanitizer it is.) The instrumented build goes to .build/asan and
# takes a while the first time.
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-3}"
# The build's own tools are instrumented too (the resource compiler runs as a build
# step): their leaks at exit are no part of the session, so the build does not look for them.
ASAN_OPTIONS=detect_leaks=0 swift build --build-tests --scratch-path .build/asan -Xswiftc -sanitize=address >&2
tools/compile-translations >/dev/null
bundle=.build/asan/debug/PetAdoptionPackageTests.xctest
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

run() {  # run ROUNDS: LeakSanitizer's report in $out/ROUNDS.log
    # G_SLICE=always-malloc: GLib's blocks come from malloc, where the sanitizer sees them.
    SESSION_ROUNDS="$1" G_SLICE=always-malloc GSETTINGS_BACKEND=memory GSK_RENDERER=cairo \
        ASAN_OPTIONS="detect_leaks=1:fast_unwind_on_malloc=0:malloc_context_size=40:log_path=$out/$1" \
        PATH="/opt/swift/usr/bin:$PATH" \
        xvfb-run --auto-servernum --server-args="-screen 0 1280x800x24" dbus-run-session -- \
        "$bundle" --testing-library swift-testing --filter SessionLeakTests >"$out/$1.out" 2>&1 || true
    grep -q "^✔ Test run with .* passed after" "$out/$1.out" || { cat "$out/$1.out" >&2; exit 1; }
    cat "$out/$1".* > "$out/$1.log" 2>/dev/null || : > "$out/$1.log"
}

# "<bytes> <objects> <records through our modules> <bytes of those>" of the direct leaks
# (a record is ours when a frame of its stack is in the app's sources, not the tests').
summarise() {
    awk '/^Direct leak of/ { in_record = 1; mine = 0; bytes = $4; objects = $7; total += bytes; count += objects; next }
         in_record && /^$/ { if (mine) { ours++; ours_bytes += bytes } in_record = 0; next }
         in_record && /\/Sources\/(PetAdoptionApp|PetCore|PetStore)\// { mine = 1 }
         END { if (in_record && mine) { ours++; ours_bytes += bytes }
               printf "%d %d %d %d\n", total, count, ours, ours_bytes }' "$out/$1.log"
}

start=$(date +%s)
run "$rounds"
run "$((rounds * 2))"
printf '%-7s %-28s %s\n' rounds "direct leaks" "records through our modules"
for n in "$rounds" "$((rounds * 2))"; do
    read -r bytes objects ours ours_bytes < <(summarise "$n")
    printf '%-7s %-28s %s\n' "$n" "$bytes bytes in $objects objects" "$ours ($ours_bytes bytes)"
done
echo "($(( $(date +%s) - start )) s)"
# Where the records through our modules were allocated: the innermost frame in our
# sources, with how many records (of 2N rounds) and bytes.
echo "records through our modules with $((rounds * 2)) rounds, by the innermost frame in our sources:"
awk '/^Direct leak of/ { in_record = 1; site = ""; bytes = $4; next }
     in_record && site == "" && /\/Sources\/(PetAdoptionApp|PetCore|PetStore)\// { site = $0; sub(/^ *#[0-9]+ 0x[0-9a-f]+ in /, "", site) }
     in_record && /^$/ { if (site != "") { count[site]++; total[site] += bytes } in_record = 0 }
     END { for (site in count) printf "%4d %7d bytes  %s\n", count[site], total[site], site }' "$out/$((rounds * 2)).log" \
    | sort -rn | head -20
