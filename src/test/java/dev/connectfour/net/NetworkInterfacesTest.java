package dev.connectfour.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code --network-interface}: a name or an address of this computer, or nothing for all interfaces. Sends nothing. */
class NetworkInterfacesTest {
    private static final InetAddress LOOPBACK = InetAddress.getLoopbackAddress();

    /** The loopback interface's own name: {@code lo} on Linux, {@code lo0} on macOS. */
    private static String loopbackName() throws IOException {
        return NetworkInterface.getByInetAddress(LOOPBACK).getName();
    }

    @Test
    void theLoopbackInterfaceByNameIsItsIpv4Address() throws IOException {
        assertEquals(LOOPBACK, NetworkInterfaces.resolve(loopbackName()));
        assertEquals(LOOPBACK, NetworkInterfaces.resolve(" " + loopbackName() + " "));
    }

    @Test
    void aGuestIsToldTheAddressAHostIsBoundTo() {
        // addresses described, not bound: nothing listens here
        assertEquals(List.of("127.0.0.1:27474"),
                NetworkInterfaces.addressesForGuests(new InetSocketAddress(LOOPBACK, 27474)));
        assertTrue(NetworkInterfaces.addressesForGuests(new InetSocketAddress(27474)).stream()
                .allMatch(address -> address.endsWith(":27474") && !address.startsWith("0.0.0.0")),
                "listening on every interface: this computer's own addresses, never the wildcard");
    }

    @Test
    void anAddressOfThisComputerIsItself() {
        assertEquals(LOOPBACK, NetworkInterfaces.resolve("127.0.0.1"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "  "})
    void nothingMeansAllInterfaces(String value) {
        assertNull(NetworkInterfaces.resolve(value));
        assertNull(NetworkInterfaces.resolve(null));
    }

    @ParameterizedTest
    @ValueSource(strings = {"no-such-interface0", "203.0.113.7", "999.1.1.1", "localhost", "../eth0"})
    void anythingElseIsRefusedWithTheInterfacesThereAre(String value) throws IOException {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> NetworkInterfaces.resolve(value));
        assertTrue(refused.getMessage().contains("\"" + value + "\""), refused.getMessage());
        assertTrue(refused.getMessage().contains(loopbackName() + " (") && refused.getMessage().contains("127.0.0.1"),
                refused.getMessage());
    }

    @Test
    void aChosenAddressIsTheOnlyOneBound() throws IOException {
        assertEquals(List.of(LOOPBACK), NetworkInterfaces.bindAddresses(LOOPBACK));
    }
}
