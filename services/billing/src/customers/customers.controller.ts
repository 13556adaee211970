import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler, RpcHandler } from '@streamhub/nest-kit';
import {
  BillingPatterns,
  Events,
  type AccountLanguageEvent,
  type EventEnvelope,
  type InvoiceDetails,
  type InvoiceDetailsInput,
  type RpcRequest,
  type UserDeletedEvent,
  type UserErasedEvent,
  type UserRegisteredEvent,
  type UserStatusChangedEvent,
  type UserUpdatedEvent,
} from '@streamhub/contracts';
import type { Customer } from './customers.repository';
import { CustomersService } from './customers.service';

@Controller()
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @EventHandler(Events.userRegistered)
  async registered(@Payload() event: EventEnvelope<UserRegisteredEvent>): Promise<void> {
    await this.customers.onRegistered(event);
  }

  @EventHandler(Events.userUpdated)
  async updated(@Payload() event: EventEnvelope<UserUpdatedEvent>): Promise<void> {
    await this.customers.onUpdated(event);
  }

  @EventHandler(Events.userStatusChanged)
  async statusChanged(@Payload() event: EventEnvelope<UserStatusChangedEvent>): Promise<void> {
    await this.customers.onStatusChanged(event);
  }

  @EventHandler(Events.userDeleted)
  async deleted(@Payload() event: EventEnvelope<UserDeletedEvent>): Promise<void> {
    await this.customers.onDeleted(event);
  }

  @EventHandler(Events.userErased)
  async erased(@Payload() event: EventEnvelope<UserErasedEvent>): Promise<void> {
    await this.customers.onErased(event);
  }

  @EventHandler(Events.accountLanguageChanged)
  async languageChanged(@Payload() event: EventEnvelope<AccountLanguageEvent>): Promise<void> {
    await this.customers.onLanguageChanged(event);
  }

  @RpcHandler(BillingPatterns.getInvoiceDetails)
  invoiceDetails(@Payload() request: RpcRequest): Promise<InvoiceDetails> {
    return this.customers.invoiceDetails(request.principal);
  }

  @RpcHandler(BillingPatterns.setInvoiceDetails)
  setInvoiceDetails(@Payload() request: RpcRequest<InvoiceDetailsInput>): Promise<InvoiceDetails> {
    return this.customers.setInvoiceDetails(request.principal, request.body);
  }

  @RpcHandler(BillingPatterns.getCustomer)
  get(@Payload() request: RpcRequest<{ userId: string }>): Promise<Customer> {
    return this.customers.get(request.body.userId);
  }
}
