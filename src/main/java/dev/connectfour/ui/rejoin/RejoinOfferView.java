package dev.connectfour.ui.rejoin;

import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.net.lobby.RejoinTicket;
import dev.connectfour.ui.Texts;
import java.util.Optional;
import java.util.ResourceBundle;
import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.util.Duration;

/**
 * The offer to rejoin, in one click, the match this guest left in the middle (its game closed, or the whole program):
 * shown on the start screen and on the network screen while the {@link NetworkMemory} holds a {@link RejoinTicket} that has not expired,
 * with the seconds left, and gone once it expires. Its strings ({@code rejoin.offer}) are in the common bundle.
 */
public final class RejoinOfferView {
    private final Node offer;
    private final Label text;
    private final NetworkMemory memory;
    private final ResourceBundle resources;
    private final Timeline countdown = new Timeline(new KeyFrame(Duration.millis(250), event -> refresh()));
    /** The ticket shown, read from the file when the offer is shown. */
    private Optional<RejoinTicket> shown = Optional.empty();

    public RejoinOfferView(Node offer, Label text, NetworkMemory memory, ResourceBundle resources) {
        this.offer = offer;
        this.text = text;
        this.memory = memory;
        this.resources = resources;
        countdown.setCycleCount(Animation.INDEFINITE);
    }

    /** The ticket on offer, if it is still good. */
    public Optional<RejoinTicket> ticket() {
        return memory.ticket();
    }

    /** Shows the offer if there is one, and keeps its countdown until it expires or {@link #hide()}. */
    public void show() {
        shown = memory.ticket();
        refresh();
        if (offer.isVisible()) {
            countdown.play();
        }
    }

    /** Shows the offer (if there is one) while {@code offering} holds, and hides it otherwise. */
    public void showWhile(ObservableBooleanValue offering) {
        offering.addListener((obs, old, now) -> showOrHide(now));
        showOrHide(offering.get());
    }

    private void showOrHide(boolean offering) {
        if (offering) {
            show();
        } else {
            hide();
        }
    }

    public void hide() {
        countdown.stop();
        setShown(false);
    }

    /** Says {@code message} in the offer's place (the rejoin under way, or why it failed), without a countdown. */
    public void tell(String message) {
        countdown.stop();
        shown = Optional.empty();
        text.setText(message);
        setShown(true);
    }

    private void refresh() {
        shown = shown.filter(ticket -> ticket.secondsLeft(memory.nowMillis()) > 0);
        shown.ifPresentOrElse(ticket -> text.setText(Texts.format(resources, "rejoin.offer", ticket.opponent(),
                ticket.secondsLeft(memory.nowMillis()))), countdown::stop);
        setShown(shown.isPresent());
    }

    private void setShown(boolean shown) {
        offer.setVisible(shown);
        offer.setManaged(shown);
    }
}
