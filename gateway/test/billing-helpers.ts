import { expect } from 'vitest';
import type { OrderReply, Plan } from '@streamhub/contracts';
import { api, signUpVerifiedUser, unique } from '@streamhub/testkit';

/** Shared steps of the billing suites: a buyer, a plan, an order, access checks, the webhook. */
export async function newViewer(): Promise<{ token: string; email: string; userId: string }> {
  const email = `${unique('buyer')}@test.local`;
  const { token, userId } = await signUpVerifiedUser({
    name: 'Paying Viewer',
    email,
    mobile: '9876543210',
    password: 'buyer-pass',
  });
  return { token, email, userId };
}

export async function createPlan(admin: string, over: Record<string, unknown>): Promise<Plan> {
  const body = { code: unique('PAY_').toUpperCase(), title: unique('Pass '), durationDays: 7, ...over };
  const res = await api('POST', '/subscriptions/plans', { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.plan;
}

export async function order(token: string, planCode: string, episodeName: string): Promise<OrderReply> {
  const res = await api('POST', '/subscriptions/order/by-episode-name', { token, body: { planCode, episodeName } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function episodeAccess(token: string, name: string): Promise<boolean> {
  const res = await api('GET', `/videos/episodes/by-name/${encodeURIComponent(name)}/access`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.hasAccess;
}

export async function videoAccess(token: string, videoId: string): Promise<boolean> {
  const res = await api('GET', `/videos/${videoId}/access`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.hasAccess;
}

export async function mine(token: string) {
  const res = await api('GET', '/subscriptions/mine', { token });
  expect(res.status).toBe(200);
  return res.body.data.subscriptions as Array<{
    plan: { code: string };
    status: string;
    amount: number;
    episodeId: string | null;
    episodeName: string | null;
    startAt: string;
    endAt: string;
  }>;
}

export const webhook = (body: unknown, headers: Record<string, string> = {}) =>
  api('POST', '/subscriptions/webhook', { body: typeof body === 'string' ? body : JSON.stringify(body), headers });
