import { createServer } from 'node:net';

/**
 * Fails fast, before any Kafka consumer joins a group, when the HTTP port is taken: a process
 * that cannot serve must not steal partitions from its healthy replicas.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `port ${port} on ${host} is already in use (EADDRINUSE); set GATEWAY_PORT to another port`
            : err.message,
        ),
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}
