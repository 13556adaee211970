import { AnalyticsPatterns } from '../analytics/constants';
import { AuthPatterns } from '../auth/constants';
import { BannerPatterns } from '../banner/constants';
import { BillingPatterns } from '../billing/constants';
import { CatalogPatterns } from '../catalog/constants';
import type { RpcPattern } from './rpc-contracts';
import { SupportPatterns } from '../support/constants';

/**
 * Patterns that only read: asking twice changes nothing, so the gateway may send one again when
 * its first try goes unanswered (e.g. its partition belongs to a replica that just died).
 * Writes are never repeated by the gateway, and a service runs a write delivered twice only once
 * (see nest-kit's request ledger).
 */
export const IDEMPOTENT_READS: ReadonlySet<RpcPattern> = new Set<RpcPattern>([
  AuthPatterns.health,
  AuthPatterns.me,
  AuthPatterns.listUsers,
  AuthPatterns.listProfiles,
  AuthPatterns.householdState,
  CatalogPatterns.health,
  CatalogPatterns.listCategories,
  CatalogPatterns.listEpisodes,
  CatalogPatterns.listAllVideos,
  CatalogPatterns.searchVideos,
  CatalogPatterns.videoFilters,
  CatalogPatterns.getVideo,
  CatalogPatterns.getEpisodeByName,
  CatalogPatterns.adminListVideos,
  CatalogPatterns.videosByExternalId,
  CatalogPatterns.checkVideoAccess,
  CatalogPatterns.checkEpisodeAccess,
  CatalogPatterns.listWatchlist,
  CatalogPatterns.listHistory,
  CatalogPatterns.getPlayback,
  CatalogPatterns.mediaTextTracks,
  CatalogPatterns.searchDialogue,
  BillingPatterns.health,
  BillingPatterns.getCustomer,
  BillingPatterns.getInvoiceDetails,
  BillingPatterns.listPlans,
  BillingPatterns.mySubscriptions,
  BillingPatterns.adminSubscriptions,
  BillingPatterns.dashboard,
  SupportPatterns.health,
  SupportPatterns.listQueries,
  SupportPatterns.myQueries,
  SupportPatterns.office,
  SupportPatterns.lookup,
  SupportPatterns.mine,
  SupportPatterns.adminList,
  SupportPatterns.report,
  BannerPatterns.health,
  BannerPatterns.listActive,
  BannerPatterns.listAll,
  AnalyticsPatterns.health,
  AnalyticsPatterns.overview,
  AnalyticsPatterns.title,
  AnalyticsPatterns.qoe,
  AnalyticsPatterns.trending,
  AnalyticsPatterns.coWatched,
  AnalyticsPatterns.stats,
]);
