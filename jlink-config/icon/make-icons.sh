#!/usr/bin/env bash
# Renders the application icon, connect-four.svg, at every size the platforms use. Run it after
# changing the SVG; its outputs are committed, so neither the build nor CI needs ImageMagick.
#   needs: ImageMagick 6 or 7 (convert / magick), python3 (for the macOS .icns container)
# The SVG is rendered once at 1024 px and scaled down (ImageMagick's own SVG renderer, the same
# on every machine), so each size is a faithful reduction of the one drawing.
set -euo pipefail
cd "$(dirname "$0")"
magick=$(command -v magick || echo convert)
app_icons=../../resources/dev/connectfour/app
mkdir -p "$app_icons"

"$magick" -background none -density 384 MSVG:connect-four.svg connect-four-1024.png
for size in 16 24 32 48 64 128 256 512; do
  "$magick" connect-four-1024.png -filter Lanczos -resize "${size}x${size}" -strip -depth 8 \
    -define png:exclude-chunks=date,time "connect-four-$size.png"
done
rm connect-four-1024.png

# Windows: one .ico holding 16 to 256. Window icons of the running game: a few sizes in the module.
"$magick" connect-four-16.png connect-four-24.png connect-four-32.png connect-four-48.png \
  connect-four-64.png connect-four-128.png connect-four-256.png connect-four.ico
for size in 16 24 32 48 64 128 256; do cp "connect-four-$size.png" "$app_icons/icon-$size.png"; done

# macOS: .icns is a list of (type, length, PNG) entries; these types take PNG data.
python3 - <<'PY'
import struct
entries = [("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256), ("ic09", 512)]
body = b""
for kind, size in entries:
    png = open(f"connect-four-{size}.png", "rb").read()
    body += kind.encode() + struct.pack(">I", 8 + len(png)) + png
open("connect-four.icns", "wb").write(b"icns" + struct.pack(">I", 8 + len(body)) + body)
PY
echo "icons written: $(ls connect-four-*.png connect-four.ico connect-four.icns | tr '\n' ' ')"
