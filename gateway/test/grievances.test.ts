import { beforeAll, describe, expect, it } from 'vitest';
import {
  GRIEVANCE_LIMITS,
  GrievanceMessages,
  type AdminGrievance,
  type Grievance,
  type GrievanceReport,
} from '@streamhub/contracts';
import {
  adminToken,
  api,
  createVideo,
  mailsTo,
  newViewer,
  randomClientIp,
  testEnv,
  unique,
  waitFor,
  type TestViewer,
} from '@streamhub/testkit';
import { expectError } from './api-assertions';

const DAY_MS = 86_400_000;

let admin: string;
let viewer: TestViewer;

const guestForm = (over: Record<string, unknown> = {}) => ({
  category: 'content_rating',
  email: `${unique('complainant')}@test.local`,
  name: 'Asha Rao',
  text: unique('The rating says U/A 7+ but the film has graphic violence '),
  ...over,
});

async function file(over: Record<string, unknown> = {}, token?: string): Promise<Grievance> {
  const res = await api('POST', '/grievances', { body: guestForm(over), token });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe(GrievanceMessages.filed);
  return res.body.data.grievance;
}

async function decide(reference: string, over: Record<string, unknown> = {}): Promise<AdminGrievance> {
  const res = await api('POST', `/admin/grievances/${reference}/decision`, {
    token: admin,
    body: {
      decision: 'We re-rated the title to A and added the violence descriptor.',
      action: 'rating_changed',
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.message).toBe(GrievanceMessages.decided);
  return res.body.data.grievance;
}

/** The report month (India time) of an instant. */
const indiaMonth = (at: string) => new Date(Date.parse(at) + 330 * 60_000).toISOString().slice(0, 7);

beforeAll(async () => {
  admin = await adminToken();
  viewer = await newViewer();
});

describe('filing a grievance (POST /grievances)', () => {
  it('answers a guest with a GRV reference at once, acknowledges by mail within seconds, and sets the deadline 15 days out', async () => {
    const body = guestForm();
    const res = await api('POST', '/grievances', { body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const grievance: Grievance = res.body.data.grievance;
    expect(grievance.reference).toMatch(/^GRV-\d{4}-\d{6}$/);
    expect(grievance).toMatchObject({ category: 'content_rating', email: body.email, text: body.text });
    expect(Date.parse(grievance.dueAt) - Date.parse(grievance.filedAt)).toBe(GRIEVANCE_LIMITS.decisionDays * DAY_MS);
    expect(grievance).not.toHaveProperty('notes');

    const ack = await waitFor(async () => (await mailsTo(body.email))[0], {
      what: `acknowledgement to ${body.email}`,
      timeoutMs: 10_000,
    });
    expect(ack.subject).toContain(grievance.reference);
    expect(ack.text).toContain(grievance.reference);
    expect(ack.text).toContain('15 days');

    const looked = await api('POST', '/grievances/lookup', {
      body: { reference: grievance.reference, email: body.email.toUpperCase() },
    });
    expect(looked.status, JSON.stringify(looked.body)).toBe(200);
    expect(looked.body.data.grievance).toMatchObject({ reference: grievance.reference, status: 'acknowledged' });
    expect(Date.parse(looked.body.data.grievance.acknowledgedAt)).not.toBeNaN();
  });

  it('gives each grievance its own reference, counting up', async () => {
    const all = await Promise.all([file(), file(), file()]);
    const numbers = all.map((g) => Number(g.reference.slice(-6)));
    expect(new Set(numbers).size).toBe(3);
    const later = await file();
    expect(Number(later.reference.slice(-6))).toBeGreaterThan(Math.max(...numbers));
  });

  it('refuses a guest without an address, an unknown category and a too short or too long text with a 400', async () => {
    expectError(
      await api('POST', '/grievances', { body: guestForm({ email: undefined }) }),
      400,
      GrievanceMessages.emailRequired,
    );
    expectError(
      await api('POST', '/grievances', { body: guestForm({ email: 'asha@example' }) }),
      400,
      GrievanceMessages.invalidEmail,
    );
    expectError(
      await api('POST', '/grievances', { body: guestForm({ category: 'gossip' }) }),
      400,
      GrievanceMessages.invalidCategory,
    );
    expectError(
      await api('POST', '/grievances', { body: guestForm({ text: ' short ' }) }),
      400,
      GrievanceMessages.textRequired,
    );
    expectError(
      await api('POST', '/grievances', { body: guestForm({ text: 'x'.repeat(GRIEVANCE_LIMITS.textMaxLength + 1) }) }),
      400,
      `Description must be at most ${GRIEVANCE_LIMITS.textMaxLength} characters`,
    );
    const extra = await api('POST', '/grievances', { body: guestForm({ status: 'decided' }) });
    expect(extra.status).toBe(400);
  });

  it('names the catalogue title it is about, and refuses a title that does not exist', async () => {
    const video = await createVideo({ videoTitle: unique('Grievance Film '), genre: 'drama' });
    const about = await file({ titleId: video._id });
    expect(about).toMatchObject({ titleId: video._id, titleName: video.title });
    expectError(
      await api('POST', '/grievances', { body: guestForm({ titleId: '0123456789abcdef01234567' }) }),
      404,
      GrievanceMessages.titleNotFound,
    );
  });

  it('limits grievances per address (429) while other addresses still get through', async () => {
    const email = `${unique('busy')}@test.local`;
    const clientIp = randomClientIp();
    for (let i = 0; i < 5; i += 1) {
      const res = await api('POST', '/grievances', { clientIp, body: guestForm({ email }) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    expectError(await api('POST', '/grievances', { body: guestForm({ email }) }), 429, GrievanceMessages.tooMany);
    await file();
  });
});

describe("the complainant's view", () => {
  it("lists a signed-in viewer's own grievances, filed with the account's address; another viewer gets 404", async () => {
    const mine = await file({ email: undefined }, viewer.token);
    expect(mine.email).toBe(viewer.email);
    const list = await api('GET', '/grievances/mine', { token: viewer.token });
    expect(list.status).toBe(200);
    expect(list.body.data.grievances.map((g: Grievance) => g.reference)).toContain(mine.reference);
    const own = await api('GET', `/grievances/${mine.reference}`, { token: viewer.token });
    expect(own.status).toBe(200);
    expect(own.body.data.grievance.reference).toBe(mine.reference);

    const other = await newViewer();
    expectError(
      await api('GET', `/grievances/${mine.reference}`, { token: other.token }),
      404,
      GrievanceMessages.notFound,
    );
    expectError(
      await api('POST', '/grievances/lookup', { token: other.token, body: { reference: mine.reference } }),
      404,
      GrievanceMessages.notFound,
    );
    const otherList = await api('GET', '/grievances/mine', { token: other.token });
    expect(otherList.body.data.grievances).toEqual([]);
  });

  it('answers 404 to a guest with the wrong address or reference, the same as for one that does not exist', async () => {
    const g = await file();
    for (const body of [
      { reference: g.reference, email: `${unique('stranger')}@test.local` },
      { reference: g.reference },
      { reference: 'GRV-1999-000001', email: g.email },
      { reference: 'not a reference', email: g.email },
    ]) {
      expectError(await api('POST', '/grievances/lookup', { body }), 404, GrievanceMessages.notFound);
    }
    expect((await api('GET', `/grievances/${g.reference}`)).status).toBe(401);
  });
});

describe("the grievance officer's queue", () => {
  it('is for admins only', async () => {
    for (const [method, path, body] of [
      ['GET', '/admin/grievances', undefined],
      ['GET', '/admin/grievances/report.csv?month=2026-01', undefined],
      ['PATCH', '/admin/grievances/GRV-2026-000001', { note: 'x' }],
      ['POST', '/admin/grievances/GRV-2026-000001/decision', { decision: 'x' }],
    ] as const) {
      expect((await api(method, path, { body })).status).toBe(401);
      expect((await api(method, path, { body, token: viewer.token })).status).toBe(403);
    }
  });

  it('assigns and keeps internal notes the complainant never sees; decides, mails the decision, and allows an appeal', async () => {
    const g = await file({ category: 'objectionable_content' });
    const queue = await api('GET', '/admin/grievances?status=acknowledged&limit=100', { token: admin });
    expect(queue.status).toBe(200);
    expect(queue.body.data.total).toBeGreaterThan(0);
    const searched = await api('GET', `/admin/grievances?q=${g.reference.toLowerCase()}`, { token: admin });
    expect(searched.body.data.grievances.map((x: AdminGrievance) => x.reference)).toEqual([g.reference]);
    expect(searched.body.data.grievances[0]).toMatchObject({ status: 'acknowledged', overdue: false, notes: [] });

    const secret = unique('internal note ');
    const updated = await api('PATCH', `/admin/grievances/${g.reference}`, {
      token: admin,
      body: { assignee: 'Content desk', note: secret, status: 'under_review' },
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.grievance).toMatchObject({
      status: 'under_review',
      assignee: 'Content desk',
      overdue: false,
    });
    expect(updated.body.data.grievance.notes).toEqual([expect.objectContaining({ text: secret })]);

    const seen = await api('POST', '/grievances/lookup', { body: { reference: g.reference, email: g.email } });
    expect(JSON.stringify(seen.body)).not.toContain(secret);
    expect(JSON.stringify(seen.body)).not.toContain('Content desk');

    expectError(
      await api('POST', `/grievances/${g.reference}/appeal`, { body: { email: g.email } }),
      409,
      GrievanceMessages.notDecided,
    );
    expectError(
      await api('POST', `/admin/grievances/${g.reference}/decision`, { token: admin, body: { decision: '  ' } }),
      400,
      GrievanceMessages.decisionRequired,
    );

    const decision = unique('Title taken down after review ');
    const decided = await decide(g.reference, { decision, action: 'title_taken_down' });
    expect(decided).toMatchObject({ status: 'decided', decision, action: 'title_taken_down', canAppeal: true });
    const mail = await waitFor(
      async () => (await mailsTo(g.email)).find((m) => m.subject.includes(`Decision on your grievance ${g.reference}`)),
      { what: `decision mail to ${g.email}`, timeoutMs: 10_000 },
    );
    expect(mail.text).toContain(decision);
    expect(mail.text).not.toContain(secret);

    expectError(
      await api('POST', `/admin/grievances/${g.reference}/decision`, { token: admin, body: { decision: 'Again' } }),
      409,
      GrievanceMessages.alreadyDecided,
    );

    const status = await api('POST', '/grievances/lookup', { body: { reference: g.reference, email: g.email } });
    expect(status.body.data.grievance).toMatchObject({ status: 'decided', decision, canAppeal: true });
    expect(Date.parse(status.body.data.grievance.appealUntil)).toBeGreaterThan(Date.now());

    expectError(await api('POST', `/grievances/${g.reference}/appeal`, { body: {} }), 404, GrievanceMessages.notFound);
    const appealed = await api('POST', `/grievances/${g.reference}/appeal`, { body: { email: g.email } });
    expect(appealed.status, JSON.stringify(appealed.body)).toBe(200);
    expect(appealed.body.data.grievance).toMatchObject({ status: 'appealed', canAppeal: false });
  });

  it("counts a grievance in its month's report (JSON for everyone, CSV for the admin)", async () => {
    const g = await file({ category: 'privacy' });
    const month = indiaMonth(g.filedAt);
    const before: GrievanceReport = (await api('GET', `/grievances/report?month=${month}`)).body.data;
    const other = await file({ category: 'privacy' });
    await decide(other.reference, { action: 'no_action' });

    const after = await api('GET', `/grievances/report?month=${month}`);
    expect(after.status).toBe(200);
    expect(after.body.message).toBe(GrievanceMessages.reportFetched);
    const report: GrievanceReport = after.body.data;
    // Other files may file at the same time, so the counts grow by at least this file's own.
    expect(report.received).toBeGreaterThanOrEqual(before.received + 1);
    expect(report.byCategory.privacy).toBeGreaterThanOrEqual(before.byCategory.privacy + 1);
    expect(report.decided).toBeGreaterThanOrEqual(before.decided + 1);
    expect(report.decidedWithinDeadline).toBeGreaterThanOrEqual(before.decidedWithinDeadline + 1);
    expect(report.byAction.no_action).toBeGreaterThanOrEqual(before.byAction.no_action + 1);
    expect(report.pending).toBeGreaterThanOrEqual(1);

    const csv = await fetch(`${testEnv.gatewayUrl}/api/v1/admin/grievances/report.csv?month=${month}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('metric,value');
    expect(text).toContain(`month,${month}`);
    const received = Number(/^received,(\d+)$/m.exec(text)?.[1]);
    expect(received).toBeGreaterThanOrEqual(report.received);

    expectError(await api('GET', '/grievances/report?month=2026-13'), 400, GrievanceMessages.invalidMonth);
    expectError(await api('GET', '/grievances/report'), 400, GrievanceMessages.invalidMonth);
  });

  it("changes the title's rating in the decision: catalog shows it, the grievance keeps before and after, the report counts it", async () => {
    const video = await createVideo({ videoTitle: unique('Rated Film '), genre: 'drama', ageRating: 'U/A 7+' });
    const g = await file({ titleId: video._id });
    const untitled = await file();
    expectError(
      await api('POST', `/admin/grievances/${untitled.reference}/decision`, {
        token: admin,
        body: { decision: 'Re-rated', rating: { ageRating: 'A', contentDescriptors: [] } },
      }),
      400,
      GrievanceMessages.ratingNeedsTitle,
    );
    expectError(
      await api('POST', `/admin/grievances/${g.reference}/decision`, {
        token: admin,
        body: { decision: 'Same rating', rating: { ageRating: 'U/A 7+', contentDescriptors: [] } },
      }),
      400,
      GrievanceMessages.ratingUnchanged,
    );
    const month = indiaMonth(new Date().toISOString());
    const before: GrievanceReport = (await api('GET', `/grievances/report?month=${month}`)).body.data;

    const decided = await decide(g.reference, {
      decision: 'The film has graphic violence: it is now rated U/A 16+.',
      action: 'no_action',
      rating: { ageRating: 'U/A 16+', contentDescriptors: ['language', 'violence'] },
    });
    expect(decided).toMatchObject({
      status: 'decided',
      action: 'rating_changed',
      ratingChange: {
        titleId: video._id,
        before: { ageRating: 'U/A 7+', contentDescriptors: [] },
        after: { ageRating: 'U/A 16+', contentDescriptors: ['violence', 'language'] },
      },
    });
    const title = await api('GET', `/videos/${video._id}`, { token: admin });
    expect(title.body.data.video).toMatchObject({ ageRating: 'U/A 16+', contentDescriptors: ['violence', 'language'] });
    const mail = await waitFor(
      async () => (await mailsTo(g.email)).find((m) => m.subject.includes(`Decision on your grievance ${g.reference}`)),
      { what: `decision mail to ${g.email}`, timeoutMs: 10_000 },
    );
    expect(mail.text).toContain('is now U/A 16+ (Violence, Language); it was U/A 7+');
    const seen = await api('POST', '/grievances/lookup', { body: { reference: g.reference, email: g.email } });
    expect(seen.body.data.grievance.ratingChange).toMatchObject({ before: { ageRating: 'U/A 7+' } });

    const report: GrievanceReport = (await api('GET', `/grievances/report?month=${month}`)).body.data;
    expect(report.ratingChanges).toBeGreaterThanOrEqual(before.ratingChanges + 1);
    expect(report.byAction.rating_changed).toBeGreaterThanOrEqual(before.byAction.rating_changed + 1);
  });

  it('publishes the grievance officer and the self-regulating body', async () => {
    const res = await api('GET', '/grievances/office');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      officer: { name: expect.any(String), designation: expect.any(String), email: expect.stringContaining('@') },
      selfRegulatingBody: { name: expect.any(String), url: expect.stringMatching(/^https?:\/\//) },
      acknowledgeWithinHours: 24,
      decideWithinDays: 15,
    });
  });
});
