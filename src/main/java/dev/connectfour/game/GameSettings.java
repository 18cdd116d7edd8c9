package dev.connectfour.game;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.players.ComputerLevel;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Everything chosen on the setup screen before a game: an immutable value, validated on creation.
 * The defaults live here and nowhere else; start from {@link #onePlayer}, {@link #twoPlayers} or
 * {@link #watch} and change single settings with the {@code with…} methods.
 *
 * @param mode                who plays (see {@link Seat} for what each seat is in each mode)
 * @param seatOneLevel        the level of seat one's computer; {@code null} when seat one is a person
 *                            (so non-null only in {@link Mode#WATCH})
 * @param seatTwoLevel        the level of seat two's computer (the opponent in {@link Mode#ONE_PLAYER});
 *                            {@code null} in {@link Mode#TWO_PLAYERS}
 * @param starter             who moves first in each game
 * @param moveClockSeconds    seconds a person has for each move, {@code 0} for no clock; 0 to
 *                            {@value #MAX_MOVE_CLOCK_SECONDS}, and 0 in {@link Mode#WATCH}
 * @param computerDelayMillis the least time from the start of the computer's turn until its disc drops, so
 *                            a player can follow it; 0 to {@value #MAX_COMPUTER_DELAY_MILLIS}
 * @param adaptive            each game after the first is played against the rung of the computer ladder
 *                            nearest your game rating; only in {@link Mode#ONE_PLAYER}
 * @param seatOneName         seat one's name, 1 to {@value #MAX_NAME_LENGTH} characters, trimmed
 * @param seatTwoName         seat two's name, likewise
 * @param seatOneColour       seat one's disc colour
 * @param seatTwoColour       seat two's disc colour, different from seat one's
 * @param boardSize           the board every game of the session is played on, one of {@link #BOARD_SIZES};
 *                            always four in a row to win
 */
public record GameSettings(
        Mode mode,
        ComputerLevel seatOneLevel,
        ComputerLevel seatTwoLevel,
        Starter starter,
        int moveClockSeconds,
        int computerDelayMillis,
        boolean adaptive,
        String seatOneName,
        String seatTwoName,
        DiscColour seatOneColour,
        DiscColour seatTwoColour,
        BoardSize boardSize) {

    /** The move clock when it is on by default: one-player Hard and timed two-player games. */
    public static final int DEFAULT_MOVE_CLOCK_SECONDS = 5;
    /** The longest move clock the setup screen may offer. */
    public static final int MAX_MOVE_CLOCK_SECONDS = 60;
    /** The default least time before the computer's disc drops. */
    public static final int DEFAULT_COMPUTER_DELAY_MILLIS = 600;
    /** The longest computer delay. */
    public static final int MAX_COMPUTER_DELAY_MILLIS = 3000;
    /** The longest player name. */
    public static final int MAX_NAME_LENGTH = 20;
    /** Seat one's default colour. */
    public static final DiscColour DEFAULT_SEAT_ONE_COLOUR = DiscColour.RED;
    /** Seat two's default colour. */
    public static final DiscColour DEFAULT_SEAT_TWO_COLOUR = DiscColour.YELLOW;

    /**
     * The boards the set-up screens offer, the standard one first (and the default). 9x7 is a
     * {@linkplain BoardSize#isPacked() packed} board, searched by the slower wide search: Hard's timed
     * search proves less there. Earlier versions offered 9x6 in its place; files naming it are read as
     * {@code UiSettings}, {@code Statistics} and {@code SavedGame} describe.
     */
    public static final List<BoardSize> BOARD_SIZES = List.of(BoardSize.STANDARD, new BoardSize(8, 7),
            new BoardSize(9, 7), new BoardSize(6, 5), new BoardSize(5, 4));

    /** You against the computer, no clock: what the start screen's "Play" starts. */
    public static final GameSettings DEFAULT = onePlayer(ComputerLevel.MEDIUM);

    public GameSettings {
        Objects.requireNonNull(mode, "mode is required");
        Objects.requireNonNull(boardSize, "the board size is required");
        if (!BOARD_SIZES.contains(boardSize)) {
            throw new IllegalArgumentException("the board must be one of " + BOARD_SIZES + ", was " + boardSize);
        }
        Objects.requireNonNull(starter, "starter is required");
        checkLevel(mode, Seat.ONE, seatOneLevel);
        checkLevel(mode, Seat.TWO, seatTwoLevel);
        if (moveClockSeconds < 0 || moveClockSeconds > MAX_MOVE_CLOCK_SECONDS) {
            throw new IllegalArgumentException("the move clock must be 0 (off) to " + MAX_MOVE_CLOCK_SECONDS
                    + " seconds, was " + moveClockSeconds);
        }
        if (mode == Mode.WATCH && moveClockSeconds != 0) {
            throw new IllegalArgumentException("watch mode has no move clock (it times people only), was "
                    + moveClockSeconds + " seconds");
        }
        if (computerDelayMillis < 0 || computerDelayMillis > MAX_COMPUTER_DELAY_MILLIS) {
            throw new IllegalArgumentException("the computer move delay must be 0 to " + MAX_COMPUTER_DELAY_MILLIS
                    + " ms, was " + computerDelayMillis);
        }
        if (adaptive && mode != Mode.ONE_PLAYER) {
            throw new IllegalArgumentException("adaptive play needs a one-player game, the mode is " + mode);
        }
        seatOneName = checkName(Seat.ONE, seatOneName);
        seatTwoName = checkName(Seat.TWO, seatTwoName);
        Objects.requireNonNull(seatOneColour, "seat one's colour is required");
        Objects.requireNonNull(seatTwoColour, "seat two's colour is required");
        if (seatOneColour == seatTwoColour) {
            throw new IllegalArgumentException("both seats have the colour " + seatOneColour
                    + ": the discs must be told apart");
        }
    }

    /** Settings on the standard 7x6 board: the form every file and caller before board variants knew. */
    public GameSettings(Mode mode, ComputerLevel seatOneLevel, ComputerLevel seatTwoLevel, Starter starter,
                        int moveClockSeconds, int computerDelayMillis, boolean adaptive, String seatOneName,
                        String seatTwoName, DiscColour seatOneColour, DiscColour seatTwoColour) {
        this(mode, seatOneLevel, seatTwoLevel, starter, moveClockSeconds, computerDelayMillis, adaptive,
                seatOneName, seatTwoName, seatOneColour, seatTwoColour, BoardSize.STANDARD);
    }

    /**
     * You (seat one, "You") against the computer (seat two, "Computer") at {@code level}; you start;
     * the clock at its default for the level ({@link #defaultMoveClockSeconds}); not adaptive.
     */
    public static GameSettings onePlayer(ComputerLevel level) {
        Objects.requireNonNull(level, "the computer's level is required");
        return new GameSettings(Mode.ONE_PLAYER, null, level, Starter.SEAT_ONE,
                defaultMoveClockSeconds(Mode.ONE_PLAYER, level), DEFAULT_COMPUTER_DELAY_MILLIS, false,
                "You", "Computer", DEFAULT_SEAT_ONE_COLOUR, DEFAULT_SEAT_TWO_COLOUR);
    }

    /**
     * Two people, "Player 1" and "Player 2", who alternate starting; a timed game has the default
     * {@value #DEFAULT_MOVE_CLOCK_SECONDS} s clock, an untimed one none.
     */
    public static GameSettings twoPlayers(boolean timed) {
        return new GameSettings(Mode.TWO_PLAYERS, null, null, Starter.ALTERNATE,
                timed ? DEFAULT_MOVE_CLOCK_SECONDS : 0, DEFAULT_COMPUTER_DELAY_MILLIS, false,
                "Player 1", "Player 2", DEFAULT_SEAT_ONE_COLOUR, DEFAULT_SEAT_TWO_COLOUR);
    }

    /** Two computers, "Computer 1" at {@code seatOneLevel} (who starts) and "Computer 2" at {@code seatTwoLevel}. */
    public static GameSettings watch(ComputerLevel seatOneLevel, ComputerLevel seatTwoLevel) {
        Objects.requireNonNull(seatOneLevel, "the first computer's level is required");
        Objects.requireNonNull(seatTwoLevel, "the second computer's level is required");
        return new GameSettings(Mode.WATCH, seatOneLevel, seatTwoLevel, Starter.SEAT_ONE, 0,
                DEFAULT_COMPUTER_DELAY_MILLIS, false,
                "Computer 1", "Computer 2", DEFAULT_SEAT_ONE_COLOUR, DEFAULT_SEAT_TWO_COLOUR);
    }

    /**
     * A network game as the person here plays it (seat one) against {@code remoteName} at the other computer (seat
     * two), on the host's board and clock; {@code starter}: the seat that starts the first game (the host decides
     * who starts each game, see {@code RemoteSeat}).
     */
    public static GameSettings network(String localName, DiscColour localColour, String remoteName,
                                       DiscColour remoteColour, int moveClockSeconds, BoardSize size, Seat starter) {
        Objects.requireNonNull(starter, "starter");
        return new GameSettings(Mode.NETWORK, null, null, starter == Seat.ONE ? Starter.SEAT_ONE : Starter.SEAT_TWO,
                moveClockSeconds, DEFAULT_COMPUTER_DELAY_MILLIS, false, localName, remoteName, localColour, remoteColour,
                size);
    }

    /**
     * The clock a game gets unless the player changes it: {@value #DEFAULT_MOVE_CLOCK_SECONDS} s for
     * one-player Hard, off for the other one-player levels and for watching. (Two-player games are
     * timed or not by choice: see {@link #twoPlayers(boolean)}.)
     */
    public static int defaultMoveClockSeconds(Mode mode, ComputerLevel computerLevel) {
        return mode == Mode.ONE_PLAYER && computerLevel != null && computerLevel.kind() == ComputerLevel.Kind.HARD
                ? DEFAULT_MOVE_CLOCK_SECONDS : 0;
    }

    /** True if a person plays the seat. */
    public boolean isHuman(Seat seat) {
        return mode.isHuman(seat);
    }

    /** The level of the computer in the seat; empty when a person plays it. */
    public Optional<ComputerLevel> level(Seat seat) {
        return Optional.ofNullable(seat == Seat.ONE ? seatOneLevel : seatTwoLevel);
    }

    /** The name of the seat's player. */
    public String name(Seat seat) {
        return seat == Seat.ONE ? seatOneName : seatTwoName;
    }

    /** The disc colour of the seat. */
    public DiscColour colour(Seat seat) {
        return seat == Seat.ONE ? seatOneColour : seatTwoColour;
    }

    /** True if a clock limits each person's move. */
    public boolean hasMoveClock() {
        return moveClockSeconds > 0;
    }

    /** These settings with a computer seat's level changed (the clock is left as it is). */
    public GameSettings withLevel(Seat seat, ComputerLevel level) {
        return seat == Seat.ONE
                ? new GameSettings(mode, level, seatTwoLevel, starter, moveClockSeconds, computerDelayMillis, adaptive,
                        seatOneName, seatTwoName, seatOneColour, seatTwoColour, boardSize)
                : new GameSettings(mode, seatOneLevel, level, starter, moveClockSeconds, computerDelayMillis, adaptive,
                        seatOneName, seatTwoName, seatOneColour, seatTwoColour, boardSize);
    }

    public GameSettings withStarter(Starter starter) {
        return new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, moveClockSeconds, computerDelayMillis,
                adaptive, seatOneName, seatTwoName, seatOneColour, seatTwoColour, boardSize);
    }

    /** These settings with the move clock set, {@code 0} for none. */
    public GameSettings withMoveClockSeconds(int seconds) {
        return new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, seconds, computerDelayMillis,
                adaptive, seatOneName, seatTwoName, seatOneColour, seatTwoColour, boardSize);
    }

    public GameSettings withComputerDelayMillis(int millis) {
        return new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, moveClockSeconds, millis,
                adaptive, seatOneName, seatTwoName, seatOneColour, seatTwoColour, boardSize);
    }

    public GameSettings withAdaptive(boolean adaptive) {
        return new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, moveClockSeconds, computerDelayMillis,
                adaptive, seatOneName, seatTwoName, seatOneColour, seatTwoColour, boardSize);
    }

    public GameSettings withName(Seat seat, String name) {
        return seat == Seat.ONE
                ? new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, moveClockSeconds, computerDelayMillis,
                        adaptive, name, seatTwoName, seatOneColour, seatTwoColour, boardSize)
                : new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, moveClockSeconds, computerDelayMillis,
                        adaptive, seatOneName, name, seatOneColour, seatTwoColour, boardSize);
    }

    public GameSettings withColour(Seat seat, DiscColour colour) {
        return seat == Seat.ONE
                ? new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, moveClockSeconds, computerDelayMillis,
                        adaptive, seatOneName, seatTwoName, colour, seatTwoColour, boardSize)
                : new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, moveClockSeconds, computerDelayMillis,
                        adaptive, seatOneName, seatTwoName, seatOneColour, colour, boardSize);
    }

    /** These settings with both colours set at once (they must differ). */
    public GameSettings withColours(DiscColour seatOne, DiscColour seatTwo) {
        return new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, moveClockSeconds, computerDelayMillis,
                adaptive, seatOneName, seatTwoName, seatOne, seatTwo, boardSize);
    }

    /** These settings on another board, one of {@link #BOARD_SIZES}. */
    public GameSettings withBoardSize(BoardSize size) {
        return new GameSettings(mode, seatOneLevel, seatTwoLevel, starter, moveClockSeconds, computerDelayMillis,
                adaptive, seatOneName, seatTwoName, seatOneColour, seatTwoColour, size);
    }

    /**
     * Whether {@code other} describes the same game as these settings: equal in everything but the names of seats
     * named by their role ({@link Mode#namesSeatsByRole()}), which are display text in the player's language. The
     * names people gave their seats (two players, a network game) are part of the game.
     */
    public boolean isSameGameAs(GameSettings other) {
        return mode.namesSeatsByRole() && other.mode == mode
                ? equals(other.withName(Seat.ONE, seatOneName).withName(Seat.TWO, seatTwoName))
                : equals(other);
    }

    /** True on the standard 7x6 board, the only one with an opening book for Hard. */
    public boolean isStandardBoard() {
        return boardSize.equals(BoardSize.STANDARD);
    }

    private static void checkLevel(Mode mode, Seat seat, ComputerLevel level) {
        String which = seat == Seat.ONE ? "seat one" : "seat two";
        if (mode.isHuman(seat) && level != null) {
            throw new IllegalArgumentException(which + " is a person in " + mode + " mode and has no level, was " + level);
        }
        if (!mode.isHuman(seat) && level == null) {
            throw new IllegalArgumentException(which + " is the computer in " + mode + " mode and needs a level");
        }
    }

    private static String checkName(Seat seat, String name) {
        String which = seat == Seat.ONE ? "seat one" : "seat two";
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException(which + " needs a name");
        }
        String trimmed = name.strip();
        if (trimmed.length() > MAX_NAME_LENGTH) {
            throw new IllegalArgumentException(which + "'s name must be at most " + MAX_NAME_LENGTH
                    + " characters, was " + trimmed.length() + ": \"" + trimmed + "\"");
        }
        return trimmed;
    }
}
