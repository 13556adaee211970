import { beforeAll, describe, expect, it } from 'vitest';
import { SupportMessages, type SupportQuery } from '@streamhub/contracts';
import {
  adminToken,
  api,
  mailsTo,
  newObjectId,
  newViewer,
  randomClientIp,
  unique,
  viewerToken,
  waitFor,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

let admin: string;
let viewer: string;

const form = (over: Record<string, unknown> = {}) => ({
  name: 'Asha Rao',
  email: `${unique('sender')}@test.local`,
  subject: unique('Payment not reflected '),
  message: 'I paid for a plan but the episode is still locked.',
  ...over,
});

async function submit(over: Record<string, unknown> = {}): Promise<SupportQuery> {
  const res = await api('POST', '/queries', { body: form(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe(SupportMessages.submitted);
  return res.body.data.query;
}

async function listQueries(params: Record<string, string> = {}, token = admin) {
  const search = new URLSearchParams(params).toString();
  return api('GET', `/queries${search ? `?${search}` : ''}`, { token });
}

beforeAll(async () => {
  admin = await adminToken();
  viewer = await viewerToken();
});

describe('contact form (POST /queries)', () => {
  it('stores a guest query as open with no replies and acknowledges it by mail', async () => {
    const body = form({ name: '  Asha Rao  ' });
    const res = await api('POST', '/queries', { body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: SupportMessages.submitted });
    expect(res.body.data.query).toMatchObject({
      name: 'Asha Rao',
      email: body.email,
      subject: body.subject,
      message: body.message,
      status: 'open',
      replies: [],
    });
    expect(Date.parse(res.body.data.query.createdAt)).not.toBeNaN();
    const ack = await waitFor(async () => (await mailsTo(body.email))[0], { what: `acknowledgement to ${body.email}` });
    expect(ack.subject).toContain(body.subject);
    expect(ack.text).toContain('24 hours');
  });

  it('answers the spec messages: every field required, then a valid address', async () => {
    for (const missing of ['name', 'email', 'subject', 'message']) {
      expectError(
        await api('POST', '/queries', { body: form({ [missing]: undefined }) }),
        400,
        SupportMessages.fillAllFields,
      );
      expectError(
        await api('POST', '/queries', { body: form({ [missing]: '   ' }) }),
        400,
        SupportMessages.fillAllFields,
      );
    }
    for (const email of ['asha', 'asha@example', 'as ha@example.com', '@example.com']) {
      expectError(await api('POST', '/queries', { body: form({ email }) }), 400, SupportMessages.invalidEmail);
    }
  });

  it('refuses non-text, too long and unknown fields with a 400, never a 500', async () => {
    expectError(await api('POST', '/queries', { body: form({ name: 42 }) }), 400, 'Name must be text');
    expectError(
      await api('POST', '/queries', { body: form({ message: 'x'.repeat(5001) }) }),
      400,
      'Message must be at most 5000 characters',
    );
    expectError(
      await api('POST', '/queries', { body: form({ subject: 'x'.repeat(201) }) }),
      400,
      'Subject must be at most 200 characters',
    );
    const extra = await api('POST', '/queries', { body: form({ status: 'resolved' }) });
    expect(extra.status).toBe(400);
    expect(extra.body.success).toBe(false);
  });

  it('limits queries per sender address (429) while other addresses still get through', async () => {
    const email = `${unique('busy')}@test.local`;
    for (let i = 0; i < 5; i += 1) await submit({ email });
    expectError(
      await api('POST', '/queries', { body: form({ email: email.toUpperCase() }) }),
      429,
      SupportMessages.tooManyQueries,
    );
    await submit();
  });

  it('limits queries per client IP (429); refused forms do not use up the budget', async () => {
    const clientIp = randomClientIp();
    for (let i = 0; i < 12; i += 1) {
      expectError(
        await api('POST', '/queries', { clientIp, body: form({ subject: '' }) }),
        400,
        SupportMessages.fillAllFields,
      );
    }
    for (let i = 0; i < 10; i += 1) {
      const res = await api('POST', '/queries', { clientIp, body: form() });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expectError(await api('POST', '/queries', { clientIp, body: form() }), 429, SupportMessages.tooManyQueries);
    expect((await api('POST', '/queries', { body: form() })).status).toBe(201);
  });
});

describe('admin query handling', () => {
  it('is for admins only', async () => {
    const id = newObjectId();
    for (const [method, path, body] of [
      ['GET', '/queries', undefined],
      ['POST', `/queries/${id}/reply`, { message: 'Hi' }],
      ['POST', `/queries/${id}/status`, { status: 'resolved' }],
    ] as const) {
      expect((await api(method, path, { body })).status).toBe(401);
      expect((await api(method, path, { body, token: viewer })).status).toBe(403);
    }
  });

  it('lists newest first with the total, searches all four fields and filters by status', async () => {
    const tag = unique('needle');
    const first = await submit({ subject: `${tag} subject` });
    const second = await submit({ message: `Body with ${tag.toUpperCase()} inside` });
    const third = await submit({ name: `Name ${tag}` });
    const byEmail = await submit({ email: `${tag}@test.local` });

    const found = await listQueries({ q: tag });
    expect(found.status).toBe(200);
    expect(found.body.message).toBe(SupportMessages.queriesFetched);
    expect(found.body.data.total).toBe(4);
    expect((found.body.data.queries as SupportQuery[]).map((q) => q._id)).toEqual([
      byEmail._id,
      third._id,
      second._id,
      first._id,
    ]);

    const paged = await listQueries({ q: tag, page: '2', limit: '3' });
    expect(paged.body.data).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect((paged.body.data.queries as SupportQuery[]).map((q) => q._id)).toEqual([first._id]);

    await api('POST', `/queries/${second._id}/status`, { token: admin, body: { status: 'in_progress' } });
    const inProgress = await listQueries({ q: tag, status: 'in_progress' });
    expect((inProgress.body.data.queries as SupportQuery[]).map((q) => q._id)).toEqual([second._id]);
    const open = await listQueries({ q: tag, status: 'open' });
    expect(open.body.data.total).toBe(3);

    expect((await listQueries({ q: `${tag}.*` })).body.data.total).toBe(0);
    expectError(await listQueries({ status: 'pending' }), 400, SupportMessages.invalidStatus);
    expect((await listQueries({ limit: '101' })).status).toBe(400);
  });

  it('stores a reply, mails it to the sender and moves an open query in progress', async () => {
    const query = await submit();
    const res = await api('POST', `/queries/${query._id}/reply`, {
      token: admin,
      body: { message: '  Your payment is applied now.  ' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(SupportMessages.replySent);
    expect(res.body.data.query.status).toBe('in_progress');
    expect(res.body.data.query.replies).toEqual([
      { message: 'Your payment is applied now.', createdAt: expect.any(String), from: 'support' },
    ]);

    const reply = await waitFor(
      async () => (await mailsTo(query.email)).find((mail) => mail.subject === `Re: ${query.subject}`),
      { what: `reply mail to ${query.email}` },
    );
    expect(reply.text).toContain('Your payment is applied now.');

    const again = await api('POST', `/queries/${query._id}/reply`, { token: admin, body: { message: 'Second reply' } });
    expect((again.body.data.query as SupportQuery).replies.map((r) => r.message)).toEqual([
      'Your payment is applied now.',
      'Second reply',
    ]);
  });

  it('refuses blank replies with the spec message, and unknown queries with a 404', async () => {
    const query = await submit();
    for (const message of ['', '   \n\t ', undefined]) {
      expectError(
        await api('POST', `/queries/${query._id}/reply`, { token: admin, body: { message } }),
        400,
        SupportMessages.replyRequired,
      );
    }
    expectError(
      await api('POST', `/queries/${newObjectId()}/reply`, { token: admin, body: { message: 'Hello' } }),
      404,
      SupportMessages.queryNotFound,
    );
    expect((await api('POST', '/queries/not-an-id/reply', { token: admin, body: { message: 'Hello' } })).status).toBe(
      400,
    );
  });

  it('sets any of the four statuses with "Query {status} successfully" in words; anything else is a 400', async () => {
    const query = await submit();
    const said = {
      in_progress: 'Query marked in progress successfully',
      resolved: 'Query resolved successfully',
      closed: 'Query closed successfully',
      open: 'Query reopened successfully',
    };
    for (const status of ['in_progress', 'resolved', 'closed', 'open'] as const) {
      const res = await api('POST', `/queries/${query._id}/status`, { token: admin, body: { status } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(said[status]);
      expect(res.body.data.query.status).toBe(status);
    }
    for (const status of ['pending', 'RESOLVED', '', 3, undefined]) {
      expectError(
        await api('POST', `/queries/${query._id}/status`, { token: admin, body: { status } }),
        400,
        SupportMessages.invalidStatus,
      );
    }
    expectError(
      await api('POST', `/queries/${newObjectId()}/status`, { token: admin, body: { status: 'closed' } }),
      404,
      SupportMessages.queryNotFound,
    );
  });
});

describe("the sender's own queries (My queries)", () => {
  it('gives every query a reference and quotes it in the acknowledgement', async () => {
    const query = await submit();
    expect(query.reference).toMatch(/^SQ-\d{4}-\d{6}$/);
    const ack = await waitFor(async () => (await mailsTo(query.email))[0], {
      what: `acknowledgement to ${query.email}`,
    });
    expect(ack.subject).toContain(query.reference);
  });

  it("lists a signed-in sender's queries with the thread; the sender answers back and the query opens again", async () => {
    const sender = await newViewer();
    const res = await api('POST', '/queries', { token: sender.token, body: form({ email: sender.email }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const query: SupportQuery = res.body.data.query;
    await submit(); // a guest's query, never in anyone's list

    const mine = await api('GET', '/queries/mine', { token: sender.token });
    expect(mine.status).toBe(200);
    expect(mine.body.message).toBe(SupportMessages.myQueriesFetched);
    expect((mine.body.data.queries as SupportQuery[]).map((q) => q._id)).toEqual([query._id]);

    await api('POST', `/queries/${query._id}/reply`, { token: admin, body: { message: 'Please sign in again.' } });
    const answered = (await api('GET', '/queries/mine', { token: sender.token })).body.data.queries[0] as SupportQuery;
    expect(answered.status).toBe('in_progress');
    expect(answered.replies).toEqual([
      { message: 'Please sign in again.', createdAt: expect.any(String), from: 'support' },
    ]);

    const back = await api('POST', `/queries/${query._id}/messages`, {
      token: sender.token,
      body: { message: '  I did; it still fails.  ' },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.message).toBe(SupportMessages.answerSent);
    expect(back.body.data.query.status).toBe('open');
    expect(back.body.data.query.replies.map((r: { from: string; message: string }) => [r.from, r.message])).toEqual([
      ['support', 'Please sign in again.'],
      ['customer', 'I did; it still fails.'],
    ]);
    const inAdminList = await listQueries({ q: query.subject });
    expect(inAdminList.body.data.queries[0].replies).toHaveLength(2);

    expectError(
      await api('POST', `/queries/${query._id}/messages`, { token: sender.token, body: { message: '  ' } }),
      400,
      SupportMessages.answerRequired,
    );
    await api('POST', `/queries/${query._id}/status`, { token: admin, body: { status: 'closed' } });
    expectError(
      await api('POST', `/queries/${query._id}/messages`, { token: sender.token, body: { message: 'Hello?' } }),
      409,
      SupportMessages.queryClosed,
    );
  });

  it("answers 404 to another account's query and 401 without sign-in", async () => {
    const sender = await newViewer();
    const res = await api('POST', '/queries', { token: sender.token, body: form({ email: sender.email }) });
    const query: SupportQuery = res.body.data.query;
    expectError(
      await api('POST', `/queries/${query._id}/messages`, { token: viewer, body: { message: 'Not mine' } }),
      404,
      SupportMessages.queryNotFound,
    );
    expect((await api('GET', '/queries/mine', { token: viewer })).body.data.queries).toEqual([]);
    expect((await api('GET', '/queries/mine')).status).toBe(401);
    expect((await api('POST', `/queries/${query._id}/messages`, { body: { message: 'x' } })).status).toBe(401);
  });
});
