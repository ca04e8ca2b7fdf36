#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# A throwaway PostgreSQL cluster for the server tests (issue #21), started and stopped by CTest's
# fixture (tests/CMakeLists.txt): initdb in a temporary folder, a Unix socket there, loopback on a free
# port, trust authentication (a password for the role errata_pw alone). Nothing of the machine's own PostgreSQL
# (its clusters, its service) is used or touched.
#
#   pgcluster.sh start STATE   start one; STATE (a file) receives the cluster's folder and URL
#   pgcluster.sh stop STATE    stop it and remove its folder (also after failed tests)
set -euo pipefail

action="${1:-}"
state="${2:-}"
[ -n "$state" ] || { echo "usage: $0 start|stop STATE-FILE" >&2; exit 2; }

bindir() {
  local dir
  dir="$(pg_config --bindir 2>/dev/null || true)"
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  fi
  [ -x "$dir/initdb" ] || return 1
  echo "$dir"
}

# PostgreSQL refuses to run as root: CI runs as root, so the server runs as the postgres account.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

start() {
  local bin dir port
  bin="$(bindir)" || {
    echo "pgcluster: no PostgreSQL server found (Debian: apt install postgresql); server tests are skipped" >&2
    rm -f "$state"
    exit 0
  }
  dir="$(mktemp -d /tmp/errata-pg.XXXXXX)" # short: a socket's path has a length limit
  [ "$(id -u)" -eq 0 ] && chown postgres "$dir"
  port="$(free_port)"
  printf 'dir=%s\n' "$dir" >"$state"
  as_owner "$bin/initdb" -D "$dir/data" -U errata_admin -A trust -E UTF8 --locale=C.UTF-8 --no-sync \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
  # One role signs in with a password (serverpassword_test); every other one is trusted.
  printf '%s\n' 'local all errata_pw scram-sha-256' 'host all errata_pw 127.0.0.1/32 scram-sha-256' \
    'local all all trust' 'host all all 127.0.0.1/32 trust' | as_owner tee "$dir/data/pg_hba.conf" >/dev/null
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
    -o "-k $dir -p $port -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60" start >/dev/null || {
    cat "$dir/server.log" >&2
    exit 1
  }
  printf 'dir=%s\nbin=%s\nurl=postgresql://errata_admin@/postgres?host=%s&port=%s\nport=%s\n' \
    "$dir" "$bin" "$dir" "$port" "$port" >"$state"
  echo "pgcluster: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port, in $dir"
}

stop() {
  [ -f "$state" ] || return 0
  local dir bin
  dir="$(sed -n 's/^dir=//p' "$state")"
  bin="$(sed -n 's/^bin=//p' "$state")"
  if [ -n "$bin" ] && [ -d "$dir/data" ]; then
    as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  [ -n "$dir" ] && case "$dir" in /tmp/errata-pg.*) rm -rf "$dir" ;; esac
  rm -f "$state"
}

case "$action" in
  # A cluster this state file still names is stopped first: ctest --repeat runs the fixture's start again
  # before its stop, and a killed run never stops its own.
  start) stop && start ;;
  stop) stop ;;
  *) echo "usage: $0 start|stop STATE-FILE" >&2; exit 2 ;;
esac
