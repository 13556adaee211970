// What the outage tests share: stopping and starting one of the stack's own servers, and the reads
// they make while it is gone (each bounded, so a hang counts as a failure, not as a stuck test).
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { testEnv } from '@streamhub/testkit';

const stackCli = resolve(__dirname, '../../../deploy/local/stack.mjs');

/**
 * Starts or stops one of the stack's own servers with the stack CLI (STACK_DIR and the ports name
 * the stack; without the servers' URLs, which would make it take the server as someone else's).
 */
export async function stackServer(
  server: 'kafka' | 'redis',
  command: 'start' | 'stop',
  timeoutMs: number,
): Promise<void> {
  const env = { ...process.env };
  for (const name of ['MONGO_URL', 'KAFKA_BROKERS', 'REDIS_URL', 'S3_ENDPOINT', 'SMTP_URL', 'MAILDEV_URL'])
    delete env[name];
  await promisify(execFile)(process.execPath, [stackCli, command, '--infra', '--only', server], {
    env,
    timeout: timeoutMs,
  });
}

/** A GET (a gateway path under /api/v1, or a full URL) that never outlives `timeoutMs`. */
export async function get(url: string, token?: string, timeoutMs = 8_000): Promise<Response> {
  return fetch(url.startsWith('http') ? url : `${testEnv.gatewayUrl}/api/v1${url}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** The first media file a playlist names (a variant playlist of a master, a segment of a variant). */
export async function firstEntry(playlistUrl: string): Promise<string> {
  const text = await (await get(playlistUrl)).text();
  const line = text.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#'));
  if (!line) throw new Error(`no entry in ${playlistUrl}: ${text.slice(0, 200)}`);
  return new URL(line.trim(), playlistUrl).toString();
}
