import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;

/**
 * Runs mongo-java-server with a persistent H2 file backend for the local stack.
 * Usage: MongoLauncher <h2-file> <host> <port>. Stops cleanly (flushing the file) on SIGTERM.
 */
public final class MongoLauncher {
    public static void main(String[] args) throws InterruptedException {
        if (args.length != 3) {
            System.err.println("usage: MongoLauncher <h2-file> <host> <port>");
            System.exit(2);
        }
        String file = args[0];
        String host = args[1];
        int port = Integer.parseInt(args[2]);

        H2Backend backend = new H2Backend(file);
        MongoServer server = new MongoServer(backend);
        server.bind(host, port);
        System.out.println("mongo-java-server listening on " + host + ":" + port + " (H2 file " + file + ")");

        // shutdown() also closes the backend, which flushes the H2 MVStore to disk.
        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdown, "mongo-shutdown"));

        Thread.currentThread().join(); // netty threads serve; main just stays alive
    }
}
