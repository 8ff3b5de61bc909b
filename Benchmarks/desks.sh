#!/usr/bin/env bash
# Five desks on one shelter-server catalog at once for SECONDS (60 unless given): the
# test suite's simulation (Tests/CatalogStoreContractTests/DeskSimulation.swift, 5 s there)
# run longer, on a throw-away PostgreSQL of its own (tools/test-postgres), with the faults
# a busy day brings: the whole server paused (SIGSTOP) for 20 s from a sixth of the run,
# the desks' server processes stopped for 1.5 s halfway (the simulation's own), and the
# server restarted (`pg_ctl restart -m fast`) at two thirds. Prints the operations, the
# conflicts reported, the adoptions contended and won, the requests refused while the
# server was away and how soon each desk worked again, and the time every desk took to
# show the server's catalog after the last write; fails when an acknowledged write went
# missing, an edit was saved over a change its desk had not seen, a pet has two adoptions
# standing, or a desk never converged.
#   Benchmarks/desks.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
source tools/test-postgres
swift build --build-tests
postmaster() { head -n 1 "$pg_dir/data/postmaster.pid"; }
(
    sleep $((seconds / 6))
    echo "$(date +%T) pausing the server for 20 s" >&2
    pkill -STOP -P "$(postmaster)"; kill -STOP "$(postmaster)"
    sleep 20
    kill -CONT "$(postmaster)"; pkill -CONT -P "$(postmaster)"
    echo "$(date +%T) the server goes on" >&2
    sleep $((seconds * 2 / 3 - seconds / 6 - 20))
    echo "$(date +%T) restarting the server" >&2
    "${pg_as[@]}" "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -m fast -w restart >/dev/null
    echo "$(date +%T) restarted" >&2
) &
faults=$!
SHELTER_SIMULATION_SECONDS="$seconds" swift test --skip-build --filter 'SeveralDesksSimulationTests' 2>&1 \
    | grep -E '^Five desks|^✘|Test run'
wait "$faults"
