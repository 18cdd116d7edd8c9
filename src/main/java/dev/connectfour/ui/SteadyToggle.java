package dev.connectfour.ui;

import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.ToggleButton;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * A choice of a {@link Choices} row, always as wide as it is when chosen: the theme sets the chosen one in bold,
 * which would otherwise widen it and push its neighbours sideways each time another is chosen.
 */
final class SteadyToggle extends ToggleButton {
    SteadyToggle(String text) {
        super(text);
    }

    @Override
    protected double computeMinWidth(double height) {
        return Math.max(super.computeMinWidth(height), widthInBold());
    }

    @Override
    protected double computePrefWidth(double height) {
        return Math.ceil(Math.max(super.computePrefWidth(height), widthInBold()));
    }

    /** The width the skin gives this choice with its text in bold: padding, label padding, swatch and text. */
    private double widthInBold() {
        Font font = getFont();
        Text text = new Text(getText());
        text.setFont(Font.font(font.getFamily(), FontWeight.BOLD, font.getSize()));
        Insets labelPadding = getLabelPadding();
        Node graphic = getGraphic();
        double graphicWidth = graphic == null ? 0 : graphic.prefWidth(-1) + getGraphicTextGap();
        return Math.ceil(snappedLeftInset() + snappedRightInset() + labelPadding.getLeft() + labelPadding.getRight()
                + graphicWidth + text.getLayoutBounds().getWidth());
    }
}
