import { Injectable } from '@nestjs/common';
import {
  AuthMessages,
  PrivacyMessages,
  type NomineeReply,
  type Principal,
  type SetNomineeRequest,
} from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { Clock } from '../security/clock';
import { isValidEmail, normalizeEmail } from '../users/account-rules';
import type { NomineeDoc } from './nominee.schema';
import { NomineesRepository } from './nominees.repository';

/** The account holder's nominee (DPDP Act, s. 14): someone else who may exercise their rights. */
@Injectable()
export class NomineesService {
  constructor(
    private readonly nominees: NomineesRepository,
    private readonly clock: Clock,
  ) {}

  async get(principal: Principal | undefined): Promise<NomineeReply> {
    return { nominee: toReply(await this.nominees.find(ownerOf(principal))) };
  }

  /** Empty name and email remove the nominee; otherwise both are needed, and it must be someone else. */
  async set(principal: Principal | undefined, input: SetNomineeRequest): Promise<NomineeReply> {
    const userId = ownerOf(principal);
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    const email = normalizeEmail(input.email);
    if (!name && !email) {
      await this.nominees.remove(userId);
      return { nominee: null };
    }
    if (!name) throw ServiceError.invalid(PrivacyMessages.nomineeNameRequired);
    if (!email || !isValidEmail(email)) throw ServiceError.invalid(PrivacyMessages.nomineeEmailInvalid);
    if (email === principal?.email.toLowerCase()) throw ServiceError.invalid(PrivacyMessages.nomineeIsYou);
    const nominee: NomineeDoc = { userId, name, email, nominatedAt: this.clock.now() };
    await this.nominees.set(nominee);
    return { nominee: toReply(nominee) };
  }
}

function toReply(doc: NomineeDoc | null): NomineeReply['nominee'] {
  return doc ? { name: doc.name, email: doc.email, nominatedAt: new Date(doc.nominatedAt).toISOString() } : null;
}

function ownerOf(principal: Principal | undefined): string {
  if (!principal) throw ServiceError.unauthorized(AuthMessages.signInRequired);
  return principal.userId;
}
