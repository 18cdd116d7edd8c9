package dev.connectfour.ui.coach;

import dev.connectfour.engine.board.Position.Cell;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.engine.coach.Change;
import dev.connectfour.engine.coach.Claim;
import dev.connectfour.engine.coach.Explanation;
import dev.connectfour.engine.coach.Idea;
import dev.connectfour.game.Lineup;
import dev.connectfour.ui.Bundles;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.analysis.MoveReason;
import dev.connectfour.ui.board.CellMark;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.ResourceBundle;
import java.util.stream.Collectors;

/**
 * The coach's words in the player's language, and the cells they mark on the board: a mistake's explanation (the
 * review's "Why?": the cells of the claim, numbered along a line played by force, and the better move in the hint's colour),
 * and what a good move does (the hint's "Why this move?"); each with the idea on the help's Ideas page it links to.
 */
public final class CoachWords {
    private final ResourceBundle strings;
    private final Lineup lineup;

    public CoachWords(ResourceBundle strings, Lineup lineup) {
        this.strings = strings;
        this.lineup = lineup;
    }

    /** The coach's words in {@code locale}, naming the sides of {@code lineup} by their colours. */
    public static CoachWords in(Locale locale, Lineup lineup) {
        return new CoachWords(Bundles.forScreen(CoachWords.class, "coach", locale), lineup);
    }

    /** Why the move was a mistake, then what the better move does. */
    public String text(Explanation explanation) {
        if (explanation.change() == Change.OK) {
            return "";
        }
        // the colours, not the names: "You" and "Computer" make poor subjects for these sentences
        String mover = Texts.colour(strings, lineup.of(explanation.mover()).colour());
        String opponent = Texts.colour(strings, lineup.of(explanation.mover().opponent()).colour());
        String text = mistake(explanation, mover, opponent);
        if (explanation.better().isPresent()) {
            text = join(text, better(explanation, mover, opponent));
        }
        return text;
    }

    /** While the coach works. */
    public String thinking() {
        return strings.getString("coach.thinking");
    }

    /** The hint's button that asks the coach about the hinted move: "Why this move?". */
    public String askAboutHint() {
        return strings.getString("coach.hint.ask");
    }

    /** What that button does. */
    public String askAboutHintTip() {
        return strings.getString("coach.hint.askTip");
    }

    /** Words known while the coach still looks for the idea behind them: {@code known}, then that it is looking. */
    public String stillLooking(String known) {
        return join(known, strings.getString("coach.looking"));
    }

    /** When the coach could not finish. */
    public String failed() {
        return strings.getString("coach.failed");
    }

    /**
     * The cells to ring: the claim's, each named as the words name it ({@code e3}) or numbered along a forced line,
     * the cell a zugzwang forces (named in the words too), and the better move (its ring keeps the number of a step of the
     * line on the same cell).
     */
    public List<CellMark> marks(Explanation explanation) {
        List<CellMark> marks = new ArrayList<>();
        Claim claim = explanation.mistake();
        int numbered = numbered(claim);
        for (int i = 0; i < claim.cells().size(); i++) {
            Cell cell = claim.cells().get(i);
            marks.add(new CellMark(cell, i < numbered ? Integer.toString(i + 1) : name(cell), false));
        }
        if (claim.idea() == Idea.ZUGZWANG) {
            Cell forced = forcedUnder(explanation);
            marks.add(new CellMark(forced, name(forced), false));
        }
        if (explanation.better().isPresent()) {
            Cell better = new Cell(explanation.better().getAsInt(), explanation.before().height(explanation.better().getAsInt()));
            int step = claim.cells().subList(0, numbered).indexOf(better);
            // a step of the line on the better move's cell is ringed once, in the better move's colour: two labels would overlap
            if (step >= 0) {
                marks.set(step, new CellMark(better, marks.get(step).label(), true));
            } else {
                marks.add(new CellMark(better, name(better), true));
            }
        }
        return marks;
    }

    /** How many of the claim's cells are the moves of a line, numbered on the board; a double threat's two threats are named. */
    private static int numbered(Claim claim) {
        return switch (claim.idea()) {
            case FORCED_LINE, FORCES_ZUGZWANG, FORCES_CLAIMEVEN, FORCES_PAIRS -> claim.cells().size();
            case FORCES_DOUBLE_THREAT -> claim.cells().size() - 2;
            default -> 0;
        };
    }

    /** The cell a zugzwang claim's mover must fill in the end: right under the opponent's threat. */
    private static Cell forcedUnder(Explanation explanation) {
        Claim claim = explanation.mistake();
        Cell threat = claim.cells().get(1 + explanation.baseinverses(claim).size());
        return new Cell(threat.column(), threat.row() - 1);
    }

    private String mistake(Explanation explanation, String m, String o) {
        Claim claim = explanation.mistake();
        List<Cell> cells = claim.cells();
        List<Cell> bases = explanation.baseinverses(claim);
        List<Cell> matter = cells.subList(Math.min(cells.size(), 1 + bases.size()), cells.size());
        return switch (claim.idea()) {
            case ALLOWS_FOUR -> say("coach.allowsFour", m, o, name(cells.get(0)));
            case UNDER_THREAT -> say("coach.underThreat", m, o, name(cells.get(0)), name(cells.get(1)));
            case DOUBLE_THREAT -> cells.size() == 3
                    ? say("coach.doubleThreat", m, o, name(cells.get(0)), name(cells.get(1)), name(cells.get(2)))
                    : say("coach.forcing", m, o, forcingSteps(cells, m), name(cells.get(cells.size() - 3)),
                    name(cells.get(cells.size() - 2)), name(cells.get(cells.size() - 1)));
            case ZUGZWANG -> join(say("coach.zugzwang", m, o, name(cells.get(0)), name(matter.get(0)),
                    name(forcedUnder(explanation))), pairs(bases));
            case AFTEREVEN -> join(say("coach.aftereven", m, o, name(cells.get(0)), names(matter)), pairs(bases));
            case CLAIMEVEN -> join(say("coach.claimeven", m, o, name(cells.get(0))), taken(matter, m));
            case VERTICAL -> join(say("coach.vertical", m, o, name(cells.get(0))), taken(matter, m));
            case BASEINVERSE -> join(join(say("coach.baseinverse", m, o, name(cells.get(0))), pairs(bases)), taken(matter, m));
            case PAIRS -> say("coach.rulePairs", m, o, name(cells.get(0)), rulePairs(explanation.rulePairs(claim)));
            case FORCES_DOUBLE_THREAT -> say("coach.forcesDoubleThreat", m, o, name(cells.get(0)), (cells.size() - 1) / 2,
                    names(cells.subList(0, cells.size() - 2)), name(cells.get(cells.size() - 2)), name(cells.get(cells.size() - 1)));
            case FORCES_ZUGZWANG -> say("coach.forcesZugzwang", m, o, name(cells.get(0)), (cells.size() + 1) / 2, names(cells));
            case FORCES_CLAIMEVEN -> say("coach.forcesClaimeven", m, o, name(cells.get(0)), (cells.size() + 1) / 2, names(cells));
            case FORCES_PAIRS -> say("coach.forcesPairs", m, o, name(cells.get(0)), (cells.size() + 1) / 2, names(cells));
            case FORCED_LINE -> cells.isEmpty()
                    ? say(explanation.change() == Change.WIN_TO_DRAW ? "coach.draws" : "coach.loses", m, o)
                    : say("coach.line", m, o, (cells.size() + 1) / 2);
            case WINS, BLOCKS, CLAIMS, KEEPS_PARITY, WINS_BY_DOUBLE_THREAT, WINS_BY_ZUGZWANG, HOLDS_BY_CLAIMEVEN, HOLDS_BY_PAIRS,
                 NONE ->
                    throw new IllegalArgumentException("not a mistake's idea: " + claim.idea());
        };
    }

    private String better(Explanation explanation, String m, String o) {
        int column = explanation.better().getAsInt();
        String move = name(new Cell(column, explanation.before().height(column)));
        boolean win = explanation.change() != Change.DRAW_TO_LOSS;
        return reachedByForce(explanation.betterMove(), move, m, o)
                .or(() -> does("coach.better.", explanation, explanation.betterMove(), move, m, o))
                .orElseGet(() -> say(win ? "coach.better.win" : "coach.better.draw", m, o, move));
    }

    /**
     * What the better move reaches by force, with one line as the example; empty for its other ideas. (The hint's
     * move has none of these: the coach proves only the ideas of {@link #does} for it.)
     */
    private Optional<String> reachedByForce(Claim claim, String move, String m, String o) {
        List<Cell> cells = claim.cells();
        return Optional.ofNullable(switch (claim.idea()) {
            case WINS_BY_DOUBLE_THREAT -> cells.size() == 3
                    ? say("coach.better.doubleThreat", m, o, move, name(cells.get(1)), name(cells.get(2)))
                    : say("coach.better.forcesDoubleThreat", m, o, move, (cells.size() - 1) / 2,
                    names(cells.subList(0, cells.size() - 2)), name(cells.get(cells.size() - 2)), name(cells.get(cells.size() - 1)));
            case WINS_BY_ZUGZWANG -> say("coach.better.forcesZugzwang", m, o, move, (cells.size() + 1) / 2, names(cells));
            case HOLDS_BY_CLAIMEVEN -> say("coach.better.forcesClaimeven", m, o, move, (cells.size() + 1) / 2, names(cells));
            case HOLDS_BY_PAIRS -> say("coach.better.forcesPairs", m, o, move, (cells.size() + 1) / 2, names(cells));
            default -> null;
        });
    }

    /**
     * What a good move does, by its claim, in the sentences of {@code prefix} ({@code coach.better.} for the move
     * that should have been played, {@code coach.hint.} for the hinted one); empty for a claim of no idea.
     *
     * @param explanation an explanation with the claim as its better move's, for its baseinverse pairs
     */
    private Optional<String> does(String prefix, Explanation explanation, Claim claim, String move, String m, String o) {
        List<Cell> bases = explanation.baseinverses(claim);
        List<Cell> matter = claim.cells().subList(Math.min(claim.cells().size(), 1 + bases.size()), claim.cells().size());
        return Optional.ofNullable(switch (claim.idea()) {
            case WINS -> say(prefix + "wins", m, o, move);
            case BLOCKS -> say(prefix + "blocks", m, o, move);
            case KEEPS_PARITY -> join(say(prefix + "parity", m, o, move, names(matter)), pairs(bases));
            case CLAIMS -> claim.rule().orElseThrow() == Idea.PAIRS
                    ? say(prefix + "rulePairs", m, o, move, rulePairs(explanation.rulePairs(claim)))
                    : join(join(say(prefix + "claims", m, o, move, claim.rule().orElseThrow().code()), pairs(bases)),
                    taken(matter, o));
            default -> null;
        });
    }

    /**
     * What the hinted move does: the idea proven for it, else the outcome it keeps (every move loses in a lost
     * position); if it does not keep the outcome (Hard is not perfect on every board), that the coach cannot say.
     */
    public String text(MoveReason reason) {
        String mover = Texts.colour(strings, lineup.of(reason.before().toMove()).colour());
        String opponent = Texts.colour(strings, lineup.of(reason.before().toMove().opponent()).colour());
        String move = name(new Cell(reason.column(), reason.before().height(reason.column())));
        if (!reason.keeps()) {
            return say("coach.hint.unproven", mover, opponent, move);
        }
        return reason.claim().flatMap(claim -> does("coach.hint.", asBetterMove(reason, claim), claim, move, mover, opponent))
                .orElseGet(() -> say("coach.hint." + reason.outcome().name().toLowerCase(Locale.ROOT), mover, opponent, move));
    }

    /** The cells the hinted move's words name: the move itself in the hint's colour, and its claim's cells. */
    public List<CellMark> marks(MoveReason reason) {
        Cell move = new Cell(reason.column(), reason.before().height(reason.column()));
        List<CellMark> marks = new ArrayList<>(List.of(new CellMark(move, name(move), true)));
        List<Cell> cells = reason.claim().map(Claim::cells).orElse(List.of());
        cells.stream().skip(1).forEach(cell -> marks.add(new CellMark(cell, name(cell), false)));
        return marks;
    }

    /** The section of the Ideas page an explanation links to: its headline's idea. */
    public Optional<IdeaTopic> topic(Explanation explanation) {
        return IdeaTopic.of(explanation.headline());
    }

    /** The section of the Ideas page the hinted move's words link to: its claim's idea. */
    public Optional<IdeaTopic> topic(MoveReason reason) {
        return reason.keeps() ? reason.claim().flatMap(IdeaTopic::of) : Optional.empty();
    }

    /** The words of a link to {@code topic}: "More about zugzwang". */
    public String link(IdeaTopic topic) {
        return strings.getString("coach.link." + topic.key());
    }

    /**
     * The hinted move as the better move of an explanation, whose {@link Explanation#baseinverses} reads the pairs of
     * such a claim from the position and the claim alone.
     */
    private static Explanation asBetterMove(MoveReason reason, Claim claim) {
        return new Explanation(reason.before(), reason.column(), Change.OK, new Claim(Idea.NONE, List.of(), Optional.empty()),
                OptionalInt.of(reason.column()), claim);
    }

    private String forcingSteps(List<Cell> cells, String m) {
        List<String> steps = new ArrayList<>();
        for (int i = 0; i + 3 < cells.size(); i += 2) {
            steps.add(Texts.format(strings, "coach.step", name(cells.get(i)), m, name(cells.get(i + 1))));
        }
        return String.join(", ", steps);
    }

    /** The baseinverse pairs, as a sentence of their own; empty without. */
    private String pairs(List<Cell> bases) {
        List<String> pairs = new ArrayList<>();
        for (int i = 0; i + 1 < bases.size(); i += 2) {
            pairs.add(Texts.format(strings, "coach.pair", name(bases.get(i)), name(bases.get(i + 1))));
        }
        return pairs.isEmpty() ? "" : Texts.format(strings, "coach.pairs", String.join(", ", pairs));
    }

    /** The pairs of a combination of Allis' rules, listed: "d2 with d3, a1 with b1". */
    private String rulePairs(List<Cell> cells) {
        List<String> pairs = new ArrayList<>();
        for (int i = 0; i + 1 < cells.size(); i += 2) {
            pairs.add(Texts.format(strings, "coach.pair", name(cells.get(i)), name(cells.get(i + 1))));
        }
        return String.join(", ", pairs);
    }

    /** Whose threats the claimed cells are, as a sentence of its own; empty without. */
    private String taken(List<Cell> cells, String owner) {
        return cells.isEmpty() ? "" : Texts.format(strings, "coach.taken", owner, names(cells));
    }

    /** Two sentences one after the other, as the language writes them (a space, or none in Japanese and Chinese). */
    private String join(String first, String second) {
        return second.isEmpty() ? first : first.isEmpty() ? second : Texts.format(strings, "coach.join", first, second);
    }

    private String say(String key, String mover, String opponent, Object... more) {
        Object[] arguments = new Object[2 + more.length];
        arguments[0] = mover;
        arguments[1] = opponent;
        System.arraycopy(more, 0, arguments, 2, more.length);
        return Texts.format(strings, key, arguments);
    }

    private static String name(Cell cell) {
        return CellNames.name(cell);
    }

    private static String names(List<Cell> cells) {
        return cells.stream().map(CellNames::name).collect(Collectors.joining(", "));
    }
}
