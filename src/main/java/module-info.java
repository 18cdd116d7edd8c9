/**
 * Connect Four: the engine (pure Java), the observable game session, the JavaFX screens,
 * the application start-up and the command-line tools.
 */
module dev.connectfour {
    // transitive: the exported game API hands out javafx.base's observable properties
    requires transitive javafx.base;
    requires javafx.graphics;
    requires javafx.controls;
    requires javafx.fxml;
    requires org.controlsfx.controls;
    requires java.logging;
    requires java.management; // bench: per-thread CPU time
    requires java.xml; // the self-check reads FXML as XML (javafx.fxml needs java.xml anyway)
    requires java.desktop; // javax.sound.sampled only: the sounds play without the javafx-media natives
    requires javax.jmdns; // net.discovery: DNS-SD over multicast DNS
    // jmDNS's jar is an automatic module, which declares no requirements: its logging API must be required
    // here, or the module system leaves it out (NoClassDefFoundError: org/slf4j/LoggerFactory).
    requires org.slf4j;
    requires com.google.gson; // the network protocol's JSON lines
    requires org.eclipse.paho.client.mqttv3; // net.broker: Internet play through an MQTT broker
    requires info.picocli; // the command lines of the game (app) and of the tools (cli)

    exports dev.connectfour.engine;
    exports dev.connectfour.engine.board;
    exports dev.connectfour.engine.search;
    exports dev.connectfour.engine.book;
    exports dev.connectfour.engine.players;
    exports dev.connectfour.engine.analysis;
    exports dev.connectfour.engine.puzzles;
    exports dev.connectfour.engine.rating;
    exports dev.connectfour.net;
    exports dev.connectfour.net.discovery;
    exports dev.connectfour.net.lobby;
    exports dev.connectfour.net.broker;
    exports dev.connectfour.game;
    exports dev.connectfour.game.concurrent;
    exports dev.connectfour.game.session;
    exports dev.connectfour.game.network;
    exports dev.connectfour.game.stats;
    exports dev.connectfour.app to javafx.graphics;
    exports dev.connectfour.cli;

    // FXML controllers only, and only to the FXML loader.
    opens dev.connectfour.ui.menu to javafx.fxml;
    opens dev.connectfour.ui.oneplayer to javafx.fxml;
    opens dev.connectfour.ui.twoplayers to javafx.fxml;
    opens dev.connectfour.ui.watch to javafx.fxml;
    opens dev.connectfour.ui.play to javafx.fxml;
    opens dev.connectfour.ui.settings to javafx.fxml;
    opens dev.connectfour.ui.help to javafx.fxml;
    opens dev.connectfour.ui.review to javafx.fxml;
    opens dev.connectfour.ui.stats to javafx.fxml;
    opens dev.connectfour.ui.puzzles to javafx.fxml;
    opens dev.connectfour.ui.network to javafx.fxml;

    // The command lines' option fields and commands, to picocli only, which reads and sets them by reflection.
    opens dev.connectfour.app to info.picocli;
    opens dev.connectfour.cli to info.picocli;

    // The network protocol's message records (not exported), to the JSON library only.
    opens dev.connectfour.net.wire to com.google.gson;
}
