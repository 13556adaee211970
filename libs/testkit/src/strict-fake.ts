/**
 * Wraps a partial implementation so that any member the test did not provide throws when used:
 * an unexpected call fails the test instead of quietly returning undefined.
 */
export function strictFake<T extends object>(name: string, implementation: Partial<T> = {}): T {
  return new Proxy(implementation as T, {
    get(target, prop, receiver) {
      if (prop in target) return Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop === 'symbol' || prop === 'then') return undefined; // not a promise, not iterable
      throw new Error(`unexpected use of ${name}.${prop}`);
    },
  });
}
