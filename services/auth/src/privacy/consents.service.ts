import { Injectable } from '@nestjs/common';
import {
  AuthMessages,
  PRIVACY_NOTICE_VERSION,
  PrivacyMessages,
  type ConsentsReply,
  type PrivacyStatus,
  type Principal,
  type UpdateConsentsRpcRequest,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { Clock } from '../security/clock';
import type { StoredConsent } from './consent.schema';
import { nextPurpose, privacyStatusOf, toConsentRecord, type CheckedSignupConsent } from './consent-rules';
import { ConsentsRepository } from './consents.repository';

/** Where a consent came from: the client's address and browser, as the gateway saw them. */
export interface ConsentOrigin {
  ip?: string | null;
  userAgent?: string | null;
}

/** The account's consents (docs/privacy.md): recorded at sign-up, changed in Profile → Privacy. */
@Injectable()
export class ConsentsService {
  constructor(
    private readonly consents: ConsentsRepository,
    private readonly clock: Clock,
  ) {}

  /** The first record of a new account, from what its sign-up agreed to. */
  async recordSignup(userId: string, consent: CheckedSignupConsent, origin: ConsentOrigin, at: Date): Promise<void> {
    await this.consents.append({
      userId,
      noticeVersion: consent.noticeVersion,
      adult: true,
      purposes: {
        marketing: { granted: consent.marketing, changedAt: at },
        personalisation: { granted: consent.personalisation, changedAt: at },
      },
      source: 'signup',
      at,
      ip: origin.ip ?? null,
      userAgent: origin.userAgent ?? null,
    });
  }

  async status(userId: string): Promise<PrivacyStatus> {
    return privacyStatusOf(await this.consents.latest(userId));
  }

  /** True only while the account's latest record grants personalised rows. */
  async personalisationAllowed(userId: string): Promise<boolean> {
    return (await this.consents.latest(userId))?.purposes.personalisation.granted === true;
  }

  async list(principal: Principal | undefined): Promise<ConsentsReply> {
    const userId = ownerOf(principal);
    const history = await this.consents.history(userId);
    return {
      status: privacyStatusOf(history[0] ?? null),
      current: history[0] ? toConsentRecord(history[0]) : null,
      history: history.map(toConsentRecord),
    };
  }

  /**
   * Gives or withdraws purposes (unnamed ones stay as they were) and, with `noticeVersion`,
   * agrees to the notice in force: a new record either way, the history is never rewritten.
   */
  async update(
    principal: Principal | undefined,
    input: UpdateConsentsRpcRequest,
    clientAddress?: string,
  ): Promise<ConsentsReply> {
    const userId = ownerOf(principal);
    if (input.noticeVersion !== undefined && input.noticeVersion !== PRIVACY_NOTICE_VERSION)
      throw ServiceError.invalid(PrivacyMessages.noticeOutdated);
    const previous = await this.consents.latest(userId);
    const now = this.clock.now();
    const record: StoredConsent = {
      userId,
      noticeVersion: input.noticeVersion ?? previous?.noticeVersion ?? PRIVACY_NOTICE_VERSION,
      adult: previous?.adult ?? false,
      purposes: {
        marketing: nextPurpose(previous?.purposes.marketing, input.marketing, now),
        personalisation: nextPurpose(previous?.purposes.personalisation, input.personalisation, now),
      },
      source:
        input.noticeVersion !== undefined && input.noticeVersion !== previous?.noticeVersion ? 'notice' : 'settings',
      at: now,
      ip: clientAddress ?? null,
      userAgent: input.userAgent ?? null,
    };
    await this.consents.append(record);
    return this.list(principal);
  }
}

function ownerOf(principal: Principal | undefined): string {
  if (!principal) throw ServiceError.unauthorized(AuthMessages.signInRequired);
  return principal.userId;
}
