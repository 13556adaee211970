import { isObjectIdOrHexString } from 'mongoose';
import { BillingMessages, type CreateOrderRequest } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import type { CatalogDirectory } from '../catalog/catalog-directory';
import { normalizeEpisodeName, type SubscriptionTarget } from '../subscriptions/subscription-window';

/** What the buyer asked for, checked for shape only: a part id and/or an episode name. */
interface RequestedEpisode {
  episodeId: string | null;
  episodeName: string | null;
}

function requestedEpisode(request: CreateOrderRequest): RequestedEpisode {
  let episodeId: string | null = null;
  if (request.episodeId !== undefined && request.episodeId !== null && request.episodeId !== '') {
    if (
      typeof request.episodeId !== 'string' ||
      request.episodeId.length !== 24 ||
      !isObjectIdOrHexString(request.episodeId)
    ) {
      throw ServiceError.invalid(BillingMessages.invalidEpisodeId);
    }
    episodeId = request.episodeId.toLowerCase();
  }
  const name = normalizeEpisodeName(typeof request.episodeName === 'string' ? request.episodeName.slice(0, 200) : null);
  // "all" is what clients send when no episode was chosen (docs/product.md §5): not an episode.
  const episodeName = name === 'ALL' ? null : name;
  if (!episodeId && !episodeName) throw ServiceError.invalid(BillingMessages.selectEpisode);
  return { episodeId, episodeName };
}

/**
 * The one thing an order buys: everything, or one published episode group named canonically.
 * A part id and a name are both looked up in catalog; if both are given they must name the same
 * group (else 400), and content that is unknown, hidden or deleted is 404. The entitlement keeps
 * only the group's name, so every part of it is covered alike.
 */
export async function resolveTarget(
  scope: 'all' | 'episode',
  request: CreateOrderRequest,
  catalog: CatalogDirectory,
): Promise<SubscriptionTarget> {
  if (scope === 'all') return { scope: 'all', episodeId: null, episodeName: null };
  const asked = requestedEpisode(request);
  const [byPart, byName] = await Promise.all([
    asked.episodeId ? catalog.episodeOfPart(asked.episodeId) : null,
    asked.episodeName ? catalog.episodeNamed(asked.episodeName) : null,
  ]);
  if (byPart !== null && byName !== null && byPart !== byName)
    throw ServiceError.invalid(BillingMessages.episodeMismatch);
  return { scope: 'episode', episodeId: null, episodeName: (byPart ?? byName) as string };
}
