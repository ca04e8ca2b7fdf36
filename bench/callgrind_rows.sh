#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# The instructions of each scale_bench operation, counted by callgrind: unlike wall and CPU time they repeat to
# the instruction whatever else the shared machine runs, so two builds can be compared by them (issue #22).
# Each operation runs as scale_bench runs it, one process per operation; the count is the whole process's, all
# threads, its start and the project's copy included. Slow (about 50 times native): meant for `scarecrow`.
#   bench/callgrind_rows.sh build/release/bench /tmp/errata-scale/scarecrow.errata [OP...]
set -euo pipefail
bench_dir=${1:?the folder of scale_bench, e.g. build/release/bench}
project=${2:?the project file of a preset, e.g. /tmp/errata-scale/scarecrow.errata}
shift 2
ops=("$@")
[ ${#ops[@]} -gt 0 ] || ops=(open open-coordinator switch-annotate switch-layers scroll edit heatmap agreement export package)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for op in "${ops[@]}"; do
  case $op in
    open | open-coordinator | switch-* | scroll | latency*) program=$bench_dir/scale_bench_gui ;;
    *) program=$bench_dir/scale_bench ;;
  esac
  QT_QPA_PLATFORM=offscreen valgrind --tool=callgrind --callgrind-out-file="$work/out.%p" \
    "$program" --op "$op" --project "$project" --extra "$work" >"$work/stdout" 2>"$work/log"
  instructions=$(grep -o 'Collected : [0-9]*' "$work/log" | awk '{sum += $3} END {printf "%.0f", sum}')
  printf '%s\t%s\t%s\n' "$op" "$instructions" "$(grep RESULT "$work/stdout" | cut -f2)"
  rm -f "$work"/out.*
done
