import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIVE_TICKET_PLAN_CODE,
  LiveMessages,
  type AdminLiveEvent,
  type LivePlayback,
  type LiveTicketOrder,
  type UserSubscription,
} from '@streamhub/contracts';
import { adminToken, api, newViewer, payInSandbox, testEnv, waitFor } from '@streamhub/testkit';
import { ingestHookToken } from '../src/live/live-secrets';
import { expectError } from './api-assertions';

/*
 * Pay-per-view tickets (docs/live.md, "Pay-per-view"): a live event's ticket bought through the
 * orders flow — a Razorpay order from billing, paid in the payments sandbox, granted by its webhook —
 * opens the event to its buyer and to nobody else. The event is made live by the ingest's publish
 * notification, so no encoder is needed here (live.test.ts pushes real media).
 */
const hook = ingestHookToken(process.env.MEDIA_URL_SECRET ?? '');
let admin: string;

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function schedule(overrides: Record<string, unknown> = {}): Promise<AdminLiveEvent> {
  const res = await api('POST', '/admin/live-events', {
    token: admin,
    body: {
      title: `PPV test ${randomUUID().slice(0, 8)}`,
      startAt: inMinutes(30),
      expectedDurationMinutes: 120,
      ageRating: 'U/A 13+',
      access: 'ppv',
      pricePaise: 4900,
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as AdminLiveEvent;
}

/** The ingest's publish notification: the event goes live. */
async function goLive(event: AdminLiveEvent): Promise<void> {
  const res = await fetch(
    `${testEnv.gatewayUrl}/api/v1/live/ingest/${hook}/publish?app=live&name=${encodeURIComponent(event.ingest.streamKey)}&call=publish`,
    { redirect: 'manual' },
  );
  expect(res.status).toBe(302);
}

const playback = (eventId: string, token: string) => api('GET', `/live-events/${eventId}/playback`, { token });
const orderTicket = (eventId: string, token: string) => api('POST', `/live-events/${eventId}/order`, { token });

beforeAll(async () => {
  admin = await adminToken();
});

describe('pay-per-view tickets', () => {
  it('plays a pay-per-view event only for its buyers, after the Razorpay order is paid', async () => {
    const event = await schedule();
    await goLive(event);
    const [buyer, other] = await Promise.all([newViewer(), newViewer()]);
    for (const viewer of [buyer, other]) {
      expectError(
        await playback(event.event._id, viewer.token),
        403,
        LiveMessages.purchaseRequired,
        'PURCHASE_REQUIRED',
      );
    }

    const res = await orderTicket(event.event._id, buyer.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(LiveMessages.ticketOrderCreated);
    const ticket = res.body.data as LiveTicketOrder;
    expect(ticket).toMatchObject({ alreadyBought: false, displayAmountRupees: '49.00' });
    expect(ticket.order).toMatchObject({ amount: 4900, currency: 'INR' });
    expect(ticket.event._id).toBe(event.event._id);
    // Asked again before paying (Checkout dismissed): the same order.
    const again = (await orderTicket(event.event._id, buyer.token)).body.data as LiveTicketOrder;
    expect(again.order?.id).toBe(ticket.order!.id);

    await payInSandbox(ticket.order!.id);
    const granted = await waitFor(
      async () => {
        const r = await playback(event.event._id, buyer.token);
        return r.status === 200 ? (r.body.data as LivePlayback) : undefined;
      },
      { timeoutMs: 15_000, what: 'the ticket to open the event' },
    );
    expect(granted.sources.map((s) => s.type)).toEqual(['dash', 'hls']);
    expectError(await playback(event.event._id, other.token), 403, LiveMessages.purchaseRequired, 'PURCHASE_REQUIRED');

    // The purchase is the buyer's like any other: in their subscriptions, and not sold twice.
    const mine = await api('GET', '/subscriptions/mine', { token: buyer.token });
    const purchases = mine.body.data.subscriptions as UserSubscription[];
    expect(purchases.find((s) => s.plan.code === LIVE_TICKET_PLAN_CODE)?.plan.title).toBe(event.event.title);
    const bought = await orderTicket(event.event._id, buyer.token);
    expect(bought.body).toMatchObject({
      message: LiveMessages.alreadyBought,
      data: { alreadyBought: true, order: null },
    });

    // A ticket for one event opens no other.
    const next = await schedule();
    await goLive(next);
    expectError(await playback(next.event._id, buyer.token), 403, LiveMessages.purchaseRequired, 'PURCHASE_REQUIRED');
  });

  it('sells no ticket for an event that comes with a plan, nor for an unknown one', async () => {
    const viewer = await newViewer();
    const subscribers = await schedule({ access: 'subscribers', pricePaise: undefined });
    expectError(await orderTicket(subscribers.event._id, viewer.token), 400, LiveMessages.notPayPerView);
    expect((await orderTicket('0123456789abcdef01234567', viewer.token)).status).toBe(404);
    expect((await api('POST', `/live-events/${subscribers.event._id}/order`)).status).toBe(401);
  });
});
