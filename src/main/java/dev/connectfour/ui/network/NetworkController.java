package dev.connectfour.ui.network;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GameSettings;
import dev.connectfour.game.network.NetworkGame;
import dev.connectfour.game.network.NetworkMemory;
import dev.connectfour.net.EndReason;
import dev.connectfour.net.HostOptions;
import dev.connectfour.net.MatchSettings;
import dev.connectfour.net.NetHost;
import dev.connectfour.net.Protocol;
import dev.connectfour.net.StarterRule;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.net.NetworkInterfaces;
import dev.connectfour.ui.BoardChoice;
import dev.connectfour.ui.Choices;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.Screen;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.preferences.LiveSettings;
import dev.connectfour.ui.rejoin.GuestJoin;
import dev.connectfour.ui.rejoin.RejoinOfferView;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import javafx.application.Platform;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.control.TextFormatter;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.controlsfx.control.SegmentedButton;

/**
 * Two players on two computers: host a game (board, clock, who starts) and wait for the guest, showing the
 * address and join code; or join one found on the local network, or by address and code. The game screen takes
 * over once the match's first game begins. Leaving this screen otherwise stops hosting, joining and looking at once.
 */
public final class NetworkController implements Screen {

    /** Host or join. */
    private enum Role { HOST, JOIN }

    private final Navigation navigation;
    private final Games games;
    private final LiveSettings settings;
    private final NetworkMemory memory;
    /** The network interface to use, from the command line; null: the one in the settings. */
    private final String interfaceOverride;
    private Role role;
    private BoardSize board;
    private int clockSeconds;
    private StarterRule starter = StarterRule.ALTERNATE;
    private boolean timed = true;
    /** What is under way: a hosted or joining match (with its connection), and discovery. */
    private NetworkGame pending;
    private NetworkDiscovery discovery;
    private RejoinOfferView rejoinOffer;
    /** True once the game screen has the match: leaving this screen then closes nothing. */
    private boolean handedOver;

    @FXML private ResourceBundle resources;
    @FXML private TextField nameField, addressField, codeField;
    @FXML private SegmentedButton roleChoice, clockChoice, starterChoice, sizeChoice;
    @FXML private Spinner<Integer> secondsSpinner;
    @FXML private GridPane hostPart;
    @FXML private VBox joinPart, choosing, waiting;
    @FXML private HBox rejoinBox;
    @FXML private ListView<HostedGame> foundGames;
    @FXML private Label problem, waitingTitle, hostAddress, hostCode, rejoinText;
    @FXML private Button goButton, backButton;

    /**
     * @param memory            the role chosen last, and a match to rejoin
     * @param interfaceOverride the {@code --network-interface} of the command line, or null
     */
    public NetworkController(Navigation navigation, Games games, LiveSettings settings, NetworkMemory memory,
                             String interfaceOverride) {
        this.navigation = navigation;
        this.games = games;
        this.settings = settings;
        this.memory = memory;
        this.interfaceOverride = interfaceOverride;
    }

    @FXML
    private void initialize() {
        board = settings.get().lastBoardSize();
        role = memory.wasJoining() ? Role.JOIN : Role.HOST;
        discovery = new NetworkDiscovery(foundGames, resources);
        rejoinOffer = new RejoinOfferView(rejoinBox, rejoinText, memory, resources);
        rejoinOffer.show();
        clockSeconds = GameSettings.DEFAULT_MOVE_CLOCK_SECONDS;
        nameField.setText(settings.get().networkName());
        nameField.setTextFormatter(new TextFormatter<String>(change ->
                change.getControlNewText().length() <= GameSettings.MAX_NAME_LENGTH ? change : null));
        codeField.setTextFormatter(new TextFormatter<String>(change -> {
            change.setText(change.getText().toUpperCase(Locale.ROOT));
            return change.getControlNewText().length() <= 16 ? change : null;
        }));
        addressField.setPromptText(Texts.format(resources, "address.prompt", NetHost.DEFAULT_PORT));
        Choices.fill(roleChoice, List.of(Role.values()), value -> resources.getString("role." + value), role,
                this::choose);
        secondsSpinner.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(1,
                MatchSettings.MAX_MOVE_CLOCK_SECONDS, clockSeconds));
        secondsSpinner.valueProperty().addListener((obs, old, value) -> clockSeconds = value);
        Choices.fill(clockChoice, List.of(false, true), timed -> resources.getString(timed ? "timed" : "untimed"),
                timed, value -> {
                    timed = value;
                    secondsSpinner.setDisable(!value);
                });
        Choices.fill(starterChoice, List.of(StarterRule.values()), rule -> resources.getString("starter." + rule),
                starter, rule -> starter = rule);
        BoardChoice.fill(sizeChoice, resources, board, size -> board = size);
        foundGames.getSelectionModel().selectedItemProperty().addListener((obs, old, game) -> {
            if (game != null) {
                addressField.setText(game.address().getHostString() + ":" + game.address().getPort());
                codeField.requestFocus();
            }
        });
        choose(role);
    }

    private void choose(Role chosen) {
        role = chosen;
        memory.rememberJoining(role == Role.JOIN);
        show(hostPart, role == Role.HOST);
        show(joinPart, role == Role.JOIN);
        goButton.setText(resources.getString(role == Role.HOST ? "host" : "join"));
        clearProblem();
        if (role == Role.JOIN) {
            discovery.browse(this::bindAddress);
        } else {
            discovery.stopBrowsing();
        }
    }

    /** Host or Join. */
    @FXML
    private void onGo() {
        String name = nameField.getText() == null ? "" : nameField.getText().strip();
        if (name.isEmpty()) {
            showProblem(Texts.format(resources, "problem.name", GameSettings.MAX_NAME_LENGTH));
            return;
        }
        settings.update(settings.get().withNetworkName(name));
        InetAddress bind;
        try {
            bind = bindAddress();
        } catch (IllegalArgumentException e) {
            showProblem(Texts.format(resources, "problem.interface", e.getMessage()));
            return;
        }
        if (role == Role.HOST) {
            host(name, bind);
        } else {
            join(name);
        }
    }

    /** Rejoins the match this guest left, in one click, with what was kept of it. */
    @FXML
    private void onRejoin() {
        rejoinOffer.ticket().ifPresentOrElse(ticket -> {
            addressField.setText(Addresses.format(ticket.host(), ticket.port()));
            codeField.setText(ticket.code());
            join(ticket.name(), InetSocketAddress.createUnresolved(ticket.host(), ticket.port()), ticket.code());
        }, rejoinOffer::hide);
    }

    private void host(String name, InetAddress bind) {
        MatchSettings match = new MatchSettings(board, timed ? clockSeconds : 0, starter);
        NetworkGame game = watch(new NetworkGame());
        NetHost netHost;
        try {
            netHost = openHost(bind, name, match, game);
        } catch (IOException e) {
            showProblem(Texts.format(resources, "problem.listen", e.getMessage()));
            return;
        }
        game.runsOver(netHost);
        pending = game;
        discovery.advertise(bind, new HostedGame(name, netHost.address(), match, Protocol.VERSION));
        rejoinOffer.hide();
        waitingTitle.setText(resources.getString("waiting.title"));
        hostAddress.setText(String.join("\n", NetworkInterfaces.addressesForGuests(netHost.address())));
        hostCode.setText(netHost.code());
        choosing.setVisible(false);
        waiting.setVisible(true);
        show(goButton, false); // its room too: nothing of it stays beside Cancel
        backButton.setText(resources.getString("cancel"));
    }

    /** Listens on the default port, or on any free one when another program has it. */
    private static NetHost openHost(InetAddress bind, String name, MatchSettings match, NetworkGame game)
            throws IOException {
        try {
            return NetHost.open(new HostOptions(bind, NetHost.DEFAULT_PORT, name, match), game, Platform::runLater);
        } catch (IOException taken) {
            return NetHost.open(new HostOptions(bind, 0, name, match), game, Platform::runLater);
        }
    }

    private void join(String name) {
        InetSocketAddress address = Addresses.parse(addressField.getText(), NetHost.DEFAULT_PORT);
        if (address == null) {
            showProblem(Texts.format(resources, "problem.address", NetHost.DEFAULT_PORT));
            return;
        }
        String code = codeField.getText() == null ? "" : codeField.getText().strip();
        if (code.isEmpty()) {
            showProblem(resources.getString("problem.code"));
            return;
        }
        join(name, address, code);
    }

    private void join(String name, InetSocketAddress address, String code) {
        NetworkGame game = watch(new NetworkGame());
        try {
            GuestJoin.join(game, memory, name, address, code);
        } catch (IllegalArgumentException e) { // a code no host could have given (the name was checked above)
            showProblem(resources.getString("problem.code"));
            return;
        }
        pending = game;
        rejoinOffer.hide();
        goButton.setDisable(true);
        showProblem(resources.getString("joining"));
    }

    /** Follows a match being set up: the game screen once its first game begins, a message if it ends first. */
    private NetworkGame watch(NetworkGame game) {
        game.gameNumberProperty().addListener((obs, old, number) -> {
            if (old.intValue() == 0 && number.intValue() > 0 && game == pending) {
                handedOver = true;
                discovery.close();
                games.startNetworkGame(game);
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
        showProblem(Texts.format(resources, "network.ended." + reason.name().toLowerCase(Locale.ROOT), "?"));
    }

    /** Stops hosting or joining and shows the choices again. */
    private void backToChoosing() {
        closePending();
        choosing.setVisible(true);
        waiting.setVisible(false);
        rejoinOffer.show();
        show(goButton, true);
        goButton.setDisable(false);
        backButton.setText(resources.getString("back"));
    }

    /** Back, or Cancel while hosting: stops listening at once. */
    @FXML
    private void onBack() {
        if (pending != null) {
            backToChoosing();
            clearProblem();
        } else {
            navigation.show(ScreenId.TWO_PLAYERS_SET_UP);
        }
    }

    @Override
    public void leave() {
        if (!handedOver) {
            closePending();
        }
        rejoinOffer.hide();
        discovery.close();
    }

    private InetAddress bindAddress() {
        String chosen = interfaceOverride != null ? interfaceOverride : settings.get().networkInterface();
        return NetworkInterfaces.resolve(chosen);
    }

    private void closePending() {
        discovery.stopAdvertising();
        if (pending != null) {
            NetworkGame game = pending;
            pending = null;
            game.close();
        }
    }

    private void showProblem(String text) {
        problem.setText(text);
        show(problem, true);
    }

    private void clearProblem() {
        show(problem, false);
    }

    private static void show(Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }
}
