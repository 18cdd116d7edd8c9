package dev.connectfour.net;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * This computer's network interfaces as network play uses them: the one a player chose with
 * {@code --network-interface} (hosting and discovery bind to it), every interface that can reach a local network
 * (discovery's default), and the addresses a guest can reach a host at. Nothing here asks DNS: names are interface
 * names, addresses are literals.
 */
public final class NetworkInterfaces {
    private static final Pattern IPV4_LITERAL = Pattern.compile("[0-9]{1,3}(\\.[0-9]{1,3}){3}");
    private static final Pattern IPV6_LITERAL = Pattern.compile("[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*(%[\\w.-]+)?");

    private NetworkInterfaces() {
    }

    /**
     * The address to bind for a {@code --network-interface} value: an interface's name (such as {@code lo} or
     * {@code eth0}; its first IPv4 address, else its first address) or one of this computer's addresses (such as
     * {@code 127.0.0.1}).
     *
     * @return the address, or null for a null or blank value: all interfaces, the default for players
     * @throws IllegalArgumentException naming the interfaces that are up and their addresses, if the value is
     *                                  neither an interface that is up and has an address nor an address of this computer
     */
    public static InetAddress resolve(String nameOrAddress) {
        if (nameOrAddress == null || nameOrAddress.isBlank()) {
            return null;
        }
        String value = nameOrAddress.strip();
        try {
            Optional<InetAddress> address = addressOf(value);
            if (address.isPresent()) {
                return address.get();
            }
            throw new IllegalArgumentException("no network interface \"" + value + "\" that is up and has an address;"
                    + " use the name or an address of one of these: " + describeInterfaces());
        } catch (SocketException e) {
            throw new UncheckedIOException("the network interfaces could not be read", e);
        }
    }

    /**
     * The addresses to bind for {@code chosen}: itself, or for null every IPv4 address of the interfaces that are
     * up, can multicast and lead to a network (neither loopback, point-to-point nor virtual).
     *
     * @throws IOException if null was chosen and there is no such address
     */
    public static List<InetAddress> bindAddresses(InetAddress chosen) throws IOException {
        if (chosen != null) {
            return List.of(chosen);
        }
        List<InetAddress> addresses = upInterfaces().stream()
                .filter(NetworkInterfaces::leadsToALocalNetwork)
                .flatMap(NetworkInterface::inetAddresses)
                .filter(Inet4Address.class::isInstance)
                .collect(Collectors.toUnmodifiableList());
        if (addresses.isEmpty()) {
            throw new IOException("no network interface that can multicast is up");
        }
        return addresses;
    }

    /** The names of the interfaces that are up and have an address, for a player to choose from. */
    public static List<String> upInterfaceNames() {
        try {
            return upInterfaces().stream().filter(networkInterface -> networkInterface.inetAddresses().findAny().isPresent())
                    .map(NetworkInterface::getName).sorted().collect(Collectors.toUnmodifiableList());
        } catch (SocketException e) {
            return List.of();
        }
    }

    /**
     * Where a guest finds a host listening at {@code bound}, as {@code address:port}: the bound address, or when it
     * listens on every interface, each IPv4 address of the interfaces that lead to a local network (the loopback
     * address if there is none).
     */
    public static List<String> addressesForGuests(InetSocketAddress bound) {
        List<InetAddress> addresses;
        if (bound.getAddress() != null && !bound.getAddress().isAnyLocalAddress()) {
            addresses = List.of(bound.getAddress());
        } else {
            try {
                addresses = bindAddresses(null);
            } catch (IOException none) {
                addresses = List.of(InetAddress.getLoopbackAddress());
            }
        }
        return addresses.stream().map(address -> {
            String host = address.getHostAddress();
            return (host.contains(":") ? "[" + host + "]" : host) + ":" + bound.getPort();
        }).collect(Collectors.toUnmodifiableList());
    }

    private static Optional<InetAddress> addressOf(String value) throws SocketException {
        if (IPV4_LITERAL.matcher(value).matches() || IPV6_LITERAL.matcher(value).matches()) {
            InetAddress address;
            try {
                address = InetAddress.getByName(value); // a literal: parsed, never looked up
            } catch (UnknownHostException notAnAddress) {
                return Optional.empty();
            }
            return NetworkInterface.getByInetAddress(address) == null ? Optional.empty() : Optional.of(address);
        }
        NetworkInterface named = NetworkInterface.getByName(value);
        if (named == null || !named.isUp()) {
            return Optional.empty();
        }
        List<InetAddress> addresses = named.inetAddresses().collect(Collectors.toList());
        return addresses.stream().filter(Inet4Address.class::isInstance).findFirst()
                .or(() -> addresses.stream().findFirst());
    }

    private static boolean leadsToALocalNetwork(NetworkInterface networkInterface) {
        try {
            return networkInterface.supportsMulticast() && !networkInterface.isLoopback()
                    && !networkInterface.isPointToPoint() && !networkInterface.isVirtual();
        } catch (SocketException gone) {
            return false; // the interface went away while being looked at
        }
    }

    private static List<NetworkInterface> upInterfaces() throws SocketException {
        return Collections.list(NetworkInterface.getNetworkInterfaces()).stream()
                .filter(networkInterface -> {
                    try {
                        return networkInterface.isUp();
                    } catch (SocketException gone) {
                        return false;
                    }
                })
                .collect(Collectors.toList());
    }

    /** For example {@code lo (127.0.0.1, 0:0:0:0:0:0:0:1%lo), eth0 (192.168.1.20)}. */
    private static String describeInterfaces() throws SocketException {
        String list = upInterfaces().stream()
                .map(networkInterface -> networkInterface.getName() + networkInterface.inetAddresses()
                        .map(InetAddress::getHostAddress)
                        .collect(Collectors.joining(", ", " (", ")")))
                .collect(Collectors.joining(", "));
        return list.isEmpty() ? "(none is up)" : list;
    }
}
