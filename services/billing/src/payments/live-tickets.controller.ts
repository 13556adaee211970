import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  BillingPatterns,
  type LiveTicketOrder,
  type LiveTicketOrderRequest,
  type RpcRequest,
} from '@streamhub/contracts';
import { LiveTicketsService } from './live-tickets.service';

/** Pay-per-view tickets of live events (docs/live.md, "Pay-per-view"). */
@Controller()
export class LiveTicketsController {
  constructor(private readonly tickets: LiveTicketsService) {}

  @RpcHandler(BillingPatterns.createLiveTicketOrder)
  createOrder(@Payload() request: RpcRequest<LiveTicketOrderRequest>): Promise<LiveTicketOrder> {
    return this.tickets.createOrder(request.principal, request.body ?? { eventId: '' });
  }
}
