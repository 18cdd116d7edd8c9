#!/usr/bin/env bash
# Writes the AppCDS archive into an app-image: APP_IMAGE/lib/app/connect-four.jsa, which the
# launcher maps at start (jpackage/launcher.options: -XX:SharedArchiveFile=$APPDIR/connect-four.jsa).
# A static archive (-Xshare:dump) of the classes in classes.lst, made by the image's own JVM:
# JDK 17 has no -XX:+AutoCreateSharedArchive, and a dynamic archive would need the JDK's base
# archive in the image. Dumping loads the listed classes without running them: no display needed.
# The archive matches this runtime image only; it is rebuilt with every package build. The .deb
# carries the class list instead (lib/app/connect-four.classlist) and its postinst runs the same
# dump on the installed runtime: 4 MB less to download, and an archive that matches for sure.
#   usage: make-archive.sh APP_IMAGE
set -euo pipefail
app=${1:?usage: make-archive.sh APP_IMAGE}
java="$app/lib/runtime/bin/java"
archive="$app/lib/app/connect-four.jsa"
log="$app/../cds-dump.log"

rm -f "$archive"
# Classes named in the list that no longer exist (code moved on since it was recorded) are
# skipped with a warning in the log: the archive only gets smaller, start-up slower. Re-record
# the list with record-class-list.sh when the start-up path changes.
if ! "$java" -Xshare:dump -XX:SharedClassListFile="$app/lib/app/connect-four.classlist" \
    -XX:SharedArchiveFile="$archive" >"$log" 2>&1; then
  cat "$log" >&2
  echo "CDS: dump failed (log above)" >&2
  exit 1
fi
chmod 644 "$archive"
echo "CDS: $(grep -c . "$app/lib/app/connect-four.classlist") class-list lines -> $archive ($(du -k "$archive" | cut -f1) KiB), log $log"
