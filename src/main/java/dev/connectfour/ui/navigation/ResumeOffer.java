package dev.connectfour.ui.navigation;

import dev.connectfour.game.SavedGame;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.game.session.SessionSnapshots;
import dev.connectfour.game.store.SavedGameStore;
import java.util.Objects;
import java.util.Optional;

/**
 * The game offered on the start screen until resumed or declined: kept from the last run, or a person's
 * game in progress left for the start screen in this one. Also keeps the game in progress when the window closes.
 */
public final class ResumeOffer {
    private final Games games;
    private final SavedGameStore store;
    private SavedGame offered;

    public ResumeOffer(Games games, SavedGameStore store) {
        this.games = Objects.requireNonNull(games, "games");
        this.store = Objects.requireNonNull(store, "store");
    }

    /** Offers {@code game} (kept when the window last closed) on the start screen. */
    public void offer(SavedGame game) {
        offered = Objects.requireNonNull(game, "game");
    }

    /** The game the start screen offers to resume, if any. */
    public Optional<SavedGame> offeredGame() {
        return Optional.ofNullable(offered);
    }

    /** Continues the offered game on the game screen, and forgets its file; if it cannot start, it stays offered. */
    public void resume() {
        SavedGame game = Objects.requireNonNull(offered, "no game offered");
        if (games.resumeSavedGame(game)) {
            offered = null;
            store.clear();
        }
    }

    /**
     * Starts a new game like the offered one (its mode, with the last set-up of that mode), which the caller
     * then forgets ({@link #decline()}).
     *
     * @return whether it started
     */
    public boolean startNewGame() {
        return games.startGame(games.lastSetupLike(Objects.requireNonNull(offered, "no game offered").settings()));
    }

    /** The player chose a new game over the offered one: forget it; a rated one counts as a loss ({@link Games#giveUp}). */
    public void decline() {
        games.giveUp(Objects.requireNonNull(offered, "no game offered"));
        offered = null;
        store.clear();
    }

    /** On the way to the start screen: a person's game in progress being left is offered there (and kept on file). */
    void offerGameLeft() {
        GameSession game = games.gameLeft();
        if (game != null && Games.inProgress(game)) {
            offered = SessionSnapshots.of(game).orElseThrow();
            store.save(offered); // and kept should the window close from the start screen
        }
    }

    /**
     * At the application's end: a game in progress is kept to be offered on the next start; if a game was
     * played and none is in progress, the kept one is forgotten; if none was played, an offered game stays kept.
     */
    void keepAtClose() {
        GameSession game = games.gameLeft();
        Optional<SavedGame> inProgress = game == null ? Optional.empty() : SessionSnapshots.of(game);
        if (inProgress.isPresent()) {
            store.save(inProgress.get());
        } else if (games.anyPlayed() && offered == null) {
            store.clear();
        }
    }
}
