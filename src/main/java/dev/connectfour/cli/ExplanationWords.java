package dev.connectfour.cli;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.engine.coach.Change;
import dev.connectfour.engine.coach.Claim;
import dev.connectfour.engine.coach.Explanation;
import dev.connectfour.engine.coach.Idea;
import java.util.List;
import java.util.stream.Collectors;

/** The coach's explanations in English, for the {@code explain} command: Red moves first, Yellow second. */
final class ExplanationWords {
    private ExplanationWords() {
    }

    /** The sentences of an explanation: why the move is a mistake, then what the better move does. */
    static String of(Explanation explanation) {
        Player mover = explanation.mover();
        String m = name(mover);
        String o = name(mover.opponent());
        if (explanation.mistake().idea() == Idea.NONE) {
            return "This move keeps " + m + "'s outcome.";
        }
        String text = mistake(explanation, m, o);
        if (explanation.better().isPresent()) {
            text += " " + better(explanation, m, o);
        }
        return text;
    }

    private static String mistake(Explanation explanation, String m, String o) {
        Claim claim = explanation.mistake();
        List<Cell> cells = claim.cells();
        List<Cell> bases = explanation.baseinverses(claim);
        List<Cell> matter = cells.subList(Math.min(cells.size(), 1 + bases.size()), cells.size());
        String afterReply = cells.isEmpty() ? "" : "After " + o + "'s " + name(cells.get(0)) + ", " + o;
        return switch (claim.idea()) {
            case ALLOWS_FOUR -> o + " connects four at once on " + name(cells.get(0)) + ".";
            case UNDER_THREAT -> "This filled " + name(cells.get(0)) + ", the cell under " + o + "'s threat at "
                    + name(cells.get(1)) + ": " + o + " wins at once.";
            case DOUBLE_THREAT -> forcing(cells, m, o) + " and has two threats, " + name(cells.get(cells.size() - 2))
                    + " and " + name(cells.get(cells.size() - 1)) + ". " + m + " can only block one.";
            case ZUGZWANG -> {
                Cell threat = matter.get(0);
                yield afterReply + " holds a threat on an " + ((threat.row() + 1) % 2 == 0 ? "even" : "odd") + " row ("
                        + name(threat) + "). " + o + " answers every move in the same column" + pairs(bases)
                        + "; the columns fill up until " + m + " must play "
                        + name(new Cell(threat.column(), threat.row() - 1)) + ", and " + o + " wins: zugzwang.";
            }
            case AFTEREVEN -> afterReply + "'s four needs only " + names(matter) + ": answering every move in the same"
                    + " column" + pairs(bases) + " gives them all to " + o + ", who wins (aftereven).";
            case CLAIMEVEN, VERTICAL -> afterReply + " can answer every move in the same column (" + claim.idea().code()
                    + ") and take " + (claim.idea() == Idea.CLAIMEVEN ? "every cell on an even row" : "the upper cell of each pair")
                    + threatsTaken(matter, m) + ": " + m + "'s win is gone.";
            case BASEINVERSE -> afterReply + " can answer every move in the same column" + pairs(bases)
                    + threatsTaken(matter, m) + ": " + m + "'s win is gone.";
            case PAIRS -> afterReply + " can answer a move on either cell of a pair with the other ("
                    + rulePairs(explanation.rulePairs(claim)) + ") and a move elsewhere with one elsewhere: every four " + m
                    + " could still make needs the upper cell of a pair in one column, both cells of a pair, or the cells right above a"
                    + " four of " + o + "'s made of such upper cells, which " + o + " completes first. " + m + "'s win is gone.";
            case FORCES_DOUBLE_THREAT -> o + " plays " + name(cells.get(0)) + " and, whatever " + m + " does, makes a double"
                    + " threat within " + (cells.size() - 1) / 2 + " moves. For example " + names(cells.subList(0, cells.size() - 2))
                    + ": then " + o + " has two threats, " + name(cells.get(cells.size() - 2)) + " and "
                    + name(cells.get(cells.size() - 1)) + ", and " + m + " can only block one.";
            case FORCES_ZUGZWANG -> o + " plays " + name(cells.get(0)) + " and, whatever " + m + " does, within "
                    + (cells.size() + 1) / 2 + " moves reaches a position where answering every move in the same column"
                    + " wins (zugzwang). For example " + names(cells) + ".";
            case FORCES_CLAIMEVEN -> o + " plays " + name(cells.get(0)) + " and, whatever " + m + " does, within "
                    + (cells.size() + 1) / 2 + " moves reaches a position where answering every move in the same column"
                    + " (claimeven) holds the draw. For example " + names(cells) + ".";
            case FORCES_PAIRS -> o + " plays " + name(cells.get(0)) + " and, whatever " + m + " does, within "
                    + (cells.size() + 1) / 2 + " moves reaches a position where a combination of Allis' rules (pairs) holds"
                    + " the draw: " + m + "'s win is gone. For example " + names(cells) + ".";
            case FORCED_LINE -> cells.isEmpty() ? explanation.change() == Change.WIN_TO_DRAW
                    ? "After this, " + o + " can always hold the draw." : "This loses by force: with perfect play " + o + " wins."
                    : "This loses by force: " + o + " wins in " + (cells.size() + 1) / 2 + " moves, whatever " + m
                    + " does: " + names(cells) + ".";
            default -> throw new IllegalArgumentException("not a mistake's idea: " + claim.idea());
        };
    }

    private static String better(Explanation explanation, String m, String o) {
        Position before = explanation.before();
        int column = explanation.better().getAsInt();
        String move = "(" + m + ") " + name(new Cell(column, before.height(column))) + " instead ";
        String keeps = "keeps the " + (explanation.change().code().startsWith("win") ? "win" : "draw");
        Claim claim = explanation.betterMove();
        List<Cell> cells = claim.cells();
        List<Cell> bases = explanation.baseinverses(claim);
        List<Cell> matter = cells.subList(Math.min(cells.size(), 1 + bases.size()), cells.size());
        return move + switch (claim.idea()) {
            case WINS -> "wins at once.";
            case BLOCKS -> "blocks " + o + "'s four there.";
            case KEEPS_PARITY -> keeps + ": after it " + m + " answers every move in the same column" + pairs(bases)
                    + " and gets " + names(matter) + ", completing four: zugzwang.";
            case CLAIMS -> claim.rule().orElseThrow() == Idea.PAIRS
                    ? keeps + ": after it " + m + " can answer a move on either cell of a pair with the other ("
                    + rulePairs(explanation.rulePairs(claim)) + ") and a move elsewhere with one elsewhere: every four " + o
                    + " could still make needs the upper cell of a pair in one column, both cells of a pair, or the cells right"
                    + " above a four of " + m + "'s made of such upper cells, which " + m + " completes first."
                    : keeps + ": after it " + m + " can answer every move in the same column"
                    + (bases.isEmpty() ? " (" + claim.rule().orElseThrow().code() + ")" : pairs(bases))
                    + threatsTaken(matter, o) + ".";
            case WINS_BY_DOUBLE_THREAT -> cells.size() == 3 ? keeps + ": it makes two threats, " + name(cells.get(1)) + " and "
                    + name(cells.get(2)) + ", and " + o + " can only block one."
                    : keeps + ": whatever " + o + " does, " + m + " makes a double threat within "
                    + (cells.size() - 1) / 2 + " moves. For example " + names(cells.subList(0, cells.size() - 2)) + ": then "
                    + m + " has two threats, " + name(cells.get(cells.size() - 2)) + " and " + name(cells.get(cells.size() - 1)) + ".";
            case WINS_BY_ZUGZWANG -> keeps + ": whatever " + o + " does, within " + (cells.size() + 1) / 2 + " moves " + m
                    + " reaches a position where answering every move in the same column wins (zugzwang). For example "
                    + names(cells) + ".";
            case HOLDS_BY_CLAIMEVEN -> keeps + ": whatever " + o + " does, within " + (cells.size() + 1) / 2 + " moves " + m
                    + " reaches a position where answering every move in the same column (claimeven) holds the draw."
                    + " For example " + names(cells) + ".";
            case HOLDS_BY_PAIRS -> keeps + ": whatever " + o + " does, within " + (cells.size() + 1) / 2 + " moves " + m
                    + " reaches a position where a combination of Allis' rules (pairs) holds the draw. For example "
                    + names(cells) + ".";
            default -> keeps + ".";
        };
    }

    /** The forcing moves before a double threat, and the move that makes it. */
    private static String forcing(List<Cell> cells, String m, String o) {
        StringBuilder text = new StringBuilder(o);
        for (int i = 0; i + 3 < cells.size(); i += 2) {
            text.append(i == 0 ? " forces with " : ", then ").append(name(cells.get(i))).append(" (").append(m)
                    .append(" must answer ").append(name(cells.get(i + 1))).append(")");
        }
        String last = name(cells.get(cells.size() - 3));
        return cells.size() > 3 ? text + ", then plays " + last : text + " answers " + last;
    }

    /** The baseinverse pairs, as a clause. */
    private static String pairs(List<Cell> bases) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i + 1 < bases.size(); i += 2) {
            text.append(i == 0 ? ", and " : " and ").append(name(bases.get(i))).append(" with ").append(name(bases.get(i + 1)))
                    .append(" and back");
        }
        return text.isEmpty() ? "" : text + " (baseinverse)";
    }

    /** The pairs of a combination of Allis' rules: {@code d2 with d3, a1 with b1}. */
    private static String rulePairs(List<Cell> pairs) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i + 1 < pairs.size(); i += 2) {
            text.append(i == 0 ? "" : ", ").append(name(pairs.get(i))).append(" with ").append(name(pairs.get(i + 1)));
        }
        return text.toString();
    }

    private static String threatsTaken(List<Cell> cells, String owner) {
        return cells.isEmpty() ? "" : ", where " + owner + "'s threats at " + names(cells) + " lie";
    }

    static String name(Player player) {
        return player == Player.FIRST ? "Red" : "Yellow";
    }

    private static String name(Cell cell) {
        return CellNames.name(cell);
    }

    private static String names(List<Cell> cells) {
        return cells.stream().map(CellNames::name).collect(Collectors.joining(", "));
    }
}
