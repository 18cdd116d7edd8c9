package dev.connectfour.ui.network;

import dev.connectfour.net.NetHost;
import dev.connectfour.net.discovery.HostedGame;
import dev.connectfour.net.lobby.NetworkMemory;
import dev.connectfour.ui.Texts;
import dev.connectfour.ui.navigation.Games;
import dev.connectfour.ui.navigation.Navigation;
import dev.connectfour.ui.navigation.Screen;
import dev.connectfour.ui.navigation.ScreenId;
import dev.connectfour.ui.network.NetworkViewModel.Role;
import dev.connectfour.ui.preferences.LiveSettings;
import dev.connectfour.ui.rejoin.RejoinOfferView;
import java.util.ResourceBundle;
import java.util.function.Function;
import javafx.application.Platform;
import javafx.beans.value.ObservableBooleanValue;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import org.controlsfx.control.SegmentedButton;

/**
 * Two players on two computers: host a game (board, clock, who starts) and wait for the guest, showing the
 * address and join code, or the invite link over the Internet; or join one found on the local network, by address
 * and code, or by an invite link. The game screen takes
 * over once the match's first game begins. Leaving this screen otherwise stops hosting, joining and looking at once.
 * The state and the commands are the {@link NetworkViewModel}'s; this view binds to it and forwards.
 */
public final class NetworkController implements Screen {
    private final Navigation navigation;
    private final NetworkMemory memory;
    /** Makes the view model once the screen's strings are there. */
    private final Function<ResourceBundle, NetworkViewModel> models;
    private final String invite;
    private NetworkViewModel model;

    @FXML private ResourceBundle resources;
    @FXML private TextField nameField, addressField, codeField;
    @FXML private SegmentedButton roleChoice, clockChoice, starterChoice, sizeChoice;
    @FXML private Spinner<Integer> secondsSpinner;
    @FXML private Node hostPart, joinPart, choosing, waiting, rejoinBox;
    @FXML private ListView<HostedGame> foundGames;
    @FXML private Label problem, hostAddress, hostCode, rejoinText, waitingTitle, waitingTell, addressLabel, codeLabel;
    @FXML private Button goButton, backButton, copyButton;

    /**
     * @param memory            the role chosen last, and a match to rejoin
     * @param interfaceOverride the {@code --network-interface} of the command line, or null
     * @param invite            an invite link to join at once (given on the command line, or clicked), or null
     */
    public NetworkController(Navigation navigation, Games games, LiveSettings settings, NetworkMemory memory,
                             String interfaceOverride, String invite) {
        this.navigation = navigation;
        this.memory = memory;
        this.invite = invite;
        this.models = resources -> new NetworkViewModel(NetworkPreferences.of(settings, interfaceOverride), memory,
                resources, Platform::runLater, games::startNetworkGame);
    }

    @FXML
    private void initialize() {
        model = models.apply(resources);
        if (invite != null) {
            model.openLink(invite); // before the role's buttons are filled: they show the role chosen
        }
        new RejoinOfferView(rejoinBox, rejoinText, memory, resources).showWhile(model.offeringRejoinProperty());
        NetworkFields.name(nameField);
        NetworkFields.code(codeField);
        nameField.textProperty().bindBidirectional(model.nameProperty());
        addressField.textProperty().bindBidirectional(model.addressProperty());
        codeField.textProperty().bindBidirectional(model.codeProperty());
        addressField.setPromptText(Texts.format(resources, "address.prompt", NetHost.DEFAULT_PORT));
        MatchChoicesView.bind(model, resources, roleChoice, secondsSpinner, clockChoice, starterChoice, sizeChoice);
        FoundGamesView.show(foundGames, model, resources, codeField);
        bindShown();
        if (invite != null) {
            model.joinOpenedLink();
        }
    }

    /** What is shown follows the view model: the part of the role chosen, the waiting card, the problem. */
    private void bindShown() {
        bindShown(hostPart, model.roleProperty().isNotEqualTo(Role.JOIN));
        bindShown(joinPart, model.roleProperty().isEqualTo(Role.JOIN));
        goButton.textProperty().bind(model.roleProperty().map(role -> resources.getString(
                role == Role.JOIN ? "join" : "host")));
        goButton.disableProperty().bind(model.joiningProperty());
        bindShown(goButton, model.waitingProperty().not()); // its room too: nothing of it stays beside Cancel
        backButton.textProperty().bind(model.waitingProperty().map(hosting -> resources.getString(
                hosting ? "cancel" : "back")));
        choosing.visibleProperty().bind(model.waitingProperty().not());
        waiting.visibleProperty().bind(model.waitingProperty());
        InviteView.bind(model, resources, new InviteView.Parts(waitingTitle, waitingTell, addressLabel, hostAddress,
                codeLabel, hostCode, copyButton));
        problem.textProperty().bind(model.problemProperty());
        bindShown(problem, model.problemProperty().isNotNull());
        model.joiningProperty().subscribe(connecting -> { // then it says what is under way: progress, not an error
            problem.getStyleClass().removeAll("network-problem", "network-progress");
            problem.getStyleClass().add(connecting ? "network-progress" : "network-problem");
        });
    }

    private static void bindShown(Node node, ObservableBooleanValue shown) {
        node.visibleProperty().bind(shown);
        node.managedProperty().bind(shown);
    }

    @FXML
    private void onGo() {
        model.go();
    }

    @FXML
    private void onRejoin() {
        model.rejoin();
    }

    /** Back, or Cancel while hosting: stops listening at once. */
    @FXML
    private void onBack() {
        if (!model.cancel()) {
            navigation.show(ScreenId.TWO_PLAYERS_SET_UP);
        }
    }

    /** Hosting: a guest may be joining with the address and code, or the link, shown; joining: a host waits. */
    @Override
    public Awaiting awaitsSomeoneElsewhere() {
        return model.waitingProperty().get() ? Awaiting.GUEST
                : model.joiningProperty().get() ? Awaiting.HOST : Awaiting.NOBODY;
    }

    @Override
    public void leave() {
        model.leave();
    }
}
