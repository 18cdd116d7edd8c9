package dev.connectfour.net.broker;

import java.util.Objects;

/**
 * A login on a broker, stored for one server and given to that server only. The password never appears in
 * {@link #toString()} (nor, therefore, in a log).
 *
 * @param server   the server the login was stored for
 * @param user     the user name, empty for none
 * @param password the password, empty for none
 */
public record Credentials(BrokerAddress server, String user, String password) {
    public Credentials {
        Objects.requireNonNull(server, "server");
        user = user == null ? "" : user.strip();
        password = password == null ? "" : password;
    }

    /** This login if it was stored for {@code target}, else none: a server named by a link gets no stored password. */
    public static Credentials forServer(Credentials stored, BrokerAddress target) {
        return stored != null && stored.server.equals(target) ? stored : new Credentials(target, "", "");
    }

    /** Whether this login names a user: a private server, where a short code alone may invite. */
    public boolean hasUser() {
        return !user.isEmpty();
    }

    @Override
    public String toString() {
        return "Credentials[server=" + server + ", user=" + user + ", password=" + (password.isEmpty() ? "none" : "***")
                + "]";
    }
}
