#!/usr/bin/env bash
# Puts the AppStream metadata into the .deb that jpackage made, at
# /usr/share/metainfo/<file name>, where software centres read it. jpackage packages only the
# install directory (/opt/connect-four), so the package is unpacked, the file added, the
# Installed-Size updated, and the package built again (all files owned by root, as jpackage's are).
# Usage: add-metainfo.sh <directory with the one .deb> <component-id.metainfo.xml>
set -euo pipefail
debs=("$1"/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "add-metainfo.sh: expected one .deb in $1" >&2; exit 1; }
deb=${debs[0]}
metainfo=$2

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dpkg-deb -R "$deb" "$work/root"
install -D -m 644 "$metainfo" "$work/root/usr/share/metainfo/$(basename "$metainfo")"
size=$(du -sk --exclude=DEBIAN "$work/root" | cut -f1)
sed -i "s/^Installed-Size: .*/Installed-Size: $size/" "$work/root/DEBIAN/control"
dpkg-deb --root-owner-group -b "$work/root" "$deb" >/dev/null
