import { describe, expect, it } from 'vitest';
import { AuthEvents, PATTERNS_BY_SERVICE, SupportPatterns } from '@streamhub/contracts';
import { Limiter } from './limiter';
import { KafkaRpcServer } from './server';

/** A server of the support domain, unless `patterns` names its own. */
function server(patterns?: string[]): KafkaRpcServer {
  // Nothing connects before every pattern has a handler, so no broker is needed here.
  return new KafkaRpcServer({
    service: 'support',
    brokers: '127.0.0.1:1',
    concurrency: 4,
    partitions: 2,
    lingerMs: 0,
    sessionTimeoutMs: 6_000,
    patterns,
  });
}

describe('KafkaRpcServer', () => {
  it('refuses to start while a pattern of its domain has no handler, naming it', async () => {
    const s = server();
    const [first, ...others] = PATTERNS_BY_SERVICE.support;
    for (const pattern of others) s.addHandler(pattern, async () => ({ ok: true }));
    expect(s.missingHandlers()).toEqual([first]);
    const err = await new Promise<unknown>((resolve) => void s.listen(resolve));
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toBe(`no handler for the pattern ${first}`);
  });

  it('does not count an event handler as the handler of a request pattern', () => {
    const others = PATTERNS_BY_SERVICE.support.filter((pattern) => pattern !== SupportPatterns.health);
    const s = server();
    for (const pattern of others) s.addHandler(pattern, async () => ({ ok: true }));
    s.addHandler(SupportPatterns.health, async () => undefined, true);
    expect(s.missingHandlers()).toEqual([SupportPatterns.health]);
    const t = server();
    for (const pattern of others) t.addHandler(pattern, async () => ({ ok: true }));
    t.addHandler(SupportPatterns.health, async () => ({ ok: true }));
    expect(t.missingHandlers()).toEqual([]);
  });

  it('refuses to start while an event handler is for a type EventContracts does not declare, naming it', async () => {
    const s = server();
    for (const pattern of PATTERNS_BY_SERVICE.support) s.addHandler(pattern, async () => ({ ok: true }));
    s.addHandler(AuthEvents.userErased, async () => undefined, true);
    s.addHandler('auth.user.renamed', async () => undefined, true);
    expect(s.missingHandlers()).toEqual([]);
    expect(s.undeclaredEventHandlers()).toEqual(['auth.user.renamed']);
    const err = await new Promise<unknown>((resolve) => void s.listen(resolve));
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^event handler for undeclared event type auth\.user\.renamed: declare/);
  });
});

describe('KafkaRpcServer with its own patterns', () => {
  it('requires a handler for each given pattern instead of its domain', () => {
    const s = server(['bench.echo.0', 'bench.echo.1']);
    s.addHandler('bench.echo.0', async () => ({ ok: true }));
    expect(s.missingHandlers()).toEqual(['bench.echo.1']);
  });
});

describe('Limiter', () => {
  it('runs at most `slots` tasks at once and hands a freed slot to the next waiter', async () => {
    const limiter = new Limiter(2);
    let running = 0;
    let peak = 0;
    const task = async (): Promise<void> => {
      await limiter.acquire();
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      limiter.release();
    };
    await Promise.all(Array.from({ length: 7 }, task));
    expect(peak).toBe(2);
    expect(limiter.active).toBe(0);
    await limiter.idle();
  });
});
