import { Injectable, Logger } from '@nestjs/common';
import {
  BillingMessages,
  gstStateName,
  type AccountLanguageEvent,
  type EventEnvelope,
  type InvoiceDetails,
  type Principal,
  type UserDeletedEvent,
  type UserErasedEvent,
  type UserRegisteredEvent,
  type UserStatusChangedEvent,
  type UserUpdatedEvent,
} from '@streamhub/contracts';
import { AccountLanguageEventSchema, InvoiceDetailsBodySchema } from '@streamhub/contracts/schemas';
import { ProcessedEvents, ServiceError, signedIn } from '@streamhub/nest-kit';
import { CustomersRepository, type Customer } from './customers.repository';

/** Keeps billing's customer projection in step with auth's user events, each applied once. */
@Injectable()
export class CustomersService {
  private readonly logger = new Logger('billing.customers');

  constructor(
    private readonly customers: CustomersRepository,
    private readonly processed: ProcessedEvents,
  ) {}

  onRegistered(event: EventEnvelope<UserRegisteredEvent>): Promise<boolean> {
    const { userId, name, email, mobile, role, createdAt } = event.payload;
    const registered = new Date(createdAt ?? event.occurredAt);
    const registeredAt = Number.isNaN(registered.getTime()) ? new Date() : registered;
    return this.processed.once(event, () =>
      this.customers.upsert(userId, { name, email, mobile, role, status: 'active', deleted: false, registeredAt }),
    );
  }

  onUpdated(event: EventEnvelope<UserUpdatedEvent>): Promise<boolean> {
    const { userId, name, mobile } = event.payload;
    return this.processed.once(event, () => this.customers.upsert(userId, { name, mobile }));
  }

  onStatusChanged(event: EventEnvelope<UserStatusChangedEvent>): Promise<boolean> {
    return this.processed.once(event, () =>
      this.customers.upsert(event.payload.userId, { status: event.payload.status }),
    );
  }

  onDeleted(event: EventEnvelope<UserDeletedEvent>): Promise<boolean> {
    return this.processed.once(event, () => this.customers.upsert(event.payload.userId, { deleted: true }));
  }

  /** The account's language for its mails (receipts, reminders, mandate notices); English until known. */
  async onLanguageChanged(event: EventEnvelope<AccountLanguageEvent>): Promise<boolean> {
    const parsed = AccountLanguageEventSchema.safeParse(event.payload);
    if (!parsed.success) {
      this.logger.warn(`event ${event.id}: not an account language (${parsed.error.issues[0]?.message ?? ''})`);
      return false;
    }
    const { userId, language } = parsed.data;
    return this.processed.once(event, () => this.customers.setLanguage(userId, language));
  }

  /**
   * The account was erased at its owner's request: the person's details go, the customer record
   * stays (anonymised) so payment records and subscriptions, kept for legal reasons, still add up.
   */
  onErased(event: EventEnvelope<UserErasedEvent>): Promise<boolean> {
    return this.processed.once(event, () => this.customers.anonymise(event.payload.userId));
  }

  async invoiceDetails(principal: Principal | undefined): Promise<InvoiceDetails> {
    const { state, gstin } = await this.customers.invoiceDetails(signedIn(principal).userId);
    return { state, stateName: state ? gstStateName(state) : null, gstin };
  }

  async setInvoiceDetails(principal: Principal | undefined, body: unknown): Promise<InvoiceDetails> {
    const caller = signedIn(principal);
    const parsed = InvoiceDetailsBodySchema.safeParse(body ?? {});
    if (!parsed.success) throw ServiceError.invalid(parsed.error.issues[0]?.message ?? BillingMessages.invalidGstin);
    const gstin = parsed.data.gstin ?? null;
    await this.customers.setInvoiceDetails(caller.userId, parsed.data.state, gstin);
    return { state: parsed.data.state, stateName: gstStateName(parsed.data.state), gstin };
  }

  async get(userId: string): Promise<Customer> {
    const customer = await this.customers.find(userId);
    if (!customer) throw ServiceError.notFound('Customer not found');
    return customer;
  }
}
