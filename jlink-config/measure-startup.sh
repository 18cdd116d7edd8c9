#!/usr/bin/env bash
# Cold start to first frame, with and without the AppCDS archive. Each run is a new process of
# the launcher; "first frame" is reported by the game itself (CONNECT_FOUR_FIRST_FRAME=exit, see
# src/main/java/dev/connectfour/app/FirstFrameProbe.java), as a wall-clock time compared with the
# time taken here just before the launcher starts. "Without CDS" is the same launcher with
# JAVA_TOOL_OPTIONS=-Xshare:off. Runs alternate so both see the same machine load.
# The page cache stays warm (dropping it needs privileges a container lacks): "cold" is a new JVM.
# Needs a display: uses $DISPLAY, or starts Xvfb on :${XVFB_DISPLAY:-42}.
#   usage: measure-startup.sh [LAUNCHER] [RUNS]
#     LAUNCHER default: /usr/bin/connect-four if installed, else the app-image in target/
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
launcher=${1:-}
if [ -z "$launcher" ]; then
  if [ -x /usr/bin/connect-four ]; then launcher=/usr/bin/connect-four
  else launcher=$here/../target/package/connect-four/bin/connect-four; fi
fi
runs=${2:-9}
if [ -z "${DISPLAY:-}" ]; then
  export DISPLAY=":${XVFB_DISPLAY:-42}"
  Xvfb "$DISPLAY" -screen 0 1280x900x24 >/dev/null 2>&1 &
  xvfb_pid=$!
  trap 'kill "$xvfb_pid"' EXIT
  sleep 1
fi

one_run() { # prints milliseconds from exec to first frame
  local start line
  start=$(date +%s%3N)
  line=$(env "$@" CONNECT_FOUR_FIRST_FRAME=exit "$launcher" 2>/dev/null | grep '^first-frame') || {
    echo "no first-frame line from $launcher" >&2; return 1; }
  line=${line#*epoch-ms=}
  echo $(( ${line%% *} - start ))
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }

with=() without=()
one_run JAVA_TOOL_OPTIONS= >/dev/null # not counted: first touch of the files after a build
for _ in $(seq "$runs"); do
  with+=("$(one_run JAVA_TOOL_OPTIONS=)")
  without+=("$(one_run JAVA_TOOL_OPTIONS=-Xshare:off)")
done
echo "launcher: $launcher  runs: $runs  nproc: $(nproc)  load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "with CDS    (ms): ${with[*]}  median $(printf '%s\n' "${with[@]}" | median)"
echo "without CDS (ms): ${without[*]}  median $(printf '%s\n' "${without[@]}" | median)"
