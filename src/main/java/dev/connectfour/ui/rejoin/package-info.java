/**
 * Rejoining a network match this guest left in the middle, shared by the start screen and the network screen (not a
 * screen itself): the {@link dev.connectfour.ui.rejoin.RejoinOfferView} with its countdown, and
 * {@link dev.connectfour.ui.rejoin.GuestJoin}, the one way a guest joins a host. Uses the game layer, the protocol
 * and its lobby, {@code ui} (strings) and {@code ui.navigation}; no screen.
 */
package dev.connectfour.ui.rejoin;
