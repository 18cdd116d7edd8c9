package dev.connectfour.ui.play;

import dev.connectfour.game.network.ChatLine;
import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.game.session.GameSession;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.Match;
import dev.connectfour.ui.Texts;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextAlignment;
import javafx.util.Duration;

/**
 * What a network game adds to the game screen: the chat beside the board, the card over the board while the
 * connection is lost (with the seconds left before the game is abandoned), Rematch in place of Play again, and a
 * message when the match ends.
 */
final class NetworkPanel {
    private final NetworkGame network;
    private final GameSession session;
    private final ResourceBundle strings;
    private final Notices notices;
    private final Button rematch;
    private final VBox chatPanel = new VBox(8);
    private final ListView<ChatLine> chatLines = new ListView<>();
    private final TextField chatInput = new TextField();
    private final Button send = new Button();
    private final VBox lostCard = new VBox(10);
    private final Label lostText = new Label();
    private final Timeline countdown = new Timeline(new KeyFrame(Duration.millis(250), event -> showCountdown()));
    private final InvalidationListener onChange = obs -> refresh();
    private final ListChangeListener<ChatLine> onChat = change -> chatLines.scrollTo(chatLines.getItems().size() - 1);
    private final List<Observable> sources;

    /**
     * Where the panel goes on the game screen.
     *
     * @param side      where the chat goes, beside the board
     * @param overBoard where the connection card goes, over the board
     * @param rematch   the game-over card's Play again, which becomes Rematch
     */
    record Places(StackPane side, StackPane overBoard, Button rematch) {
    }

    /**
     * The panel of the network match {@code session} plays, if it plays one (its other seat is played from another
     * computer over the network): put in its {@code places}, Play again asking for a rematch; what to run when the
     * screen goes. Empty, and nothing changed, for a game played here.
     */
    static Optional<Runnable> installFor(GameSession session, PlayViewModel model, Places places, ResourceBundle strings,
                                         Notices notices) {
        return NetworkGame.playedIn(session).map(match -> {
            NetworkPanel panel = new NetworkPanel(match, session, places.side(), places.overBoard(), places.rematch(),
                    strings, notices);
            model.playAgainBy(panel::rematch);
            return panel::dispose;
        });
    }

    private NetworkPanel(NetworkGame network, GameSession session, StackPane side, StackPane overBoard, Button rematch,
                         ResourceBundle strings, Notices notices) {
        this.network = network;
        this.session = session;
        this.strings = strings;
        this.notices = notices;
        this.rematch = rematch;
        buildChat();
        side.getChildren().add(chatPanel);
        side.setVisible(true);
        side.setManaged(true);
        lostText.setWrapText(true);
        lostText.setTextAlignment(TextAlignment.CENTER);
        lostText.getStyleClass().add("paused-note");
        Label lostTitle = new Label(strings.getString("network.lost.title"));
        lostTitle.getStyleClass().add("paused-title");
        lostCard.getChildren().addAll(lostTitle, lostText);
        lostCard.setAlignment(Pos.CENTER);
        lostCard.getStyleClass().add("paused-card");
        lostCard.setVisible(false);
        overBoard.getChildren().add(lostCard);
        countdown.setCycleCount(Animation.INDEFINITE);
        sources = List.of(network.connectionLostProperty(), network.rematchOfferedProperty(),
                network.rematchAskedProperty(), network.endedProperty(), session.stateProperty());
        sources.forEach(source -> source.addListener(onChange));
        network.endedProperty().addListener((obs, old, reason) -> announceEnd(reason));
        network.rematchOfferedProperty().addListener((obs, was, offered) -> {
            if (offered) {
                notices.show(Texts.format(strings, "network.rematchOffered", network.opponentName()));
            }
        });
        network.chat().addListener(onChat);
        network.unreadableChatLinesProperty().addListener((obs, old, count) -> announceUnreadableChat());
        announceUnreadableChat(); // a guest started afresh heard it while joining, before this screen
        refresh();
    }

    private void announceUnreadableChat() {
        int count = network.unreadableChatLinesProperty().get();
        if (count > 0) {
            notices.show(Texts.format(strings, "network.chat.unreadable", network.opponentName(), count));
        }
    }

    /** The Rematch button: asks for another game, or accepts the other side's offer. */
    void rematch() {
        network.offerRematch();
    }

    void dispose() {
        countdown.stop();
        sources.forEach(source -> source.removeListener(onChange));
        network.chat().removeListener(onChat);
    }

    private void buildChat() {
        Label title = new Label(strings.getString("network.chat"));
        title.getStyleClass().add("chat-title");
        chatLines.setItems(network.chat());
        chatLines.setFocusTraversable(false);
        chatLines.setPlaceholder(new Label(Texts.format(strings, "network.chat.empty", network.opponentName())));
        chatLines.setCellFactory(list -> new ChatCell());
        chatLines.getStyleClass().add("chat-lines");
        VBox.setVgrow(chatLines, Priority.ALWAYS);
        chatInput.setPromptText(strings.getString("network.chat.prompt"));
        chatInput.setAccessibleText(strings.getString("network.chat.prompt"));
        chatInput.setTextFormatter(new TextFormatter<String>(change ->
                change.getControlNewText().length() <= Match.MAX_CHAT_LENGTH ? change : null));
        send.setText(strings.getString("network.chat.send"));
        send.setMinWidth(Button.USE_PREF_SIZE);
        send.setOnAction(event -> send());
        chatInput.setOnAction(event -> send());
        HBox.setHgrow(chatInput, Priority.ALWAYS);
        HBox input = new HBox(6, chatInput, send);
        input.setAlignment(Pos.CENTER_LEFT);
        chatPanel.getChildren().addAll(title, chatLines, input);
        chatPanel.getStyleClass().add("chat-panel");
    }

    private void send() {
        network.say(chatInput.getText());
        chatInput.clear();
    }

    private void refresh() {
        boolean lost = network.connectionLostProperty().get();
        lostCard.setVisible(lost);
        if (lost) {
            showCountdown();
            countdown.play();
        } else {
            countdown.stop();
        }
        boolean ended = network.endedProperty().get() != null;
        rematch.setDisable(ended || network.rematchAskedProperty().get());
        rematch.setText(network.rematchAskedProperty().get()
                ? Texts.format(strings, "network.rematchWaiting", network.opponentName())
                : strings.getString(network.rematchOfferedProperty().get() ? "network.rematchAccept" : "network.rematch"));
        chatInput.setDisable(ended || lost);
        send.setDisable(ended || lost);
    }

    private void showCountdown() {
        Match match = network.getMatch();
        long left = match == null ? 0 : Math.max(0, network.abandonAtMillisProperty().get() - match.nowMillis());
        lostText.setText(Texts.format(strings, "network.lost.waiting", network.opponentName(),
                (int) Math.ceil(left / 1000.0)));
    }

    private void announceEnd(EndReason reason) {
        if (reason != null && reason != EndReason.LEFT) {
            notices.show(Texts.format(strings, "network.ended." + reason.name().toLowerCase(Locale.ROOT),
                    network.opponentName()));
        }
    }

    /** One chat line: the writer's name in bold, then the text, as plain text. */
    private static final class ChatCell extends ListCell<ChatLine> {
        /** A line the person here wrote. */
        private static final PseudoClass LOCAL = PseudoClass.getPseudoClass("local");
        private final Label name = new Label();
        private final Label text = new Label();
        private final HBox row = new HBox(6, name, text);

        ChatCell() {
            name.getStyleClass().add("chat-name");
            text.setWrapText(true);
            name.setMinWidth(Label.USE_PREF_SIZE);
            row.setAlignment(Pos.TOP_LEFT);
        }

        @Override
        protected void updateItem(ChatLine line, boolean empty) {
            super.updateItem(line, empty);
            if (empty || line == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            name.setText(line.name() + ":");
            text.setText(line.text());
            text.maxWidthProperty().bind(widthProperty().subtract(name.widthProperty()).subtract(24));
            pseudoClassStateChanged(LOCAL, line.local());
            setGraphic(row);
        }
    }
}
