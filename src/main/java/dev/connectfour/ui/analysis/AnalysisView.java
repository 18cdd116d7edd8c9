package dev.connectfour.ui.analysis;

import dev.connectfour.engine.analysis.ColumnValues;
import dev.connectfour.engine.board.Player;
import dev.connectfour.game.Lineup;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.board.BoardView;
import java.text.BreakIterator;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.geometry.Point2D;
import javafx.geometry.Pos;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;

/**
 * The analysis around a board: a label above every column with the value of playing there, and an
 * evaluation bar beside the board saying who wins with perfect play. It only shows
 * {@link #valuesProperty()}; what to analyse and when is its owner's business. {@link #layout()}
 * wraps the board: the labels above it, the bar to its right, both hidden (and taking no room) while
 * {@link #shownProperty()} is false.
 */
public final class AnalysisView {
    private static final String STYLESHEET = Objects.requireNonNull(AnalysisView.class.getResource("analysis.css"),
            "analysis.css").toExternalForm();
    private static final List<String> KINDS = List.of(AnalysisText.WIN, AnalysisText.DRAW, AnalysisText.LOSS,
            AnalysisText.FULL, AnalysisText.PENDING);

    private final BoardView board;
    private final AnalysisText text;
    private final ObjectProperty<ColumnValues> values = new SimpleObjectProperty<>(this, "values");
    private final ObjectProperty<Lineup> lineup = new SimpleObjectProperty<>(this, "lineup");
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown");
    private final BooleanProperty running = new SimpleBooleanProperty(this, "running");
    private final ColumnStrip strip;
    private final EvaluationBar bar = new EvaluationBar();
    private final Label evaluation = new Label();
    private final VBox side;
    private final Pane layout;

    public AnalysisView(BoardView board, AnalysisText text) {
        this.board = Objects.requireNonNull(board, "board");
        this.text = Objects.requireNonNull(text, "text");
        this.strip = new ColumnStrip(); // after the board: it makes one label per column of the board
        Label title = new Label();
        title.textProperty().bind(javafx.beans.binding.Bindings.when(running)
                .then(text.strings().getString("evaluation.titleRunning"))
                .otherwise(text.strings().getString("evaluation.title")));
        title.getStyleClass().add("evaluation-title");
        title.setWrapText(true);
        evaluation.getStyleClass().add("evaluation-text");
        evaluation.setId("evaluation");
        evaluation.setWrapText(true);
        evaluation.setAlignment(Pos.CENTER);
        // the words keep the lines they wrap onto ("Computer wins / in 5 moves"); the bar gives way
        title.setMinHeight(Region.USE_PREF_SIZE);
        evaluation.setMinHeight(Region.USE_PREF_SIZE);
        VBox.setVgrow(bar, Priority.ALWAYS);
        side = new VBox(8, title, bar, evaluation);
        side.getStyleClass().add("evaluation-side");
        side.setAlignment(Pos.TOP_CENTER);
        VBox boardColumn = new VBox(strip, board);
        VBox.setVgrow(board, Priority.ALWAYS);
        layout = new BoardAndSide(boardColumn, side);
        layout.getStyleClass().add("analysis-layout");
        layout.getStylesheets().add(STYLESHEET);
        for (Region part : List.of(strip, side)) {
            part.visibleProperty().bind(shown);
            part.managedProperty().bind(shown);
        }
        values.addListener((obs, old, now) -> refresh());
        lineup.addListener((obs, old, now) -> refresh());
        board.needsLayoutProperty().addListener((obs, was, needs) -> {
            if (!needs) {
                strip.requestLayout(); // the board has scaled: follow its columns
            }
        });
        refresh();
    }

    /** The board with the labels above it and the bar beside it: put this where the board would go. */
    public Region layout() {
        return layout;
    }

    /** What is known of the position on show; null shows nothing (a game over, analysis off). */
    public ObjectProperty<ColumnValues> valuesProperty() {
        return values;
    }

    /** The players' names and colours, for the evaluation line and the bar. */
    public ObjectProperty<Lineup> lineupProperty() {
        return lineup;
    }

    /** True while more exact values may come: the title says it is still calculating. */
    public BooleanProperty runningProperty() {
        return running;
    }

    /** Whether the labels and the bar are on screen. */
    public BooleanProperty shownProperty() {
        return shown;
    }

    private void refresh() {
        ColumnValues now = values.get();
        strip.update(now);
        Lineup players = lineup.get();
        if (now == null || players == null) {
            evaluation.setText(now == null ? text.strings().getString("evaluation.over") : "");
            bar.update(0.5, null);
            return;
        }
        evaluation.setText(text.evaluation(now, player -> players.of(player).name(), Texts.you(players)));
        bar.update(AnalysisText.firstPlayerShare(now), players);
    }

    /**
     * The board (with the labels above it) as wide as its shape allows, and the evaluation beside it,
     * the two centred together: the bar stays next to the board however wide the window.
     */
    private final class BoardAndSide extends Pane {
        private static final double GAP = 14;
        private final Region boardColumn;
        private final Region sidePanel;

        BoardAndSide(Region boardColumn, Region sidePanel) {
            this.boardColumn = boardColumn;
            this.sidePanel = sidePanel;
            getChildren().addAll(boardColumn, sidePanel);
        }

        @Override
        protected void layoutChildren() {
            double width = getWidth();
            double height = getHeight();
            double sideWidth = sidePanel.isManaged() ? sidePanel.prefWidth(height) + GAP : 0;
            double stripHeight = strip.isManaged() ? strip.prefHeight(-1) : 0;
            double aspect = board.prefWidth(-1) / board.prefHeight(-1);
            double columnWidth = Math.max(0, Math.min(width - sideWidth, (height - stripHeight) * aspect));
            double left = Math.max(0, (width - columnWidth - sideWidth) / 2);
            boardColumn.resizeRelocate(left, 0, columnWidth, height);
            if (sidePanel.isManaged()) {
                sidePanel.resizeRelocate(left + columnWidth + GAP, 0, sideWidth - GAP, height);
            }
        }

        @Override
        protected double computePrefWidth(double height) {
            return boardColumn.prefWidth(height) + (sidePanel.isManaged() ? sidePanel.prefWidth(height) + GAP : 0);
        }

        @Override
        protected double computePrefHeight(double width) {
            return boardColumn.prefHeight(width);
        }

        @Override
        protected double computeMinWidth(double height) {
            return boardColumn.minWidth(height) + (sidePanel.isManaged() ? sidePanel.minWidth(height) + GAP : 0);
        }

        @Override
        protected double computeMinHeight(double width) {
            return boardColumn.minHeight(width);
        }
    }

    /**
     * One label per column, each centred over its column of the board. A value wraps where a line may
     * break onto two lines ("Loss" / "in 12", "14手" / "負け"); when those are wider than the column (as
     * "Verlust" over a small board), the label is laid out wider and scaled down to the column, so no word
     * is cut or broken.
     */
    private final class ColumnStrip extends Pane {
        /** The smallest scale a label is drawn at: below it, the text would be too small to read. */
        private static final double MIN_SCALE = 0.5;
        private final List<Label> labels = new ArrayList<>();
        /** Measures words in a label's font. */
        private final Text probe = new Text();

        ColumnStrip() {
            getStyleClass().add("analysis-strip");
            int width = board.positionProperty().get().size().width();
            for (int column = 0; column < width; column++) {
                Label label = new Label();
                label.getStyleClass().add("column-value");
                label.setId("analysis-" + column);
                label.setWrapText(true);
                label.setAlignment(Pos.CENTER);
                label.setAccessibleRole(AccessibleRole.TEXT);
                labels.add(label);
            }
            getChildren().addAll(labels);
        }

        void update(ColumnValues now) {
            for (int column = 0; column < labels.size(); column++) {
                Label label = labels.get(column);
                label.getStyleClass().removeAll(KINDS);
                if (now == null) {
                    label.setText("");
                    continue;
                }
                label.setText(text.column(now, column));
                label.getStyleClass().add(AnalysisText.styleOf(now, column));
                label.setAccessibleText(Texts.format(text.strings(), "analysis.column", column + 1, text.spoken(now, column)));
            }
            requestLayout();
        }

        @Override
        protected double computePrefHeight(double width) {
            return snappedTopInset() + snappedBottomInset() + labels.stream()
                    .mapToDouble(label -> label.prefHeight(-1) * 2).max().orElse(0);
        }

        /** Never squeezed out of sight by a tall board (8x7 in a small window): the board shrinks instead. */
        @Override
        protected double computeMinHeight(double width) {
            return computePrefHeight(width);
        }

        @Override
        protected void layoutChildren() {
            int width = labels.size();
            Point2D first = toLocal(0);
            double cell = width > 1 ? toLocal(1).getX() - first.getX() : 80;
            double height = getHeight() - snappedTopInset() - snappedBottomInset();
            double slot = cell * 0.96;
            double common = wrapWidth(slot);
            for (int column = 0; column < width; column++) {
                double centre = toLocal(column).getX();
                Label label = labels.get(column);
                double scale = Math.max(MIN_SCALE, Math.min(1, slot / twoLineWidth(label)));
                double w = (scale < 1 ? slot : common) / scale;
                double h = height / scale;
                // scaling pivots on the centre of the label's box: keep that centre on the slot's
                label.resizeRelocate(centre - w / 2, snappedTopInset() + (height - h) / 2, w, h);
                label.setScaleX(scale);
                label.setScaleY(scale);
            }
        }

        /**
         * The width of every label that fits its slot: the slot while every value takes one line; else just the width
         * the widest needs for its two lines, so that each wraps where it reads best ("14手" / "負け", where the slot's
         * width would leave "14手負" / "け").
         */
        private double wrapWidth(double slot) {
            double oneLine = labels.stream().mapToDouble(label -> {
                probe.setFont(label.getFont());
                return Math.ceil(width(label.getText().strip())) + 1 + label.snappedLeftInset() + label.snappedRightInset();
            }).max().orElse(0);
            return oneLine <= slot ? slot : Math.min(slot, labels.stream().mapToDouble(this::twoLineWidth).max().orElse(slot));
        }

        /**
         * The least width in which the label's text takes at most the strip's two lines, no word broken,
         * padding and border included: the narrowest of its splits where a line may break ("Loss" / "in 13"
         * rather than "Loss in" / "13"; "14手" / "負け", where any two characters may part; the widest word
         * alone for one word). Narrower, "in 13" needed a third line and was cut to "in …". The breaks are
         * those of the line-break rules the label wraps by, so its own wrapping never needs a third line.
         */
        private double twoLineWidth(Label label) {
            probe.setFont(label.getFont());
            String shown = label.getText().strip();
            double needed = width(shown);
            BreakIterator breaks = BreakIterator.getLineInstance(text.strings().getLocale());
            breaks.setText(shown);
            for (int split = breaks.next(); split != BreakIterator.DONE && split < shown.length(); split = breaks.next()) {
                needed = Math.min(needed, Math.max(width(shown.substring(0, split).strip()),
                        width(shown.substring(split).strip())));
            }
            return Math.ceil(needed) + 1 + label.snappedLeftInset() + label.snappedRightInset();
        }

        private double width(String text) {
            probe.setText(text);
            return probe.getLayoutBounds().getWidth();
        }

        /** The centre of a column of the board's bottom row, in this strip's coordinates. */
        private Point2D toLocal(int column) {
            Point2D inBoard = board.cellCentre(column, 0);
            return sceneToLocal(board.localToScene(inBoard));
        }
    }

    /** A vertical bar: the first player's colour from the bottom, the second's from the top. */
    private static final class EvaluationBar extends Region {
        private final Region firstShare = new Region();
        private final Region secondShare = new Region();
        private final Region middle = new Region();
        private double share = 0.5;

        EvaluationBar() {
            getStyleClass().add("evaluation-bar");
            firstShare.getStyleClass().add("evaluation-share");
            secondShare.getStyleClass().add("evaluation-share");
            middle.getStyleClass().add("evaluation-middle");
            firstShare.setId("evaluation-first");
            getChildren().addAll(secondShare, firstShare, middle);
            setMinHeight(80);
            setPrefWidth(30);
            setMaxWidth(30);
        }

        void update(double firstPlayerShare, Lineup players) {
            share = firstPlayerShare;
            setColour(firstShare, players == null ? null : players.of(Player.FIRST).colour().key());
            setColour(secondShare, players == null ? null : players.of(Player.SECOND).colour().key());
            requestLayout();
        }

        double share() {
            return share;
        }

        private static void setColour(Region part, String key) {
            part.getStyleClass().setAll("evaluation-share");
            if (key != null) {
                part.getStyleClass().add(key);
            }
        }

        @Override
        protected void layoutChildren() {
            double x = snappedLeftInset();
            double y = snappedTopInset();
            double w = getWidth() - x - snappedRightInset();
            double h = getHeight() - y - snappedBottomInset();
            double firstHeight = Math.round(h * share);
            secondShare.resizeRelocate(x, y, w, h - firstHeight);
            firstShare.resizeRelocate(x, y + h - firstHeight, w, firstHeight);
            middle.resizeRelocate(x - 3, y + h / 2 - 1, w + 6, 2);
        }
    }
}
