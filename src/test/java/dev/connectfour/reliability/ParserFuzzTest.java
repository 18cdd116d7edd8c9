package dev.connectfour.reliability;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.files.AtomicFile;
import dev.connectfour.engine.files.LoadResult;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GamePosition;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Help;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.Seat;
import dev.connectfour.game.Starter;
import dev.connectfour.game.stats.Statistics;
import dev.connectfour.game.store.PositionText;
import dev.connectfour.game.store.SavedGameException;
import dev.connectfour.game.store.SavedGameFormat;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.game.store.StatisticsStore;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Seeded fuzzing of every parser of outside text: move strings (pasted), saved games, statistics. Each
 * generated input either parses to a value that reads back the same, or fails with the parser's one
 * documented exception; nothing else escapes, and a failed load changes nothing. The counts are
 * printed (stderr) at the end.
 */
class ParserFuzzTest {
    private static final long SEED = 20_261_122L;
    private static final int MOVE_STRINGS = 10_000;
    private static final int SAVED_GAMES = 10_000;
    private static final int STATISTICS = 3_000;
    private static final int STORE_LOADS = 300;
    private static final Map<String, Integer> OUTCOMES = new TreeMap<>();

    @TempDir
    Path directory;

    private static synchronized void count(String outcome) {
        OUTCOMES.merge(outcome, 1, Integer::sum);
    }

    @AfterAll
    static void report() {
        System.err.println("fuzz outcomes: " + OUTCOMES);
    }

    // ---- move strings ----

    @Test
    void pastedMoveStringsParseOrThrowMoveStringExceptionOnly() {
        SplittableRandom random = new SplittableRandom(SEED);
        for (int i = 0; i < MOVE_STRINGS; i++) {
            String input = i % 2 == 0 ? randomMoveLike(random) : legalMovesThenNoise(random);
            try {
                GamePosition position = PositionText.parse(input);
                assertEquals(input.strip(), position.notation(), "read back");
                assertEquals(Position.parse(input.strip()).moves(), position.notation());
                count("move string: parsed");
            } catch (MoveStringException e) {
                assertTrue(e.index() >= 1 && e.index() <= input.strip().length(), e.getMessage());
                count("move string: MoveStringException");
            } catch (RuntimeException e) {
                fail("input \"" + input + "\" escaped with " + e, e);
            }
        }
    }

    private static String randomMoveLike(SplittableRandom random) {
        String alphabet = "12345677777444 0089-\t\nxé\u0000\u2028١";
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(60);
        for (int i = 0; i < length; i++) {
            text.append(random.nextInt(4) == 0 ? (char) random.nextInt(0x3000) : alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return text.toString();
    }

    private static String legalMovesThenNoise(SplittableRandom random) {
        GamePosition position = randomGame(random, false);
        String moves = position.notation();
        StringBuilder text = new StringBuilder(" ".repeat(random.nextInt(3))).append(moves);
        if (random.nextBoolean()) {
            text.append((char) ('0' + random.nextInt(10)));
        }
        return text.append("\n".repeat(random.nextInt(2))).toString();
    }

    /** A random unfinished game on the standard board; with {@code passes}, some turns lost to the clock. */
    private static GamePosition randomGame(SplittableRandom random, boolean passes) {
        GamePosition position = GamePosition.empty(BoardSize.STANDARD);
        int turns = random.nextInt(45);
        for (int t = 0; t < turns; t++) {
            GamePosition next = passes && random.nextInt(6) == 0 ? position.pass() : null;
            if (next == null) {
                int column = random.nextInt(7);
                if (!position.canPlay(column)) {
                    continue;
                }
                next = position.play(column);
            }
            if (next.isGameOver()) {
                break;
            }
            position = next;
        }
        return position;
    }

    // ---- saved games ----

    @Test
    void savedGamesParseOrThrowSavedGameExceptionOnly() {
        SplittableRandom random = new SplittableRandom(SEED + 1);
        for (int i = 0; i < SAVED_GAMES; i++) {
            String input = i % 10 == 0 ? randomMoveLike(random) : mutate(SavedGameFormat.toText(randomSavedGame(random)), random);
            parseSavedGame(input);
        }
    }

    /** Parses; on success, the value must read back equal. Returns the outcome. */
    private static Optional<SavedGame> parseSavedGame(String input) {
        try {
            SavedGame game = SavedGameFormat.parse(input);
            assertEquals(game, SavedGameFormat.parse(SavedGameFormat.toText(game)), "read back");
            count("saved game: parsed");
            return Optional.of(game);
        } catch (SavedGameException e) {
            assertTrue(e.lineNumber() >= 1, e.getMessage());
            assertTrue(e.getMessage().startsWith("line " + e.lineNumber() + ": "), e.getMessage());
            count("saved game: SavedGameException");
            return Optional.empty();
        } catch (RuntimeException e) {
            fail("input escaped with " + e + ":\n" + input, e);
            return Optional.empty();
        }
    }

    static SavedGame randomSavedGame(SplittableRandom random) {
        List<ComputerLevel> levels = List.of(ComputerLevel.RANDOM, ComputerLevel.EASY, ComputerLevel.MEDIUM,
                ComputerLevel.HARD, ComputerLevel.custom(1 + random.nextInt(12)));
        GameSettings settings;
        switch (random.nextInt(3)) {
            case 0:
                settings = GameSettings.onePlayer(levels.get(random.nextInt(levels.size())))
                        .withAdaptive(random.nextBoolean()).withMoveClockSeconds(random.nextInt(61));
                break;
            case 1:
                settings = GameSettings.twoPlayers(random.nextBoolean());
                break;
            default:
                settings = GameSettings.watch(levels.get(random.nextInt(levels.size())),
                        levels.get(random.nextInt(levels.size())));
        }
        settings = settings.withStarter(Starter.values()[random.nextInt(Starter.values().length)])
                .withComputerDelayMillis(random.nextInt(3001))
                .withName(Seat.ONE, randomName(random)).withName(Seat.TWO, randomName(random));
        DiscColour[] colours = DiscColour.values();
        DiscColour one = colours[random.nextInt(colours.length)];
        DiscColour two = colours[(one.ordinal() + 1 + random.nextInt(colours.length - 1)) % colours.length];
        settings = new GameSettings(settings.mode(), settings.seatOneLevel(), settings.seatTwoLevel(), settings.starter(),
                settings.moveClockSeconds(), settings.computerDelayMillis(), settings.adaptive(), settings.seatOneName(),
                settings.seatTwoName(), one, two);
        Set<Help> help = EnumSet.noneOf(Help.class);
        for (Help kind : Help.values()) {
            if (random.nextBoolean()) {
                help.add(kind);
            }
        }
        return new SavedGame(settings, random.nextBoolean() ? Seat.ONE : Seat.TWO,
                randomGame(random, settings.hasMoveClock()), help);
    }

    private static String randomName(SplittableRandom random) {
        String alphabet = "Ann Bo\\n#\u00e9\r\n\t-=:😀";
        StringBuilder name = new StringBuilder("P");
        int length = random.nextInt(GameSettings.MAX_NAME_LENGTH - 2);
        for (int i = 0; i < length; i++) {
            name.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        // a lone surrogate half may be left by charAt: keep it, names are any text
        return name.toString();
    }

    private static String mutate(String text, SplittableRandom random) {
        StringBuilder out = new StringBuilder(text);
        int mutations = 1 + random.nextInt(4);
        for (int m = 0; m < mutations && out.length() > 0; m++) {
            int at = random.nextInt(out.length());
            switch (random.nextInt(9)) {
                case 0 -> out.deleteCharAt(at);
                case 1 -> out.insert(at, (char) random.nextInt(0x250));
                case 2 -> {
                    String replacements = "0123456789-\n \\#:";
                    out.setCharAt(at, replacements.charAt(random.nextInt(replacements.length())));
                }
                case 3 -> out.setLength(at);
                case 4 -> {
                    List<String> lines = new ArrayList<>(Arrays.asList(out.toString().split("\n", -1)));
                    int line = random.nextInt(lines.size());
                    lines.add(random.nextInt(lines.size() + 1), lines.get(line));
                    out.replace(0, out.length(), String.join("\n", lines));
                }
                case 5 -> {
                    List<String> lines = new ArrayList<>(Arrays.asList(out.toString().split("\n", -1)));
                    lines.remove(random.nextInt(lines.size()));
                    out.replace(0, out.length(), String.join("\n", lines));
                }
                case 6 -> {
                    List<String> lines = new ArrayList<>(Arrays.asList(out.toString().split("\n", -1)));
                    int a = random.nextInt(lines.size());
                    int b = random.nextInt(lines.size());
                    String swap = lines.get(a);
                    lines.set(a, lines.get(b));
                    lines.set(b, swap);
                    out.replace(0, out.length(), String.join("\n", lines));
                }
                case 7 -> {
                    // a value swapped for another plausible token
                    String[] tokens = {"-", "0", "61", "3001", "999999999", "9999999999", "true", "watch", "two_players",
                        "depth:0", "depth:13", "depth:x", "hard", "red", "one", "two", "", "4444444", "1-1-1-1-1-1-1-1",
                        "-".repeat(11_000), "4545454"};
                    int end = out.indexOf("\n", at);
                    int start = out.lastIndexOf(" ", at);
                    if (start >= 0 && (end < 0 || start < end)) {
                        out.replace(start + 1, end < 0 ? out.length() : end, tokens[random.nextInt(tokens.length)]);
                    }
                }
                default -> out.replace(at, at, at % 2 == 0 ? "\r\n" : "\uFEFF");
            }
        }
        return out.toString();
    }

    // ---- statistics ----

    @Test
    void statisticsParseOrThrowIllegalArgumentExceptionOnly() {
        SplittableRandom random = new SplittableRandom(SEED + 2);
        String version1 = StatisticsStore.HEADER_V1 + "\none_player hard 3 1 2 0 2\none_player depth:7 1 0 0 1 1\n"
                + "two_players - 4 4 4 0 3\nwatch easy 0 1 0 0 0\n";
        String version2 = StatisticsStore.toText(Statistics.parse("tally one_player hard 7x6 3 1 2 0 2 2 40 1\n"
                + "tally two_players - 5x4 1 0 0 1 1 1 7 0\ntally watch easy 9x6 0 1 0 0 0 1 54 0\n"
                + "game 2026-11-21 one_player hard 7x6 lost 23 true\ngame 2026-11-22 two_players - 5x4 won 7 false\n"
                + "game 2026-11-22 watch easy 9x6 drawn 54 false\n"));
        for (int i = 0; i < STATISTICS; i++) {
            String input = mutate(i % 2 == 0 ? version2 : version1, random);
            try {
                Statistics statistics = StatisticsStore.parse(input);
                assertEquals(statistics, StatisticsStore.parse(StatisticsStore.toText(statistics)));
                count("statistics: parsed");
            } catch (IllegalArgumentException e) {
                count("statistics: IllegalArgumentException");
            } catch (RuntimeException e) {
                fail("input escaped with " + e + ":\n" + input, e);
            }
        }
    }

    // ---- loads from the disk ----

    @Test
    void aFailedLoadChangesNothingButKeepingTheBadFileAside() throws IOException {
        // hundreds of "kept it aside" warnings say nothing here
        java.util.logging.Logger storeLog = java.util.logging.Logger.getLogger(AtomicFile.class.getName());
        java.util.logging.Level level = storeLog.getLevel();
        storeLog.setLevel(java.util.logging.Level.SEVERE);
        try {
            loadFuzzedFiles();
        } finally {
            storeLog.setLevel(level);
        }
    }

    private void loadFuzzedFiles() throws IOException {
        SplittableRandom random = new SplittableRandom(SEED + 3);
        Path last = directory.resolve("config").resolve(SavedGameStore.FILE_NAME);
        Files.createDirectories(last.getParent());
        for (int i = 0; i < STORE_LOADS; i++) {
            String input = mutate(SavedGameFormat.toText(randomSavedGame(random)), random);
            byte[] bytes = i % 7 == 0 ? randomBytes(random) : input.getBytes(StandardCharsets.UTF_8);

            // Open game: the chosen file is only read
            Path chosen = directory.resolve("chosen-" + i + SavedGameStore.EXTENSION);
            Files.write(chosen, bytes);
            try {
                SavedGameStore.open(chosen);
                count("open: loaded");
            } catch (SavedGameException | IOException e) {
                count("open: " + e.getClass().getSimpleName());
            }
            assertArrayEquals(bytes, Files.readAllBytes(chosen), "the chosen file is unchanged");
            Files.delete(chosen);

            // the last game: loaded, or the defaults with the file kept aside byte for byte
            Files.write(last, bytes);
            LoadResult<Optional<SavedGame>> result = new SavedGameStore(last.getParent()).loadLast();
            if (result.status() == LoadResult.Status.LOADED) {
                assertTrue(result.value().isPresent());
                assertArrayEquals(bytes, Files.readAllBytes(last));
                count("last game: loaded");
            } else {
                assertEquals(LoadResult.Status.DEFAULTS_USED, result.status());
                assertEquals(Optional.empty(), result.value());
                assertArrayEquals(bytes, Files.readAllBytes(result.keptAs()), "kept byte for byte");
                Files.delete(result.keptAs());
                count("last game: defaults, kept aside");
            }
            try (Stream<Path> left = Files.list(last.getParent())) {
                assertTrue(left.allMatch(file -> file.equals(last)), "no other file in the directory");
            }
            Files.deleteIfExists(last);
        }
        assertTrue(Files.list(directory).noneMatch(file -> file.toString().endsWith(".tmp")));
        new AtomicFile(last).readString(); // the directory is still usable
    }

    private static byte[] randomBytes(SplittableRandom random) {
        byte[] bytes = new byte[random.nextInt(400)];
        random.nextBytes(bytes);
        return bytes;
    }
}
