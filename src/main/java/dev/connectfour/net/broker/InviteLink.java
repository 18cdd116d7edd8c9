package dev.connectfour.net.broker;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The invite to a game on a broker, as a link:
 * {@code connectfour://join?server=mqtts%3A%2F%2Fhost%3A8883&game=<id>&host=<fingerprint>&key=<secret>}. It carries
 * everything a guest needs, the host's key included ({@link HostKey#fingerprint()}: a link without one was made by an
 * earlier version of the game, whose host cannot sign its answers); the {@code connectfour} scheme opens the game.
 */
public final class InviteLink {
    public static final String SCHEME = "connectfour";
    private static final String PREFIX = SCHEME + "://join?";
    /** Longer than any link the game writes, by far: a pasted text beyond this is not one. */
    private static final int MAX_LENGTH = 2_000;

    /** What is wrong with a text that is not an invite link; the screens and the terminal say it in words. */
    public enum Problem {
        /** It is not a {@code connectfour://join?...} link at all. */
        NOT_A_LINK,
        /** The server is missing or not an {@code mqtts://} / {@code mqtt://} address. */
        BAD_SERVER,
        /** The game id is missing or not one. */
        BAD_GAME,
        /** The key or the host's key is missing or not one (cut short when copied, most often). */
        BAD_KEY,
        /** A link of another version of the game: complete, but without the host's key this version requires. */
        OTHER_VERSION
    }

    /** A text that is not a usable invite link. */
    public static final class InvalidLinkException extends Exception {
        private static final long serialVersionUID = 1L;

        private final Problem problem;

        InvalidLinkException(Problem problem, String detail) {
            super(detail);
            this.problem = problem;
        }

        public Problem problem() {
            return problem;
        }
    }

    private InviteLink() {
    }

    /** The link that invites to {@code game}, whose host key is known. */
    public static String of(BrokerGame game) {
        if (game.host() == null) {
            throw new IllegalArgumentException("an invite link names the game's host key");
        }
        return PREFIX + "server=" + URLEncoder.encode(game.server().toString(), StandardCharsets.UTF_8)
                + "&game=" + game.id() + "&host=" + game.host().fingerprint() + "&key=" + game.secret();
    }

    /** True if {@code text} looks like an invite link (to tell a link from other arguments). */
    public static boolean looksLikeOne(String text) {
        return text != null && text.strip().toLowerCase(Locale.ROOT).startsWith(SCHEME + ":");
    }

    /**
     * The game a link invites to; blanks around it are ignored.
     *
     * @throws InvalidLinkException naming what is wrong
     */
    public static BrokerGame parse(String text) throws InvalidLinkException {
        String given = text == null ? "" : text.strip();
        if (given.length() > MAX_LENGTH || !given.toLowerCase(Locale.ROOT).startsWith(PREFIX)) {
            throw new InvalidLinkException(Problem.NOT_A_LINK, "an invite link starts with " + PREFIX);
        }
        Map<String, String> fields = fields(given);
        BrokerAddress server;
        try {
            server = BrokerAddress.parse(fields.getOrDefault("server", ""));
        } catch (IllegalArgumentException e) {
            throw new InvalidLinkException(Problem.BAD_SERVER, "server: " + e.getMessage());
        }
        String id = fields.getOrDefault("game", "");
        String key = fields.getOrDefault("key", "");
        if (!id.matches("[0-9a-fA-F]{" + 2 * BrokerGame.ID_BYTES + "}")) {
            throw new InvalidLinkException(Problem.BAD_GAME, "game: not a game id");
        }
        if (!key.matches("[A-Za-z2-7]{" + BrokerGame.SECRET_LENGTH + "}")) {
            throw new InvalidLinkException(Problem.BAD_KEY, "key: not " + BrokerGame.SECRET_LENGTH + " letters and digits");
        }
        if (!fields.containsKey("host")) {
            throw new InvalidLinkException(Problem.OTHER_VERSION, "made by another version of Connect Four: it names no host key");
        }
        HostKey host;
        try {
            host = HostKey.ofFingerprint(fields.get("host"));
        } catch (IllegalArgumentException e) {
            throw new InvalidLinkException(Problem.BAD_KEY, "host: " + e.getMessage());
        }
        return new BrokerGame(server, id, key, host);
    }

    private static Map<String, String> fields(String link) throws InvalidLinkException {
        String query;
        try {
            query = new URI(link).getRawQuery();
        } catch (URISyntaxException e) {
            throw new InvalidLinkException(Problem.NOT_A_LINK, "not a link: " + e.getReason());
        }
        Map<String, String> fields = new HashMap<>();
        for (String pair : query == null ? new String[0] : query.split("&")) {
            int equals = pair.indexOf('=');
            if (equals > 0) {
                try {
                    fields.putIfAbsent(pair.substring(0, equals).toLowerCase(Locale.ROOT),
                            URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8));
                } catch (IllegalArgumentException e) {
                    throw new InvalidLinkException(Problem.NOT_A_LINK, "not a link: " + e.getMessage());
                }
            }
        }
        return fields;
    }
}
