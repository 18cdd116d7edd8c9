#!/usr/bin/env bash
# Puts into the .deb that jpackage made the files that belong outside its install directory
# (jpackage packages only /opt/connect-four):
#   /usr/share/metainfo/<component-id>.metainfo.xml        the AppStream metadata, for software centres
#   /usr/share/icons/hicolor/<N>x<N>/apps/connect-four.png  the icon at every size, for the menu entry
#                                                           (Icon=connect-four) and the software centres
#   /usr/share/doc/connect-four/saved-data.md                the saved files' format, which a saved game's
#                                                           comment line points to
# The package is unpacked, the files added, the Installed-Size updated, and the package built again
# (all files owned by root, as jpackage's are).
# Usage: add-system-files.sh <directory with the one .deb> <component-id.metainfo.xml> <icon directory> <saved-data.md>
set -euo pipefail
debs=("$1"/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "add-system-files.sh: expected one .deb in $1" >&2; exit 1; }
deb=${debs[0]}
metainfo=$2
icons=$3
saved_data=$4

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dpkg-deb -R "$deb" "$work/root"
install -D -m 644 "$metainfo" "$work/root/usr/share/metainfo/$(basename "$metainfo")"
for size in 16 24 32 48 64 128 256 512; do
  install -D -m 644 "$icons/connect-four-$size.png" "$work/root/usr/share/icons/hicolor/${size}x${size}/apps/connect-four.png"
done
install -D -m 644 "$saved_data" "$work/root/usr/share/doc/connect-four/saved-data.md"
size=$(du -sk --exclude=DEBIAN "$work/root" | cut -f1)
sed -i "s/^Installed-Size: .*/Installed-Size: $size/" "$work/root/DEBIAN/control"
dpkg-deb --root-owner-group -b "$work/root" "$deb" >/dev/null
