import argon2 from 'argon2';

/**
 * argon2id with OWASP's baseline parameters (19 MiB, 2 passes, 1 lane). Measured on the 2-core
 * development machine: 22-33 ms per hash at best, ~60 ms median under a busy shared stack, so
 * sign-in stays responsive while every guess costs 19 MiB of memory.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export abstract class PasswordHasher {
  abstract hash(password: string): Promise<string>;
  abstract verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time a real verification would, for unknown emails (no timing oracle). */
  abstract verifyNothing(password: string): Promise<false>;
}

export class Argon2PasswordHasher extends PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // a malformed stored hash never signs anyone in
    }
  }

  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('streamhub-no-such-account');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
