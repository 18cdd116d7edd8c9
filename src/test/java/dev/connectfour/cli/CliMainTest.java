package dev.connectfour.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The tools' command line as a user meets it: {@link CliMain#run} in-process with captured streams, the help,
 * the errors and the exit codes that the README documents and scripts read.
 */
class CliMainTest {
    private static final String USAGE = "usage: java -jar connect-four-cli.jar ";

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int run(String... args) {
        return CliMain.run(List.of(args), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private List<String> errLines() {
        return err().lines().toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "-h", "help"})
    void helpListsEveryCommandAndTheExitCodesOnStdout(String help) {
        assertEquals(CliMain.OK, run(help));
        assertTrue(out().startsWith(USAGE + "COMMAND [OPTIONS]"), out());
        for (String command : List.of("solve", "bench", "version", "bestmove", "match", "ladder", "play", "book",
                "audit", "analysis-times")) {
            assertTrue(out().lines().anyMatch(line -> line.startsWith("  " + command + " ")), command + " in " + out());
        }
        assertTrue(out().contains("exit codes: 0 success, 1 mismatches or invalid input found, 2 bad usage"), out());
        assertEquals("", err());
    }

    /** Every option the README's table of commands names, in the command's own help. */
    static Stream<Arguments> documentedOptions() {
        return Stream.of(
                Arguments.of("solve", List.of("--weak", "--analyze", "--stats", "--no-book", "--size", "--table-mb", "--threads")),
                Arguments.of("bench", List.of("--weak", "--sample", "--seed", "--limit", "--warmup-ms", "--size", "--table-mb",
                        "--threads", "--verbose", "--random", "--min-discs", "--max-discs", "--vs", "--seconds", "FILE")),
                Arguments.of("bestmove", List.of("--level", "--seed", "--time-limit")),
                Arguments.of("match", List.of("--first", "--second", "--games", "--seed", "--time-limit", "--games-log",
                        "--audit-games", "--audit-min-discs", "--referee-ms", "--opening-plies", "--games-file")),
                Arguments.of("play", List.of("--level", "--first", "--seed", "--host", "--name", "--clock", "--board", "--starter",
                        "--bind", "--network-interface", "--join", "--code", "--broker", "--config-dir")),
                Arguments.of("audit", List.of("--level", "--positions", "--seed", "--time-limit", "--referee-ms",
                        "--referee-table-mb", "--verdicts", "--min-discs", "--max-discs", "--verbose")),
                Arguments.of("analysis-times", List.of("--positions", "--min-discs", "--max-discs", "--seed", "--table-mb",
                        "--outcomes-only")),
                Arguments.of("book generate", List.of("--depth", "--threads", "--table-mb", "--progress")),
                Arguments.of("book exact", List.of("--discs", "--lost-turn", "--threads", "--table-mb", "--progress")),
                Arguments.of("book build", List.of("--outcomes", "--exact", "--lines", "--output")),
                Arguments.of("book verify", List.of("--book", "--layer", "--sample", "--seed", "--min-discs", "--table-mb")),
                Arguments.of("book info", List.of("--book")));
    }

    @ParameterizedTest(name = "{0} --help")
    @MethodSource("documentedOptions")
    void eachCommandsHelpListsItsOptions(String command, List<String> options) {
        String[] args = Stream.concat(Stream.of(command.split(" ")), Stream.of("--help")).toArray(String[]::new);
        assertEquals(CliMain.OK, run(args));
        assertTrue(out().startsWith(USAGE + command + " "), out());
        for (String option : options) {
            assertTrue(out().contains(option), option + " in " + out());
        }
        assertEquals("", err());
    }

    @Test
    void helpOfACommandIsAlsoTheHelpCommand() {
        assertEquals(CliMain.OK, run("help", "solve"));
        assertTrue(out().startsWith(USAGE + "solve "), out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"--version", "-V", "version"})
    void versionPrintsTheBuildVersion(String version) {
        assertEquals(CliMain.OK, run(version));
        assertTrue(out().matches("connect-four-cli \\d+\\.\\d+\\.\\d+.*\\R"), out());
    }

    @Test
    void unknownCommandIsOneErrorLinePlusTheCommandsOnStderr() {
        assertEquals(CliMain.USAGE, run("frobnicate"));
        assertEquals("", out());
        assertEquals("connect-four-cli: unknown command 'frobnicate'", errLines().get(0));
        assertTrue(err().contains(USAGE + "COMMAND [OPTIONS]") && err().contains("  analysis-times "), err());
    }

    @Test
    void aMistypedCommandIsSuggested() {
        assertEquals(CliMain.USAGE, run("solv"));
        assertEquals(List.of("connect-four-cli: unknown command 'solv'", "Did you mean: solve?"), errLines().subList(0, 2));
    }

    @Test
    void unknownOptionIsNamedAsAnOption() {
        assertEquals(CliMain.USAGE, run("--frobnicate"));
        assertEquals("connect-four-cli: unknown option '--frobnicate'", errLines().get(0));
    }

    @Test
    void missingCommandIsBadUsage() {
        assertEquals(CliMain.USAGE, run());
        assertEquals("connect-four-cli: missing command", errLines().get(0));
        assertTrue(err().contains("  solve "), err());
    }

    @Test
    void aMistypedOptionIsSuggestedAndTheCommandsSynopsisFollows() {
        assertEquals(CliMain.USAGE, run("solve", "--weka"));
        assertEquals("", out());
        List<String> lines = errLines();
        assertEquals("connect-four-cli solve: unknown option '--weka'", lines.get(0));
        assertEquals("Possible solutions: --weak", lines.get(1));
        assertTrue(lines.get(2).startsWith(USAGE + "solve "), err());
        assertEquals("Try 'java -jar connect-four-cli.jar solve --help' for more information.", lines.get(lines.size() - 1));
    }

    @Test
    void aMistypedRequiredOptionIsReportedAsTheTypoItIs() {
        assertEquals(CliMain.USAGE, run("bestmove", "--levl", "easy"));
        assertEquals(List.of("connect-four-cli bestmove: unknown option '--levl'", "Possible solutions: --level"),
                errLines().subList(0, 2));
    }

    @Test
    void aRequiredOptionThatIsMissingIsNamed() {
        assertEquals(CliMain.USAGE, run("match", "--first", "easy"));
        assertEquals("connect-four-cli match: Missing required options: '--second=LEVEL', '--games=N'", errLines().get(0));
    }

    @Test
    void anOptionWithoutItsValueIsBadUsage() {
        assertEquals(CliMain.USAGE, run("solve", "--size"));
        assertEquals("connect-four-cli solve: Missing required parameter for option '--size' (WxH)", errLines().get(0));
    }

    @Test
    void aValueOfTheWrongKindOrOutOfRangeIsNamedWithTheOption() {
        assertEquals(CliMain.USAGE, run("bench", "--limit", "zero", "x.txt"));
        assertEquals("connect-four-cli bench: Invalid value for option '--limit': 'zero' is not a long", errLines().get(0));
        err.reset();
        assertEquals(CliMain.USAGE, run("solve", "--table-mb", "1"));
        assertEquals("connect-four-cli solve: Invalid value for option '--table-mb': must be 8 to 8192, was 1", errLines().get(0));
        err.reset();
        assertEquals(CliMain.USAGE, run("solve", "--size", "7by6"));
        assertEquals("connect-four-cli solve: Invalid value for option '--size': bad board size '7by6': expected WIDTHxHEIGHT,"
                + " for example 7x6", errLines().get(0));
    }

    @Test
    void anArgumentACommandDoesNotTakeIsRefused() {
        assertEquals(CliMain.USAGE, run("version", "--bogus"));
        assertEquals("connect-four-cli version: unknown option '--bogus'", errLines().get(0));
        assertTrue(err().contains(USAGE + "version"), err());
        err.reset();
        assertEquals(CliMain.USAGE, run("solve", "extra"));
        assertEquals("connect-four-cli solve: unexpected argument 'extra'", errLines().get(0));
    }

    @Test
    void bookNeedsASubCommandAndNamesAWrongOne() {
        assertEquals(CliMain.USAGE, run("book"));
        assertEquals("connect-four-cli book: missing sub-command: generate, exact, build, verify or info", errLines().get(0));
        err.reset();
        assertEquals(CliMain.USAGE, run("book", "frob"));
        assertEquals("connect-four-cli book: unknown sub-command 'frob'", errLines().get(0));
        err.reset();
        assertEquals(CliMain.USAGE, run("book", "verify", "--sampel", "3"));
        assertEquals(List.of("connect-four-cli book verify: unknown option '--sampel'", "Possible solutions: --sample"),
                errLines().subList(0, 2));
    }

    @Test
    void aFileACommandCannotReadIsOneLineAndExitCodeOne() {
        assertEquals(CliMain.FAILED, run("book", "info", "--book", "/no/such/book.c4ob"));
        assertEquals(List.of("book: /no/such/book.c4ob"), errLines());
    }

    @Test
    void theOptionsOfOneKindOfGameAreRefusedWithAnother() {
        assertEquals(CliMain.USAGE, run("play", "--host", "--bogus"));
        assertEquals("connect-four-cli play: unknown option '--bogus'", errLines().get(0));
        err.reset();
        assertEquals(CliMain.USAGE, run("play", "--host", "--code", "ABCDEF"));
        assertTrue(errLines().get(0).startsWith("connect-four-cli play: ") && errLines().get(0).contains("--join"), err());
        err.reset();
        assertEquals(CliMain.USAGE, run("play", "--level", "easy", "--name", "Hannah"));
        assertEquals("connect-four-cli play: --name is for a network game (--host or --join)", errLines().get(0));
        err.reset();
        assertEquals(CliMain.USAGE, run("play", "--broker", "mqtt://127.0.0.1:1883"));
        assertEquals("connect-four-cli play: --broker is for a network game (--host or --join)", errLines().get(0));
        err.reset();
        assertEquals(CliMain.USAGE, run("play", "--host", "--bind", "127.0.0.1", "--network-interface", "lo"));
        assertEquals("connect-four-cli play: give --bind or --network-interface, not both", errLines().get(0));
    }
}
