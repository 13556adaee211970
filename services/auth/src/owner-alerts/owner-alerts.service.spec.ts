import { describe, expect, it } from 'vitest';
import { AuthMessages, ServiceErrorCode } from '@streamhub/contracts';
import { strictFake } from '@streamhub/testkit';
import type { Redis } from 'ioredis';
import type { Household, HouseholdsRepository } from '../households/households.repository';
import type { RedisClient } from '../security/redis-client';
import { accountFakes, InMemoryUsers } from '../testing/fakes';
import { failure } from '../testing/failure';
import { OwnerAlertsService } from './owner-alerts.service';

/** The few Redis commands the alerts use, in memory (sets and strings with no expiry). */
class MemoryRedis {
  readonly strings = new Map<string, string>();
  readonly sets = new Map<string, Set<string>>();
  async set(key: string, value: string): Promise<'OK'> {
    this.strings.set(key, value);
    return 'OK';
  }
  async getdel(key: string): Promise<string | null> {
    const value = this.strings.get(key) ?? null;
    this.strings.delete(key);
    return value;
  }
  multi() {
    const replies: [null, number][] = [];
    const chain = {
      sadd: (key: string, member: string) => {
        const set = this.sets.get(key) ?? new Set<string>();
        this.sets.set(key, set);
        replies.push([null, set.has(member) ? 0 : 1]);
        set.add(member);
        return chain;
      },
      scard: (key: string) => {
        replies.push([null, this.sets.get(key)?.size ?? 0]);
        return chain;
      },
      expire: () => {
        replies.push([null, 1]);
        return chain;
      },
      exec: async () => replies,
    };
    return chain;
  }
}

async function setup() {
  const fakes = accountFakes(new InMemoryUsers());
  const redis = new MemoryRedis();
  /** The account holder's profiles by account (none: the mails are in English). */
  const households = new Map<string, Household>();
  const service = new OwnerAlertsService(
    strictFake<RedisClient>('redis', {
      redis: strictFake<Redis>('redis commands', redis as unknown as Partial<Redis>),
    }),
    fakes.usersPort,
    fakes.states,
    fakes.mailerPort,
    fakes.background,
    fakes.clock,
    strictFake<HouseholdsRepository>('households', { find: async (userId: string) => households.get(userId) ?? null }),
    { WEB_APP_URL: 'https://watch.example.com/' },
  );
  const user = await fakes.users.addUser({ email: 'asha@example.com', name: 'Asha' });
  return { ...fakes, service, redis, user, households };
}

const linkCode = (text: string) => /https:\/\/watch\.example\.com\/not-me\?code=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('OwnerAlertsService', () => {
  it('mails a password change with a link whose code is kept only as a hash and signs out everywhere once', async () => {
    const { service, mailer, background, redis, users, states, user } = await setup();
    service.passwordChanged(user);
    await background.idle();
    const mail = mailer.sent.at(-1)!;
    expect(mail).toMatchObject({ to: 'asha@example.com', subject: 'Your StreamHub password was changed' });
    expect(mail.text).toContain('Hi Asha,');
    const code = linkCode(mail.text)!;
    expect(code).toBeDefined();
    expect([...redis.strings.keys()].join()).not.toContain(code);

    await service.signOutEverywhere({ code });
    expect((await users.findById(user.id))!.tokenVersion).toBe(user.tokenVersion + 1);
    expect(states.saved.at(-1)!.id).toBe(user.id);
    expect(await failure(service.signOutEverywhere({ code }))).toEqual({
      code: ServiceErrorCode.Unauthorized,
      message: AuthMessages.notMeLinkInvalid,
    });
  });

  it('mails a sign-in from a new device only once the account knows one, and never for a known one', async () => {
    const { service, mailer, background, user } = await setup();
    const first = { id: 'device-one-1234', name: 'Chrome on Windows' };
    service.signedIn(user, first);
    await background.idle();
    expect(mailer.sent).toHaveLength(0); // the first device (the one that signed up) is only remembered
    service.signedIn(user, first);
    await background.idle();
    expect(mailer.sent).toHaveLength(0);
    service.signedIn(user, { id: 'device-two-5678', name: 'Safari on iPhone' });
    await background.idle();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toBe('New sign-in to your StreamHub account');
    expect(mailer.sent[0]!.text).toContain('Safari on iPhone');
  });

  it('writes the alert in the account holder’s language, with the same link', async () => {
    const { service, mailer, background, user, households } = await setup();
    households.set(user.id, { userId: user.id, profiles: [{ id: user.id, language: 'hi' }] } as unknown as Household);
    service.pinChanged(user, true);
    await background.idle();
    const mail = mailer.sent.at(-1)!;
    expect(mail.subject).toBe('आपके StreamHub खाते का PIN बदला गया');
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain('खाते का PIN हटा दिया गया');
    expect(linkCode(mail.text)).toBeDefined();
  });

  it('refuses made-up and malformed link codes', async () => {
    const { service } = await setup();
    for (const code of ['', 'short', 'A'.repeat(43), undefined]) {
      expect((await failure(service.signOutEverywhere({ code }))).message).toBe(AuthMessages.notMeLinkInvalid);
    }
  });
});
