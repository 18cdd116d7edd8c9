package dev.connectfour.cli;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * The standard streams of one run of the tools: {@link CliMain} hands them to each command it makes, so a test
 * runs a command in-process with streams of its own.
 */
record Streams(InputStream in, PrintStream out, PrintStream err) {
}
