package dev.connectfour.ui.network;

import dev.connectfour.game.GameSettings;
import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.NetworkInterfaces;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.net.lobby.Addresses;
import dev.connectfour.net.lobby.Lobby;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.net.lobby.PortChoice;
import dev.connectfour.net.lobby.RejoinTicket;
import dev.connectfour.ui.Texts;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

/**
 * The network screen's state and commands: the player's choices (name, host or join, the match to host, the
 * address and code to join), what is under way (hosting, joining), the games found on the local network and what
 * went wrong. Every socket and thread is the {@link Lobby}'s; its news and the match's events reach this view model
 * on {@code fx}, the one thread it is used on (the FX thread in the window).
 */
public final class NetworkViewModel {

    /** Host (on this network), host over the Internet, or join (by address, or by an invite link). */
    public enum Role { HOST, INTERNET, JOIN }

    private final NetworkPreferences preferences;
    private final NetworkMemory memory;
    private final ResourceBundle resources;
    private final Consumer<NetworkGame> onStarted;
    private final Lobby lobby;
    private final InternetPlay internet;
    private final Joins joins;
    private final FoundGames found;
    private final HostChoices choices;

    private final StringProperty name = new SimpleStringProperty(this, "name");
    private final ObjectProperty<Role> role = new SimpleObjectProperty<>(this, "role");
    private final StringProperty address = new SimpleStringProperty(this, "address", "");
    private final StringProperty code = new SimpleStringProperty(this, "code", "");

    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem");
    private final ReadOnlyBooleanWrapper waiting = new ReadOnlyBooleanWrapper(this, "waiting");
    private final ReadOnlyBooleanWrapper joining = new ReadOnlyBooleanWrapper(this, "joining");
    private final ReadOnlyBooleanWrapper offeringRejoin = new ReadOnlyBooleanWrapper(this, "offeringRejoin", true);
    private final ReadOnlyStringWrapper hostAddress = new ReadOnlyStringWrapper(this, "hostAddress");
    private final ReadOnlyStringWrapper hostCode = new ReadOnlyStringWrapper(this, "hostCode");

    /** The match hosted or being joined, with its connection; null while choosing. */
    private NetworkGame pending;
    /** True once the game screen has the match: leaving this screen then closes nothing of it. */
    private boolean handedOver;

    /**
     * Opens on the role chosen last (looking for games at once if that was joining).
     *
     * @param memory    the role chosen last, and a match to rejoin
     * @param resources the network screen's strings
     * @param fx        the thread this view model is used on, where the lobby's news and the match's events go
     * @param onStarted takes the match once its first game begins
     */
    public NetworkViewModel(NetworkPreferences preferences, NetworkMemory memory, ResourceBundle resources, Executor fx,
                            Consumer<NetworkGame> onStarted) {
        this.preferences = preferences;
        this.memory = memory;
        this.resources = resources;
        this.onStarted = onStarted;
        this.found = new FoundGames(resources);
        this.lobby = new Lobby(preferences::networkInterface, fx, found.listener(resources, fx));
        this.internet = new InternetPlay(preferences, memory, resources, lobby);
        this.joins = new Joins(resources, lobby, memory, internet);
        this.choices = new HostChoices(preferences, memory);
        name.set(preferences.name());
        role.addListener((obs, old, chosen) -> chosen(chosen));
        role.set(memory.wasJoining() ? Role.JOIN : Role.HOST);
    }

    private void chosen(Role chosen) {
        memory.rememberJoining(chosen == Role.JOIN);
        problem.set(null);
        if (chosen == Role.JOIN) {
            lobby.look();
        } else {
            lobby.stopLooking();
        }
    }

    /** Host or Join, with what was chosen; a problem says what is missing or wrong. */
    public void go() {
        String player = name.get() == null ? "" : name.get().strip();
        if (player.isEmpty()) {
            problem.set(Texts.format(resources, "problem.name", GameSettings.MAX_NAME_LENGTH));
            return;
        }
        preferences.rememberName(player);
        try {
            lobby.bindAddress();
        } catch (IllegalArgumentException e) {
            problem.set(Texts.format(resources, "problem.interface", e.getMessage()));
            return;
        }
        if (role.get() != Role.JOIN) {
            host(player);
        } else {
            join(player);
        }
    }

    /** Rejoins the match this guest left, with what was kept of it; without one, the offer goes. */
    public void rejoin() {
        memory.ticket().ifPresentOrElse(this::rejoin, () -> offeringRejoin.set(false));
    }

    private void rejoin(RejoinTicket ticket) {
        address.set(Addresses.format(ticket.host(), ticket.port()));
        code.set(ticket.code());
        NetworkGame game = watch(new NetworkGame());
        joinStartedOr(joins.join(ticket.name(), InetSocketAddress.createUnresolved(ticket.host(), ticket.port()),
                ticket.code(), game), game);
    }

    /**
     * An invite link to join (a link clicked, given on the command line): Join with it. One that cannot be used (cut,
     * or made by another version) says why at once.
     */
    public void openLink(String link) {
        role.set(Role.JOIN);
        address.set(link);
        problem.set(internet.problemWith(link));
    }

    /**
     * Joins with the link opened ({@link #openLink}) at once, as a link clicked asks: one that cannot be used keeps
     * saying why (before any question of a name); without a name, the screen asks for one.
     */
    public void joinOpenedLink() {
        String trouble = internet.problemWith(address.get());
        if (trouble != null) {
            problem.set(trouble);
        } else {
            go();
        }
    }

    /** A game found on the network, chosen: its address to join. */
    public void choose(HostedGame game) {
        address.set(Addresses.format(game.address().getHostString(), game.address().getPort()));
    }

    /**
     * Back, or Cancel: stops hosting or joining at once and shows the choices again.
     *
     * @return false if nothing was under way: leaving the screen is the caller's
     */
    public boolean cancel() {
        if (pending == null) {
            return false;
        }
        backToChoosing();
        problem.set(null);
        return true;
    }

    /** The screen goes: stops looking, and hosting or joining unless the game screen has the match. */
    public void leave() {
        if (!handedOver) {
            closePending();
        }
        offeringRejoin.set(false);
        lobby.close();
    }

    private void host(String player) {
        MatchSettings match = choices.host();
        NetworkGame game = watch(new NetworkGame());
        if (role.get() == Role.INTERNET) {
            hostOverInternet(player, match, game);
            return;
        }
        NetHost host;
        try {
            host = lobby.host(player, match, PortChoice.preferably(NetHost.DEFAULT_PORT), game);
        } catch (IOException e) {
            problem.set(Texts.format(resources, "problem.listen", e.getMessage()));
            return;
        }
        game.runsOver(host);
        pending = game;
        offeringRejoin.set(false);
        hostAddress.set(String.join("\n", NetworkInterfaces.addressesForGuests(host.address())));
        hostCode.set(host.code());
        waiting.set(true);
    }

    /** Waits, first for the Internet server, then with the invite link (and a short code, if any) for the guest. */
    private void hostOverInternet(String player, MatchSettings match, NetworkGame game) {
        String cannot = internet.host(player, match, game, (link, shortCode) -> {
            if (game == pending) {
                hostAddress.set(link);
                hostCode.set(shortCode);
            } else {
                game.close(); // cancelled while the server was being reached: the host it now runs over goes too
            }
        }, failure -> {
            if (game == pending) {
                backToChoosing();
                problem.set(failure);
            }
        });
        if (cannot != null) {
            problem.set(cannot);
            return;
        }
        pending = game;
        offeringRejoin.set(false);
        hostAddress.set(""); // no link until the server is reached
        hostCode.set("");
        waiting.set(true);
    }

    private void join(String player) {
        NetworkGame game = watch(new NetworkGame());
        joinStartedOr(joins.join(player, address.get(), code.get(), game, () -> game == pending), game);
    }

    /** Joining {@code game} has started, unless {@code wrong} says what keeps it from starting. */
    private void joinStartedOr(String wrong, NetworkGame game) {
        if (wrong != null) {
            problem.set(wrong);
            return;
        }
        pending = game;
        offeringRejoin.set(false);
        joining.set(true);
        problem.set(resources.getString("joining"));
    }

    /** Follows a match being set up: handed over once its first game begins, a problem if it ends first. */
    private NetworkGame watch(NetworkGame game) {
        game.gameNumberProperty().addListener((obs, old, number) -> {
            if (old.intValue() == 0 && number.intValue() > 0 && game == pending) {
                handedOver = true;
                lobby.close();
                onStarted.accept(game);
            }
        });
        game.endedProperty().addListener((obs, old, reason) -> {
            if (reason != null && game == pending && !handedOver) {
                failed(reason);
            }
        });
        return game;
    }

    private void failed(EndReason reason) {
        backToChoosing();
        problem.set(Texts.format(resources, "network.ended." + reason.name().toLowerCase(Locale.ROOT), "?"));
    }

    private void backToChoosing() {
        closePending();
        waiting.set(false);
        joining.set(false);
        offeringRejoin.set(true);
    }

    private void closePending() {
        lobby.stopAdvertising();
        if (pending != null) {
            NetworkGame game = pending;
            pending = null;
            game.close();
        }
    }

    public StringProperty nameProperty() {
        return name;
    }

    public ObjectProperty<Role> roleProperty() {
        return role;
    }

    /** The match to host, as chosen. */
    public HostChoices hostChoices() {
        return choices;
    }

    /** Seconds per move were typed that no match can have: the value stays, and the problem says the range. */
    public void refuseClockSeconds() {
        problem.set(Texts.format(resources, "problem.seconds", 1, MatchSettings.MAX_MOVE_CLOCK_SECONDS));
    }

    public StringProperty addressProperty() {
        return address;
    }

    public StringProperty codeProperty() {
        return code;
    }

    /** The games found on the local network while joining. */
    public ObservableList<HostedGame> foundGames() {
        return found.games();
    }

    /** What the list of found games says while it is empty: none found yet, or why none can be. */
    public ReadOnlyStringProperty foundPlaceholderProperty() {
        return found.placeholderProperty();
    }

    /** What went wrong, or what is under way while joining; null: nothing to say. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** True while hosting: the card with the address and code, until a guest comes or Cancel. */
    public ReadOnlyBooleanProperty waitingProperty() {
        return waiting.getReadOnlyProperty();
    }

    /** True while joining: no second Join until it succeeds or fails. */
    public ReadOnlyBooleanProperty joiningProperty() {
        return joining.getReadOnlyProperty();
    }

    /** True while the player chooses: a match to rejoin, if one is kept, may be offered. */
    public ReadOnlyBooleanProperty offeringRejoinProperty() {
        return offeringRejoin.getReadOnlyProperty();
    }

    /**
     * The addresses a guest can join the hosted game at, one a line; over the Internet the invite link, empty while
     * the server is being reached.
     */
    public ReadOnlyStringProperty hostAddressProperty() {
        return hostAddress.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty hostCodeProperty() {
        return hostCode.getReadOnlyProperty();
    }
}
