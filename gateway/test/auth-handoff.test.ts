import { describe, expect, it } from 'vitest';
import { AuthMessages, HANDOFF_TTL_SECONDS } from '@streamhub/contracts';
import { adminToken, api, viewerToken } from '@streamhub/testkit';
import { expectError } from './api-assertions';

describe('admin hand-off from the viewer app to the admin app', () => {
  it('trades a code for a session of the same admin once, and never twice', async () => {
    const created = await api('POST', '/auth/handoff', { token: await adminToken() });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { code, expiresInSeconds } = created.body.data as { code: string; expiresInSeconds: number };
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresInSeconds).toBe(HANDOFF_TTL_SECONDS);

    const redeemed = await api('POST', '/auth/handoff/redeem', { body: { code } });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    expect(redeemed.body.data.user).toMatchObject({ isAdmin: true });
    const me = await api('GET', '/auth/me', { token: redeemed.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data.user._id).toBe(redeemed.body.data.user._id);

    const again = await api('POST', '/auth/handoff/redeem', { body: { code } });
    expectError(again, 401, AuthMessages.handoffInvalid);
  });

  it('gives no code to a viewer or a guest, and refuses made-up codes', async () => {
    expect((await api('POST', '/auth/handoff', { token: await viewerToken() })).status).toBe(403);
    expect((await api('POST', '/auth/handoff')).status).toBe(401);
    const guessed = await api('POST', '/auth/handoff/redeem', { body: { code: 'A'.repeat(43) } });
    expect(guessed.status).toBe(401);
    expect(guessed.body.message).toBe(AuthMessages.handoffInvalid);
    const tooLong = await api('POST', '/auth/handoff/redeem', { body: { code: 'A'.repeat(500) } });
    expect(tooLong.status).toBe(400);
    expect((await api('POST', '/auth/handoff/redeem', { body: {} })).status).toBe(400);
  });
});
