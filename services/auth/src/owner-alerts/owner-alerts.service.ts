import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { AuthMessages, NOT_ME_LINK_TTL_SECONDS, type ClientDevice, type NotMeRequest } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { HouseholdsRepository } from '../households/households.repository';
import { ALERT_MAIL_TEXT, type AlertMailText } from '../mail/alert-mail-text';
import { accountLanguageOf } from '../mail/mail-language';
import { Mailer } from '../mail/mailer';
import { accountChangeMail, type AccountChange } from '../mail/templates';
import { BackgroundWork } from '../security/background-work';
import { Clock } from '../security/clock';
import { RedisClient } from '../security/redis-client';
import { UserAccessStates } from '../security/user-access-states';
import type { UserRecord } from '../users/user.record';
import { UsersRepository } from '../users/users.repository';

/** base64url of 32 random bytes. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** Only the code's hash is stored: a Redis dump never holds a usable link. */
const linkKey = (code: string) => `auth:not-me:${sha256(code)}`;
const devicesKey = (userId: string) => `auth:devices:${userId}`;
/** Devices an account signed in from are remembered for a year after the last sign-in. */
const DEVICES_TTL_SECONDS = 365 * 24 * 3_600;

/**
 * Tells the owner when their password or PIN changed or a new device signed in, each mail with a
 * "this wasn't me" link: random, stored hashed, single use (taken with GETDEL), and when followed
 * it signs out every session of the account. Mail goes out off the request path, in the account's
 * language (docs/i18n.md "Mails").
 */
@Injectable()
export class OwnerAlertsService {
  constructor(
    private readonly redis: RedisClient,
    private readonly users: UsersRepository,
    private readonly states: UserAccessStates,
    private readonly mailer: Mailer,
    private readonly background: BackgroundWork,
    private readonly clock: Clock,
    private readonly households: HouseholdsRepository,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'WEB_APP_URL'>,
  ) {}

  passwordChanged(user: Pick<UserRecord, 'id' | 'email' | 'name'>): void {
    this.alert(user, (words) => ({ subject: words.passwordSubject, what: words.passwordWhat }));
  }

  pinChanged(user: Pick<UserRecord, 'id' | 'email' | 'name'>, removed: boolean): void {
    this.alert(user, (words) => ({
      subject: words.pinSubject,
      what: removed ? words.pinRemovedWhat : words.pinSetWhat,
    }));
  }

  /**
   * Remembers the device; a device the account never signed in from before (once it has one) gets
   * the owner a mail. The first device (the one that signed up) is only remembered.
   */
  signedIn(user: Pick<UserRecord, 'id' | 'email' | 'name'>, device: ClientDevice | undefined): void {
    if (!device) return;
    this.background.run('new device check', async () => {
      const key = devicesKey(user.id);
      const replies = await this.redis.redis
        .multi()
        .sadd(key, sha256(device.id))
        .scard(key)
        .expire(key, DEVICES_TTL_SECONDS)
        .exec();
      const added = replies?.[0]?.[1];
      const count = replies?.[1]?.[1];
      if (added === 1 && typeof count === 'number' && count > 1) {
        this.alert(user, (words) => ({
          subject: words.newSignInSubject,
          what: words.newSignInWhat({ device: device.name }),
        }));
      }
    });
  }

  /** Follows a "this wasn't me" link: once, then every token of the account stops working. */
  async signOutEverywhere(input: NotMeRequest): Promise<void> {
    const code = typeof input.code === 'string' ? input.code : '';
    if (!CODE_PATTERN.test(code)) throw ServiceError.unauthorized(AuthMessages.notMeLinkInvalid);
    const userId = await this.redis.redis.getdel(linkKey(code));
    if (!userId) throw ServiceError.unauthorized(AuthMessages.notMeLinkInvalid);
    const user = await this.users.revokeTokens(userId);
    if (user) await this.states.save(user);
  }

  private alert(
    user: Pick<UserRecord, 'id' | 'email' | 'name'>,
    changeIn: (words: AlertMailText) => Omit<AccountChange, 'at'>,
  ): void {
    const at = this.clock.now();
    this.background.run(`owner alert: ${changeIn(ALERT_MAIL_TEXT.en).subject}`, async () => {
      const lang = accountLanguageOf(await this.households.find(user.id));
      const code = randomBytes(32).toString('base64url');
      await this.redis.redis.set(linkKey(code), user.id, 'EX', NOT_ME_LINK_TTL_SECONDS);
      const url = `${this.config.WEB_APP_URL.replace(/\/$/, '')}/not-me?code=${code}`;
      const change = { ...changeIn(ALERT_MAIL_TEXT[lang]), at };
      await this.mailer.send(accountChangeMail(user.email, user.name, change, url, lang));
    });
  }
}
