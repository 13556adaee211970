import { LiveMessages, type CreateLiveEventRequest } from '@streamhub/contracts';
import { CreateLiveEventBodySchema } from '@streamhub/contracts/schemas';
import { ServiceError } from '@streamhub/nest-kit';
import type { NewLiveEvent } from './live-events.repository';

/** Clock skew allowed between the admin's form and this service when checking "not in the past". */
const START_SKEW_MS = 5 * 60 * 1000;

/**
 * A create request checked as it arrives over Kafka (the same schema the gateway checked), plus the
 * rules that span fields: a pay-per-view event has a price, any other has none.
 */
export function parseNewLiveEvent(raw: unknown, now: Date): Omit<NewLiveEvent, 'streamKey'> {
  const parsed = CreateLiveEventBodySchema.safeParse(raw ?? {});
  if (!parsed.success) throw ServiceError.invalid(parsed.error.issues[0]?.message ?? LiveMessages.titleRequired);
  const body: CreateLiveEventRequest = parsed.data as CreateLiveEventRequest;
  const pricePaise = body.pricePaise ?? null;
  if (body.access === 'ppv' && pricePaise === null) throw ServiceError.invalid(LiveMessages.priceRequired);
  if (body.access !== 'ppv' && pricePaise !== null) throw ServiceError.invalid(LiveMessages.priceNotAllowed);
  const startAt = new Date(body.startAt);
  if (startAt.getTime() < now.getTime() - START_SKEW_MS) throw ServiceError.invalid(LiveMessages.startInPast);
  return {
    title: body.title,
    posterUrl: body.posterUrl ?? null,
    startAt,
    expectedDurationMinutes: body.expectedDurationMinutes,
    ageRating: body.ageRating,
    access: body.access,
    pricePaise,
  };
}
