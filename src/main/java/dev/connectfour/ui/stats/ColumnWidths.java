package dev.connectfour.ui.stats;

import java.util.function.Function;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * Gives each column of the statistics table the least width its texts need: the widest cell, and the
 * header's longest line (a header of two words is written on two lines in the strings: "Longest\nstreak").
 * The table shares out the rest; below the sum of these widths it scrolls sideways rather than cut a
 * text short with "…".
 */
final class ColumnWidths {
    /** A cell's and a header's padding left and right ({@code stats.css}), and a little room for rounding. */
    private static final double PADDING = 2 * 5 + 4;

    private ColumnWidths() {
    }

    /** Sets the least width of {@code column}, whose cells show {@code value} of each row. */
    static <R> void fit(TableView<R> table, TableColumn<R, String> column, Function<R, String> value) {
        table.applyCss();
        table.layout();
        Font headerFont = font(table, ".column-header .label", Font.font(Font.getDefault().getFamily(),
                FontWeight.BOLD, 13));
        Font cellFont = font(table, ".table-cell", Font.font(headerFont.getFamily(), 14));
        double widest = 0;
        for (String line : column.getText().split("\n")) {
            widest = Math.max(widest, width(line, headerFont));
        }
        for (R row : table.getItems()) {
            widest = Math.max(widest, width(value.apply(row), cellFont));
        }
        column.setMinWidth(Math.ceil(widest + PADDING));
    }

    /** The font the table's CSS gives its nodes of {@code selector}, or {@code otherwise} before they exist. */
    private static Font font(TableView<?> table, String selector, Font otherwise) {
        return table.lookupAll(selector).stream().filter(Labeled.class::isInstance).map(node -> ((Labeled) node).getFont())
                .findFirst().orElse(otherwise);
    }

    private static double width(String text, Font font) {
        Text measured = new Text(text);
        measured.setFont(font);
        return measured.getLayoutBounds().getWidth();
    }
}
