import { Injectable, Logger } from '@nestjs/common';
import type { AccountLanguageEvent, EventEnvelope, ProfileLanguage, UserErasedEvent } from '@streamhub/contracts';
import { AccountLanguageEventSchema } from '@streamhub/contracts/schemas';
import { ProcessedEvents } from '@streamhub/nest-kit';
import { AccountLanguagesRepository } from './account-languages.repository';

/**
 * The language support writes an account's mails in (docs/i18n.md "Mails"): auth publishes it at
 * sign-up and whenever the holder's own profile changes language; erased with the account. A guest
 * (no account) or an account auth has not told us about yet gets English.
 */
@Injectable()
export class AccountLanguagesService {
  private readonly logger = new Logger('support.account-languages');

  constructor(
    private readonly languages: AccountLanguagesRepository,
    private readonly processed: ProcessedEvents,
  ) {}

  onLanguageChanged(event: EventEnvelope<AccountLanguageEvent>): Promise<boolean> {
    const parsed = AccountLanguageEventSchema.safeParse(event.payload);
    if (!parsed.success) {
      this.logger.warn(`event ${event.id}: not an account language (${parsed.error.issues[0]?.message ?? ''})`);
      return Promise.resolve(false);
    }
    const { userId, language } = parsed.data;
    return this.processed.once(event, () => this.languages.set(userId, language));
  }

  onErased(event: EventEnvelope<UserErasedEvent>): Promise<boolean> {
    return this.processed.once(event, () => this.languages.remove(event.payload.userId));
  }

  async languageOf(userId: string | undefined): Promise<ProfileLanguage> {
    if (!userId) return 'en';
    return (await this.languages.find(userId)) ?? 'en';
  }
}
