/**
 * Finding network games on the local network with DNS-SD over multicast DNS (jmDNS): a host's
 * {@link dev.connectfour.net.discovery.GameAdvertiser} announces a {@link dev.connectfour.net.discovery.HostedGame}
 * as a {@code _connectfour._tcp} service, and a {@link dev.connectfour.net.discovery.GameBrowser} keeps the list of
 * those it hears of; {@link dev.connectfour.net.NetworkInterfaces} chooses where both bind. What is read
 * from the network is validated and only ever shown or connected to. Uses {@code net}'s settings, the engine's
 * board size, the JDK and jmDNS; {@code net} does not use it (manual address entry works without discovery).
 */
package dev.connectfour.net.discovery;
