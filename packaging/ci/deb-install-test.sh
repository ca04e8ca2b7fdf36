#!/usr/bin/env bash
# SPDX-FileCopyrightText: 2026 Errata contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Proves a .deb from `cpack -G DEB` installs on a clean copy of the Debian release it was built for, and runs:
#   packaging/ci/deb-install-test.sh build/ci/errata_0.1.0-1~deb12_amd64.deb     (on a clean bookworm)
#   packaging/ci/deb-install-test.sh build/debian13/errata_0.1.0-1~deb13_amd64.deb (on a clean trixie)
# The release comes from the package's Debian revision (~debNN, packaging/Packaging.cmake). A minimal system
# (debootstrap --variant=minbase) is made once per release and cached in $ERRATA_CI_CACHE; every run
# installs into a fresh throwaway copy of it with `apt-get install ./errata_*.deb` (Depends only, no
# Recommends: the declared dependencies alone must be enough), then checks `errata-cli --version`, starts
# `errata` offscreen on the demo project until it has drawn its window, and checks that the .errata MIME type,
# the desktop file and the icons are registered. Needs root (debootstrap, chroot, mounts).
set -euo pipefail

deb="$(realpath "${1:?usage: $0 path/to/errata_VERSION_ARCH.deb}")"
full_version="$(dpkg-deb -f "$deb" Version)"
version="${full_version%%-*}"   # what the programs print: the upstream version, without the Debian revision
case "$full_version" in
  *~deb13*) suite=trixie; release="Debian 13"; base_name=trixie-minbase ;;  # trixie/ is the build chroot
  *) suite=bookworm; release="Debian 12"; base_name=bookworm ;;
esac
cache="${ERRATA_CI_CACHE:-/var/cache/errata-ci}"
base="$cache/$base_name"
work="$cache/$suite-test.$$"

if [ "$(id -u)" -ne 0 ]; then
  echo "deb-install-test.sh: needs root (debootstrap, chroot, bind mounts)" >&2
  exit 2
fi

host_mirror() { # the Debian mirror this machine already uses, else deb.debian.org
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
  # Never delete through a mount that is still there (that would be the host's /dev or the apt cache).
  if grep -q " $work/" /proc/self/mounts; then
    echo "deb-install-test: $work still has mounts; not deleting it" >&2
  else
    rm -rf "$work"
  fi
}
trap cleanup EXIT

bind() {
  mkdir -p "$work$2"
  mount --bind "$1" "$work$2"
  mounted+=("$work$2")
}

in_root() {
  chroot "$work" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
    DEBIAN_FRONTEND=noninteractive "$@"
}

mkdir -p "$cache"
start=$(date +%s)
if [ ! -x "$base/usr/bin/apt-get" ]; then
  command -v debootstrap >/dev/null || {
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap
  }
  echo "deb-install-test: creating a minimal $suite in $base"
  rm -rf "$base.partial"
  debootstrap --variant=minbase "$suite" "$base.partial" "$(host_mirror)" >"$cache/debootstrap-$base_name.log" 2>&1 || {
    tail -n 30 "$cache/debootstrap-$base_name.log" >&2
    exit 1
  }
  mv "$base.partial" "$base"
fi
cp -a "$base" "$work"           # throwaway: every run starts from the same clean system
cp /etc/resolv.conf "$work/etc/resolv.conf"
mkdir -p "$cache/$suite-archives/partial"
bind "$cache/$suite-archives" /var/cache/apt/archives  # downloaded .debs are kept between runs
bind /proc /proc
bind /dev /dev
bind /dev/pts /dev/pts
cp "$deb" "$work/tmp/"
echo "deb-install-test: clean $suite ready after $(( $(date +%s) - start )) s"

in_root apt-get update -qq
in_root apt-get install -y -qq --no-install-recommends "/tmp/$(basename "$deb")" >/dev/null
echo "deb-install-test: installed after $(( $(date +%s) - start )) s"

fail() { echo "deb-install-test: FAILED: $*" >&2; exit 1; }
out="$(in_root errata-cli --version)"
[ "$out" = "errata-cli $version" ] || fail "errata-cli --version said '$out', expected 'errata-cli $version'"
out="$(in_root env QT_QPA_PLATFORM=offscreen errata --version)"
[ "$out" = "Errata $version" ] || fail "errata --version said '$out', expected 'Errata $version'"
# Starting for real: the demo project is created, the window drawn and saved, then the app quits.
in_root env QT_QPA_PLATFORM=offscreen timeout 120 errata --demo --as "Priya Raman" --screenshot /tmp/started.png \
  || fail "errata did not start offscreen"
[ -s "$work/tmp/started.png" ] || fail "errata started but drew no window"
grep -q 'application/x-errata-project:\*\.errata' "$work/usr/share/mime/globs2" \
  || fail "the .errata MIME type is not registered"
for file in usr/share/applications/org.errata.Errata.desktop usr/share/metainfo/org.errata.Errata.metainfo.xml \
            usr/share/icons/hicolor/scalable/apps/org.errata.Errata.svg \
            usr/share/icons/hicolor/48x48/apps/org.errata.Errata.png \
            usr/share/man/man1/errata-cli.1.gz usr/share/bash-completion/completions/errata-cli; do
  [ -f "$work/$file" ] || fail "/$file is not installed"
done
# Built where KF6 SyntaxHighlighting exists, the package must depend on it and the program must load it:
# Markdown and code are coloured only then (README, row 25 of the feature list).
if [ "$suite" = trixie ]; then
  dpkg-deb -f "$deb" Depends | grep -q 'libkf6syntaxhighlighting' \
    || fail "the Debian 13 package does not depend on KF6 SyntaxHighlighting"
  in_root ldd /usr/bin/errata | grep -q 'libKF6SyntaxHighlighting.so.6 => /' \
    || fail "the installed errata does not load KF6 SyntaxHighlighting"
fi
echo "deb-install-test: OK ($(basename "$deb") on a clean $release) in $(( $(date +%s) - start )) s"
