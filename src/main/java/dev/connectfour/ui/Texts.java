package dev.connectfour.ui;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.MoveStringException;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.players.ComputerLevel;
import dev.connectfour.engine.players.Ladder;
import dev.connectfour.game.DiscColour;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.Lineup;
import dev.connectfour.game.Seat;
import dev.connectfour.game.session.Refusal;
import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/** Turns game values into words from a bundle that includes the shared strings ({@link Bundles#forScreen}). */
public final class Texts {
    private Texts() {
    }

    /**
     * The string {@code key} with {@code {0}}, {@code {1}}… filled in, numbers written as in the bundle's
     * language ("0,6 s" in German), words that go with a count in the form the language's plural rules
     * choose ({@link PluralPattern}): every number a player reads goes through here.
     */
    public static String format(ResourceBundle bundle, String key, Object... arguments) {
        Locale locale = bundle.getLocale() == null || bundle.getLocale().getLanguage().isEmpty()
                ? Bundles.BASE : bundle.getLocale();
        return new MessageFormat(PluralPattern.resolve(bundle.getString(key), locale, arguments), locale)
                .format(arguments);
    }

    /** "Easy", "Medium", "Hard", "Depth 8", "Novice" (a rung of the ladder). */
    public static String level(ResourceBundle bundle, ComputerLevel level) {
        return switch (level.kind()) {
            case CUSTOM -> format(bundle, "level.custom", level.depth());
            case RUNG -> bundle.getString("level." + Ladder.rung(level.depth()).name());
            default -> bundle.getString("level." + level.kind().name().toLowerCase(Locale.ROOT));
        };
    }

    /** "7 × 6", "8 × 7"… */
    public static String board(ResourceBundle bundle, BoardSize size) {
        return format(bundle, "board.size", size.width(), size.height());
    }

    /** "Red", "Yellow"… */
    public static String colour(ResourceBundle bundle, DiscColour colour) {
        return bundle.getString("colour." + colour.key());
    }

    /** Why a command was refused, in the player's language. */
    public static String refusal(ResourceBundle bundle, Refusal refusal) {
        return bundle.getString("refusal." + refusal.name());
    }

    /**
     * What is wrong with a move string a player pasted or typed, in their words: which character or move,
     * and why ("Move 3 goes into column 4, which is already full.").
     */
    public static String moveString(ResourceBundle bundle, MoveStringException problem, BoardSize size) {
        String character = problem.moves().substring(problem.index() - 1, problem.index());
        return format(bundle, "moveString." + problem.reason(), problem.index(), character, size.width());
    }

    /**
     * {@code settings} with the names of the seats nobody names in the player's language: in a
     * one-player game "You" and "Computer", when watching "Computer 1" and "Computer 2". Settings
     * remembered or saved in another language (a game resumed after switching to German) otherwise
     * show the other language's words. Names people typed for a two-player game are kept.
     */
    public static GameSettings roleNames(ResourceBundle bundle, GameSettings settings) {
        if (!settings.mode().namesSeatsByRole()) {
            return settings;
        }
        return settings.level(Seat.ONE).isPresent()
                ? settings.withName(Seat.ONE, bundle.getString("name.computerOne"))
                        .withName(Seat.TWO, bundle.getString("name.computerTwo"))
                : settings.withName(Seat.ONE, bundle.getString("name.you"))
                        .withName(Seat.TWO, bundle.getString("name.computer"));
    }

    /** The person's side in a game against the computer, spoken to as "you"; null when both or neither are people. */
    public static Player you(Lineup players) {
        boolean firstHuman = players.first().isHuman();
        return firstHuman == players.second().isHuman() ? null : firstHuman ? Player.FIRST : Player.SECOND;
    }
}
