/**
 * The lobby: everything before a network match begins — the network interface chosen, hosting (on a port chosen
 * exactly or preferably, see {@link dev.connectfour.net.lobby.PortChoice}, and its advertisement), joining, and the
 * games found on the local network. It owns every socket and thread of that and tells its
 * {@link dev.connectfour.net.lobby.Lobby.Listener} on its own threads. Beside it, what both keep between runs: a
 * guest's way back into a match it left ({@link dev.connectfour.net.lobby.NetworkMemory}, kept by a
 * {@link dev.connectfour.net.lobby.RejoinKeeper}), and the Internet server's login read from the settings
 * ({@link dev.connectfour.net.lobby.StoredLogin}). Uses {@code net}, {@code net.discovery}, the engine (and its
 * files) and the JDK: the window's network screen and the text-mode game both use it.
 */
package dev.connectfour.net.lobby;
