package dev.connectfour.game.stats;

import dev.connectfour.engine.rating.Glicko2;
import dev.connectfour.game.Outcome;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The player's game rating (apart from the puzzle rating): Glicko-2 on the scale of the computer ladder's
 * ratings (Easy 1000), moved by each rated game against a rung of the ladder, each game its own rating
 * period; and its history, one point per rated game, for the chart. An immutable value, kept by
 * {@code game.store.RatingStore}.
 *
 * @param rating  the rating now
 * @param games   how many rated games moved it
 * @param history the rating after each of the latest {@value #MAX_HISTORY} rated games, oldest first
 */
public record GameRating(Glicko2.Rating rating, int games, List<Point> history) {
    /** The most points the history keeps. */
    public static final int MAX_HISTORY = 1000;
    /** Before any rated game: Glickman's new player. */
    public static final GameRating NEW = new GameRating(Glicko2.Rating.NEW, 0, List.of());
    /**
     * The deviation the ladder's rungs are given as opponents: their ratings are measured from hundreds of
     * games each, to within a few tens of points.
     */
    static final double RUNG_DEVIATION = 30;

    /** One point of the history: the day of the game and the rating after it. */
    public record Point(LocalDate day, double rating) {
        public Point {
            Objects.requireNonNull(day, "day");
        }
    }

    public GameRating {
        Objects.requireNonNull(rating, "rating");
        if (games < 0) {
            throw new IllegalArgumentException("games must not be negative, was " + games);
        }
        history = List.copyOf(history.size() > MAX_HISTORY ? history.subList(history.size() - MAX_HISTORY, history.size())
                : history);
    }

    /** The rating after one more rated game, on {@code day}, against a rung rated {@code opponent}. */
    public GameRating after(double opponent, Outcome outcome, LocalDate day) {
        double score = switch (outcome) {
            case WON -> 1;
            case DRAWN -> 0.5;
            case LOST -> 0;
        };
        Glicko2.Rating next = Glicko2.update(rating, List.of(new Glicko2.Game(opponent, RUNG_DEVIATION, score)));
        List<Point> points = new ArrayList<>(history);
        points.add(new Point(day, next.rating()));
        return new GameRating(next, games + 1, points);
    }
}
