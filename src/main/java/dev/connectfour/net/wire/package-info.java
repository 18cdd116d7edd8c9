/**
 * The network protocol's wire format: the fixed message records, their JSON encoding (one line each) and the
 * bounded line reader. Every check of a single message lives here; the order of messages is the connection
 * state machine's job in {@code dev.connectfour.net}. Not exported; opened to the JSON library only.
 * Uses the JDK, the JSON library and the engine's board size.
 */
package dev.connectfour.net.wire;
