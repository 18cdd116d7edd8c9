package dev.connectfour.ui.board;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.engine.board.Player;
import dev.connectfour.engine.board.Position;
import dev.connectfour.game.GamePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import javafx.animation.Animation;
import javafx.animation.Interpolator;
import javafx.animation.KeyFrame;
import javafx.animation.KeyValue;
import javafx.animation.ParallelTransition;
import javafx.animation.Timeline;
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
import javafx.css.PseudoClass;
import javafx.geometry.Point2D;
import javafx.scene.AccessibleRole;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.effect.ColorAdjust;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.shape.ArcTo;
import javafx.scene.shape.Circle;
import javafx.scene.shape.ClosePath;
import javafx.scene.shape.FillRule;
import javafx.scene.shape.HLineTo;
import javafx.scene.shape.Line;
import javafx.scene.shape.MoveTo;
import javafx.scene.shape.Path;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Rectangle;
import javafx.scene.shape.Shape;
import javafx.scene.shape.VLineTo;
import javafx.scene.text.Text;
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
    private static final List<KeyCode> DIGITS = List.of(KeyCode.DIGIT1, KeyCode.DIGIT2, KeyCode.DIGIT3,
            KeyCode.DIGIT4, KeyCode.DIGIT5, KeyCode.DIGIT6, KeyCode.DIGIT7, KeyCode.DIGIT8, KeyCode.DIGIT9);
    private static final List<KeyCode> NUMPAD = List.of(KeyCode.NUMPAD1, KeyCode.NUMPAD2, KeyCode.NUMPAD3,
            KeyCode.NUMPAD4, KeyCode.NUMPAD5, KeyCode.NUMPAD6, KeyCode.NUMPAD7, KeyCode.NUMPAD8, KeyCode.NUMPAD9);

    /** The losing and uninvolved discs once the game is won: greyed and darker, still readable by their marks. */
    private static final ColorAdjust DIMMED = new ColorAdjust(0, -0.75, -0.35, 0);

    private final BoardGeometry geometry;
    private final Group content = new Group();
    private final Scale scale = new Scale(1, 1, 0, 0);
    private final Group discLayer = new Group();
    private final Group markerLayer = new Group();
    private final Group winLayer = new Group();
    private final Rectangle columnHighlight = new Rectangle();
    /** On the column highlight while the chosen column is full. */
    private static final PseudoClass FULL = PseudoClass.getPseudoClass("full");
    private final Rectangle refusedColumn = new Rectangle();
    private final Group hint = new Group();
    private final Polygon cursor = new Polygon(-14, 0, 14, 0, 0, 14);
    private final Group hand = new Group();
    /** In the hand's place over a full column: a "no entry" sign, so the refusal is seen before the click. */
    private final Group fullSign = fullSign();
    private final DiscNode[][] discs;

    private final ReadOnlyObjectWrapper<GamePosition> position = new ReadOnlyObjectWrapper<>(this, "position");
    private final ReadOnlyBooleanWrapper animating = new ReadOnlyBooleanWrapper(this, "animating");
    private final ReadOnlyBooleanWrapper shaking = new ReadOnlyBooleanWrapper(this, "shaking");
    private final ObjectProperty<Player> previewPlayer = new SimpleObjectProperty<>(this, "previewPlayer");
    private final IntegerProperty selectedColumn = new SimpleIntegerProperty(this, "selectedColumn");
    private final IntegerProperty hintColumn = new SimpleIntegerProperty(this, "hintColumn", -1);
    private final DoubleProperty animationSpeed = new SimpleDoubleProperty(this, "animationSpeed", 1);

    private IntConsumer onColumnChosen = column -> { };
    private Consumer<Player> onDiscLanded = player -> { };
    private Animation drop;
    private Runnable dropFinish;
    private Animation hintPulse;
    private Animation shake;
    private final List<Animation> pulses = new ArrayList<>();
    private Player handPlayer;
    private DiscLook firstLook = DiscLook.DEFAULT_FIRST;
    private DiscLook secondLook = DiscLook.DEFAULT_SECOND;

    /** A standard 7x6 board showing the empty position. */
    public BoardView() {
        this(BoardSize.STANDARD);
    }

    public BoardView(BoardSize size) {
        geometry = new BoardGeometry(size);
        discs = new DiscNode[size.width()][size.height()];
        getStyleClass().add("board-view");
        getStylesheets().add(STYLESHEET);
        setFocusTraversable(true);
        setAccessibleRole(AccessibleRole.NODE);
        selectedColumn.set(size.width() / 2);

        content.getTransforms().add(scale);
        content.getChildren().addAll(focusRing(), backPlate(), columnHighlight, refusedColumn, discLayer, frame(), rims(),
                markerLayer, winLayer, hint, cursor, hand, fullSign, columnLabels(), hitArea());
        getChildren().add(content);
        styleOverlays();

        position.set(GamePosition.empty(size));
        selectedColumn.addListener((obs, old, column) -> moveHand());
        previewPlayer.addListener((obs, old, player) -> updateHand());
        animating.addListener((obs, old, busy) -> updateHand());
        hintColumn.addListener((obs, old, column) -> updateHint());
        addEventHandler(KeyEvent.KEY_PRESSED, this::onKeyPressed);
        moveHand();
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
        clearDecorations();
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
                        decorate();
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
            decorate();
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
        stopShake();
        List<Node> nodes = new ArrayList<>();
        for (DiscNode disc : discs[column]) {
            if (disc != null) {
                nodes.add(disc);
            }
        }
        nodes.add(hand);
        refusedColumn.setX(geometry.columnX(column) - BoardGeometry.CELL / 2);
        Timeline flash = new Timeline(
                new KeyFrame(Duration.ZERO, new KeyValue(refusedColumn.opacityProperty(), 0.9)),
                new KeyFrame(Duration.millis(BoardAnimations.SHAKE_MILLIS * 1.4),
                        new KeyValue(refusedColumn.opacityProperty(), 0, Interpolator.EASE_IN)));
        Timeline moves = BoardAnimations.shake(nodes, Math.max(animationSpeed.get(), 0.6));
        moves.setOnFinished(event -> nodes.forEach(node -> node.setTranslateX(0)));
        shake = new ParallelTransition(flash, moves);
        shake.setOnFinished(event -> shaking.set(false));
        shaking.set(true);
        shake.play();
    }

    /** The board's stylesheet, for other views that draw discs ({@link DiscNode}). */
    public static String stylesheet() {
        return STYLESHEET;
    }

    public ReadOnlyObjectProperty<GamePosition> positionProperty() {
        return position.getReadOnlyProperty();
    }

    /** True while a refused column shakes; input is not locked by it. */
    public ReadOnlyBooleanProperty shakingProperty() {
        return shaking.getReadOnlyProperty();
    }

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
        clearDecorations();
        decorate();
        handPlayer = null;
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
        pulses.forEach(Animation::stop);
        pulses.clear();
        hintColumn.set(-1);
    }

    // ---- drawing --------------------------------------------------------------------------------

    /** Drawn around the board while it has the keyboard focus (see board.css). */
    private Rectangle focusRing() {
        double gap = 7;
        Rectangle ring = new Rectangle(-gap, geometry.boardTop() - gap, geometry.boardWidth() + 2 * gap,
                geometry.boardHeight() + 2 * gap);
        ring.setArcWidth(50);
        ring.setArcHeight(50);
        ring.getStyleClass().add("focus-ring");
        ring.setMouseTransparent(true);
        return ring;
    }

    private Rectangle backPlate() {
        Rectangle back = new Rectangle(0, geometry.boardTop(), geometry.boardWidth(), geometry.boardHeight());
        back.getStyleClass().add("board-back");
        back.setArcWidth(36);
        back.setArcHeight(36);
        return back;
    }

    /**
     * The board with its holes as one path: the rounded outline and a circle per cell, filled
     * even-odd so every circle is a hole. Far cheaper to build than subtracting 42 shapes.
     */
    private Shape frame() {
        double top = geometry.boardTop();
        double width = geometry.boardWidth();
        double height = geometry.boardHeight();
        double radius = 18;
        Path frame = new Path(
                new MoveTo(radius, top),
                new HLineTo(width - radius),
                new ArcTo(radius, radius, 0, width, top + radius, false, true),
                new VLineTo(top + height - radius),
                new ArcTo(radius, radius, 0, width - radius, top + height, false, true),
                new HLineTo(radius),
                new ArcTo(radius, radius, 0, 0, top + height - radius, false, true),
                new VLineTo(top + radius),
                new ArcTo(radius, radius, 0, radius, top, false, true),
                new ClosePath());
        double hole = BoardGeometry.HOLE_RADIUS;
        for (int column = 0; column < geometry.size().width(); column++) {
            for (int row = 0; row < geometry.size().height(); row++) {
                double x = geometry.columnX(column);
                double y = geometry.rowY(row);
                frame.getElements().addAll(new MoveTo(x + hole, y),
                        new ArcTo(hole, hole, 0, x - hole, y, false, true),
                        new ArcTo(hole, hole, 0, x + hole, y, false, true),
                        new ClosePath());
            }
        }
        frame.setFillRule(FillRule.EVEN_ODD);
        frame.getStyleClass().add("board-frame");
        return frame;
    }

    private Group rims() {
        Group rims = new Group();
        for (int column = 0; column < geometry.size().width(); column++) {
            for (int row = 0; row < geometry.size().height(); row++) {
                Circle rim = new Circle(geometry.columnX(column), geometry.rowY(row), BoardGeometry.HOLE_RADIUS);
                rim.getStyleClass().add("hole-rim");
                rims.getChildren().add(rim);
            }
        }
        rims.setMouseTransparent(true);
        return rims;
    }

    private Group columnLabels() {
        Group labels = new Group();
        for (int column = 0; column < geometry.size().width(); column++) {
            Text label = new Text(Integer.toString(column + 1));
            label.getStyleClass().add("column-label");
            label.setX(geometry.columnX(column) - 8);
            label.setY(geometry.labelY() + 9);
            labels.getChildren().add(label);
        }
        return labels;
    }

    private Rectangle hitArea() {
        Rectangle area = new Rectangle(0, 0, geometry.boardWidth(), geometry.boardTop() + geometry.boardHeight());
        area.setFill(Color.TRANSPARENT);
        area.addEventHandler(MouseEvent.MOUSE_MOVED, event -> selectedColumn.set(geometry.columnAt(event.getX())));
        area.addEventHandler(MouseEvent.MOUSE_CLICKED, event -> {
            if (event.getButton() == MouseButton.PRIMARY) {
                requestFocus();
                chooseColumn(geometry.columnAt(event.getX()));
            }
        });
        area.setOnMouseEntered(event -> columnHighlight.setVisible(true));
        area.setOnMouseExited(event -> columnHighlight.setVisible(false));
        return area;
    }

    private void styleOverlays() {
        double top = geometry.boardTop() + BoardGeometry.MARGIN / 2;
        double height = geometry.boardHeight() - BoardGeometry.MARGIN;
        for (Rectangle band : List.of(columnHighlight, refusedColumn)) {
            band.setY(top);
            band.setWidth(BoardGeometry.CELL);
            band.setHeight(height);
            band.setArcWidth(24);
            band.setArcHeight(24);
            band.setMouseTransparent(true);
        }
        columnHighlight.getStyleClass().add("column-highlight");
        columnHighlight.setVisible(false);
        refusedColumn.getStyleClass().add("refused-column");
        refusedColumn.setOpacity(0);
        cursor.getStyleClass().add("column-cursor");
        cursor.setLayoutY(geometry.boardTop() - 14);
        cursor.setMouseTransparent(true);
        hint.setMouseTransparent(true);
        hand.setMouseTransparent(true);
    }

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

    /** The last-move ring, and for a won game the glowing four, the line through them and the dimmed rest. */
    private void decorate() {
        GamePosition shown = position.get();
        shown.lastMove().ifPresent(column -> {
            Circle marker = new Circle(geometry.columnX(column), geometry.rowY(shown.height(column) - 1),
                    BoardGeometry.HOLE_RADIUS + 1);
            marker.getStyleClass().add("last-move-marker");
            markerLayer.getChildren().add(marker);
        });
        List<Position.Cell> winning = shown.winningCells();
        if (winning.isEmpty()) {
            return;
        }
        for (DiscNode[] column : discs) {
            for (DiscNode disc : column) {
                if (disc != null) {
                    disc.getStyleClass().add("dimmed");
                    disc.setEffect(DIMMED);
                }
            }
        }
        Group glows = new Group();
        for (Position.Cell cell : winning) {
            DiscNode disc = discs[cell.column()][cell.row()];
            disc.getStyleClass().remove("dimmed");
            disc.setEffect(null);
            disc.getStyleClass().add("winning");
            Circle glow = new Circle(geometry.columnX(cell.column()), geometry.rowY(cell.row()), BoardGeometry.HOLE_RADIUS);
            glow.getStyleClass().add("win-glow");
            glows.getChildren().add(glow);
        }
        winLayer.getChildren().add(glows);
        for (Line line : winLines(shown, winning)) {
            winLayer.getChildren().add(line);
        }
        Timeline pulse = BoardAnimations.pulse(glows, 0.35, 1, 1400);
        pulses.add(pulse);
        pulse.play();
    }

    /** One line per direction through the last move along which four or more winning cells lie. */
    private List<Line> winLines(GamePosition shown, List<Position.Cell> winning) {
        int column = shown.lastMove().getAsInt();
        int row = shown.height(column) - 1;
        int[][] directions = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
        List<Line> lines = new ArrayList<>();
        for (int[] direction : directions) {
            int low = 0;
            int high = 0;
            while (winning.contains(new Position.Cell(column + (low - 1) * direction[0], row + (low - 1) * direction[1]))) {
                low--;
            }
            while (winning.contains(new Position.Cell(column + (high + 1) * direction[0], row + (high + 1) * direction[1]))) {
                high++;
            }
            if (high - low + 1 >= BoardSize.WIN_LENGTH) {
                Line line = new Line(
                        geometry.columnX(column + low * direction[0]), geometry.rowY(row + low * direction[1]),
                        geometry.columnX(column + high * direction[0]), geometry.rowY(row + high * direction[1]));
                line.getStyleClass().add("win-line");
                lines.add(line);
            }
        }
        return lines;
    }

    private void clearDecorations() {
        pulses.forEach(Animation::stop);
        pulses.clear();
        markerLayer.getChildren().clear();
        winLayer.getChildren().clear();
        for (DiscNode[] column : discs) {
            for (DiscNode disc : column) {
                if (disc != null) {
                    disc.getStyleClass().removeAll("dimmed", "winning");
                    disc.setEffect(null);
                }
            }
        }
    }

    private void finishAnimations() {
        if (drop != null) {
            drop.stop();
            dropFinish.run();
        }
        stopShake();
    }

    /** Stops a shake at once, every shaken node back in place. */
    private void stopShake() {
        if (shake != null) {
            shake.stop();
            shake.jumpTo(Duration.ZERO);
            shake = null;
            shaking.set(false);
            hand.setTranslateX(0);
            for (DiscNode[] column : discs) {
                for (DiscNode disc : column) {
                    if (disc != null) {
                        disc.setTranslateX(0);
                    }
                }
            }
            refusedColumn.setOpacity(0);
        }
    }

    /**
     * The hand holds the preview disc over the chosen column while a person may drop one; over a full
     * column it is empty and the column is marked {@code :full}, so no drop is offered where none can land.
     */
    private void updateHand() {
        Player player = previewPlayer.get();
        GamePosition shown = position.get();
        boolean full = !shown.isGameOver() && !shown.canPlay(handColumn());
        columnHighlight.pseudoClassStateChanged(FULL, full);
        boolean offered = player != null && !animating.get() && !shown.isGameOver();
        fullSign.setVisible(offered && full);
        boolean visible = offered && !full;
        if (visible && player != handPlayer) {
            hand.getChildren().setAll(new DiscNode(lookOf(player), BoardGeometry.DISC_RADIUS));
            hand.getChildren().get(0).getStyleClass().add("preview");
            handPlayer = player;
        }
        hand.setVisible(visible);
        cursor.setOpacity(visible ? 0 : 1); // CSS owns its visibility (shown while the board has the focus)
    }

    private static Group fullSign() {
        double radius = BoardGeometry.DISC_RADIUS * 0.7;
        Circle ring = new Circle(radius);
        double corner = radius * Math.sqrt(0.5);
        Line bar = new Line(-corner, -corner, corner, corner);
        ring.getStyleClass().add("full-sign-mark");
        bar.getStyleClass().add("full-sign-mark");
        Group sign = new Group(ring, bar);
        sign.getStyleClass().add("full-sign");
        sign.setMouseTransparent(true);
        sign.setVisible(false);
        return sign;
    }

    private int handColumn() {
        return Math.max(0, Math.min(geometry.size().width() - 1, selectedColumn.get()));
    }

    private void moveHand() {
        int column = handColumn();
        hand.setLayoutX(geometry.columnX(column));
        hand.setLayoutY(geometry.handY());
        fullSign.setLayoutX(geometry.columnX(column));
        fullSign.setLayoutY(geometry.handY());
        cursor.setLayoutX(geometry.columnX(column));
        columnHighlight.setX(geometry.columnX(column) - BoardGeometry.CELL / 2);
        updateHand();
    }

    private void updateHint() {
        hint.getChildren().clear();
        if (hintPulse != null) {
            hintPulse.stop();
            hintPulse = null;
        }
        int column = hintColumn.get();
        if (column < 0 || column >= geometry.size().width()) {
            return;
        }
        double x = geometry.columnX(column) - BoardGeometry.CELL / 2;
        Rectangle band = new Rectangle(x + 4, geometry.boardTop() + 4, BoardGeometry.CELL - 8, geometry.boardHeight() - 8);
        band.setArcWidth(28);
        band.setArcHeight(28);
        band.getStyleClass().add("hint-column");
        Polygon arrow = new Polygon(-18, 0, 18, 0, 0, 22);
        arrow.setLayoutX(geometry.columnX(column));
        arrow.setLayoutY(geometry.boardTop() - 30);
        arrow.getStyleClass().add("hint-arrow");
        hint.getChildren().addAll(band, arrow);
        hintPulse = BoardAnimations.pulse(hint, 0.45, 1, 1000);
        hintPulse.play();
    }

    private void onKeyPressed(KeyEvent event) {
        int width = geometry.size().width();
        KeyCode code = event.getCode();
        int digit = DIGITS.indexOf(code) >= 0 ? DIGITS.indexOf(code) : NUMPAD.indexOf(code);
        if (event.isShortcutDown() || event.isAltDown()) {
            return;
        }
        if (code == KeyCode.LEFT) {
            selectedColumn.set(Math.max(0, selectedColumn.get() - 1));
        } else if (code == KeyCode.RIGHT) {
            selectedColumn.set(Math.min(width - 1, selectedColumn.get() + 1));
        } else if (code == KeyCode.ENTER || code == KeyCode.SPACE || code == KeyCode.DOWN) {
            chooseColumn(selectedColumn.get());
        } else if (digit >= 0 && digit < width) {
            chooseColumn(digit);
        } else {
            return;
        }
        event.consume();
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
