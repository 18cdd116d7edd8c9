#!/usr/bin/env bash
# Records classes.lst: every class the game loads from launch to its first frame. Run it after
# a package build when the start-up path has changed (new screens, libraries), then commit the
# list and rebuild. Needs a display: uses $DISPLAY, or starts Xvfb on :${XVFB_DISPLAY:-42}.
#   usage: record-class-list.sh [APP_IMAGE]     (default target/package/connect-four)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
app=${1:-$here/../../target/package/connect-four}
xvfb_pid=
if [ -z "${DISPLAY:-}" ]; then
  export DISPLAY=":${XVFB_DISPLAY:-42}"
  Xvfb "$DISPLAY" -screen 0 1280x900x24 >/dev/null 2>&1 &
  xvfb_pid=$!
  trap 'kill "$xvfb_pid"' EXIT
  sleep 1
fi
# The probe closes the game after its first frame (app/FirstFrameProbe.java).
CONNECT_FOUR_FIRST_FRAME=exit "$app/lib/runtime/bin/java" -Xshare:off \
  -XX:DumpLoadedClassList="$here/classes.lst" -m dev.connectfour/dev.connectfour.app.Main
echo "recorded $(grep -vc '^#' "$here/classes.lst") classes into $here/classes.lst"
