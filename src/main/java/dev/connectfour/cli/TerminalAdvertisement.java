package dev.connectfour.cli;

import dev.connectfour.net.discovery.GameAdvertiser;
import dev.connectfour.net.discovery.HostedGame;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;

/**
 * A game hosted in the terminal, advertised on the local network (DNS-SD, as the window advertises its own) on the
 * interface the host listens on, so that a window's list of games finds it, until its guest has joined or hosting
 * ends, also when the program is stopped (Ctrl+C). Without multicast the game is still joined by address: the player
 * is told so, and hosting goes on.
 */
final class TerminalAdvertisement implements AutoCloseable {
    private GameAdvertiser advertiser;
    /** Withdraws the advertisement should the program be stopped (Ctrl+C) while it is up; null without one. */
    private final Thread onExit;

    private TerminalAdvertisement(GameAdvertiser advertiser) {
        this.advertiser = advertiser;
        onExit = advertiser == null ? null : new Thread(advertiser::close, "connectfour-cli-advertisement-exit");
        if (onExit != null) {
            Runtime.getRuntime().addShutdownHook(onExit);
        }
    }

    /** Advertises {@code game} on the interface with address {@code bind} (null: every interface). */
    static TerminalAdvertisement start(InetAddress bind, HostedGame game, PrintStream out) {
        try {
            return new TerminalAdvertisement(GameAdvertiser.start(bind, game));
        } catch (IOException | RuntimeException e) {
            out.println("The game is not listed on the local network (" + e.getMessage()
                    + "); a guest joins it by address.");
            return new TerminalAdvertisement(null);
        }
    }

    /**
     * Withdraws the advertisement: its goodbye goes out at once, and jmDNS's repeats and shutdown (some seconds)
     * run on a thread of their own, so the game goes on meanwhile. Idempotent.
     */
    void withdraw() {
        GameAdvertiser withdrawn = advertiser;
        advertiser = null;
        if (withdrawn != null) {
            forgetExit();
            Thread closer = new Thread(withdrawn::close, "connectfour-cli-advertisement");
            closer.setDaemon(true);
            closer.start();
        }
    }

    /** Withdraws the advertisement and waits for it, so that finders hear the goodbye before the program ends. */
    @Override
    public void close() {
        GameAdvertiser withdrawn = advertiser;
        advertiser = null;
        if (withdrawn != null) {
            forgetExit();
            withdrawn.close();
        }
    }

    private void forgetExit() {
        try {
            Runtime.getRuntime().removeShutdownHook(onExit);
        } catch (IllegalStateException e) {
            // the program is ending: the hook runs (GameAdvertiser.close is idempotent)
        }
    }
}
