#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# The team server's figures (issue #21; docs/performance.md, the team server's rows): a preset project pushed to
# a throwaway PostgreSQL cluster on this machine (tests/server/pgcluster.sh), then the same operations,
# each in a process of its own, on the file and on the server: open to the first item, an edit's round trip
# (as an annotator signed in as themselves, so the row-level security is paid), the coverage heatmap,
# agreement, and errata-cli stats and agreement.
#
#   bench/server_bench.sh [BUILD_DIR (build/rel)] [PRESET.errata (/tmp/errata-scale/scarecrow.errata)]
#
# Make the preset first with BUILD_DIR/bench/scale_bench --presets scarecrow --ops generate.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build="${1:-build/rel}"
preset="${2:-/tmp/errata-scale/scarecrow.errata}"
cli="$build/app/errata-cli"
[ -f "$preset" ] || { echo "no preset $preset: make it with $build/bench/scale_bench --ops generate" >&2; exit 2; }

state="$(mktemp)"
trap 'tests/server/pgcluster.sh stop "$state"' EXIT
tests/server/pgcluster.sh start "$state"
dir="$(sed -n 's/^dir=//p' "$state")"
bin="$(sed -n 's/^bin=//p' "$state")"
port="$(sed -n 's/^port=//p' "$state")"
sql() { "$bin/psql" -X -q -At -v ON_ERROR_STOP=1 -h "$dir" -p "$port" -U errata_admin -d "${2:-bench}" -c "$1"; }
as() { echo "postgresql://$1@/bench?host=$dir&port=$port"; }
sql "CREATE DATABASE bench" postgres
"$cli" info "$preset" >/dev/null # a preset made by an older Errata is brought up to date first

timed() { # label, command…: wall, CPU and peak memory of one process
  local out
  out="$( { /usr/bin/time -f '%e %U %S %M' "${@:2}" >/dev/null; } 2>&1 | tail -n 1)"
  awk -v label="$1" '{ printf "| %s | %.2f s | %.2f s | %d MB |\n", label, $1, $2 + $3, $4 / 1024 }' <<<"$out"
}

echo "Load: $(cut -d' ' -f1-3 /proc/loadavg); preset $(basename "$preset")"
echo
echo "| step | wall | CPU | peak memory |"
echo "|---|---|---|---|"
timed "server push" "$cli" server push "$preset" "$(as errata_admin)"
annotator="$(sql "SELECT p.name FROM assignment a JOIN person p ON p.id = a.annotator_id WHERE a.state = 'in_progress' ORDER BY a.id LIMIT 1")"
coordinator="$(sql "SELECT name FROM person WHERE is_coordinator = 1 ORDER BY id LIMIT 1")"
"$cli" server login "$(as errata_admin)" "$annotator" --login bench_annotator >/dev/null
"$cli" server login "$(as errata_admin)" "$coordinator" --login bench_coordinator >/dev/null
for where in file server; do
  project="$preset"
  [ "$where" = server ] && project="$(as bench_coordinator)"
  timed "stats --measure coverage --by model ($where)" "$cli" stats "$project" --measure coverage --by model
  timed "agreement ($where)" "$cli" agreement "$project"
done

echo
echo "| operation | file | server |"
echo "|---|---|---|"
child() { # program op project: the figure scale_bench's child prints
  QT_QPA_PLATFORM=offscreen "$1" --op "$2" --project "$3" --extra "$(mktemp -d)" | awk -F'\t' '/^RESULT/ {print $2 " (" $4 " MB)"}'
}
for op in open edit heatmap agreement; do
  program="$build/bench/scale_bench"
  [ "$op" = open ] && program="$build/bench/scale_bench_gui"
  server="$(as bench_coordinator)"
  [ "$op" = edit ] || [ "$op" = open ] && server="$(as bench_annotator)"
  echo "| $op | $(child "$program" "$op" "$preset") | $(child "$program" "$op" "$server") |"
done
