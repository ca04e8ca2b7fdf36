#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Second CI leg: build and test Errata on Debian 13 (trixie), which has Qt 6.8 and KF6
# SyntaxHighlighting (Debian 12 has no KF6). The chroot is made once with debootstrap and cached in
# $ERRATA_CI_CACHE (default /var/cache/errata-ci), so later runs only build and test.
# The parent of the source directory is bind-mounted, so ../shared/data is visible as on the host.
# Needs root (debootstrap, chroot, mount).
#
#   packaging/ci/debian13.sh            set up (or reuse) the chroot, build with -Werror, run CTest, then make
#                                       the Debian 13 .deb and prove it on a clean trixie (deb-install-test.sh)
#   packaging/ci/debian13.sh --setup    only set up the chroot
#   packaging/ci/debian13.sh --only REGEX TARGET...   build these targets, run the tests matching REGEX
#                                                     (for iterating on one change; CI runs everything)
set -euo pipefail

source_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cache="${ERRATA_CI_CACHE:-/var/cache/errata-ci}"
root="$cache/trixie"
outer="$(dirname "$source_dir")"          # bind-mounted whole: tests read ../shared/data
inner="/srv/errata"
build_dir="build/debian13"

packages=(
  build-essential cmake ninja-build ccache pkg-config
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libqt6sql6-sqlite libqt6svg6-dev libgl-dev qt6-qpa-plugins fonts-noto-cjk
  libkf6syntaxhighlighting-dev desktop-file-utils appstream libsqlite3-dev libboost-dev
  python3-scipy libqt6sql6-psql postgresql
  qt6-httpserver-dev qt6-websockets-dev chromium chromium-driver python3-selenium  # errata-cli serve and its browser test (docs/web.md)
  file  # CPack's DEB generator finds the executables for dpkg-shlibdeps with it
)

if [ "$(id -u)" -ne 0 ]; then
  echo "debian13.sh: needs root (debootstrap, chroot, bind mounts)" >&2
  exit 2
fi

# The Debian mirror this machine already uses (deb822 or one-line sources), else deb.debian.org.
host_mirror() {
  local uri
  uri="$(grep -hoE '(URIs:[[:space:]]*|^deb[[:space:]]+(\[[^]]*\][[:space:]]+)?)https?://[^[:space:]]+/debian/?([[:space:]]|$)' \
           /etc/apt/sources.list /etc/apt/sources.list.d/* 2>/dev/null \
         | grep -oE 'https?://[^[:space:]]+' | head -n 1 || true)"
  echo "${uri:-http://deb.debian.org/debian}"
}

mounted=()
cleanup() {
  local i
  for (( i=${#mounted[@]}-1; i>=0; i-- )); do umount -l "${mounted[$i]}" 2>/dev/null || true; done
}
trap cleanup EXIT

bind() { # bind SOURCE TARGET-inside-root
  mkdir -p "$root$2"
  mountpoint -q "$root$2" && return 0
  mount --bind "$1" "$root$2"
  mounted+=("$root$2")
}

in_root() {
  chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive CCACHE_DIR=/root/.ccache CCACHE_BASEDIR="$inner" CCACHE_NOHASHDIR=1 \
    QT_QPA_PLATFORM=offscreen CI="${CI:-1}" "$@"
}

create_root() {
  command -v debootstrap >/dev/null || {
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap
  }
  local mirror
  mirror="$(host_mirror)"
  echo "debian13: creating the trixie chroot in $root from $mirror"
  rm -rf "$root.partial"
  mkdir -p "$cache"
  debootstrap --variant=minbase trixie "$root.partial" "$mirror" >"$cache/debootstrap.log" 2>&1 || {
    tail -n 30 "$cache/debootstrap.log" >&2
    exit 1
  }
  mv "$root.partial" "$root"
}

# Installs what the package list asks for; a stamp skips apt entirely when nothing changed.
install_packages() {
  local stamp="$root/var/lib/errata-ci-packages"
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "${packages[*]}" ]; then
    return 0
  fi
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  # PostgreSQL is there for the server tests, which start a cluster of their own: the package makes no
  # cluster of its own, and no service starts inside the chroot.
  mkdir -p "$root/etc/postgresql-common/createcluster.d" "$root/usr/sbin"
  echo "create_main_cluster = false" >"$root/etc/postgresql-common/createcluster.d/errata-ci.conf"
  printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
  chmod +x "$root/usr/sbin/policy-rc.d"
  in_root apt-get update -qq
  in_root apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
  in_root apt-get clean
  echo "${packages[*]}" >"$stamp"
}

mkdir -p "$cache"
exec 9>"$cache/lock"
flock 9

start=$(date +%s)
[ -x "$root/usr/bin/apt-get" ] || create_root
bind /proc /proc
bind /dev /dev
bind /dev/pts /dev/pts
install_packages
echo "debian13: chroot ready after $(( $(date +%s) - start )) s"
[ "${1:-}" = "--setup" ] && exit 0

bind "$outer" "$inner"
src="$inner/$(basename "$source_dir")"
# A clone that is not beside shared/ names the data with ERRATA_SHARED_DATA (README): bind that folder
# too, since the chroot sees only the clone's parent and starts with an empty environment.
shared_args=()
if [ -n "${ERRATA_SHARED_DATA:-}" ]; then
  bind "$(cd "$ERRATA_SHARED_DATA" && pwd)" /srv/shared-data
  shared_args=(-DERRATA_SHARED_DATA=/srv/shared-data)
fi
jobs="$(nproc 2>/dev/null || echo 2)"
step=$(date +%s)
# -g1 (line tables only), as in .ci/dev: full debug information in every statically linked test filled the disk.
in_root cmake -S "$src" -B "$src/$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG=-g1 \
  -DERRATA_WERROR=ON -DERRATA_REQUIRE_KSH=ON -DERRATA_BENCHMARKS=OFF -DBUILD_TESTING=ON "${shared_args[@]}" >/dev/null
tests=()
targets=()
if [ "${1:-}" = "--only" ]; then
  tests=(-R "$2")
  for target in "${@:3}"; do targets+=(--target "$target"); done
fi
in_root cmake --build "$src/$build_dir" -j "$jobs" "${targets[@]}" -- -k 0  # every error at once
echo "debian13: build took $(( $(date +%s) - step )) s"
step=$(date +%s)
in_root ctest --test-dir "$src/$build_dir" --output-on-failure -j "$jobs" "${tests[@]}"
echo "debian13: tests took $(( $(date +%s) - step )) s; leg total $(( $(date +%s) - start )) s"
[ "${1:-}" = "--only" ] && exit 0

# The Debian 13 package, built here because only here it links KF6 SyntaxHighlighting (Markdown and code
# coloured), then installed on a clean trixie like the Debian 12 one on a clean bookworm.
step=$(date +%s)
rm -f "$source_dir/$build_dir"/errata_*.deb
in_root sh -c "cd '$src/$build_dir' && cpack -G DEB >/dev/null"
"$source_dir/packaging/ci/deb-install-test.sh" "$source_dir/$build_dir"/errata_*~deb13_amd64.deb
echo "debian13: package made and installed on a clean trixie in $(( $(date +%s) - step )) s"
