#!/bin/sh
# The executable of `./mvnw javafx:run` (OpenJFX's javafx-maven-plugin, see the pom): runs the java
# launcher named by its first argument with the rest, and reports a non-zero exit status in one line
# instead of handing it to the plugin. The plugin (0.0.8, the latest) meets any non-zero status
# with two stack traces of its own; the game has already said what went wrong (an unknown option,
# for example), so the status is shown, not thrown, and Maven ends normally.
java=$1
shift
"$java" "$@"
status=$?
if [ "$status" -ne 0 ]; then
  echo "connect-four: the game ended with exit status $status (its message is above)" >&2
fi
exit 0
