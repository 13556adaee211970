import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler } from '@streamhub/nest-kit';
import { Events, type AccountLanguageEvent, type EventEnvelope, type UserErasedEvent } from '@streamhub/contracts';
import { AccountLanguagesService } from './account-languages.service';

@Controller()
export class AccountLanguagesController {
  constructor(private readonly languages: AccountLanguagesService) {}

  @EventHandler(Events.accountLanguageChanged)
  async changed(@Payload() event: EventEnvelope<AccountLanguageEvent>): Promise<void> {
    await this.languages.onLanguageChanged(event);
  }

  @EventHandler(Events.userErased)
  async erased(@Payload() event: EventEnvelope<UserErasedEvent>): Promise<void> {
    await this.languages.onErased(event);
  }
}
