package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.net.broker.InviteLink;
import dev.connectfour.net.broker.Mosquitto;
import dev.connectfour.net.lobby.StoredLogin;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The terminal over the Internet as the window plays it, through a real Mosquitto on 127.0.0.1: on a private server
 * (a password, its login in the game's settings) a host prints a short code and a guest joins with the code alone;
 * a wrong code is said; a guest whose program was killed in the middle of a game takes its seat back when started
 * again with the same settings directory, and the game goes on.
 */
class InternetCodeAndSeatTest {
    private static final String USER = "club";
    private static final String PASSWORD = "nine lives";
    /**
     * The wait for a step that starts a JVM, or stretches a code cold and then waits out the handshake for a host that
     * is not there: generous, since the tests share two cores with much else; a hang still fails.
     */
    private static final long SLOW_STEP_MILLIS = 60_000;

    @TempDir
    Path directory;

    @Test
    void aHostPrintsAShortCodeOnAPrivateServerAndAGuestJoinsWithTheCodeAlone() throws Exception {
        try (Mosquitto broker = Mosquitto.withUser(USER, PASSWORD);
             Terminal host = new Terminal("play", "--host", "--broker", broker.address().toString(), "--clock", "0",
                     "--name", "Hannah", "--config-dir", settings("host", broker).toString())) {
            String shown = host.screen.await("Waiting for a guest with this link or code", 1, SLOW_STEP_MILLIS);
            Matcher code = Pattern.compile("Short code: ([A-Z0-9]{4}-[A-Z0-9]{4})").matcher(shown);
            assertTrue(code.find(), shown);
            assertFalse(shown.contains(PASSWORD), "the password is never shown: " + shown);
            try (Terminal guest = new Terminal("play", "--join", code.group(1).toLowerCase(), "--name", "Gina",
                    "--config-dir", settings("guest", broker).toString())) {
                guest.screen.await("Joined Hannah's game: 7x6, untimed.", 1, SLOW_STEP_MILLIS);
                host.screen.await("Gina joined.", 1);
                host.screen.await("Your move (column 1-7): ", 1);
                host.type("4");
                guest.screen.await("Hannah plays column 4.", 1);
                guest.type("quit");
                assertEquals(CliMain.OK, guest.exitCode());
                host.screen.await("Gina left.", 1);
                assertEquals(CliMain.OK, host.exitCode());
            }
        }
    }

    @Test
    void aWrongCodeIsSaidAndACodeAloneNeedsAPrivateServer() throws Exception {
        try (Mosquitto broker = Mosquitto.withUser(USER, PASSWORD)) {
            Path guestSettings = settings("guest", broker);
            try (Terminal guest = new Terminal("play", "--join", "K7MX-3QPA", "--config-dir", guestSettings.toString())) {
                guest.screen.await("No game answers to the code K7MX-3QPA on " + broker.address()
                        + ": the code is wrong, or its game is over.", 1, SLOW_STEP_MILLIS);
                assertEquals(CliMain.FAILED, guest.exitCode());
            }
            Output refused = run("play", "--join", "--code", "K7MX3Q", "--config-dir", guestSettings.toString());
            assertEquals(CliMain.USAGE, refused.code());
            assertTrue(refused.err().startsWith("connect-four-cli play: a short code is 8 letters and digits, such as"
                    + " K7MX-3QPA, was 'K7MX3Q'"), refused.err());
            Path anonymous = Files.createDirectories(directory.resolve("anonymous"));
            refused = run("play", "--join", "K7MX-3QPA", "--broker", broker.address().toString(), "--config-dir",
                    anonymous.toString());
            assertEquals(CliMain.USAGE, refused.code());
            assertTrue(refused.err().startsWith("connect-four-cli play: a short code alone is for a private Internet"
                    + " server, one the game's settings hold a user name for (they hold none for " + broker.address()
                    + "); join with the invite link instead"), refused.err());
            refused = run("play", "--join", "K7MX-3QPA", "--config-dir", anonymous.toString());
            assertEquals(CliMain.USAGE, refused.code());
            assertTrue(refused.err().startsWith("connect-four-cli play: a short code needs its Internet server"),
                    refused.err());
        }
    }

    /**
     * {@code --broker} without its URL hosts on the Internet server of the game's settings, with the login they hold
     * for it (the server takes no one else, and a private server gets a short code); with no server in the settings it
     * is bad usage, said as such.
     */
    @Test
    void brokerWithoutAUrlHostsOnTheServerOfTheSettings() throws Exception {
        try (Mosquitto broker = Mosquitto.withUser(USER, PASSWORD);
             Terminal host = new Terminal("play", "--host", "--broker", "--clock", "0", "--name", "Hannah",
                     "--config-dir", settings("host", broker).toString())) {
            String shown = host.screen.await("Waiting for a guest with this link or code", 1, SLOW_STEP_MILLIS);
            Matcher link = Pattern.compile("Invite link: (connectfour://\\S+)").matcher(shown);
            assertTrue(link.find(), shown);
            assertEquals(broker.address(), InviteLink.parse(link.group(1)).server(), "hosted on the settings' server");
            assertTrue(shown.contains("Short code: "), shown);
            host.type("quit");
            assertEquals(CliMain.OK, host.exitCode());
        }
        Path none = Files.createDirectories(directory.resolve("none"));
        Output refused = run("play", "--host", "--broker", "--config-dir", none.toString());
        assertEquals(CliMain.USAGE, refused.code());
        assertTrue(refused.err().startsWith("connect-four-cli play: --broker without a URL hosts on the Internet server"
                + " of the game's settings, and those in " + none + " name none: give --broker URL, or choose one in"
                + " the window's Settings → Network → Internet server"), refused.err());
    }

    /**
     * The first guest is a program of its own, killed mid-game (as a closed terminal ends it); the second run, with the
     * same settings directory and link, takes the seat back: the host's game goes on with both players' moves.
     */
    @Test
    void aGuestKilledMidGameTakesItsSeatBackWhenStartedAgain() throws Exception {
        Path guestSettings = Files.createDirectories(directory.resolve("guest"));
        try (Mosquitto broker = Mosquitto.start();
             Terminal host = new Terminal("play", "--host", "--broker", broker.address().toString(), "--clock", "0",
                     "--name", "Hannah", "--config-dir", Files.createDirectories(directory.resolve("host")).toString())) {
            Matcher link = Pattern.compile("Invite link: (connectfour://\\S+)")
                    .matcher(host.screen.await("Waiting for a guest with this link", 1, SLOW_STEP_MILLIS));
            assertTrue(link.find(), host.screen.text());
            Process first = cliProgram("play", "--join", link.group(1), "--name", "Gina", "--config-dir",
                    guestSettings.toString());
            try {
                TerminalScreen firstScreen = screenOf(first.getInputStream());
                host.screen.await("Your move (column 1-7): ", 1, SLOW_STEP_MILLIS);
                host.type("4");
                firstScreen.await("Your move (column 1-7): ", 1, SLOW_STEP_MILLIS);
                typeInto(first.getOutputStream(), "3");
                host.screen.await("Gina plays column 3.", 1);
                first.destroyForcibly().waitFor(Terminal.TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
            } finally {
                first.destroyForcibly();
            }
            host.screen.await("Connection lost, waiting for Gina", 1);

            try (Terminal again = new Terminal("play", "--join", link.group(1), "--name", "Gina", "--config-dir",
                    guestSettings.toString())) {
                again.screen.await("Taking your seat back in the game you left", 1, SLOW_STEP_MILLIS);
                host.screen.await("The connection is back.", 1, SLOW_STEP_MILLIS);
                again.screen.await("Hannah to move…", 1);
                host.type("5");
                again.screen.await("Hannah plays column 5.", 1);
                again.screen.await("Your move (column 1-7): ", 1);
                again.type("2");
                host.screen.await("Gina plays column 2.", 1);
                host.type("quit");
                again.screen.await("Hannah left.", 1);
                again.screen.await("Moves of the last game: 4352", 1);
                assertEquals(CliMain.OK, again.exitCode());
                assertFalse(Files.readString(guestSettings.resolve("network.properties")).contains("seat."),
                        "the seat is forgotten once the match is over");
            }
            assertEquals(CliMain.OK, host.exitCode());
        }
    }

    /** A settings directory whose Internet server is {@code broker}, with its login. */
    private Path settings(String name, Mosquitto broker) throws IOException {
        Properties settings = new Properties();
        settings.setProperty(StoredLogin.SERVER_KEY, broker.address().toString());
        settings.setProperty(StoredLogin.USER_KEY, USER);
        settings.setProperty(StoredLogin.PASSWORD_KEY, PASSWORD);
        StringWriter text = new StringWriter();
        settings.store(text, null);
        Path settingsDirectory = Files.createDirectories(directory.resolve(name));
        Files.writeString(settingsDirectory.resolve(StoredLogin.SETTINGS_FILE), text.toString());
        return settingsDirectory;
    }

    /** The command-line tools in a JVM of their own, as a player starts them. */
    private static Process cliProgram(String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--module-path", System.getProperty("jdk.module.path"),
                "--module", "dev.connectfour/dev.connectfour.cli.CliMain"));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    private static TerminalScreen screenOf(InputStream output) {
        TerminalScreen screen = new TerminalScreen();
        Thread copy = new Thread(() -> {
            try {
                output.transferTo(screen);
            } catch (IOException e) {
                // the program has ended
            }
        }, "cli-program-output");
        copy.setDaemon(true);
        copy.start();
        return screen;
    }

    private static void typeInto(OutputStream keyboard, String line) throws IOException {
        keyboard.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
    }

    private record Output(int code, String err) {
    }

    private static Output run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = CliMain.run(List.of(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Output(code, err.toString(StandardCharsets.UTF_8));
    }
}
