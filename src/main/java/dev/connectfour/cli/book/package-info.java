/**
 * The offline makers of the opening book behind the {@code book generate}, {@code book exact} and
 * {@code book build} commands: Hard's lines, the exact layer, and the book built from them and the
 * imported outcome table; not part of the runtime engine. Uses the engine only.
 */
package dev.connectfour.cli.book;
