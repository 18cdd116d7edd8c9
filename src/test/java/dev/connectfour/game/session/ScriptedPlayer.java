package dev.connectfour.game.session;

import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.ComputerPlayer;
import java.util.ArrayList;
import java.util.List;

/** A computer player that plays the given 0-based columns in order and records what it was shown. */
public final class ScriptedPlayer implements ComputerPlayer {
    private final ComputerLevel level;
    private final List<Integer> columns;
    private final List<Position> seen = new ArrayList<>();
    private int next;

    public ScriptedPlayer(ComputerLevel level, List<Integer> columns) {
        this.level = level;
        this.columns = List.copyOf(columns);
    }

    /** Columns from 1-based move digits, e.g. {@code "4455"}. */
    public static ScriptedPlayer ofDigits(ComputerLevel level, String digits) {
        List<Integer> columns = new ArrayList<>();
        for (char c : digits.toCharArray()) {
            columns.add(c - '1');
        }
        return new ScriptedPlayer(level, columns);
    }

    @Override
    public ComputerLevel level() {
        return level;
    }

    @Override
    public int chooseColumn(Position position) {
        seen.add(position);
        if (next == columns.size()) {
            throw new IllegalStateException("script exhausted after " + columns.size() + " moves at " + position.moves());
        }
        return columns.get(next++);
    }

    /** The positions this player was asked about. */
    public List<Position> seen() {
        return List.copyOf(seen);
    }

    /** How many moves it made. */
    public int moves() {
        return next;
    }
}
