import { z } from 'zod';
import { BillingEvents, PLAN_QUALITIES } from './constants';

/** The payloads of billing's domain events (see auth/events.ts for how they are used). */
const subscription = z.object({
  subscriptionId: z.string().min(1),
  userId: z.string().min(1),
  planCode: z.string(),
  planTitle: z.string().optional(),
  scope: z.enum(['all', 'episode']),
  episodeId: z.string().nullable(),
  episodeName: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  accessUntil: z.string().optional(),
  maxQuality: z.enum(PLAN_QUALITIES).optional(),
  screens: z.number().int().nonnegative().optional(),
  withAds: z.boolean().optional(),
  downloads: z.number().int().nonnegative().optional(),
  downloadDevices: z.number().int().nonnegative().optional(),
});

export const BillingEventSchemas = {
  [BillingEvents.subscriptionActivated]: subscription,
  [BillingEvents.subscriptionExpired]: subscription,
  [BillingEvents.subscriptionCancelled]: subscription,
} as const;
