#!/usr/bin/env node
// Local stand-in for Razorpay (DESIGN.md §5), for machines without internet: the Orders API
// subset billing's SDK calls, a stand-in Checkout script with Razorpay Checkout's browser interface,
// and webhook delivery signed like Razorpay's. No dependencies; state lives in memory.
//
// Env: PAYMENTS_SANDBOX_PORT (4010), RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET,
// PAYMENTS_WEBHOOK_URL (where payment events are POSTed; none when unset).
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const env = process.env;
const port = Number(env.PAYMENTS_SANDBOX_PORT || 4010);
const keyId = required('RAZORPAY_KEY_ID');
const keySecret = required('RAZORPAY_KEY_SECRET');
const webhookSecret = required('RAZORPAY_WEBHOOK_SECRET');
const webhookUrl = env.PAYMENTS_WEBHOOK_URL || '';
const checkoutScript = readFileSync(new URL('./checkout.js', import.meta.url), 'utf8');

const MAX_BODY = 64 * 1024;
const orders = new Map();
const payments = new Map();

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
const now = () => Math.floor(Date.now() / 1000);

function log(message) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), name: 'payments-sandbox', msg: message })}\n`);
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
  send(res, status, { error: { code, description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {} } });

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

/** Signs and POSTs one event to the webhook URL like Razorpay does, retrying a few times. */
async function deliver(event, payment) {
  if (!webhookUrl) return;
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_sandbox',
    event,
    contains: ['payment'],
    payload: { payment: { entity: payment } },
    created_at: now(),
  });
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      const res = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(webhookSecret, body), 'x-razorpay-event-id': entityId('evt') },
        body,
      });
      log(`webhook ${event} ${payment.id} → ${res.status}`);
      if (res.status < 500) return;
    } catch (err) {
      log(`webhook ${event} ${payment.id} failed: ${err.message}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

/**
 * What the stand-in Checkout window calls when the payer presses Pay (or Fail): the order is paid,
 * the browser gets Razorpay's success fields with the checkout signature, and the webhook follows.
 */
async function checkoutPay(req, res) {
  const body = await readJson(req);
  if (body.key !== keyId) return error(res, 400, 'The api key provided is invalid');
  const order = orders.get(body.order_id);
  if (!order) return error(res, 400, 'The id provided does not exist');
  if (order.status === 'paid') return error(res, 400, 'Order is already paid');
  order.attempts += 1;
  const payment = {
    id: entityId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: body.outcome === 'failure' ? 'failed' : 'captured',
    order_id: order.id,
    method: 'card',
    captured: body.outcome !== 'failure',
    email: typeof body.email === 'string' ? body.email.slice(0, 200) : 'payer@sandbox.local',
    contact: '+919999999999',
    notes: order.notes,
    error_code: body.outcome === 'failure' ? 'BAD_REQUEST_ERROR' : null,
    error_description: body.outcome === 'failure' ? 'Payment failed in the sandbox' : null,
    created_at: now(),
  };
  payments.set(payment.id, payment);
  // Tests can withhold the webhook, as when Razorpay's delivery is late or lost.
  const notify = body.deliver_webhook !== false;
  if (body.outcome === 'failure') {
    if (notify) void deliver('payment.failed', payment);
    return send(res, 400, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', metadata: { payment_id: payment.id, order_id: order.id } },
    });
  }
  order.status = 'paid';
  order.amount_paid = order.amount;
  order.amount_due = 0;
  if (notify) void deliver('payment.captured', payment);
  send(res, 200, {
    razorpay_payment_id: payment.id,
    razorpay_order_id: order.id,
    razorpay_signature: hmac(keySecret, `${order.id}|${payment.id}`),
  });
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
    if (req.method === 'GET' && path.startsWith('/v1/orders/')) {
      if (!authorized(req)) return error(res, 401, 'Authentication failed');
      const order = orders.get(path.slice('/v1/orders/'.length));
      return order ? send(res, 200, order) : error(res, 400, 'The id provided does not exist');
    }
    if (req.method === 'GET' && path.startsWith('/v1/payments/')) {
      if (!authorized(req)) return error(res, 401, 'Authentication failed');
      const payment = payments.get(path.slice('/v1/payments/'.length));
      return payment ? send(res, 200, payment) : error(res, 400, 'The id provided does not exist');
    }
    if (req.method === 'POST' && path === '/v1/checkout/pay') {
      res.setHeader('access-control-allow-origin', '*');
      return await checkoutPay(req, res);
    }
    error(res, 404, 'The requested URL was not found on the server.', 'NOT_FOUND');
  } catch (err) {
    error(res, 400, err instanceof Error ? err.message : 'Bad request');
  }
});

server.listen(port, '127.0.0.1', () => log(`listening on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
