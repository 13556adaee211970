import { describe, expect, it } from 'vitest';
import { AuthPatterns, CatalogPatterns } from '@streamhub/contracts';
import { RpcUnavailableError, type KafkaRpcClient } from '@streamhub/nest-kit';
import type { GatewayConfig } from '../config';
import { Upstream } from './upstream';
import { UpstreamTimeoutError } from './upstream-timeout.error';

/** A client whose n-th send answers after `delays[n]` ms (never when undefined), recording each send. */
function scriptedClient(delays: (number | undefined)[]): {
  client: KafkaRpcClient;
  sends: string[];
  cancelled: number[];
} {
  const sends: string[] = [];
  const cancelled: number[] = [];
  const requester = {
    send: (pattern: string, _value: unknown, callback: (err: unknown, response?: unknown) => void) => {
      const attempt = sends.push(pattern) - 1;
      const delay = delays[attempt];
      const timer = delay === undefined ? undefined : setTimeout(() => callback(undefined, { attempt }), delay);
      return () => {
        if (timer) clearTimeout(timer);
        cancelled.push(attempt);
      };
    },
  };
  return { client: { requester } as unknown as KafkaRpcClient, sends, cancelled };
}

const config = (retryAfterMs: number, timeoutMs = 400) =>
  ({ REQUEST_RETRY_AFTER_MS: retryAfterMs, REQUEST_TIMEOUT_MS: timeoutMs }) as GatewayConfig;

describe('Upstream', () => {
  it('sends an unanswered read once more and takes the reply of the second try', async () => {
    const { client, sends } = scriptedClient([undefined, 5]);
    const upstream = new Upstream(client, config(50));
    await expect(upstream.send(CatalogPatterns.listCategories, {})).resolves.toEqual({ attempt: 1 });
    expect(sends).toEqual([CatalogPatterns.listCategories, CatalogPatterns.listCategories]);
  });

  it('keeps the first try waiting: a late first reply still wins', async () => {
    const { client, cancelled } = scriptedClient([80, undefined]);
    const upstream = new Upstream(client, config(20));
    await expect(upstream.send(CatalogPatterns.listCategories, {})).resolves.toEqual({ attempt: 0 });
    expect(cancelled).toContain(1);
  });

  it('passes a failure reply on as it came, without trying again', async () => {
    const sends: string[] = [];
    const requester = {
      send: (pattern: string, _value: unknown, callback: (err: unknown) => void) => {
        sends.push(pattern);
        setTimeout(() => callback({ code: 'NOT_FOUND', message: 'Video not found' }), 5);
        return () => undefined;
      },
    };
    const upstream = new Upstream({ requester } as unknown as KafkaRpcClient, config(50));
    await expect(upstream.send(CatalogPatterns.listCategories, {})).rejects.toEqual({
      code: 'NOT_FOUND',
      message: 'Video not found',
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sends).toHaveLength(1);
  });

  it('does not send a read again when it is answered in time', async () => {
    const { client, sends } = scriptedClient([5]);
    const upstream = new Upstream(client, config(100));
    await upstream.send(CatalogPatterns.listCategories, {});
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(sends).toHaveLength(1);
  });

  it('never repeats a write, and still answers 504 at the deadline', async () => {
    const { client, sends } = scriptedClient([undefined, undefined]);
    const upstream = new Upstream(client, config(20, 150));
    await expect(
      upstream.send(AuthPatterns.signup, {
        name: 'A',
        email: 'a@example.com',
        mobile: '9876543210',
        password: 'secret1',
      }),
    ).rejects.toBeInstanceOf(UpstreamTimeoutError);
    expect(sends).toHaveLength(1);
  });

  it('gives up on a read at the same deadline when neither try is answered', async () => {
    const { client, sends } = scriptedClient([undefined, undefined]);
    const upstream = new Upstream(client, config(20, 150));
    await expect(upstream.send(CatalogPatterns.listCategories, {})).rejects.toBeInstanceOf(UpstreamTimeoutError);
    expect(sends).toHaveLength(2);
  });

  describe('recallable reads', () => {
    /** A client that answers `replies` in turn: a value, or an error given to the callback. */
    function answering(replies: { value?: unknown; err?: unknown }[]): KafkaRpcClient {
      let n = 0;
      const requester = {
        send: (_pattern: string, _value: unknown, callback: (err: unknown, response?: unknown) => void) => {
          const reply = replies[n++] ?? {};
          setTimeout(() => callback(reply.err, reply.value), 1);
          return () => undefined;
        },
      };
      return { requester } as unknown as KafkaRpcClient;
    }
    const recallConfig = (recallMs: number) =>
      ({
        REQUEST_RETRY_AFTER_MS: 0,
        REQUEST_TIMEOUT_MS: 1_000,
        ACCESS_RECALL_MS: recallMs,
        ACCESS_RECALL_MAX_ENTRIES: 10,
      }) as GatewayConfig;
    const viewer = { userId: 'u1', email: 'u1@example.com', role: 'user', isAdmin: false } as const;

    it("answers the caller's last good reply while the bus is down, and only the same caller's", async () => {
      const upstream = new Upstream(
        answering([
          { value: { access: 'granted' } },
          { err: new RpcUnavailableError() },
          { err: new RpcUnavailableError() },
        ]),
        recallConfig(60_000),
      );
      await upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer);
      await expect(upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer)).resolves.toEqual({
        access: 'granted',
      });
      await expect(
        upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, { ...viewer, userId: 'u2' }),
      ).rejects.toBeInstanceOf(RpcUnavailableError);
    });

    it("passes a service's answer on, and uses it from then on (a revocation applies at once)", async () => {
      const refused = { code: 'FORBIDDEN', message: 'no' };
      const upstream = new Upstream(
        answering([
          { value: { access: 'granted' } },
          { err: refused },
          { value: { access: 'subscription' } },
          { err: new RpcUnavailableError() },
        ]),
        recallConfig(60_000),
      );
      await upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer);
      await expect(upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer)).rejects.toBe(refused);
      await upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer);
      await expect(upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer)).resolves.toEqual({
        access: 'subscription',
      });
    });

    it('recalls nothing after a refusal: the refusal is what holds (a title removed, access ended)', async () => {
      const refused = { code: 'NOT_FOUND', message: 'gone' };
      const upstream = new Upstream(
        answering([{ value: { access: 'granted' } }, { err: refused }, { err: new RpcUnavailableError() }]),
        recallConfig(60_000),
      );
      await upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer);
      await expect(upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer)).rejects.toBe(refused);
      await expect(upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer)).rejects.toBeInstanceOf(
        RpcUnavailableError,
      );
    });

    it('keeps nothing with a bound of 0', async () => {
      const upstream = new Upstream(
        answering([{ value: { access: 'granted' } }, { err: new RpcUnavailableError() }]),
        recallConfig(0),
      );
      await upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer);
      await expect(upstream.recallable(CatalogPatterns.getPlayback, { id: 'v1' }, viewer)).rejects.toBeInstanceOf(
        RpcUnavailableError,
      );
    });
  });
});
