package dev.connectfour.ui;

import dev.connectfour.game.stats.GameRating;
import dev.connectfour.game.stats.RatingBook;
import java.util.ResourceBundle;
import javafx.beans.binding.Bindings;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;

/** The player's game rating as the start screen and the statistics show it, with what is rated. */
public final class GameRatingText {
    private GameRatingText() {
    }

    /** "Game rating: 1,523", or "not rated yet" before the first rated game. */
    public static String of(ResourceBundle bundle, GameRating rating) {
        return rating.games() == 0 ? bundle.getString("rating.game.new")
                : Texts.format(bundle, "rating.game", Math.round(rating.rating().rating()));
    }

    /** Keeps {@code label} showing {@code book}'s rating; its tooltip says which games are rated. */
    public static void show(Label label, ResourceBundle bundle, RatingBook book) {
        label.textProperty().bind(Bindings.createStringBinding(() -> of(bundle, book.getRating()), book.ratingProperty()));
        Tooltip rules = new Tooltip(bundle.getString("rating.game.rules"));
        rules.setWrapText(true);
        rules.setMaxWidth(360);
        label.setTooltip(rules);
    }
}
