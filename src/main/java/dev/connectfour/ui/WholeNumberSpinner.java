package dev.connectfour.ui;

import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory.IntegerSpinnerValueFactory;
import javafx.scene.control.TextFormatter;
import javafx.util.StringConverter;

/**
 * A spinner of whole numbers from a least to a greatest that a player can type into, as well as step with its
 * arrows. Only digits can be typed; what was typed is taken on Enter (before the key reaches the screen's default
 * button) or when the focus leaves. A number out of range, or nothing, is refused: the value is kept, shown again,
 * and the screen told (to say the range where it has a place for it).
 */
public final class WholeNumberSpinner {
    /** More digits than any range of the game needs; a longer number is out of range anyway. */
    private static final int MAX_DIGITS = 6;

    private WholeNumberSpinner() {
    }

    /**
     * Gives {@code spinner} the numbers {@code min} to {@code max}, starting at {@code initial}, and makes it
     * editable.
     *
     * @param refused run on the FX thread when a typed entry is refused (the value is already kept)
     */
    public static void fill(Spinner<Integer> spinner, int min, int max, int initial, Runnable refused) {
        IntegerSpinnerValueFactory numbers = new IntegerSpinnerValueFactory(min, max, initial);
        numbers.setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer value) {
                return value == null ? "" : value.toString();
            }

            @Override
            public Integer fromString(String text) {
                Integer typed = parse(text, min, max);
                if (typed != null) {
                    return typed;
                }
                spinner.getEditor().setText(toString(numbers.getValue())); // the spinner commits the kept value
                refused.run();
                return numbers.getValue();
            }
        });
        spinner.setValueFactory(numbers);
        spinner.setEditable(true);
        spinner.getEditor().setTextFormatter(new TextFormatter<String>(change ->
                change.getControlNewText().matches("\\d{0," + MAX_DIGITS + "}") ? change : null));
    }

    /** The number {@code text} holds if it is one from {@code min} to {@code max}; else null. */
    static Integer parse(String text, int min, int max) {
        String digits = text == null ? "" : text.strip();
        if (!digits.matches("\\d{1," + MAX_DIGITS + "}")) {
            return null;
        }
        int value = Integer.parseInt(digits);
        return value < min || value > max ? null : value;
    }
}
