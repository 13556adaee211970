import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Events, SERVICES, type EventEnvelope, type UserRegisteredEvent } from '@streamhub/contracts';
import {
  adminToken,
  api,
  closeTestKafka,
  publishEvent,
  signTestToken,
  testEnv,
  unique,
  viewerToken,
  waitFor,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

describe('gateway ↔ Kafka ↔ services spine', () => {
  it('reports every infrastructure server and every service as up (in detail to admins only)', async () => {
    const guest = await api('GET', '/health');
    expect(guest.status).toBe(200);
    expect(guest.body).toEqual({ success: true, message: 'All components are up', data: { status: 'ok' } });
    const viewer = await api('GET', '/health', { token: await viewerToken() });
    expect(viewer.body.data).toEqual({ status: 'ok' });
    const res = await api('GET', '/health', { token: await adminToken() });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    for (const key of ['kafka', 'mongo', 'redis', 'minio', ...SERVICES]) {
      expect(res.body.data.details[key]?.status, key).toBe('up');
    }
  });

  it('carries an HTTP call through Kafka to the catalog service and its database and back', async () => {
    const token = await adminToken();
    const name = unique('Genre');
    const created = await api('POST', '/categories', { token, body: { name } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Category created successfully' });
    expect(created.body.data.category).toMatchObject({ name, status: 'active' });
    expect(created.body.data.category._id).toMatch(/^[0-9a-f]{24}$/);

    const listed = await api('GET', '/categories');
    expect(listed.status).toBe(200);
    expect(listed.body.data.categories.map((c: { name: string }) => c.name)).toContain(name);

    const deactivated = await api('POST', `/categories/${created.body.data.category._id}/status`, {
      token,
      body: { status: 'inactive' },
    });
    expect(deactivated.status).toBe(201);
    expect(deactivated.body.data.category.status).toBe('inactive');
  });

  it('answers a duplicate with 409 and the service’s message', async () => {
    const token = await adminToken();
    const name = unique('Dup');
    expect((await api('POST', '/categories', { token, body: { name } })).status).toBe(201);
    const again = await api('POST', '/categories', { token, body: { name: name.toUpperCase() } });
    expectError(again, 409, `Category "${name.toUpperCase()}" already exists`);
  });

  it('rejects bad input with 400 and a readable message, never a 500', async () => {
    const token = await adminToken();
    const missing = await api('POST', '/categories', { token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Category name is required');

    const badId = await api('POST', '/categories/not-an-id/status', { token, body: { status: 'active' } });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/24 hexadecimal characters/);

    const unknown = await api('POST', `/categories/${'a'.repeat(24)}/status`, { token, body: { status: 'active' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Category not found');

    const brokenJson = await api('POST', '/categories', {
      token,
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(brokenJson.status).toBe(400);
    expect(brokenJson.body.success).toBe(false);
    expect(JSON.stringify(brokenJson.body)).not.toMatch(/at .*\.js/);
  });

  it('enforces sign-in and the admin role on the server', async () => {
    expect((await api('POST', '/categories', { body: { name: unique('x') } })).status).toBe(401);
    const asViewer = await api('POST', '/categories', { token: await viewerToken(), body: { name: unique('x') } });
    expectError(asViewer, 403, 'Admin access required');
    const forged = signTestToken(
      { sub: 'x', email: 'x@test.local', role: 'admin' },
      { secret: 'not-the-real-secret-value' },
    );
    expect((await api('POST', '/categories', { token: forged, body: { name: unique('x') } })).status).toBe(401);
  });

  it('echoes the request id it carries into Kafka', async () => {
    const res = await api('GET', '/categories', { headers: { 'x-request-id': 'spine-test-42' } });
    expect(res.headers.get('x-request-id')).toBe('spine-test-42');
  });

  it('serves the OpenAPI document, and Prometheus metrics on the internal port only', async () => {
    const docs = await fetch(`${testEnv.gatewayUrl}/api/v1/docs-json`);
    expect(docs.status).toBe(200);
    const spec = (await docs.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/v1/categories', '/api/v1/health']));
    expect((await fetch(`${testEnv.gatewayUrl}/metrics`)).status).toBe(404);
    const metrics = await fetch(`http://127.0.0.1:${process.env.METRICS_PORT ?? 9464}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('streamhub_gateway_http_request_duration_seconds');
    // Bytes sent by route (the media origin's bandwidth metric): the document just sent counts.
    expect(text).toMatch(/^streamhub_gateway_http_response_bytes_total\{route="\/api\/v1\/docs-json"\} [1-9]\d*$/m);
  });
});

describe('domain events between services', () => {
  let billingDb: Connection;

  beforeAll(async () => {
    billingDb = await mongoose.createConnection(testEnv.mongoUrl, { dbName: 'streamhub_billing' }).asPromise();
  });
  afterAll(async () => {
    await billingDb.close();
    await closeTestKafka();
  });

  it('projects a registered user into billing once, even when the event is delivered twice', async () => {
    const userId = new mongoose.Types.ObjectId().toHexString();
    const event: EventEnvelope<UserRegisteredEvent> = {
      id: randomUUID(),
      type: Events.userRegistered,
      key: userId,
      occurredAt: new Date().toISOString(),
      payload: {
        userId,
        name: 'Asha Rao',
        email: `${unique('asha')}@test.local`,
        mobile: '9000000000',
        role: 'user',
        createdAt: new Date().toISOString(),
      },
    };
    const customers = billingDb.collection('customers');
    const processed = billingDb.collection('processed_events');

    await publishEvent(event);
    const first = await waitFor(() => customers.findOne({ userId }), { what: 'billing to project the user' });
    expect(first).toMatchObject({ name: 'Asha Rao', status: 'active', revision: 1 });

    await publishEvent(event);
    // A later, different event for the same key proves the duplicate was consumed before it.
    const marker = {
      ...event,
      id: randomUUID(),
      type: Events.userStatusChanged,
      payload: { userId, status: 'inactive' },
    };
    await publishEvent(marker);
    const after = await waitFor(
      async () => {
        const doc = await customers.findOne({ userId });
        return doc?.status === 'inactive' ? doc : undefined;
      },
      { what: 'the status event after the duplicate' },
    );
    expect(after.revision).toBe(2);
    expect(after.name).toBe('Asha Rao');
    expect(await customers.countDocuments({ userId })).toBe(1);
    expect(await processed.countDocuments({ eventId: event.id })).toBe(1);
  });
});
