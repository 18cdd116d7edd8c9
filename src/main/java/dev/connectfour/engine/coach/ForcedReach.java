package dev.connectfour.engine.coach;

import dev.connectfour.engine.board.LineGeometry;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.board.Position.Cell;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The check of an idea reached by force: a solve in which the controller may play any move for at
 * most {@code moves} moves of its own, the defender tries every move, and a line counts for the
 * controller only if it ends in the named {@link Goal} (or in a four the defender let it connect). The
 * claim holds if every defence loses that way: one principal variation proves nothing, every branch
 * is played, and each leaf's goal is itself proven (a double threat on the board, a rule by its
 * {@link StrategyProof}).
 */
final class ForcedReach {
    /** What the lines must end in, checked with the defender to move. */
    enum Goal {
        /** Every answer leaves the controller a four at once: two threats (side by side or one on the other). */
        DOUBLE_THREAT,
        /** The controller wins by the follow-up (zugzwang or aftereven, with baseinverses), by {@link Strategies#win}. */
        FOLLOW_UP_WIN,
        /** The controller holds at least the draw by claimeven, vertical or baseinverse, by {@link Strategies#hold}. */
        RULE_HOLD,
        /**
         * The controller holds at least the draw by one of Allis' rules ({@link Strategies#hold}) or by a
         * {@link Combination} of them, proven by its {@link PairsProof}: each leaf by whichever holds there.
         */
        PAIRS_HOLD;

        boolean reached(Position position, Player controller) {
            return switch (this) {
                case DOUBLE_THREAT -> unstoppable(position);
                case FOLLOW_UP_WIN -> Strategies.win(position, controller).isPresent();
                case RULE_HOLD -> Strategies.hold(position, controller).isPresent();
                case PAIRS_HOLD -> Strategies.hold(position, controller).isPresent()
                        || Combination.find(position, controller).isPresent();
            };
        }

        /** True if a draw by a full board counts for the controller. */
        boolean drawSuffices() {
            return this == RULE_HOLD || this == PAIRS_HOLD;
        }
    }

    private record Node(long current, long mask, int moves) {
    }

    /**
     * The solves of one explanation, kept from one check to the next (a position, goal and number of moves
     * always give the same answer: the deeper searches and the checks of a claim found reuse the shallower
     * ones), and the time they may take, past which a solve stops with {@link OutOfTime}. Used by one thread.
     */
    static final class Memory {
        private final long deadline;
        private final boolean bounded;
        /** By goal: whether the controller, to move with the node's moves left, reaches the goal. */
        private final Map<Goal, Map<Node, Boolean>> known = new EnumMap<>(Goal.class);
        /** By goal: whether the goal is reached, by position with the defender to move (the node's moves 0). */
        private final Map<Goal, Map<Node, Boolean>> reached = new EnumMap<>(Goal.class);

        private Memory(long deadline, boolean bounded) {
            this.deadline = deadline;
            this.bounded = bounded;
        }

        /** A memory whose solves take the time they need. */
        static Memory unbounded() {
            return new Memory(0, false);
        }

        /** A memory whose solves stop once {@code System.nanoTime()} passes {@code deadline}. */
        static Memory until(long deadline) {
            return new Memory(deadline, true);
        }

        boolean expired() {
            return bounded && System.nanoTime() - deadline > 0;
        }
    }

    /** A solve stopped at its {@link Memory}'s deadline: nothing is proven either way. */
    static final class OutOfTime extends RuntimeException {
        OutOfTime() {
            super("the coach's time is up", null, false, false);
        }
    }

    private final Player controller;
    private final Goal goal;
    private final Memory memory;
    private final Map<Node, Boolean> known;
    private final Map<Node, Boolean> reached;

    private ForcedReach(Player controller, Goal goal, Memory memory) {
        this.controller = controller;
        this.goal = goal;
        this.memory = memory;
        this.known = memory.known.computeIfAbsent(goal, g -> new HashMap<>());
        this.reached = memory.reached.computeIfAbsent(goal, g -> new HashMap<>());
    }

    /**
     * Whether the side to move of {@code position}, playing {@code first} and then at most
     * {@code moves - 1} more moves of its choice, reaches {@code goal} against every defence.
     */
    static boolean holds(Position position, int first, Goal goal, int moves) {
        return holds(position, first, goal, moves, Memory.unbounded());
    }

    /**
     * {@link #holds(Position, int, Goal, int)} with the solves kept in {@code memory}.
     *
     * @throws OutOfTime past the memory's deadline
     */
    static boolean holds(Position position, int first, Goal goal, int moves, Memory memory) {
        if (moves < 1 || position.isGameOver() || !position.canPlay(first)
                || goal != Goal.DOUBLE_THREAT && position.size().height() % 2 != 0) {
            return false;
        }
        ForcedReach reach = new ForcedReach(position.toMove(), goal, memory);
        return reach.afterControllerMove(position, first, moves - 1);
    }

    /**
     * The defender's reply that holds out longest after the controller's {@code first} move in
     * {@code position}, given the claim holds within {@code moves}: the move that needs the most
     * moves of the controller from there, a move that lets it connect four at once last; -1 if the goal
     * is already reached or no reply keeps the game going.
     */
    private static int longestDefence(Position position, int first, Goal goal, int moves, Memory memory) {
        Position threatening = position.play(first);
        if (threatening.isGameOver() || goal.reached(threatening, position.toMove())) {
            return -1;
        }
        int best = -1;
        int bestNeed = -1;
        int width = position.size().width();
        for (int i = 0; i < width; i++) {
            int reply = LineGeometry.centreFirst(width, i);
            if (!threatening.canPlay(reply) || threatening.isWinningMove(reply)) {
                continue;
            }
            Position answered = threatening.play(reply);
            if (answered.isGameOver()) {
                continue;
            }
            int need = 0;
            for (int k = 1; k < moves && need == 0 && !Grid.hasWinAtOnce(answered); k++) {
                if (new ForcedReach(position.toMove(), goal, memory).controllerToMove(answered, k)) {
                    need = k;
                }
            }
            if (need > bestNeed) {
                best = reply;
                bestNeed = need;
            }
        }
        return best;
    }

    /**
     * A move of the controller in {@code position} (to move) that reaches the goal within {@code moves}
     * moves counting this one, the most central first; -1 if none.
     */
    private static int reachingMove(Position position, Goal goal, int moves, Memory memory) {
        int width = position.size().width();
        for (int i = 0; i < width; i++) {
            int move = LineGeometry.centreFirst(width, i);
            if (position.canPlay(move) && holds(position, move, goal, moves, memory)) {
                return move;
            }
        }
        return -1;
    }

    /**
     * The line the claim names: the controller's {@code first} move in {@code position}, then the
     * defender's longest defence and the controller's most central reaching move in turn, until the
     * goal is reached; exactly {@code moves} moves of the controller when {@code moves} is the fewest
     * (the claim failing within one move fewer). Empty if the claim does not hold. The solves are kept in
     * {@code memory}.
     *
     * @throws OutOfTime past the memory's deadline
     */
    static List<Cell> line(Position position, int first, Goal goal, int moves, Memory memory) {
        List<Cell> line = new ArrayList<>();
        Position current = position;
        int move = first;
        for (int left = moves; left >= 1 && move >= 0; left--) {
            line.add(new Cell(move, current.height(move)));
            int reply = longestDefence(current, move, goal, left, memory);
            if (reply < 0) {
                return line;
            }
            Position threatening = current.play(move);
            line.add(new Cell(reply, threatening.height(reply)));
            current = threatening.play(reply);
            move = reachingMove(current, goal, left - 1, memory);
        }
        return List.of();
    }

    /** The controller to move with up to {@code moves} moves left: true if one of them reaches the goal. */
    private boolean controllerToMove(Position position, int moves) {
        if (moves <= 0) {
            return false;
        }
        int width = position.size().width();
        for (int column = 0; column < width; column++) {
            if (position.isWinningMove(column)) {
                return true;
            }
        }
        if (memory.expired()) {
            throw new OutOfTime();
        }
        Node node = new Node(position.currentStones(), position.occupied(), moves);
        Boolean result = known.get(node);
        if (result != null) {
            return result;
        }
        int forced = ExplanationCheck.forcedReply(position).orElse(-1);
        boolean holds = false;
        // the moves that reach the goal at once first: the deeper lines only where none does
        for (int left = moves == 1 ? 0 : -1; left < moves && !holds; left = left < 0 ? moves - 1 : moves) {
            for (int i = 0; i < width && !holds; i++) {
                int move = LineGeometry.centreFirst(width, i);
                if (position.canPlay(move) && (forced < 0 || move == forced)) {
                    holds = left < 0 ? reachesAtOnce(position, move) : afterControllerMove(position, move, left);
                }
            }
        }
        known.put(node, holds);
        return holds;
    }

    /** True if the controller's {@code move} connects four, or leaves the goal reached. */
    private boolean reachesAtOnce(Position position, int move) {
        if (position.isWinningMove(move)) {
            return true;
        }
        Position defending = position.play(move);
        return defending.isDraw() ? goal.drawSuffices() : goalReached(defending);
    }

    /**
     * Whether the goal is reached, the defender to move. A leaf not yet known is not searched past the deadline (a
     * combination's search takes up to a second in the opening).
     *
     * @throws OutOfTime past the memory's deadline
     */
    private boolean goalReached(Position defending) {
        Node node = new Node(defending.currentStones(), defending.occupied(), 0);
        Boolean known = reached.get(node);
        if (known != null) {
            return known;
        }
        if (memory.expired()) {
            throw new OutOfTime();
        }
        boolean holds = goal.reached(defending, controller);
        reached.put(node, holds);
        return holds;
    }

    /** The controller plays {@code move}; then the goal, or every defence, with {@code moves} moves left. */
    private boolean afterControllerMove(Position position, int move, int moves) {
        if (position.isWinningMove(move)) {
            return true;
        }
        Position defending = position.play(move);
        if (defending.isDraw()) {
            return goal.drawSuffices();
        }
        if (goalReached(defending)) {
            return true;
        }
        if (moves <= 0) {
            return false;
        }
        int width = position.size().width();
        for (int reply = 0; reply < width; reply++) {
            if (defending.isWinningMove(reply)) {
                return false;
            }
        }
        for (int reply = 0; reply < width; reply++) {
            if (!defending.canPlay(reply)) {
                continue;
            }
            Position answered = defending.play(reply);
            if (answered.isDraw() ? !goal.drawSuffices() : !controllerToMove(answered, moves)) {
                return false;
            }
        }
        return true;
    }

    /** True if the side to move has no four at once and every move it makes leaves the other side one. */
    static boolean unstoppable(Position position) {
        int width = position.size().width();
        for (int column = 0; column < width; column++) {
            if (position.isWinningMove(column)) {
                return false;
            }
        }
        for (int column = 0; column < width; column++) {
            if (position.canPlay(column)) {
                Position answered = position.play(column);
                if (answered.isGameOver() || !Grid.hasWinAtOnce(answered)) {
                    return false;
                }
            }
        }
        return true;
    }
}
