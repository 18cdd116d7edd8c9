package dev.connectfour.ui.help;

import dev.connectfour.engine.board.BoardSize;
import dev.connectfour.game.GamePosition;
import dev.connectfour.ui.board.BoardView;
import dev.connectfour.ui.coach.IdeaTopic;
import dev.connectfour.ui.navigation.Screen;
import java.util.EnumMap;
import java.util.Map;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.StackPane;

/**
 * How to play: the rules, a small board showing four in a row, the keys, and the ideas the coach's
 * explanations use, each with a small diagram, opened at one of them when an explanation links to it. Shown as a
 * screen (from
 * the start screen) or as an overlay over the game (F1 or ?), where Back only closes the overlay.
 */
public final class HelpController implements Screen {
    /** The diagram: the first player's four across the bottom row. */
    private static final String DIAGRAM_MOVES = "4455667";
    /** Room kept above a section scrolled to the top of the page. */
    private static final double TOP_ROOM = 12;

    private final Runnable back;
    private final IdeaTopic topic;

    @FXML private ScrollPane scroll;
    @FXML private StackPane diagram, ideaThreat, ideaDoubleThreat, ideaZugzwang, ideaClaimeven, ideaBaseinverse, ideaVertical,
            ideaAftereven;
    @FXML private Label ideaThreatText, ideaDoubleThreatText, ideaZugzwangText, ideaClaimevenText, ideaBaseinverseText,
            ideaVerticalText, ideaAfterevenText;
    @FXML private Button backButton;
    /** Each idea's diagram and words. */
    private final Map<IdeaTopic, Node[]> sections = new EnumMap<>(IdeaTopic.class);

    /**
     * @param back  what Back does: back where the player came from, or closing the overlay
     * @param topic the section of the Ideas page to open at (an explanation's link); null to open at the top
     */
    public HelpController(Runnable back, IdeaTopic topic) {
        this.back = back;
        this.topic = topic;
    }

    @FXML
    private void initialize() {
        BoardView board = BoardView.picture(BoardSize.STANDARD);
        board.show(GamePosition.fromMoves(BoardSize.STANDARD, DIAGRAM_MOVES), () -> { });
        diagram.getChildren().add(board);
        sections.put(IdeaTopic.THREAT, new Node[] {ideaThreat, ideaThreatText});
        sections.put(IdeaTopic.DOUBLE_THREAT, new Node[] {ideaDoubleThreat, ideaDoubleThreatText});
        sections.put(IdeaTopic.ZUGZWANG, new Node[] {ideaZugzwang, ideaZugzwangText});
        sections.put(IdeaTopic.CLAIMEVEN, new Node[] {ideaClaimeven, ideaClaimevenText});
        sections.put(IdeaTopic.BASEINVERSE, new Node[] {ideaBaseinverse, ideaBaseinverseText});
        sections.put(IdeaTopic.VERTICAL, new Node[] {ideaVertical, ideaVerticalText});
        sections.put(IdeaTopic.AFTEREVEN, new Node[] {ideaAftereven, ideaAfterevenText});
        sections.forEach((idea, nodes) -> IdeaDiagrams.draw(idea, (StackPane) nodes[0]));
    }

    /** Called once the view lies in its scene: Back takes the focus, and the page shows the topic's section. */
    @Override
    public void focus() {
        backButton.requestFocus();
        if (topic != null) {
            Node[] section = sections.get(topic);
            section[1].getStyleClass().add("idea-shown");
            scrollTo(section[0]);
        }
    }

    /** Scrolls the page so that {@code target} is at its top (or as near as the page's end allows), laid out now. */
    private void scrollTo(Node target) {
        Parent root = scroll.getScene().getRoot();
        root.applyCss();
        root.layout();
        Node content = scroll.getContent();
        double extra = content.getLayoutBounds().getHeight() - scroll.getViewportBounds().getHeight();
        if (extra > 0) {
            double top = content.sceneToLocal(target.localToScene(0, 0)).getY() - TOP_ROOM;
            scroll.setVvalue(scroll.getVmin() + (scroll.getVmax() - scroll.getVmin()) * Math.max(0, Math.min(1, top / extra)));
        }
    }

    @FXML
    private void onBack() {
        back.run();
    }
}
