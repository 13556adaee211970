import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.bson.Document;
import io.netty.channel.Channel;
import java.util.Locale;
import java.util.Set;

/**
 * Runs mongo-java-server with a persistent H2 file backend for the local stack.
 * Usage: MongoLauncher <h2-file> <host> <port> [durable]. Stops cleanly (flushing the file) on SIGTERM.
 *
 * H2's MVStore writes changes to its file about once a second, so a killed server loses the writes
 * of its last second, acknowledged or not. "durable" (HA mode) writes them out before each write
 * command is answered, so a write the server acknowledged survives a SIGKILL of the server (as
 * MongoDB's journal makes it survive there); it costs a file write per write command.
 */
public final class MongoLauncher {
    private static final Set<String> WRITE_COMMANDS = Set.of(
        "insert", "update", "delete", "findandmodify", "create", "createindexes", "drop", "dropindexes",
        "dropdatabase", "renamecollection", "bulkwrite");

    /** Commits the store after every write command, before its answer goes out. */
    static final class DurableH2Backend extends H2Backend {
        DurableH2Backend(String file) {
            super(file);
        }

        @Override
        public Document handleCommand(Channel channel, String databaseName, String command, Document query) {
            Document answer = super.handleCommand(channel, databaseName, command, query);
            if (WRITE_COMMANDS.contains(command.toLowerCase(Locale.ROOT))) commit();
            return answer;
        }
    }

    public static void main(String[] args) throws InterruptedException {
        if (args.length != 3 && !(args.length == 4 && args[3].equals("durable"))) {
            System.err.println("usage: MongoLauncher <h2-file> <host> <port> [durable]");
            System.exit(2);
        }
        String file = args[0];
        String host = args[1];
        int port = Integer.parseInt(args[2]);
        boolean durable = args.length == 4;

        H2Backend backend = durable ? new DurableH2Backend(file) : new H2Backend(file);
        MongoServer server = new MongoServer(backend);
        server.bind(host, port);
        System.out.println("mongo-java-server listening on " + host + ":" + port + " (H2 file " + file
            + (durable ? ", committed before each write is answered)" : ")"));

        // shutdown() also closes the backend, which flushes the H2 MVStore to disk.
        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdown, "mongo-shutdown"));

        Thread.currentThread().join(); // netty threads serve; main just stays alive
    }
}
