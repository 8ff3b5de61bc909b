#!/usr/bin/env bash
# Builds the start-up baseline into the package's (git-ignored) .build folder; it is not
# part of the Swift package. Prints the path of the executable.
set -euo pipefail
cd "$(dirname "$0")"
output=../../.build/startup-baseline
mkdir -p "$(dirname "$output")"
cc -O2 -Wall -Wextra -o "$output" baseline.c $(pkg-config --cflags --libs libadwaita-1)
realpath "$output"
