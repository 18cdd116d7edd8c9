/**
 * Network play: two programs play a match over TCP, one JSON message per line, as
 * {@code src/docs/protocol.md} documents. The host chooses the {@link dev.connectfour.net.MatchSettings},
 * keeps the rules and both clocks and lets one guest in by a join code; each side sees the match as a
 * {@link dev.connectfour.net.Match} and hears of it through a {@link dev.connectfour.net.MatchListener}.
 * Uses the engine only (and the JDK and its protocol libraries): the game's session and the text-mode game
 * both plug it in.
 */
package dev.connectfour.net;
