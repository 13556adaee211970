#!/usr/bin/env node
// Local stand-in for Razorpay (docs/payments.md), for machines without internet: the subset of the
// Orders, Payments, Refunds, Plans and Subscriptions APIs billing's SDK calls, a stand-in Checkout script with Razorpay
// Checkout's browser interface, and webhook delivery signed and retried like Razorpay's. No
// dependencies; state lives in memory.
//
// Env: PAYMENTS_SANDBOX_PORT (4010), RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET,
// PAYMENTS_WEBHOOK_URL (where payment events are POSTed; none when unset),
// PAYMENTS_WEBHOOK_TIME_SCALE (1: Razorpay's retry schedule over a day; 0.001 compresses it for tests),
// PAYMENTS_SANDBOX_CHARGE_RETRIES (3: retries of a failed renewal charge before the subscription halts).
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const env = process.env;
const port = Number(env.PAYMENTS_SANDBOX_PORT || 4010);
const keyId = required('RAZORPAY_KEY_ID');
const keySecret = required('RAZORPAY_KEY_SECRET');
const webhookSecret = required('RAZORPAY_WEBHOOK_SECRET');
const webhookUrl = env.PAYMENTS_WEBHOOK_URL || '';
const timeScale = Number(env.PAYMENTS_WEBHOOK_TIME_SCALE || 1);
// Razorpay retries a failed delivery with exponential back-off for about 24 hours (seconds).
const RETRY_SCHEDULE_S = [5, 30, 120, 600, 1800, 3600, 7200, 14400, 28800, 28800];
const checkoutScript = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');

const MAX_BODY = 64 * 1024;
const orders = new Map();
const payments = new Map();
const refunds = new Map();
const plans = new Map();
const subscriptions = new Map();
const invoices = new Map();
// Subscriptions run on the sandbox's own clock, which tests move forward (POST /sandbox/clock/advance).
let clockOffsetSeconds = 0;
// A failed renewal charge is retried this many times (a day apart on the sandbox clock) before the
// subscription halts; Razorpay retries a few times over some days.
const CHARGE_RETRIES = Number(env.PAYMENTS_SANDBOX_CHARGE_RETRIES || 3);
const RETRY_INTERVAL_S = 24 * 60 * 60;
const PERIOD_SECONDS = { daily: 86_400, weekly: 7 * 86_400, monthly: 30 * 86_400, yearly: 365 * 86_400 };

function required(name) {
  const value = env[name];
  if (!value) {
    console.error(`payments-sandbox: ${name} is required`);
    process.exit(78);
  }
  return value;
}

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function entityId(prefix) {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

const hmac = (secret, data) => createHmac('sha256', secret).update(data).digest('hex');
const now = () => Math.floor(Date.now() / 1000) + clockOffsetSeconds;

function log(message) {
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), name: 'payments-sandbox', msg: message })}\n`,
  );
}

function send(res, status, body, headers = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': typeof body === 'string' ? 'application/javascript; charset=utf-8' : 'application/json',
    ...headers,
  });
  res.end(text);
}

const error = (res, status, description, code = 'BAD_REQUEST_ERROR') =>
  send(res, status, {
    error: {
      code,
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
    },
  });

function readJson(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Error('too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      try {
        resolve(chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {});
      } catch {
        reject(new Error('invalid JSON'));
      }
    });
    req.on('error', reject);
  });
}

function authorized(req) {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return false;
  const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return id === keyId && secret === keySecret;
}

/** POST /v1/orders (Razorpay Orders API): amount in paise, INR, receipt up to 40 characters, notes. */
async function createOrder(req, res) {
  if (!authorized(req)) return error(res, 401, 'Authentication failed');
  const body = await readJson(req);
  if (!Number.isSafeInteger(body.amount) || body.amount < 100) {
    return error(res, 400, 'The amount must be atleast INR 1.00');
  }
  if (body.currency !== 'INR') return error(res, 400, 'Currency is not supported');
  if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40)) {
    return error(res, 400, 'receipt: the length must be no more than 40.');
  }
  const order = {
    id: entityId('order'),
    entity: 'order',
    amount: body.amount,
    amount_paid: 0,
    amount_due: body.amount,
    currency: 'INR',
    receipt: body.receipt ?? null,
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: body.notes ?? [],
    created_at: now(),
  };
  orders.set(order.id, order);
  send(res, 200, order);
}

/**
 * Signs and POSTs one event to the webhook URL like Razorpay does: any 2xx acknowledges it;
 * otherwise it is sent again (same x-razorpay-event-id) on Razorpay's back-off schedule.
 */
async function deliver(event, entities, maxAttempts = RETRY_SCHEDULE_S.length + 1) {
  if (!webhookUrl) return;
  const eventId = entityId('evt');
  const payload = Object.fromEntries(Object.entries(entities).map(([name, entity]) => [name, { entity }]));
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    contains: Object.keys(entities),
    payload,
    created_at: now(),
  });
  const subject = entities.payment?.id ?? entities.refund?.id ?? entities.subscription?.id ?? '';
  for (let attempt = 0; attempt < Math.min(maxAttempts, RETRY_SCHEDULE_S.length + 1); attempt++) {
    if (attempt > 0)
      await new Promise((resolve) => setTimeout(resolve, RETRY_SCHEDULE_S[attempt - 1] * 1000 * timeScale));
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmac(webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      log(`webhook ${event} ${subject} (${eventId}, attempt ${attempt + 1}) → ${res.status}`);
      if (res.status >= 200 && res.status < 300) return;
    } catch (err) {
      log(`webhook ${event} ${subject} (${eventId}, attempt ${attempt + 1}) failed: ${err.message}`);
    }
  }
  log(`webhook ${event} ${subject} (${eventId}): gave up`);
}

/**
 * What the stand-in Checkout window calls when the payer presses Pay (or Fail): the order is paid,
 * the browser gets Razorpay's success fields with the checkout signature, and the webhook follows.
 */
async function checkoutPay(body, res) {
  const order = orders.get(body.order_id);
  if (!order) return error(res, 400, 'The id provided does not exist');
  if (order.status === 'paid') return error(res, 400, 'Order is already paid');
  order.attempts += 1;
  // `capture: false` leaves the payment authorized, as with manual capture (or a capture that is late).
  const autoCapture = body.capture !== false;
  const payment = {
    id: entityId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: body.outcome === 'failure' ? 'failed' : autoCapture ? 'captured' : 'authorized',
    order_id: order.id,
    method: 'card',
    captured: body.outcome !== 'failure' && autoCapture,
    amount_refunded: 0,
    refund_status: null,
    email: typeof body.email === 'string' ? body.email.slice(0, 200) : 'payer@sandbox.local',
    contact: '+919999999999',
    notes: order.notes,
    error_code: body.outcome === 'failure' ? 'BAD_REQUEST_ERROR' : null,
    error_description: body.outcome === 'failure' ? 'Payment failed in the sandbox' : null,
    created_at: now(),
  };
  payments.set(payment.id, payment);
  // Tests can withhold the webhook, as when Razorpay's delivery is late or lost, or cut its retries short.
  const notify = body.deliver_webhook !== false;
  const attempts =
    Number.isSafeInteger(body.webhook_attempts) && body.webhook_attempts > 0 ? body.webhook_attempts : undefined;
  if (body.outcome === 'failure') {
    if (notify) void deliver('payment.failed', { payment });
    return send(res, 400, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        metadata: { payment_id: payment.id, order_id: order.id },
      },
    });
  }
  if (autoCapture) markCaptured(order, payment, notify, attempts);
  else order.status = 'attempted';
  send(res, 200, {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: hmac(keySecret, `${order.id}|${payment.id}`),
  });
}

function markCaptured(order, payment, notify = true, attempts = undefined) {
  payment.status = 'captured';
  payment.captured = true;
  order.status = 'paid';
  order.amount_paid = order.amount;
  order.amount_due = 0;
  if (notify) {
    void deliver('payment.captured', { payment }, attempts);
    void deliver('order.paid', { order, payment }, attempts);
  }
}

/** POST /v1/payments/{id}/capture {amount, currency}: an authorized payment becomes captured. */
async function capturePayment(req, res, payment) {
  const body = await readJson(req);
  if (payment.status !== 'authorized') return error(res, 400, 'This payment has already been captured');
  if (Number(body.amount) !== payment.amount || body.currency !== payment.currency) {
    return error(res, 400, 'Capture amount must be equal to the amount authorized');
  }
  markCaptured(orders.get(payment.order_id), payment);
  send(res, 200, payment);
}

/** POST /v1/payments/{id}/refund {amount, notes}: a refund of a captured payment, processed at once. */
async function refundPayment(req, res, payment) {
  const body = await readJson(req);
  if (payment.status !== 'captured') return error(res, 400, 'The payment has not been captured or is fully refunded');
  const amount = body.amount === undefined ? payment.amount - payment.amount_refunded : Number(body.amount);
  if (!Number.isSafeInteger(amount) || amount < 100 || amount > payment.amount - payment.amount_refunded) {
    return error(res, 400, 'The refund amount provided is greater than amount captured');
  }
  const refund = {
    id: entityId('rfnd'),
    entity: 'refund',
    amount,
    currency: payment.currency,
    payment_id: payment.id,
    notes: body.notes ?? {},
    status: 'processed',
    speed_processed: 'normal',
    created_at: now(),
  };
  refunds.set(refund.id, refund);
  payment.amount_refunded += amount;
  payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
  if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
  void deliver('refund.processed', { refund, payment });
  void deliver('payment.refunded', { payment, refund });
  send(res, 200, refund);
}

/** Sandbox only: the payer's bank wins a chargeback (Razorpay's payment.dispute.lost). */
function loseDispute(res, payment) {
  const dispute = {
    id: entityId('disp'),
    entity: 'dispute',
    payment_id: payment.id,
    amount: payment.amount,
    status: 'lost',
  };
  void deliver('payment.dispute.lost', { payment, dispute });
  send(res, 200, dispute);
}

/** The payments and refunds routes: /v1/payments/{id}[/capture|/refund], /v1/orders/{id}/payments. */
async function paymentRoute(req, res, path) {
  if (!authorized(req)) return error(res, 401, 'Authentication failed');
  const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
  if (req.method === 'GET' && orderPayments) {
    if (!orders.has(orderPayments[1])) return error(res, 400, 'The id provided does not exist');
    const items = [...payments.values()].filter((p) => p.order_id === orderPayments[1]);
    return send(res, 200, { entity: 'collection', count: items.length, items });
  }
  const match = /^\/v1\/(?:sandbox\/)?payments\/([^/]+)(?:\/(capture|refund|dispute-lost))?$/.exec(path);
  const payment = match ? payments.get(match[1]) : undefined;
  if (!match) return error(res, 404, 'The requested URL was not found on the server.', 'NOT_FOUND');
  if (!payment) return error(res, 400, 'The id provided does not exist');
  if (req.method === 'GET' && !match[2]) return send(res, 200, payment);
  if (req.method === 'POST' && match[2] === 'capture') return capturePayment(req, res, payment);
  if (req.method === 'POST' && match[2] === 'refund') return refundPayment(req, res, payment);
  if (req.method === 'POST' && match[2] === 'dispute-lost' && path.startsWith('/v1/sandbox/'))
    return loseDispute(res, payment);
  error(res, 404, 'The requested URL was not found on the server.', 'NOT_FOUND');
}

// ---- Plans and Subscriptions (Razorpay Subscriptions: UPI AutoPay and card mandates) ----

/** POST /v1/plans {period, interval, item: {name, amount, currency}, notes}. */
async function createPlan(req, res) {
  const body = await readJson(req);
  if (!PERIOD_SECONDS[body.period]) return error(res, 400, 'period: the selected period is invalid.');
  const interval = Number(body.interval);
  if (!Number.isSafeInteger(interval) || interval < 1) return error(res, 400, 'interval: must be at least 1.');
  if (body.period === 'daily' && interval < 7) return error(res, 400, 'For daily plans, the minimum interval is 7.');
  const item = body.item ?? {};
  if (!Number.isSafeInteger(item.amount) || item.amount < 100)
    return error(res, 400, 'The amount must be atleast INR 1.00');
  if (item.currency !== 'INR') return error(res, 400, 'Currency is not supported');
  if (typeof item.name !== 'string' || item.name === '')
    return error(res, 400, 'item.name: The name field is required.');
  const plan = {
    id: entityId('plan'),
    entity: 'plan',
    interval,
    period: body.period,
    item: { id: entityId('item'), active: true, name: item.name, amount: item.amount, currency: 'INR' },
    notes: body.notes ?? [],
    created_at: now(),
  };
  plans.set(plan.id, plan);
  send(res, 200, plan);
}

const periodOf = (plan) => PERIOD_SECONDS[plan.period] * plan.interval;

/** POST /v1/subscriptions {plan_id, total_count, customer_notify, start_at?, notes}. */
async function createSubscription(req, res) {
  const body = await readJson(req);
  const plan = plans.get(body.plan_id);
  if (!plan) return error(res, 400, 'The id provided does not exist');
  const total = Number(body.total_count);
  if (!Number.isSafeInteger(total) || total < 1) return error(res, 400, 'total_count: must be at least 1.');
  // start_at is the caller's (real) time; on the sandbox's clock it lies as far ahead of the sandbox's now.
  const realNow = Math.floor(Date.now() / 1000);
  if (body.start_at !== undefined && (!Number.isSafeInteger(body.start_at) || body.start_at <= realNow)) {
    return error(res, 400, 'start_at cannot be lesser than the current time.');
  }
  const startAt = body.start_at === undefined ? null : body.start_at + clockOffsetSeconds;
  const sub = {
    id: entityId('sub'),
    entity: 'subscription',
    plan_id: plan.id,
    customer_id: null,
    status: 'created',
    current_start: null,
    current_end: null,
    ended_at: null,
    quantity: 1,
    notes: body.notes ?? [],
    charge_at: startAt,
    start_at: startAt,
    end_at: null,
    auth_attempts: 0,
    total_count: total,
    paid_count: 0,
    customer_notify: body.customer_notify === 0 || body.customer_notify === false ? false : true,
    created_at: now(),
    expire_by: null,
    short_url: null,
    has_scheduled_changes: false,
    change_scheduled_at: null,
    source: 'api',
    payment_method: null,
    offer_id: null,
    remaining_count: total,
    // Sandbox state: cancel when the current cycle ends, failing charges and their retries.
    cancel_at_cycle_end: false,
    fail_charges: false,
    failed_attempts: 0,
    webhooks_off: false,
    cancel_refused: false,
  };
  subscriptions.set(sub.id, sub);
  send(res, 200, publicSubscription(sub));
}

function publicSubscription(sub) {
  const {
    cancel_at_cycle_end: _c,
    fail_charges: _f,
    failed_attempts: _a,
    webhooks_off: _w,
    cancel_refused: _r,
    ...rest
  } = sub;
  return rest;
}

/** Webhooks of one subscription go out one after another, in the order they happened. */
const deliveryChains = new Map();
function deliverInOrder(sub, event, entities) {
  if (sub.webhooks_off) return log(`webhook ${event} ${sub.id} withheld (test)`);
  const snapshot = { ...entities, subscription: publicSubscription({ ...sub }) };
  const chain = (deliveryChains.get(sub.id) ?? Promise.resolve()).then(() => deliver(event, snapshot));
  deliveryChains.set(sub.id, chain);
}

/** One charge attempt at `at` (sandbox seconds): an invoice and a payment, captured or failed. */
function charge(sub, at) {
  const plan = plans.get(sub.plan_id);
  const failed = sub.fail_charges;
  const payment = {
    id: entityId('pay'),
    entity: 'payment',
    amount: plan.item.amount,
    currency: 'INR',
    status: failed ? 'failed' : 'captured',
    order_id: null,
    invoice_id: null,
    method: sub.payment_method ?? 'upi',
    captured: !failed,
    amount_refunded: 0,
    refund_status: null,
    recurring: true,
    email: 'payer@sandbox.local',
    contact: '+919999999999',
    notes: sub.notes,
    error_code: failed ? 'BAD_REQUEST_ERROR' : null,
    error_description: failed ? 'The mandate was declined by the bank (sandbox)' : null,
    created_at: at,
  };
  const invoice = {
    id: entityId('inv'),
    entity: 'invoice',
    subscription_id: sub.id,
    payment_id: payment.id,
    amount: payment.amount,
    currency: 'INR',
    status: failed ? 'issued' : 'paid',
    billing_start: at,
    billing_end: at + periodOf(plan),
    paid_at: failed ? null : at,
    created_at: at,
  };
  payment.invoice_id = invoice.id;
  payments.set(payment.id, payment);
  invoices.set(invoice.id, invoice);
  return { payment, invoice, failed };
}

/** Runs every charge of `sub` that falls due by the sandbox's now (renewals, retries, cycle-end cancels). */
function runDue(sub) {
  const plan = plans.get(sub.plan_id);
  const t = now();
  while (['authenticated', 'active', 'pending'].includes(sub.status) && sub.charge_at !== null && sub.charge_at <= t) {
    const at = sub.charge_at;
    if (sub.cancel_at_cycle_end) {
      sub.status = 'cancelled';
      sub.ended_at = at;
      sub.charge_at = null;
      deliverInOrder(sub, 'subscription.cancelled', {});
      break;
    }
    const { payment, invoice, failed } = charge(sub, at);
    if (failed) {
      sub.failed_attempts += 1;
      if (sub.failed_attempts > CHARGE_RETRIES) {
        sub.status = 'halted';
        sub.charge_at = null;
        deliverInOrder(sub, 'subscription.halted', { payment });
        break;
      }
      const wasPending = sub.status === 'pending';
      sub.status = 'pending';
      sub.charge_at = at + RETRY_INTERVAL_S;
      if (!wasPending) deliverInOrder(sub, 'subscription.pending', { payment });
      continue;
    }
    const first = sub.paid_count === 0;
    sub.failed_attempts = 0;
    sub.paid_count += 1;
    sub.remaining_count = sub.total_count - sub.paid_count;
    // A retried charge that succeeds still starts its cycle when the cycle was due.
    const cycleStart = sub.current_end ?? at;
    sub.current_start = first ? at : cycleStart;
    sub.current_end = sub.current_start + periodOf(plan);
    sub.status = 'active';
    sub.charge_at = sub.current_end;
    if (first) deliverInOrder(sub, 'subscription.activated', { payment });
    deliverInOrder(sub, 'subscription.charged', { payment, invoice });
    if (sub.paid_count >= sub.total_count) {
      sub.status = 'completed';
      sub.ended_at = sub.current_end;
      sub.charge_at = null;
      deliverInOrder(sub, 'subscription.completed', {});
    }
  }
}

/**
 * Checkout for a subscription_id: the payer authorises the mandate (UPI AutoPay or card). Without
 * start_at the first charge is taken at once; with start_at (a trial) only the mandate is
 * authorised (a token payment, refunded) and the first charge falls at start_at.
 */
async function checkoutSubscribe(body, res) {
  const sub = subscriptions.get(body.subscription_id);
  if (!sub) return error(res, 400, 'The id provided does not exist');
  if (sub.status !== 'created') return error(res, 400, 'Subscription is not in created state');
  sub.auth_attempts += 1;
  // Tests can withhold every webhook of this subscription, as when Razorpay's deliveries are lost.
  sub.webhooks_off = body.deliver_webhook === false;
  sub.payment_method = body.method === 'card' ? 'card' : 'upi';
  if (body.outcome === 'failure') {
    return send(res, 400, {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Mandate authorisation failed',
        metadata: { subscription_id: sub.id },
      },
    });
  }
  let paymentId;
  sub.status = 'authenticated';
  if (sub.start_at !== null && sub.start_at > now()) {
    const auth = {
      id: entityId('pay'),
      entity: 'payment',
      amount: 100,
      currency: 'INR',
      status: 'refunded',
      order_id: null,
      invoice_id: null,
      method: sub.payment_method,
      captured: true,
      amount_refunded: 100,
      refund_status: 'full',
      recurring: true,
      description: 'Mandate authorisation (refunded)',
      notes: sub.notes,
      created_at: now(),
    };
    payments.set(auth.id, auth);
    paymentId = auth.id;
    sub.charge_at = sub.start_at;
    deliverInOrder(sub, 'subscription.authenticated', {});
  } else {
    deliverInOrder(sub, 'subscription.authenticated', {});
    sub.charge_at = now();
    runDue(sub);
    paymentId = [...invoices.values()].find((i) => i.subscription_id === sub.id)?.payment_id;
  }
  send(res, 200, {
    razorpay_payment_id: paymentId,
    razorpay_subscription_id: sub.id,
    razorpay_signature: hmac(keySecret, `${paymentId}|${sub.id}`),
  });
}

/** /v1/subscriptions/{id}[/cancel] and the sandbox's controls under /sandbox/subscriptions/{id}. */
async function subscriptionRoute(req, res, path) {
  const match = /^\/v1\/subscriptions\/([^/]+)(?:\/(cancel))?$/.exec(path);
  const sub = match ? subscriptions.get(match[1]) : undefined;
  if (!match) return error(res, 404, 'The requested URL was not found on the server.', 'NOT_FOUND');
  if (!sub) return error(res, 400, 'The id provided does not exist');
  if (req.method === 'GET' && !match[2]) return send(res, 200, publicSubscription(sub));
  if (req.method === 'POST' && match[2] === 'cancel') {
    const body = await readJson(req);
    // Tests can make the provider fail cancellations of this subscription (an outage at the time).
    if (sub.cancel_refused) return error(res, 500, 'The server encountered an error (sandbox)', 'SERVER_ERROR');
    if (['cancelled', 'completed', 'expired'].includes(sub.status)) {
      return error(res, 400, 'Subscription is not cancellable in cancelled status.');
    }
    const atCycleEnd = body.cancel_at_cycle_end === 1 || body.cancel_at_cycle_end === true;
    if (atCycleEnd && sub.status === 'active') {
      sub.cancel_at_cycle_end = true;
      return send(res, 200, publicSubscription(sub));
    }
    sub.status = 'cancelled';
    sub.ended_at = now();
    sub.charge_at = null;
    deliverInOrder(sub, 'subscription.cancelled', {});
    return send(res, 200, publicSubscription(sub));
  }
  error(res, 404, 'The requested URL was not found on the server.', 'NOT_FOUND');
}

/**
 * Sandbox controls (no Razorpay equivalent): POST /sandbox/clock/advance {seconds} moves the
 * subscriptions' clock and runs every charge that falls due; POST /sandbox/subscriptions/{id}/fail-charges
 * {fail} makes the next charges fail (or succeed again); POST /sandbox/subscriptions/{id}/webhooks
 * {deliver} withholds its webhooks from now on (lost deliveries) or sends them again; POST
 * /sandbox/subscriptions/{id}/refuse-cancel {refuse} makes its cancellations fail (500) or work again; GET /sandbox/subscriptions/{id}/invoices
 * lists its charges; GET /sandbox/clock tells the sandbox's now.
 */
async function sandboxRoute(req, res, path) {
  if (req.method === 'GET' && path === '/sandbox/clock')
    return send(res, 200, { now: now(), offset: clockOffsetSeconds });
  if (req.method === 'POST' && path === '/sandbox/clock/advance') {
    const body = await readJson(req);
    const seconds = Number(body.seconds);
    if (!Number.isSafeInteger(seconds) || seconds < 0 || seconds > 20 * 365 * 86_400) {
      return error(res, 400, 'seconds must be a whole number from 0 to 20 years');
    }
    clockOffsetSeconds += seconds;
    const before = invoices.size;
    for (const sub of subscriptions.values()) runDue(sub);
    return send(res, 200, { now: now(), offset: clockOffsetSeconds, charges: invoices.size - before });
  }
  const match = /^\/sandbox\/subscriptions\/([^/]+)\/(fail-charges|webhooks|refuse-cancel|invoices)$/.exec(path);
  const sub = match ? subscriptions.get(match[1]) : undefined;
  if (match && !sub) return error(res, 400, 'The id provided does not exist');
  if (match && req.method === 'POST' && match[2] === 'fail-charges') {
    const body = await readJson(req);
    sub.fail_charges = body.fail !== false;
    return send(res, 200, { id: sub.id, fail_charges: sub.fail_charges });
  }
  if (match && req.method === 'POST' && match[2] === 'webhooks') {
    const body = await readJson(req);
    sub.webhooks_off = body.deliver === false;
    return send(res, 200, { id: sub.id, webhooks: !sub.webhooks_off });
  }
  if (match && req.method === 'POST' && match[2] === 'refuse-cancel') {
    const body = await readJson(req);
    sub.cancel_refused = body.refuse !== false;
    return send(res, 200, { id: sub.id, cancel_refused: sub.cancel_refused });
  }
  if (match && req.method === 'GET' && match[2] === 'invoices') {
    const items = [...invoices.values()].filter((i) => i.subscription_id === sub.id);
    return send(res, 200, { entity: 'collection', count: items.length, items });
  }
  error(res, 404, 'The requested URL was not found on the server.', 'NOT_FOUND');
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const path = url.pathname;
  try {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      return res.end();
    }
    if (req.method === 'GET' && path === '/health') return send(res, 200, { ok: true });
    if (req.method === 'GET' && path === '/v1/checkout.js') {
      return send(res, 200, checkoutScript, { 'cache-control': 'no-cache', ...CORS });
    }
    if (req.method === 'POST' && path === '/v1/orders') return await createOrder(req, res);
    if (req.method === 'GET' && /^\/v1\/orders\/[^/]+$/.test(path)) {
      if (!authorized(req)) return error(res, 401, 'Authentication failed');
      const order = orders.get(path.slice('/v1/orders/'.length));
      return order ? send(res, 200, order) : error(res, 400, 'The id provided does not exist');
    }
    if (
      path.startsWith('/v1/payments/') ||
      path.startsWith('/v1/sandbox/payments/') ||
      /^\/v1\/orders\/[^/]+\/payments$/.test(path)
    ) {
      return await paymentRoute(req, res, path);
    }
    if (req.method === 'POST' && path === '/v1/checkout/pay') {
      res.setHeader('access-control-allow-origin', '*');
      const body = await readJson(req);
      if (body.key !== keyId) return error(res, 400, 'The api key provided is invalid');
      if (typeof body.subscription_id === 'string') return await checkoutSubscribe(body, res);
      return await checkoutPay(body, res);
    }
    if (req.method === 'POST' && path === '/v1/plans') {
      if (!authorized(req)) return error(res, 401, 'Authentication failed');
      return await createPlan(req, res);
    }
    if (req.method === 'POST' && path === '/v1/subscriptions') {
      if (!authorized(req)) return error(res, 401, 'Authentication failed');
      return await createSubscription(req, res);
    }
    if (req.method === 'GET' && path === '/v1/invoices') {
      // Razorpay's Invoices API, filtered by subscription_id: one invoice per charge attempt.
      if (!authorized(req)) return error(res, 401, 'Authentication failed');
      const subscriptionId = url.searchParams.get('subscription_id');
      const items = [...invoices.values()].filter((i) => !subscriptionId || i.subscription_id === subscriptionId);
      return send(res, 200, { entity: 'collection', count: items.length, items });
    }
    if (path.startsWith('/v1/subscriptions/')) {
      if (!authorized(req)) return error(res, 401, 'Authentication failed');
      return await subscriptionRoute(req, res, path);
    }
    if (path.startsWith('/sandbox/')) return await sandboxRoute(req, res, path);
    error(res, 404, 'The requested URL was not found on the server.', 'NOT_FOUND');
  } catch (err) {
    error(res, 400, err instanceof Error ? err.message : 'Bad request');
  }
});

server.listen(port, '127.0.0.1', () => log(`listening on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
