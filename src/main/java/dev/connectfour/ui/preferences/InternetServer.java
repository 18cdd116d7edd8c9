package dev.connectfour.ui.preferences;

/**
 * The Internet server (a message broker) the player set, for hosting over the Internet: empty by default, since no
 * public one is run for the game. The login is given only to this server ({@code net.broker.Credentials}), and the
 * password is never shown: not in {@link #toString()}, nor in a log.
 *
 * @param address  the broker as typed ({@code mqtts://host:8883}), "" for none
 * @param user     the user name, "" for none
 * @param password the password, "" for none
 */
public record InternetServer(String address, String user, String password) {
    public static final InternetServer NONE = new InternetServer("", "", "");

    public InternetServer {
        if (address == null || user == null || password == null) {
            throw new IllegalArgumentException("the Internet server's address, user and password are required (\"\" for none)");
        }
        address = address.strip();
        user = user.strip();
    }

    public InternetServer withAddress(String value) {
        return new InternetServer(value, user, password);
    }

    public InternetServer withUser(String value) {
        return new InternetServer(address, value, password);
    }

    public InternetServer withPassword(String value) {
        return new InternetServer(address, user, value);
    }

    @Override
    public String toString() {
        return "InternetServer[address=" + address + ", user=" + user + ", password=" + (password.isEmpty() ? "" : "***")
                + "]";
    }
}
