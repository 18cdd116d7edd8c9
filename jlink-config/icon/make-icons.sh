#!/usr/bin/env bash
# Draws the application icon and writes every size the platforms use. Run it after changing
# the drawing; its outputs are committed, so neither the build nor CI needs ImageMagick.
#   needs: ImageMagick 6 or 7 (convert / magick), python3 (for the macOS .icns container)
# The motif: a corner of the blue board (the game's -cf-board colour) holding a red diagonal
# of discs among yellow ones, drawn once at 1024 px and scaled down.
set -euo pipefail
cd "$(dirname "$0")"
magick=$(command -v magick || echo convert)
app_icons=../../resources/dev/connectfour/app
mkdir -p "$app_icons"

board='#1f5fd1' board_dark='#163f91' hole='#0d1526'
red='#e63946' red_dark='#b02a35' yellow='#ffd23f' yellow_dark='#c9a11f'

disc() { # centre-x centre-y fill rim
  local x=$1 y=$2
  echo "-fill '$4' -draw 'circle $x,$y $((x + 112)),$y' -fill '$3' -draw 'circle $x,$y $((x + 86)),$y'"
}
hole() { echo "-fill '$hole' -draw 'circle $1,$2 $(($1 + 112)),$2'"; }

draw="-fill '$board_dark' -draw 'roundrectangle 56,72 968,984 150,150'"
draw+=" -fill '$board' -draw 'roundrectangle 56,40 968,952 150,150'"
#        column 1             column 2               column 3
draw+=" $(hole 216 200)        $(hole 512 200)        $(disc 808 200 $red $red_dark)"
draw+=" $(disc 216 496 $yellow $yellow_dark) $(disc 512 496 $red $red_dark) $(hole 808 496)"
draw+=" $(disc 216 792 $red $red_dark) $(disc 512 792 $yellow $yellow_dark) $(disc 808 792 $yellow $yellow_dark)"

eval "$magick -size 1024x1024 xc:none $draw connect-four-1024.png"
for size in 16 24 32 48 64 128 256 512; do
  "$magick" connect-four-1024.png -filter Lanczos -resize "${size}x${size}" -strip -depth 8 \
    -define png:exclude-chunks=date,time "connect-four-$size.png"
done
rm connect-four-1024.png

# Windows: one .ico holding 16 to 256. Window icons of the running game: a few sizes in the module.
"$magick" connect-four-16.png connect-four-24.png connect-four-32.png connect-four-48.png \
  connect-four-64.png connect-four-128.png connect-four-256.png connect-four.ico
for size in 16 32 48 64 128 256; do cp "connect-four-$size.png" "$app_icons/icon-$size.png"; done

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
