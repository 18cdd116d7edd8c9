package dev.connectfour.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.connectfour.engine.players.ComputerLevel;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GameSettingsTest {

    @Test
    void onePlayerDefaults() {
        GameSettings settings = GameSettings.onePlayer(ComputerLevel.MEDIUM);
        assertEquals(Mode.ONE_PLAYER, settings.mode());
        assertTrue(settings.isHuman(Seat.ONE));
        assertFalse(settings.isHuman(Seat.TWO));
        assertEquals(Optional.empty(), settings.level(Seat.ONE));
        assertEquals(Optional.of(ComputerLevel.MEDIUM), settings.level(Seat.TWO));
        assertEquals(Starter.SEAT_ONE, settings.starter());
        assertEquals(0, settings.moveClockSeconds(), "no clock below Hard");
        assertFalse(settings.hasMoveClock());
        assertEquals(600, settings.computerDelayMillis());
        assertFalse(settings.adaptive());
        assertEquals("You", settings.name(Seat.ONE));
        assertEquals("Computer", settings.name(Seat.TWO));
        assertEquals(DiscColour.RED, settings.colour(Seat.ONE));
        assertEquals(DiscColour.YELLOW, settings.colour(Seat.TWO));
        assertEquals(settings, GameSettings.DEFAULT);
    }

    @Test
    void theClockIsOnByDefaultForOnePlayerHardAndTimedTwoPlayerOnly() {
        assertEquals(5, GameSettings.onePlayer(ComputerLevel.HARD).moveClockSeconds());
        assertEquals(0, GameSettings.onePlayer(ComputerLevel.EASY).moveClockSeconds());
        assertEquals(0, GameSettings.onePlayer(ComputerLevel.custom(12)).moveClockSeconds());
        assertEquals(5, GameSettings.twoPlayers(true).moveClockSeconds());
        assertEquals(0, GameSettings.twoPlayers(false).moveClockSeconds());
        assertEquals(0, GameSettings.watch(ComputerLevel.HARD, ComputerLevel.HARD).moveClockSeconds());
        assertEquals(5, GameSettings.defaultMoveClockSeconds(Mode.ONE_PLAYER, ComputerLevel.HARD));
        assertEquals(0, GameSettings.defaultMoveClockSeconds(Mode.WATCH, ComputerLevel.HARD));
    }

    @Test
    void twoPlayersAndWatchDefaults() {
        GameSettings two = GameSettings.twoPlayers(false);
        assertEquals(Starter.ALTERNATE, two.starter());
        assertEquals("Player 1", two.name(Seat.ONE));
        assertEquals(Optional.empty(), two.level(Seat.TWO));
        GameSettings watch = GameSettings.watch(ComputerLevel.EASY, ComputerLevel.HARD);
        assertEquals(Optional.of(ComputerLevel.EASY), watch.level(Seat.ONE));
        assertEquals(Optional.of(ComputerLevel.HARD), watch.level(Seat.TWO));
        assertFalse(watch.isHuman(Seat.ONE));
    }

    @Test
    void withersChangeOneThing() {
        GameSettings settings = GameSettings.onePlayer(ComputerLevel.EASY)
                .withLevel(Seat.TWO, ComputerLevel.custom(8))
                .withStarter(Starter.RANDOM)
                .withMoveClockSeconds(10)
                .withComputerDelayMillis(0)
                .withAdaptive(true)
                .withName(Seat.ONE, "  Anna ")
                .withName(Seat.TWO, "Deep Disc")
                .withColour(Seat.ONE, DiscColour.BLUE)
                .withColour(Seat.TWO, DiscColour.GREEN);
        assertEquals(new GameSettings(Mode.ONE_PLAYER, null, ComputerLevel.custom(8), Starter.RANDOM, 10, 0, true,
                "Anna", "Deep Disc", DiscColour.BLUE, DiscColour.GREEN), settings);
    }

    static Stream<Arguments> invalidSettings() {
        GameSettings one = GameSettings.onePlayer(ComputerLevel.EASY);
        return Stream.of(
                Arguments.of((Supplier<GameSettings>) () -> one.withMoveClockSeconds(-1),
                        "the move clock must be 0 (off) to 60 seconds, was -1"),
                Arguments.of((Supplier<GameSettings>) () -> one.withMoveClockSeconds(61),
                        "the move clock must be 0 (off) to 60 seconds, was 61"),
                Arguments.of((Supplier<GameSettings>) () -> one.withComputerDelayMillis(3001),
                        "the computer move delay must be 0 to 3000 ms, was 3001"),
                Arguments.of((Supplier<GameSettings>) () -> one.withComputerDelayMillis(-1),
                        "the computer move delay must be 0 to 3000 ms, was -1"),
                Arguments.of((Supplier<GameSettings>) () -> one.withName(Seat.ONE, "  "), "seat one needs a name"),
                Arguments.of((Supplier<GameSettings>) () -> one.withName(Seat.TWO, null), "seat two needs a name"),
                Arguments.of((Supplier<GameSettings>) () -> one.withName(Seat.ONE, "A very long name indeed"),
                        "seat one's name must be at most 20 characters, was 23: \"A very long name indeed\""),
                Arguments.of((Supplier<GameSettings>) () -> one.withColour(Seat.TWO, DiscColour.RED),
                        "both seats have the colour RED: the discs must be told apart"),
                Arguments.of((Supplier<GameSettings>) () -> one.withLevel(Seat.ONE, ComputerLevel.EASY),
                        "seat one is a person in ONE_PLAYER mode and has no level, was easy"),
                Arguments.of((Supplier<GameSettings>) () -> one.withLevel(Seat.TWO, null),
                        "seat two is the computer in ONE_PLAYER mode and needs a level"),
                Arguments.of((Supplier<GameSettings>) () -> GameSettings.twoPlayers(false).withAdaptive(true),
                        "adaptive play needs a one-player game, the mode is TWO_PLAYERS"),
                Arguments.of((Supplier<GameSettings>) () -> GameSettings.watch(ComputerLevel.EASY, ComputerLevel.EASY)
                        .withMoveClockSeconds(5), "watch mode has no move clock (it times people only), was 5 seconds"),
                Arguments.of((Supplier<GameSettings>) () -> one.withStarter(null), "starter is required"));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("invalidSettings")
    void invalidSettingsAreRefusedWithAClearMessage(Supplier<GameSettings> settings, String message) {
        RuntimeException e = assertThrows(RuntimeException.class, settings::get);
        assertEquals(message, e.getMessage());
    }
}
