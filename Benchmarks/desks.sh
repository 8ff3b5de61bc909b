#!/usr/bin/env bash
# Five desks on one shelter-server catalog at once for SECONDS (60 unless given): the
# test suite's simulation (Tests/CatalogStoreContractTests/DeskSimulation.swift, 5 s there)
# run longer, on a throw-away PostgreSQL of its own (tools/test-postgres), the desks'
# server processes stopped for 1.5 s halfway. Prints the operations, the conflicts
# reported, the adoptions contended and won, the requests refused while the server was
# stopped and the time every desk took to show the server's catalog after the last
# write; fails when an acknowledged write went missing, an edit was saved over a change
# its desk had not seen, a pet has two adoptions standing, or a desk never converged.
#   Benchmarks/desks.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/test-postgres
swift build --build-tests
SHELTER_SIMULATION_SECONDS="${1:-60}" swift test --skip-build --filter 'SeveralDesksSimulationTests' 2>&1 \
    | grep -E '^Five desks|^✘|Test run'
