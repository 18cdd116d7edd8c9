package dev.connectfour.ui.monkey;

import dev.connectfour.game.GamePosition;
import dev.connectfour.game.SavedGame;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.store.SavedGameStore;
import dev.connectfour.ui.TestApp;
import dev.connectfour.ui.navigation.Games;
import java.util.Optional;
import javafx.scene.control.Labeled;

/**
 * What the game promises a player: a person's game in progress ({@link Games#inProgress}: begun, not over)
 * is never lost. It is on the game screen; or it waits, paused, behind the settings, rules or review visited
 * from it; or it is offered to resume (the start screen's Resume card shows, and the game is kept on file
 * while offered). A game that the game screen shows next continues it, unless the monkey itself started
 * another ({@link #newGameStarted()}).
 */
final class KeptGameCheck {
    private final TestApp app;
    /** The session the game screen showed last; null before the first, or once the monkey replaced it. */
    private GameSession shown;

    KeptGameCheck(TestApp app) {
        this.app = app;
    }

    /** The monkey starts another game on purpose: the one shown may be thrown away. */
    void newGameStarted() {
        shown = null;
    }

    /** On the FX thread: null while the promise holds, else how it was broken. */
    String problem() {
        GameSession now = app.games().currentGame().orElse(null);
        String problem = shown == null || now == shown || !Games.inProgress(shown) ? null : whereIs(shown, now);
        if (now != null) {
            shown = now;
        }
        return problem;
    }

    /** {@code game} is in progress and no longer on the game screen: where it went, or null if it is kept. */
    private String whereIs(GameSession game, GameSession now) {
        String lost = "the game in progress (" + describe(game) + ") is lost: ";
        if (now != null) {
            return continues(now, game.getPosition()) ? null
                    : lost + "the game screen shows another game instead (" + describe(now) + ", " + now.getState() + ")";
        }
        if (app.games().isWaiting(game)) {
            return null;
        }
        Optional<SavedGame> kept = new SavedGameStore(app.configDirectory).loadLast().value();
        if (kept.isEmpty() || !continues(kept.get().position(), game.getPosition())
                || kept.get().settings().mode() != game.settings().mode()) {
            return lost + "it is not kept to be resumed (on file: " + kept.map(saved -> saved.position().notation()).orElse("none")
                    + "; on " + screen(app) + ")";
        }
        if (app.isShowing(".menu-screen") && !app.isShowing("#resumeCard")) {
            return lost + "the start screen offers no Resume card";
        }
        return null;
    }

    /** On the FX thread: the screen shown, for a message. */
    static String screen(TestApp app) {
        return app.isShowing(".menu-screen") ? "the start screen"
                : app.robot.lookup(".screen-title").tryQuery().map(title -> "\"" + ((Labeled) title).getText() + "\"")
                        .orElse("a screen without a title");
    }

    private static boolean continues(GameSession session, GamePosition game) {
        return continues(session.getPosition(), game);
    }

    /** Whether {@code later} is {@code game} or a continuation of it (the computer may have moved since). */
    private static boolean continues(GamePosition later, GamePosition game) {
        return later.size().equals(game.size()) && later.notation().startsWith(game.notation());
    }

    private static String describe(GameSession session) {
        String moves = session.getPosition().notation();
        return session.settings().mode() + ", moves " + (moves.isEmpty() ? "none" : moves);
    }
}
