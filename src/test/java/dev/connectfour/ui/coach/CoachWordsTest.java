package dev.connectfour.ui.coach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.engine.coach.CellNames;
import dev.connectfour.engine.coach.Change;
import dev.connectfour.engine.coach.Claim;
import dev.connectfour.engine.coach.Explanation;
import dev.connectfour.engine.coach.Idea;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Participant;
import dev.connectfour.game.Seat;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The coach's words for the ideas reached by force, in English and Japanese, with the cells they ring
 * and number and the Ideas page's section they link to; and words for every idea, so that none shows
 * an empty sentence. The explanations are the
 * coach's own, from the committed set of mistakes ({@code engine/coach/mistakes.txt}), built here
 * without solving them again.
 */
class CoachWordsTest {
    private static final Lineup RED_AGAINST_YELLOW = new Lineup(
            new Participant(Seat.ONE, Player.FIRST, "You", DiscColour.RED, null),
            new Participant(Seat.TWO, Player.SECOND, "Computer", DiscColour.YELLOW, ComputerLevel.HARD));
    /** The ideas only a better move has. */
    private static final Set<Idea> BETTER_MOVES = EnumSet.of(Idea.WINS, Idea.BLOCKS, Idea.CLAIMS, Idea.KEEPS_PARITY,
            Idea.WINS_BY_DOUBLE_THREAT, Idea.WINS_BY_ZUGZWANG, Idea.HOLDS_BY_CLAIMEVEN, Idea.HOLDS_BY_PAIRS);

    // 455255, Red d2: Yellow reaches zugzwang by force (mistakes.txt)
    private static final Explanation FORCES_ZUGZWANG = explanation("455255", 'd', "win>loss",
            Idea.FORCES_ZUGZWANG, "d3,d4,d5", 'c', Idea.NONE, "");
    // 554666756555, Red d2: Yellow makes a double threat by force
    private static final Explanation FORCES_DOUBLE_THREAT = explanation("554666756555", 'd', "win>loss",
            Idea.FORCES_DOUBLE_THREAT, "d3,b1,c1,d4,d5,g2,g3", 'c', Idea.NONE, "");
    // 44444456666623553555, Red f: Yellow reaches claimeven by force, the win is gone
    private static final Explanation FORCES_CLAIMEVEN = explanation("44444456666623553555", 'f', "win>draw",
            Idea.FORCES_CLAIMEVEN, "b2,c3,c4,c5,b3,b4,b5", 'a', Idea.NONE, "");
    // 44444435555356, Red c: Yellow reaches a combination of rules by force, the win is gone
    private static final Explanation FORCES_PAIRS = explanation("44444435555356", 'c', "win>draw",
            Idea.FORCES_PAIRS, "f2,g1,f3", 'f', Idea.NONE, "");
    // 45524332, Red e: d3 instead makes a double threat by force
    private static final Explanation WINS_BY_DOUBLE_THREAT = explanation("45524332", 'e', "win>draw",
            Idea.FORCED_LINE, "", 'd', Idea.WINS_BY_DOUBLE_THREAT, "d3,d4,f1,f2,c3,c4,e3,b3,f3");
    // 1424744, Yellow d: b2 instead reaches zugzwang by force
    private static final Explanation WINS_BY_ZUGZWANG = explanation("1424744", 'd', "win>loss",
            Idea.FORCED_LINE, "", 'b', Idea.WINS_BY_ZUGZWANG, "b2,d5,g2,f1,f2,c1,c2,a2,b3");
    // 4444445666662355355, Yellow e: b2 instead reaches claimeven by force
    private static final Explanation HOLDS_BY_CLAIMEVEN = explanation("4444445666662355355", 'e', "draw>loss",
            Idea.FORCED_LINE, "", 'b', Idea.HOLDS_BY_CLAIMEVEN, "b2,c3,c4,c5,b3,b4,b5");

    // 4444654566646, Yellow f: e3 instead reaches a combination of rules by force
    private static final Explanation HOLDS_BY_PAIRS = explanation("4444654566646", 'f', "draw>loss", Idea.FORCED_LINE,
            "c1,c2,e3,c3,a1,b1,b2,c4,c5,c6,a2,b3,b4,b5,b6,a3,a4,a5,a6,g1,g2,g3,g4,g5,g6,e4,e5", 'e', Idea.HOLDS_BY_PAIRS, "e3,e4,e5");

    private static Explanation explanation(String moves, char played, String change, Idea mistake, String mistakeCells,
                                           char better, Idea betterIdea, String betterCells) {
        return new Explanation(Position.parse(moves), played - 'a', Change.ofCode(change), claim(mistake, mistakeCells),
                OptionalInt.of(better - 'a'), claim(betterIdea, betterCells));
    }

    private static Claim claim(Idea idea, String cells) {
        List<Position.Cell> list = cells.isEmpty() ? List.of() : Arrays.stream(cells.split(",")).map(CellNames::parse).toList();
        return new Claim(idea, list, idea == Idea.CLAIMS ? Optional.of(Idea.CLAIMEVEN) : Optional.empty());
    }

    private static CoachWords words(Locale locale) {
        return CoachWords.in(locale, RED_AGAINST_YELLOW);
    }

    private static List<String> marked(Explanation explanation) {
        return words(Locale.ENGLISH).marks(explanation).stream()
                .map(mark -> mark.label() + "@" + CellNames.name(mark.cell()) + (mark.better() ? "+" : "")).toList();
    }

    @Test
    void zugzwangReachedByForceIsSaidWithItsLineNumberedOnTheBoard() {
        assertEquals("Yellow plays d3 and, whatever Red does, within 2 moves reaches a position where answering every"
                + " move in the same column wins: zugzwang. For example d3, d4, d5; the numbers on the board show this line."
                + " c1 instead keeps the win.", words(Locale.ENGLISH).text(FORCES_ZUGZWANG));
        assertEquals("黄がd3に打つと、赤がどう打っても、黄は2 手以内に、すべての手に同じ列で応じれば勝てる局面に持ち込めます。"
                + "ツークツワンクです。たとえばd3, d4, d5と進みます。盤上の番号がその手順です。c1なら勝ちを保てました。",
                words(Locale.JAPANESE).text(FORCES_ZUGZWANG));
        assertEquals(List.of("1@d3", "2@d4", "3@d5", "c1@c1+"), marked(FORCES_ZUGZWANG));
        assertEquals(Optional.of(IdeaTopic.ZUGZWANG), words(Locale.ENGLISH).topic(FORCES_ZUGZWANG));
    }

    @Test
    void aDoubleThreatReachedByForceNumbersTheLineAndRingsTheTwoThreats() {
        assertEquals("Yellow plays d3 and, whatever Red does, makes two threats at once within 3 moves. For example"
                + " d3, b1, c1, d4, d5: then Yellow has two threats, g2 and g3, and Red can only block one. The numbers on"
                + " the board show this line. c1 instead keeps the win.", words(Locale.ENGLISH).text(FORCES_DOUBLE_THREAT));
        assertEquals("黄がd3に打つと、赤がどう打っても、黄は3 手以内に二つの脅威を同時に作れます。たとえばd3, b1, c1, d4, d5と"
                + "進むと、黄にはg2とg3の二つの脅威ができ、赤は一つしか防げません。盤上の番号がその手順です。c1なら勝ちを保てました。",
                words(Locale.JAPANESE).text(FORCES_DOUBLE_THREAT));
        // c1, the better move, is also the line's third step: ringed once, numbered, in the better move's colour
        assertEquals(List.of("1@d3", "2@b1", "3@c1+", "4@d4", "5@d5", "g2@g2", "g3@g3"), marked(FORCES_DOUBLE_THREAT));
        assertEquals(Optional.of(IdeaTopic.DOUBLE_THREAT), words(Locale.ENGLISH).topic(FORCES_DOUBLE_THREAT));
    }

    @Test
    void claimevenReachedByForceSaysTheWinIsGone() {
        assertEquals("Yellow plays b2 and, whatever Red does, within 4 moves reaches a position where answering every"
                + " move in the same column (claimeven) holds the draw: the win of Red is gone. For example b2, c3, c4, c5,"
                + " b3, b4, b5; the numbers on the board show this line. a1 instead keeps the win.",
                words(Locale.ENGLISH).text(FORCES_CLAIMEVEN));
        assertEquals("黄がb2に打つと、赤がどう打っても、黄は4 手以内に、すべての手に同じ列で応じれば（claimeven）引き分けを"
                + "守れる局面に持ち込めます。赤の勝ちは消えました。たとえばb2, c3, c4, c5, b3, b4, b5と進みます。"
                + "盤上の番号がその手順です。a1なら勝ちを保てました。", words(Locale.JAPANESE).text(FORCES_CLAIMEVEN));
        assertEquals(List.of("1@b2", "2@c3", "3@c4", "4@c5", "5@b3", "6@b4", "7@b5", "a1@a1+"), marked(FORCES_CLAIMEVEN));
        assertEquals(Optional.of(IdeaTopic.CLAIMEVEN), words(Locale.ENGLISH).topic(FORCES_CLAIMEVEN));
    }

    @Test
    void aCombinationReachedByForceSaysTheWinIsGone() {
        assertEquals("Yellow plays f2 and, whatever Red does, within 2 moves reaches a position where Yellow can pair up cells,"
                + " answer a move on either cell of a pair with the other and a move elsewhere with one elsewhere, and so hold"
                + " the draw (a combination of rules, after Allis): the win of Red is gone. For example f2, g1, f3; the numbers"
                + " on the board show this line. f2 instead keeps the win.", words(Locale.ENGLISH).text(FORCES_PAIRS));
        assertEquals("黄がf2に打つと、赤がどう打っても、黄は2 手以内に、マスを組に分け、組のどちらかのマスへの手にもう一方のマスで、"
                + "ほかの場所への手にはほかの場所で応じて引き分けを守れる局面（アリスの規則の組み合わせ）に持ち込めます。"
                + "赤の勝ちは消えました。たとえばf2, g1, f3と進みます。盤上の番号がその手順です。f2なら勝ちを保てました。",
                words(Locale.JAPANESE).text(FORCES_PAIRS));
        // f2, the better move, is also the line's first step: ringed once, numbered, in the better move's colour
        assertEquals(List.of("1@f2+", "2@g1", "3@f3"), marked(FORCES_PAIRS));
        assertEquals(Optional.of(IdeaTopic.BASEINVERSE), words(Locale.ENGLISH).topic(FORCES_PAIRS),
                "a combination's pairs are answered as a baseinverse's");
    }

    @Test
    void aBetterMoveThatReachesACombinationByForceSaysSo() {
        assertEquals("This loses by force: Red wins in 14 moves, whatever Yellow does. The numbers on the board show the line."
                + " e3 instead keeps the draw: whatever Red does, within 2 moves Yellow reaches a position where Yellow can pair"
                + " up cells, answer a move on either cell of a pair with the other and a move elsewhere with one elsewhere, and"
                + " so hold the draw (a combination of rules, after Allis). For example e3, e4, e5.",
                words(Locale.ENGLISH).text(HOLDS_BY_PAIRS));
        assertEquals("この手は必敗です。黄がどう打っても赤は14 手で勝ちます。盤上の番号がその手順です。e3なら引き分けを保てました。"
                + "赤がどう打っても、黄は2 手以内に、マスを組に分け、組のどちらかのマスへの手にもう一方のマスで、ほかの場所への手には"
                + "ほかの場所で応じて引き分けを守れる局面（アリスの規則の組み合わせ）に持ち込めます。たとえばe3, e4, e5と進みます。",
                words(Locale.JAPANESE).text(HOLDS_BY_PAIRS));
        assertEquals(Optional.of(IdeaTopic.BASEINVERSE), words(Locale.ENGLISH).topic(HOLDS_BY_PAIRS));
    }

    @Test
    void theBetterMoveSaysWhatItReachesByForce() {
        CoachWords english = words(Locale.ENGLISH);
        assertEquals("After this, Yellow can always hold the draw. d3 instead keeps the win: whatever Yellow does, Red"
                + " makes two threats at once within 4 moves. For example d3, d4, f1, f2, c3, c4, e3: then Red has two"
                + " threats, b3 and f3.", english.text(WINS_BY_DOUBLE_THREAT));
        assertEquals("This loses by force: with perfect play Red wins. b2 instead keeps the win: whatever Red does,"
                + " within 5 moves Yellow reaches a position where answering every move in the same column wins: zugzwang."
                + " For example b2, d5, g2, f1, f2, c1, c2, a2, b3.", english.text(WINS_BY_ZUGZWANG));
        assertEquals("This loses by force: with perfect play Red wins. b2 instead keeps the draw: whatever Red does,"
                + " within 4 moves Yellow reaches a position where answering every move in the same column (claimeven)"
                + " holds the draw. For example b2, c3, c4, c5, b3, b4, b5.", english.text(HOLDS_BY_CLAIMEVEN));
        assertEquals(List.of("d3@d3+"), marked(WINS_BY_DOUBLE_THREAT), "the better move's line is said, not drawn");
        assertEquals(Optional.of(IdeaTopic.DOUBLE_THREAT), english.topic(WINS_BY_DOUBLE_THREAT));
        assertEquals(Optional.of(IdeaTopic.ZUGZWANG), english.topic(WINS_BY_ZUGZWANG));
        assertEquals(Optional.of(IdeaTopic.CLAIMEVEN), english.topic(HOLDS_BY_CLAIMEVEN));
    }

    @Test
    void theBetterMoveSaysWhatItReachesByForceInJapanese() {
        CoachWords japanese = words(Locale.JAPANESE);
        assertEquals("このあと、黄はいつでも引き分けを守れます。d3なら勝ちを保てました。黄がどう打っても、赤は4 手以内に"
                + "二つの脅威を同時に作れます。たとえばd3, d4, f1, f2, c3, c4, e3と進むと、赤にはb3とf3の二つの脅威ができます。",
                japanese.text(WINS_BY_DOUBLE_THREAT));
        assertEquals("この手は必敗です。最善を尽くせば赤が勝ちます。b2なら勝ちを保てました。赤がどう打っても、黄は5 手以内に、"
                + "すべての手に同じ列で応じれば勝てる局面に持ち込めます。ツークツワンクです。"
                + "たとえばb2, d5, g2, f1, f2, c1, c2, a2, b3と進みます。", japanese.text(WINS_BY_ZUGZWANG));
        assertEquals("この手は必敗です。最善を尽くせば赤が勝ちます。b2なら引き分けを保てました。赤がどう打っても、黄は4 手以内に、"
                + "すべての手に同じ列で応じれば（claimeven）引き分けを守れる局面に持ち込めます。"
                + "たとえばb2, c3, c4, c5, b3, b4, b5と進みます。", japanese.text(HOLDS_BY_CLAIMEVEN));
    }

    @Test
    void aBetterMoveThatMakesTwoThreatsAtOnceNamesThem() {
        // the words only, for a claim made up here (the committed set has no such better move)
        Explanation twoThreats = explanation("44", 'a', "win>loss", Idea.FORCED_LINE, "",
                'd', Idea.WINS_BY_DOUBLE_THREAT, "d3,c3,e3");
        assertEquals("This loses by force: with perfect play Yellow wins. d3 instead keeps the win: it makes two threats,"
                + " c3 and e3, and Yellow can only block one.", words(Locale.ENGLISH).text(twoThreats));
        assertEquals("この手は必敗です。最善を尽くせば黄が勝ちます。d3なら勝ちを保てました。c3とe3の二つの脅威ができ、"
                + "黄は一つしか防げません。", words(Locale.JAPANESE).text(twoThreats));
    }

    @Test
    void everyIdeaHasWordsOfItsOwn() {
        // d1 d2 on the board, Red plays d3; the cells: a playable a1, then cells on row 3 that no move reaches yet
        String cells = "a1,b3,c3,e3,f3,g3,a3";
        for (Locale locale : List.of(Locale.ENGLISH, Locale.JAPANESE)) {
            CoachWords words = words(locale);
            for (Idea idea : Idea.values()) {
                if (idea == Idea.NONE) {
                    continue;
                }
                if (BETTER_MOVES.contains(idea)) {
                    String plain = words.text(explanation("44", 'd', "win>loss", Idea.FORCED_LINE, "", 'a', Idea.NONE, ""));
                    String said = words.text(explanation("44", 'd', "win>loss", Idea.FORCED_LINE, "", 'a', idea, cells));
                    assertNotEquals(plain, said, idea + " says what the better move does, in " + locale);
                } else {
                    Explanation mistake = new Explanation(Position.parse("44"), 3, Change.WIN_TO_LOSS, claim(idea, cells),
                            OptionalInt.empty(), claim(Idea.NONE, ""));
                    assertFalse(words.text(mistake).isBlank(), idea + " says why the move loses, in " + locale);
                }
            }
        }
    }

    @Test
    void everyNamedIdeaLinksToASectionOfItsOwnRule() {
        for (Idea idea : Idea.values()) {
            assertEquals(idea == Idea.NONE || idea == Idea.FORCED_LINE, IdeaTopic.of(idea).isEmpty(), idea + " links to a section");
        }
        // 5444, Red c: after Yellow's d4 her four needs only a4, b4, c4, with c2 paired with e2 (mistakes.txt)
        Explanation aftereven = explanation("5444", 'c', "draw>loss", Idea.AFTEREVEN, "d4,c2,e2,a4,b4,c4", 'd', Idea.NONE, "");
        assertEquals(Optional.of(IdeaTopic.AFTEREVEN), words(Locale.ENGLISH).topic(aftereven));
        assertEquals("More about aftereven", words(Locale.ENGLISH).link(IdeaTopic.AFTEREVEN));
        // 244444425, Yellow b: c1 instead holds the draw by a baseinverse, c2 with e2: its link is baseinverse's, not claimeven's
        Explanation claims = new Explanation(Position.parse("244444425"), 1, Change.DRAW_TO_LOSS, claim(Idea.FORCED_LINE, ""),
                OptionalInt.of(2), new Claim(Idea.CLAIMS, List.of(CellNames.parse("c1"), CellNames.parse("c2"),
                CellNames.parse("e2")), Optional.of(Idea.BASEINVERSE)));
        assertEquals(Optional.of(IdeaTopic.BASEINVERSE), words(Locale.ENGLISH).topic(claims));
        assertEquals(Optional.of(IdeaTopic.VERTICAL), IdeaTopic.of(Idea.VERTICAL));
    }
}
