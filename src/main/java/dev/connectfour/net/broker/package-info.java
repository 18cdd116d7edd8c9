/**
 * Internet play through an MQTT message broker, the parts that know nothing of a match: the broker's address and
 * login ({@link dev.connectfour.net.broker.BrokerAddress}, {@link dev.connectfour.net.broker.Credentials}), a game on
 * a broker and its invite link ({@link dev.connectfour.net.broker.BrokerGame},
 * {@link dev.connectfour.net.broker.InviteLink}), the host's key that signs its answers
 * ({@link dev.connectfour.net.broker.HostKey}, {@link dev.connectfour.net.broker.HostPin}), the end-to-end encryption of every message
 * ({@link dev.connectfour.net.broker.Hkdf}, {@link dev.connectfour.net.broker.Envelope}, with the keys of each guest
 * connection in {@link dev.connectfour.net.broker.EpochKeys}) and the MQTT client
 * ({@link dev.connectfour.net.broker.BrokerClient}, on Eclipse Paho). The broker is not trusted: it carries only
 * ciphertext. Uses the JDK and Paho only; {@code net} builds its broker links on it.
 */
package dev.connectfour.net.broker;
