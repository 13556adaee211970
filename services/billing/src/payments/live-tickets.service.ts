import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  DEFAULT_PLAN_QUALITY,
  DEFAULT_PLAN_SCREENS,
  LIVE_TICKET_ACCESS_DAYS,
  LIVE_TICKET_PLAN_CODE,
  LiveMessages,
  liveTicketTarget,
  type LiveTicketOrder,
  type LiveTicketOrderRequest,
  type Principal,
} from '@streamhub/contracts';
import { ServiceError, signedIn } from '@streamhub/nest-kit';
import { isObjectIdOrHexString } from 'mongoose';
import { CatalogDirectory } from '../catalog/catalog-directory';
import { CLOCK, type Clock } from '../common/clock';
import { formatRupees } from '../common/money';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { OrdersRepository, type NewOrder } from './orders.repository';
import { PaymentProvider } from './payment-provider';
import { orderReceipt, pendingProviderOrder, placeProviderOrder, REUSE_PENDING_MS } from './provider-orders';

/**
 * Pay-per-view tickets (docs/live.md, "Pay-per-view"): an order for a live event's price, made and
 * paid like a plan's (Razorpay order, Checkout, webhook or relay, reconciler). The order's plan is
 * `LIVE_TICKET_PLAN_CODE` and its target the event, so the grant after capture is the same
 * subscription grant as a plan's (one per payment, a receipt, refundable) and catalog's entitlement
 * projection opens the event to its buyer.
 */
@Injectable()
export class LiveTicketsService {
  private readonly logger = new Logger(LiveTicketsService.name);

  constructor(
    private readonly orders: OrdersRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly provider: PaymentProvider,
    private readonly catalog: CatalogDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async createOrder(principal: Principal | undefined, request: LiveTicketOrderRequest): Promise<LiveTicketOrder> {
    const caller = signedIn(principal);
    const eventId = typeof request?.eventId === 'string' ? request.eventId.toLowerCase() : '';
    if (eventId.length !== 24 || !isObjectIdOrHexString(eventId)) {
      throw ServiceError.notFound(LiveMessages.eventNotFound);
    }
    const event = await this.catalog.liveEvent(eventId);
    if (event.access !== 'ppv' || event.pricePaise === null) throw ServiceError.invalid(LiveMessages.notPayPerView);
    if (event.state === 'ended') throw ServiceError.conflict(LiveMessages.eventEnded);
    const target = liveTicketTarget(event._id);
    const now = this.clock();
    const reply = {
      displayAmountRupees: formatRupees(event.pricePaise),
      keyId: this.provider.keyId,
      checkoutScriptUrl: this.provider.checkoutScriptUrl,
      event,
    };

    const held = (await this.subscriptions.liveFor(caller.userId, now)).some(
      (s) => s.planCode === LIVE_TICKET_PLAN_CODE && s.episodeName === target,
    );
    if (held) return { ...reply, order: null, alreadyBought: true };

    const pending = await this.orders.findReusable({
      userId: caller.userId,
      planCode: LIVE_TICKET_PLAN_CODE,
      scope: 'episode',
      episodeName: target,
      amountPaise: event.pricePaise,
      couponCode: null,
      since: new Date(now.getTime() - REUSE_PENDING_MS),
    });
    if (pending) return { ...reply, order: pendingProviderOrder(pending), alreadyBought: false };

    const notes = {
      userId: caller.userId,
      planCode: LIVE_TICKET_PLAN_CODE,
      scope: 'episode',
      episodeName: target,
      liveEventId: event._id,
      couponCode: '',
    };
    const placing = { provider: this.provider, orders: this.orders, logger: this.logger };
    const record: Omit<NewOrder, 'orderId'> = {
      userId: caller.userId,
      planCode: LIVE_TICKET_PLAN_CODE,
      planTitle: event.title,
      scope: 'episode',
      durationDays: LIVE_TICKET_ACCESS_DAYS,
      maxQuality: DEFAULT_PLAN_QUALITY,
      screens: DEFAULT_PLAN_SCREENS,
      withAds: false,
      episodeId: null,
      episodeName: target,
      amountPaise: event.pricePaise,
      currency: 'INR',
      receipt: orderReceipt('ppv'),
    };
    const order = await placeProviderOrder(placing, record, notes, { what: 'ticket order' });
    return { ...reply, order, alreadyBought: false };
  }
}
