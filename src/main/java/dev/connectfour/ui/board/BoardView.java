package dev.connectfour.ui.board;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.game.GamePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javafx.animation.Animation;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Point2D;
import javafx.scene.AccessibleRole;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.scene.transform.Scale;
import javafx.util.Duration;

/**
 * The board: a frame with holes in front of the discs, scaled as one vector drawing to the space it
 * gets (aspect ratio kept, crisp at any size), with a preview disc in the hand row above it.
 *
 * <p>It shows a {@link GamePosition} and never decides anything: the owner changes the model first and
 * then calls {@link #show}; when the new position is the shown one plus a move, the new disc falls
 * into place and {@link #animatingProperty()} stays true until it has settled, so the owner can lock
 * input until then. Clicks and the keyboard only report the chosen column ({@link #setOnColumnChosen}).
 *
 * <p>Keys while focused: Left/Right select a column, 1..9 drop directly, Enter, Space or Down drop.
 */
public final class BoardView extends Region {
    private static final String STYLESHEET = Objects.requireNonNull(BoardView.class.getResource("board.css"),
            "board.css").toExternalForm();

    private final BoardGeometry geometry;
    private final Group content = new Group();
    private final Scale scale = new Scale(1, 1, 0, 0);
    private final Group discLayer = new Group();
    private final DiscNode[][] discs;
    private final WinHighlight highlight;
    private final ColumnMarks marks;
    private final RefusalShake refusal;
    private final CellMarks cellMarks;
    private final ObservableList<CellMark> markedCells = FXCollections.observableArrayList();

    private final ReadOnlyObjectWrapper<GamePosition> position = new ReadOnlyObjectWrapper<>(this, "position");
    private final ReadOnlyBooleanWrapper animating = new ReadOnlyBooleanWrapper(this, "animating");
    private final ReadOnlyBooleanWrapper shaking = new ReadOnlyBooleanWrapper(this, "shaking");
    private final ObjectProperty<Player> previewPlayer = new SimpleObjectProperty<>(this, "previewPlayer");
    private final IntegerProperty selectedColumn = new SimpleIntegerProperty(this, "selectedColumn");
    private final IntegerProperty hintColumn = new SimpleIntegerProperty(this, "hintColumn", -1);
    private final IntegerProperty ringedDiscs = new SimpleIntegerProperty(this, "ringedDiscs", 1);
    private final DoubleProperty animationSpeed = new SimpleDoubleProperty(this, "animationSpeed", 1);

    private IntConsumer onColumnChosen = column -> { };
    private Consumer<Player> onDiscLanded = player -> { };
    private Animation drop;
    private Runnable dropFinish;
    private DiscLook firstLook = DiscLook.DEFAULT_FIRST;
    private DiscLook secondLook = DiscLook.DEFAULT_SECOND;

    /** A standard 7x6 board showing the empty position. */
    public BoardView() {
        this(BoardSize.STANDARD);
    }

    public BoardView(BoardSize size) {
        geometry = new BoardGeometry(size);
        discs = new DiscNode[size.width()][size.height()];
        highlight = new WinHighlight(geometry);
        marks = new ColumnMarks(geometry);
        refusal = new RefusalShake(geometry, shaking);
        cellMarks = new CellMarks(geometry);
        markedCells.addListener((ListChangeListener<CellMark>) change -> cellMarks.show(markedCells));
        getStyleClass().add("board-view");
        getStylesheets().add(STYLESHEET);
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.NODE);
        selectedColumn.set(size.width() / 2);

        content.getTransforms().add(scale);
        content.getChildren().addAll(BoardFrame.focusRing(geometry), BoardFrame.backPlate(geometry), marks.highlight(),
                refusal.band(), discLayer, BoardFrame.frame(geometry), BoardFrame.rims(geometry), highlight.markerLayer(),
                highlight.winLayer(), cellMarks.layer());
        content.getChildren().addAll(marks.overBoard());
        content.getChildren().addAll(cellMarks.columnLabels(), BoardInput.hitArea(this, geometry, marks.highlight()));
        getChildren().add(content);

        position.set(GamePosition.empty(size));
        selectedColumn.addListener((obs, old, column) -> moveHand());
        previewPlayer.addListener((obs, old, player) -> updateHand());
        animating.addListener((obs, old, busy) -> updateHand());
        hintColumn.addListener((obs, old, column) -> marks.showHint(column.intValue()));
        addEventHandler(KeyEvent.KEY_PRESSED, event -> BoardInput.onKeyPressed(this, event));
        moveHand();
    }

    /** A board only to look at (a picture, a replay): no animation, no keyboard focus, no clicks. */
    public static BoardView picture(BoardSize size) {
        BoardView board = new BoardView(size);
        board.animationSpeedProperty().set(0);
        board.setFocusTraversable(false);
        board.setMouseTransparent(true);
        return board;
    }

    // ---- the model side -------------------------------------------------------------------------

    /**
     * Shows a position. If it is the shown position plus one move and animation is on, the new disc
     * falls into its cell; otherwise the board redraws at once. {@code onFinished} runs on the FX
     * thread when the board is at rest (immediately when nothing animates).
     */
    public void show(GamePosition next, Runnable onFinished) {
        Objects.requireNonNull(next, "position");
        if (!next.size().equals(geometry.size())) {
            throw new IllegalArgumentException("a " + geometry.size() + " board cannot show a " + next.size() + " position");
        }
        finishAnimations();
        GamePosition previous = position.get();
        boolean oneMoreMove = isOneMoreDisc(previous, next);
        boolean falls = oneMoreMove && animationSpeed.get() > 0;
        if (falls) {
            animating.set(true); // before the new position is published: its listeners see the disc to come
        }
        position.set(next);
        highlight.clear(discs);
        if (falls) {
            try {
                int column = next.lastMove().getAsInt();
                int row = next.height(column) - 1;
                DiscNode disc = place(column, row, next.discAt(column, row).orElseThrow());
                double fall = geometry.rowY(row) - geometry.handY();
                Player mover = (Player) disc.getProperties().get(Player.class);
                boolean[] landed = {false};
                drop = BoardAnimations.drop(disc, fall, animationSpeed.get(), () -> {
                    landed[0] = true;
                    onDiscLanded.accept(mover);
                });
                dropFinish = () -> {
                    drop = null;
                    dropFinish = null;
                    disc.setTranslateY(0);
                    try {
                        if (!landed[0]) {
                            onDiscLanded.accept(mover);
                        }
                        highlight.show(position.get(), discs, ringedDiscs.get());
                    } finally {
                        animating.set(false); // whatever failed above, the board is at rest: never a locked game
                    }
                    onFinished.run();
                };
                drop.setOnFinished(event -> dropFinish.run());
                drop.play();
            } catch (RuntimeException e) {
                animating.set(false); // the drop could not start: never a locked board
                throw e;
            }
        } else {
            redraw();
            highlight.show(position.get(), discs, ringedDiscs.get());
            if (oneMoreMove) {
                onDiscLanded.accept(next.discAt(next.lastMove().getAsInt(), next.height(next.lastMove().getAsInt()) - 1)
                        .orElseThrow());
            }
            onFinished.run();
        }
    }

    /** True when {@code next} is {@code previous} plus one dropped disc: the case the board animates. */
    private static boolean isOneMoreDisc(GamePosition previous, GamePosition next) {
        int before = previous.turns().size();
        return next.turns().size() == before + 1 && !next.turns().get(before).isPass()
                && next.turns().subList(0, before).equals(previous.turns());
    }

    /** The board this view draws: fixed at construction. */
    public BoardSize size() {
        return geometry.size();
    }

    /** Refuses a drop into {@code column}: the column flashes and its discs and the hand shake; nothing else changes. */
    public void shake(int column) {
        List<Node> nodes = new ArrayList<>();
        for (DiscNode disc : discs[column]) {
            if (disc != null) {
                nodes.add(disc);
            }
        }
        nodes.add(marks.hand());
        refusal.play(column, nodes, animationSpeed.get());
    }

    /** The board's stylesheet, for other views that draw discs ({@link DiscNode}). */
    public static String stylesheet() {
        return STYLESHEET;
    }

    public ReadOnlyObjectProperty<GamePosition> positionProperty() {
        return position.getReadOnlyProperty();
    }

    /** True while a refused column shakes; input is not locked by it. */
    public boolean isShaking() {
        return shaking.get();
    }

    /** True while a disc is falling; input should stay locked until it turns false. */
    public ReadOnlyBooleanProperty animatingProperty() {
        return animating.getReadOnlyProperty();
    }

    public boolean isAnimating() {
        return animating.get();
    }

    /** The side whose disc hangs in the hand row over the selected column; null hides it. */
    public ObjectProperty<Player> previewPlayerProperty() {
        return previewPlayer;
    }

    /** The column under the mouse or chosen with the keyboard, 0-based. */
    public IntegerProperty selectedColumnProperty() {
        return selectedColumn;
    }

    /** A column to highlight as the suggested move; -1 for none. */
    public IntegerProperty hintColumnProperty() {
        return hintColumn;
    }

    /**
     * How many of the last discs wear the last-move ring once the board is at rest: 1, or more to show what the other
     * side played while a player's turns were lost. Read when a position is shown.
     */
    public IntegerProperty ringedDiscsProperty() {
        return ringedDiscs;
    }

    /** The cells marked for an explanation, drawn over the discs; empty for none. */
    public ObservableList<CellMark> markedCells() {
        return markedCells;
    }

    /** Duration factor for the falling disc: 1 normal, larger slower, 0 no animation. */
    public DoubleProperty animationSpeedProperty() {
        return animationSpeed;
    }

    /** Called with the 0-based column the player clicked or chose from the keyboard. */
    public void setOnColumnChosen(IntConsumer handler) {
        onColumnChosen = Objects.requireNonNull(handler);
    }

    /** Called when a falling disc touches down (before its bounce), for the landing sound. */
    public void setOnDiscLanded(Consumer<Player> handler) {
        onDiscLanded = Objects.requireNonNull(handler);
    }

    /** Sets how each side's discs look, and redraws the board with them. */
    public void setLooks(DiscLook first, DiscLook second) {
        firstLook = Objects.requireNonNull(first, "first");
        secondLook = Objects.requireNonNull(second, "second");
        finishAnimations();
        redraw();
        highlight.clear(discs);
        highlight.show(position.get(), discs, ringedDiscs.get());
        marks.forgetHandDisc();
        updateHand();
    }

    /** How {@code player}'s discs look. */
    public DiscLook lookOf(Player player) {
        return player == Player.FIRST ? firstLook : secondLook;
    }

    /** Selects a column and chooses it, as the digit keys do. */
    public void chooseColumn(int column) {
        if (column >= 0 && column < geometry.size().width()) {
            selectedColumn.set(column);
            onColumnChosen.accept(column);
        }
    }

    /** Stops every running animation and leaves the board at rest; for a screen that goes away. */
    public void stopAnimations() {
        finishAnimations();
        highlight.stopPulses();
        hintColumn.set(-1);
    }

    // ---- drawing --------------------------------------------------------------------------------

    private DiscNode place(int column, int row, Player player) {
        DiscNode disc = new DiscNode(lookOf(player), BoardGeometry.DISC_RADIUS);
        disc.getProperties().put(Player.class, player);
        disc.setId("disc-" + column + "-" + row);
        disc.setLayoutX(geometry.columnX(column));
        disc.setLayoutY(geometry.rowY(row));
        discs[column][row] = disc;
        discLayer.getChildren().add(disc);
        return disc;
    }

    private void redraw() {
        discLayer.getChildren().clear();
        GamePosition shown = position.get();
        for (int column = 0; column < geometry.size().width(); column++) {
            for (int row = 0; row < geometry.size().height(); row++) {
                discs[column][row] = null;
                int c = column;
                int r = row;
                shown.discAt(column, row).ifPresent(player -> place(c, r, player));
            }
        }
    }

    private void finishAnimations() {
        if (drop != null) {
            drop.stop();
            dropFinish.run();
        }
        refusal.stop();
    }

    private void updateHand() {
        marks.updateHand(handColumn(), previewPlayer.get(), animating.get(), position.get(), this::lookOf);
    }

    private int handColumn() {
        return Math.max(0, Math.min(geometry.size().width() - 1, selectedColumn.get()));
    }

    private void moveHand() {
        marks.moveTo(handColumn());
        updateHand();
    }

    // ---- layout ---------------------------------------------------------------------------------

    @Override
    protected void layoutChildren() {
        double width = getWidth() - snappedLeftInset() - snappedRightInset();
        double height = getHeight() - snappedTopInset() - snappedBottomInset();
        double factor = Math.max(0.01, Math.min(width / geometry.width(), height / geometry.height()));
        scale.setX(factor);
        scale.setY(factor);
        content.setLayoutX(snappedLeftInset() + (width - geometry.width() * factor) / 2);
        content.setLayoutY(snappedTopInset() + (height - geometry.height() * factor) / 2);
    }

    @Override
    protected double computePrefWidth(double height) {
        return geometry.width() * 0.6 + snappedLeftInset() + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        return geometry.height() * 0.6 + snappedTopInset() + snappedBottomInset();
    }

    @Override
    protected double computeMinWidth(double height) {
        return geometry.width() * 0.25;
    }

    @Override
    protected double computeMinHeight(double width) {
        return geometry.height() * 0.25;
    }

    /** The centre of a cell in this view's coordinates, for tests and for placing notices. */
    public Point2D cellCentre(int column, int row) {
        return content.localToParent(geometry.columnX(column), geometry.rowY(row));
    }
}
