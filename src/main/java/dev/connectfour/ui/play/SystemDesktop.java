package dev.connectfour.ui.play;

import dev.connectfour.ui.GameFileChooser;
import java.nio.file.Path;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.scene.Node;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/**
 * The game screen's desktop: the system clipboard, and the file dialogs owned by the screen's window.
 *
 * @param owner a node of the game screen, whose window owns the file dialogs
 */
record SystemDesktop(Node owner, ResourceBundle strings, GameFileChooser chooser) implements TransferViewModel.Desktop {
    @Override
    public String clipboardText() {
        return Clipboard.getSystemClipboard().getString();
    }

    @Override
    public void putOnClipboard(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }

    @Override
    public Optional<Path> chooseFileToSave() {
        return chooser.chooseFileToSave(owner.getScene().getWindow(), strings);
    }

    @Override
    public Optional<Path> chooseFileToOpen() {
        return chooser.chooseFileToOpen(owner.getScene().getWindow(), strings);
    }
}
