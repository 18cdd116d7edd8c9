package dev.connectfour.ui.stats;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ObservableList;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;

/**
 * A statistics table: each column shows one field of its {@link StatsRow}s, unsorted (the rows come in
 * {@code Statistics.ORDER}), and is at least as wide as its texts ({@link ColumnWidths}).
 */
final class StatsTable {
    private final TableView<StatsRow> table;
    private final Map<TableColumn<StatsRow, String>, Function<StatsRow, String>> columns = new LinkedHashMap<>();

    StatsTable(TableView<StatsRow> table) {
        this.table = table;
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_ALL_COLUMNS);
    }

    /** Shows {@code value} of each row in {@code column}. */
    StatsTable column(TableColumn<StatsRow, String> column, Function<StatsRow, String> value) {
        columns.put(column, value);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue())));
        column.setSortable(false);
        return this;
    }

    /** Shows {@code rows} now and whenever they change; the table is shown only with rows when {@code hideEmpty}. */
    void follow(ObservableList<StatsRow> rows, boolean hideEmpty) {
        rows.addListener((InvalidationListener) change -> show(List.copyOf(rows), hideEmpty));
        show(List.copyOf(rows), hideEmpty);
    }

    private void show(List<StatsRow> rows, boolean hideEmpty) {
        table.getItems().setAll(rows);
        columns.forEach((column, value) -> ColumnWidths.fit(table, column, value));
        boolean shown = !hideEmpty || !rows.isEmpty();
        table.setVisible(shown);
        table.setManaged(shown);
    }
}
