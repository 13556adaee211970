import { describe, expect, it } from 'vitest';
import {
  LIVE_TICKET_ACCESS_DAYS,
  LIVE_TICKET_PLAN_CODE,
  LiveMessages,
  ServiceErrorCode,
  liveTicketTarget,
  type LiveEvent,
  type Principal,
} from '@streamhub/contracts';
import { serviceFailure, strictFake } from '@streamhub/testkit';
import type { CatalogDirectory } from '../catalog/catalog-directory';
import type { SubscriptionRecord, SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { LiveTicketsService } from './live-tickets.service';
import type { NewOrder, OrderRecord, OrdersRepository } from './orders.repository';
import type { NewOrder as NewProviderOrder, PaymentProvider } from './payment-provider';

const now = new Date('2026-06-01T12:00:00.000Z');
const buyer: Principal = { userId: 'u1', email: 'u1@test.local', role: 'user', isAdmin: false };
const EVENT_ID = 'cccccccccccccccccccccccc';

const liveEvent = (over: Partial<LiveEvent> = {}): LiveEvent => ({
  _id: EVENT_ID,
  title: 'The Final',
  posterUrl: null,
  startAt: now.toISOString(),
  expectedDurationMinutes: 180,
  ageRating: 'U',
  access: 'ppv',
  pricePaise: 4900,
  state: 'live',
  vodVideoId: null,
  createdAt: now.toISOString(),
  ...over,
});

function service(
  ports: {
    event?: LiveEvent;
    held?: Partial<SubscriptionRecord>[];
    pending?: OrderRecord | null;
    created?: NewOrder[];
    sent?: NewProviderOrder[];
  } = {},
): LiveTicketsService {
  return new LiveTicketsService(
    strictFake<OrdersRepository>('orders', {
      findReusable: async () => ports.pending ?? null,
      create: async (order) => {
        ports.created?.push(order);
      },
    }),
    strictFake<SubscriptionsRepository>('subscriptions', {
      liveFor: async () => (ports.held ?? []) as SubscriptionRecord[],
    }),
    strictFake<PaymentProvider>('provider', {
      keyId: 'rzp_test_key',
      checkoutScriptUrl: 'https://checkout.example/v1/checkout.js',
      createOrder: async (request) => {
        ports.sent?.push(request);
        return { id: 'order_ppv', amount: request.amountPaise, currency: 'INR', receipt: request.receipt };
      },
    }),
    strictFake<CatalogDirectory>('catalog', { liveEvent: async () => ports.event ?? liveEvent() }),
    () => now,
  );
}

describe('LiveTicketsService.createOrder', () => {
  it("makes a Razorpay order for the event's price, kept as a LIVE_PPV order whose target is the event", async () => {
    const created: NewOrder[] = [];
    const sent: NewProviderOrder[] = [];
    const reply = await service({ created, sent }).createOrder(buyer, { eventId: EVENT_ID.toUpperCase() });
    expect(reply).toMatchObject({ alreadyBought: false, displayAmountRupees: '49.00', order: { id: 'order_ppv' } });
    expect(sent[0]).toMatchObject({ amountPaise: 4900, notes: { liveEventId: EVENT_ID } });
    expect(created[0]).toMatchObject({
      orderId: 'order_ppv',
      userId: buyer.userId,
      planCode: LIVE_TICKET_PLAN_CODE,
      planTitle: 'The Final',
      scope: 'episode',
      episodeName: liveTicketTarget(EVENT_ID),
      durationDays: LIVE_TICKET_ACCESS_DAYS,
      amountPaise: 4900,
    });
  });

  it('sells no second ticket to a holder', async () => {
    const held = [{ planCode: LIVE_TICKET_PLAN_CODE, episodeName: liveTicketTarget(EVENT_ID) }];
    await expect(service({ held }).createOrder(buyer, { eventId: EVENT_ID })).resolves.toMatchObject({
      alreadyBought: true,
      order: null,
    });
  });

  it('refuses an event that comes with a plan, an ended one, and a malformed id', async () => {
    await expect(
      serviceFailure(
        service({ event: liveEvent({ access: 'subscribers', pricePaise: null }) }).createOrder(buyer, {
          eventId: EVENT_ID,
        }),
      ),
    ).resolves.toEqual({ code: ServiceErrorCode.Invalid, message: LiveMessages.notPayPerView });
    await expect(
      serviceFailure(service({ event: liveEvent({ state: 'ended' }) }).createOrder(buyer, { eventId: EVENT_ID })),
    ).resolves.toEqual({ code: ServiceErrorCode.Conflict, message: LiveMessages.eventEnded });
    await expect(serviceFailure(service().createOrder(buyer, { eventId: 'nope' }))).resolves.toEqual({
      code: ServiceErrorCode.NotFound,
      message: LiveMessages.eventNotFound,
    });
    await expect(serviceFailure(service().createOrder(undefined, { eventId: EVENT_ID }))).resolves.toMatchObject({
      code: ServiceErrorCode.Unauthorized,
    });
  });
});
