package dev.connectfour.net.lobby;

/**
 * The port a match is hosted on.
 *
 * @param port      the TCP port, 0 for any free one
 * @param orAnyFree whether any free port will do when another program has {@code port}
 */
public record PortChoice(int port, boolean orAnyFree) {
    private static final int MAX_PORT = 65535;

    public PortChoice {
        if (port < 0 || port > MAX_PORT) {
            throw new IllegalArgumentException("the port must be 0 to " + MAX_PORT + ", was " + port);
        }
    }

    /** {@code port}, or any free port when another program has it: the window's choice, which a player never types. */
    public static PortChoice preferably(int port) {
        return new PortChoice(port, true);
    }

    /** {@code port} only (0: any free one): hosting fails when another program has it, as a port typed must. */
    public static PortChoice exactly(int port) {
        return new PortChoice(port, false);
    }
}
