/**
 * The lobby: everything before a network match begins — the network interface chosen, hosting (on a port chosen
 * exactly or preferably, see {@link dev.connectfour.net.lobby.PortChoice}, and its advertisement), joining, and the
 * games found on the local network. It owns every socket and thread of that and tells its
 * {@link dev.connectfour.net.lobby.Lobby.Listener} on its own threads. Uses {@code net}, {@code net.discovery}, the
 * engine and the JDK: the window's network screen and the text-mode game both use it.
 */
package dev.connectfour.net.lobby;
