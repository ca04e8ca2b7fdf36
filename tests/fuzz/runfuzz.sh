#!/bin/sh
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# runfuzz.sh TARGET SECONDS SEED_FOLDER... : one bounded fuzzing run as a CTest. The seeds are read
# where they are (../shared/data, the repository's test data), never copied; new inputs go to a
# scratch corpus that is removed afterwards. A crash leaves its input in the test's output folder.
set -eu
target=$1
seconds=$2
shift 2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/corpus"
cd "$work"
seeds=""
for folder in "$@"; do
    [ -d "$folder" ] && seeds="$seeds $folder"
done
# shellcheck disable=SC2086 # one argument per seed folder
status=0
"$target" -max_total_time="$seconds" -seed=1 -max_len="${ERRATA_FUZZ_MAX_LEN:-65536}" -timeout=20 -rss_limit_mb=4096 \
    -print_final_stats=1 "$work/corpus" $seeds >"$work/log" 2>&1 || status=$?
tail -n 25 "$work/log"
if ls crash-* >/dev/null 2>&1; then
    mkdir -p "${ERRATA_FUZZ_CRASH_DIR:-/tmp}"
    cp crash-* "${ERRATA_FUZZ_CRASH_DIR:-/tmp}/"
    echo "crashing input kept in ${ERRATA_FUZZ_CRASH_DIR:-/tmp}" >&2
    exit 1
fi
exit $status
