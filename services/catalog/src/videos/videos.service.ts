import { randomBytes } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import {
  CatalogEvents,
  CatalogMessages,
  type AdminVideosQuery,
  type AgeRating,
  type CreateVideoRequest,
  type UploadVideoRequest,
  type EpisodeDetail,
  type ProfileScope,
  type SearchVideosQuery,
  type EpisodesQuery,
  type EpisodesReply,
  type Principal,
  type TrailerLinks,
  type Video,
  type VideoFilters,
  type VideoMarkers,
  type VideoPage,
  type VideoByExternalId,
  isObjectId,
  videoMediaObjects,
} from '@streamhub/contracts';
import { ServiceError, makeEvent } from '@streamhub/nest-kit';
import { CategoriesRepository } from '../categories/categories.repository';
import { genreOptions } from '../categories/genre-options';
import { VideosOutbox } from '../outbox/outbox-relays';
import { SeriesRepository } from '../series/series.repository';
import { groupEpisodes } from './episode-groups';
import { placeInGroup, taggedGroupName } from './group-names';
import {
  ageRatingOf,
  localizedFields,
  markersOf,
  normaliseDescriptors,
  normaliseVideoInput,
  type NewVideo,
} from './video-input';
import { allowedEdits, titleVocabulary, typoCorrections } from './title-typos';
import { buildAdminFilter, buildCatalogFilter, pageOf, queryWords, type TypoCorrections } from './video-query';
import { toVideo, type VideoAudience, type VideoRecord } from './video-record';
import { VideosRepository } from './videos.repository';
import { videoUpdatedEvent } from './video-events';

/** Source keys one lookup may name (an import screen asks for one page of rows at a time). */
const MAX_EXTERNAL_IDS = 500;

/** Ids arrive from the gateway already checked; services check again, as anyone may publish. */
export function assertVideoId(id: unknown): string {
  if (!isObjectId(id)) throw ServiceError.invalid(CatalogMessages.invalidVideoId);
  return id.toLowerCase();
}

export function episodeKey(name: unknown): string {
  return typeof name === 'string' ? name.trim().toUpperCase() : '';
}

@Injectable()
export class VideosService implements OnApplicationBootstrap {
  private readonly logger = new Logger(VideosService.name);

  constructor(
    private readonly videos: VideosRepository,
    private readonly series: SeriesRepository,
    private readonly outbox: VideosOutbox,
    private readonly categories: CategoriesRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const rated = await this.videos.rateUnrated();
      if (rated > 0) this.logger.log(`gave ${rated} videos stored before age ratings the default rating`);
    } catch (err) {
      // Tried again at the next start; until then such a title reads as the default rating.
      this.logger.warn(`age ratings not backfilled: ${err instanceof Error ? err.message : String(err)}`);
    }
    try {
      const moved = await this.separateMoviesFromSeries();
      if (moved > 0) this.logger.log(`gave ${moved} movies that shared a series' name a group name of their own`);
      const marked = await this.videos.markTitleGroups();
      if (marked > 0) this.logger.log(`marked ${marked} movies stored before group names as their own groups`);
    } catch (err) {
      this.logger.warn(`movies not separated from series: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async create(input: CreateVideoRequest | UploadVideoRequest): Promise<Video> {
    const normalised = normaliseVideoInput(input);
    const named = typeof input.episodeName === 'string' && input.episodeName.trim() !== '';
    const video = { ...normalised, episodeName: await this.groupNameFor(normalised, named), ownGroup: !named };
    const episodeSeq = video.episodeSeq ?? (await this.videos.nextEpisodeSeq(video.episodeName));
    const record = await this.videos.create({ ...video, episodeSeq }, (videoId) =>
      makeEvent(CatalogEvents.videoCreated, videoId, {
        videoId,
        episodeName: video.episodeName,
        status: video.status,
      }),
    );
    const created = await this.withSeries([record]);
    this.outbox.kick();
    return created[0]!;
  }

  /** The catalogue query answered as episode groups, newest release first; paged when a limit is given. */
  async listEpisodes(query: EpisodesQuery = {}): Promise<EpisodesReply> {
    const filter = buildCatalogFilter(query, await this.typoCorrections(query));
    const records = await this.videos.findVisibleInMatchingGroups(filter, query.maxAgeRating);
    const groups = groupEpisodes(await this.withSeries(records));
    if (query.limit === undefined) return { episodes: groups, total: groups.length, page: 1, limit: 0 };
    const { page, limit, skip } = pageOf(query.page, query.limit);
    return { episodes: groups.slice(skip, skip + limit), total: groups.length, page, limit };
  }

  async listAll(scope: ProfileScope = {}): Promise<Video[]> {
    return this.withSeries(await this.videos.findVisible(scope.maxAgeRating));
  }

  /**
   * The catalogue query answered as videos (parts): exact matches newest upload first, then those
   * found only through a typo of a title word ("horizn" → HORIZON), newest first.
   */
  async search(query: SearchVideosQuery): Promise<VideoPage> {
    const { page, limit, skip } = pageOf(query.page, query.limit);
    const exact = buildCatalogFilter(query);
    const corrections = await this.typoCorrections(query);
    const exactPage = await this.videos.page(exact, skip, limit);
    if (corrections.size === 0) {
      return { videos: await this.withSeries(exactPage.records), total: exactPage.total, page, limit };
    }
    const typoOnly = { $and: [buildCatalogFilter(query, corrections), { $nor: [exact] }] };
    const room = limit - exactPage.records.length;
    const typoPage =
      room > 0
        ? await this.videos.page(typoOnly, Math.max(0, skip - exactPage.total), room)
        : { records: [], total: await this.videos.countMatching(typoOnly) };
    const records = [...exactPage.records, ...typoPage.records];
    return { videos: await this.withSeries(records), total: exactPage.total + typoPage.total, page, limit };
  }

  /** Title words close to the typed ones; no catalogue read when no word may carry a typo. */
  private async typoCorrections(query: SearchVideosQuery | EpisodesQuery): Promise<TypoCorrections> {
    const words = queryWords(query.q);
    if (!words.some((word) => allowedEdits(word) > 0)) return new Map();
    return typoCorrections(words, titleVocabulary(await this.videos.visibleTitles(query.maxAgeRating)));
  }

  /** Admin: the titles these source keys made (docs/media.md "Bulk import"); unknown keys are left out. */
  async byExternalIds(externalIds: unknown): Promise<VideoByExternalId[]> {
    const ids = Array.isArray(externalIds)
      ? [...new Set(externalIds.filter((id): id is string => typeof id === 'string' && id !== ''))]
      : [];
    if (ids.length === 0) return [];
    if (ids.length > MAX_EXTERNAL_IDS) throw ServiceError.invalid(CatalogMessages.tooManyExternalIds);
    const found = await this.videos.findByExternalIds(ids);
    const videos = await this.withSeries(
      found.map((f) => f.record),
      { admin: true },
    );
    return found.map((f, i) => ({ externalId: f.externalId, video: videos[i]! }));
  }

  async adminList(query: AdminVideosQuery): Promise<VideoPage> {
    const { page, limit, skip } = pageOf(query.page, query.limit);
    const { records, total } = await this.videos.page(buildAdminFilter(query), skip, limit);
    return { videos: await this.withSeries(records, { admin: true }), total, page, limit };
  }

  /** Genre options follow the categories: active ones are offered, deactivated ones hidden. */
  async filters(scope: ProfileScope = {}): Promise<VideoFilters> {
    const [filters, active, inactive] = await Promise.all([
      this.videos.filters(scope.maxAgeRating),
      this.categories.keysWithStatus('active'),
      this.categories.keysWithStatus('inactive'),
    ]);
    return { ...filters, genres: genreOptions(filters.genres, { active, inactive }) };
  }

  /** Viewers only ever get an active video; admins also see inactive ones (e.g. to preview). */
  async get(rawId: unknown, principal?: Principal): Promise<Video> {
    const id = assertVideoId(rawId);
    const admin = principal?.isAdmin === true;
    const record = await this.videos.findById(id, { visibleOnly: !admin });
    if (!record) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    return (await this.withSeries([record], { admin }))[0]!;
  }

  async byEpisodeName(rawName: unknown, scope: ProfileScope = {}): Promise<EpisodeDetail> {
    const episodeName = episodeKey(rawName);
    const records = episodeName ? await this.videos.findVisibleByEpisodeName(episodeName, scope.maxAgeRating) : [];
    if (records.length === 0) throw ServiceError.notFound(CatalogMessages.noVideosForEpisode);
    const series = await this.series.findByName(episodeName);
    const parts = records.map((r) => toVideo(r, series));
    const owners = records.filter((r) => r.trailerStream).map((r) => r._id.toHexString());
    const trailers: TrailerLinks = { series: series?.seriesTrailerUrl ? null : (owners[0] ?? null), videos: owners };
    return { episodeName, count: parts.length, parts, series, trailers };
  }

  /**
   * The transcoded trailers a video's page shows: its own, and its series' (the first active part's
   * among those the profile may see: `maxAgeRating`, its limit, so a kids profile is never handed
   * the trailer of a part above it).
   */
  async trailerLinks(video: Video, maxAgeRating?: AgeRating): Promise<TrailerLinks> {
    const owners = await this.videos.findTrailerOwners(video.episodeName, maxAgeRating);
    return {
      series: video.seriesTrailerUrl ? null : (owners[0] ?? null),
      videos: owners.includes(video._id) ? [video._id] : [],
    };
  }

  /** Active videos by id, in the order asked for; unknown or hidden ids are left out. */
  /** The visible videos of `ids`, in that order; with `maxAgeRating`, only those rated at or below it. */
  async visibleByIds(ids: string[], maxAgeRating?: AgeRating): Promise<Video[]> {
    const videos = await this.withSeries(await this.videos.findVisibleByIds(ids, maxAgeRating));
    const byId = new Map(videos.map((v) => [v._id, v]));
    return ids.map((id) => byId.get(id)).filter((v): v is Video => v !== undefined);
  }

  async setStatus(rawId: unknown, status: unknown): Promise<Video> {
    const id = assertVideoId(rawId);
    if (status !== 'active' && status !== 'inactive')
      throw ServiceError.invalid('Status must be either "active" or "inactive"');
    const current = await this.videos.findById(id, { visibleOnly: false });
    if (!current) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    const event = makeEvent(CatalogEvents.videoStatusChanged, id, {
      videoId: id,
      episodeName: current.episodeName,
      status,
    });
    const record = await this.videos.setStatus(id, status, event);
    if (!record) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    this.outbox.kick();
    return (await this.withSeries([record]))[0]!;
  }

  /** An admin's rating of a video (age rating and descriptors); viewers' lists follow from its event. */
  async setRating(rawId: unknown, ageRating: unknown, descriptors: unknown): Promise<Video> {
    const id = assertVideoId(rawId);
    const rating = ageRatingOf(ageRating);
    const contentDescriptors = normaliseDescriptors(descriptors);
    const current = await this.videos.findById(id, { visibleOnly: false });
    if (!current) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    const event = videoUpdatedEvent(id, current);
    const record = await this.videos.setRating(id, { ageRating: rating, contentDescriptors }, event);
    if (!record) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    this.outbox.kick();
    return (await this.withSeries([record], { admin: true }))[0]!;
  }

  /** An admin's translations of a title and its synopsis (docs/i18n.md): they replace the ones it had. */
  async setLocalized(rawId: unknown, localized: unknown): Promise<Video> {
    const id = assertVideoId(rawId);
    const fields = localizedFields(localized);
    const current = await this.videos.findById(id, { visibleOnly: false });
    if (!current) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    const record = await this.videos.setLocalized(id, fields, videoUpdatedEvent(id, current));
    if (!record) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    this.outbox.kick();
    return (await this.withSeries([record], { admin: true }))[0]!;
  }

  /**
   * An admin's Skip Intro / Skip Recap markers for a part (all empty: none, and none is detected
   * for it any more). Each must lie within the transcoded video.
   */
  async setMarkers(rawId: unknown, input: Partial<Omit<VideoMarkers, 'source'>> | undefined): Promise<Video> {
    const id = assertVideoId(rawId);
    const markers = markersOf(input);
    const current = await this.videos.findById(id, { visibleOnly: false });
    if (!current) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    const duration = current.stream?.durationSeconds;
    if (!duration) throw ServiceError.invalid(CatalogMessages.markersNeedMedia);
    if ((markers.introEnd ?? 0) > duration || (markers.recapEnd ?? 0) > duration) {
      throw ServiceError.invalid(CatalogMessages.markersPastEnd);
    }
    const event = videoUpdatedEvent(id, current);
    const record = await this.videos.setMarkers(id, markers, event);
    if (!record) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    this.outbox.kick();
    return (await this.withSeries([record], { admin: true }))[0]!;
  }

  /** Hidden at once; media objects, watchlist and history entries follow from the deletion event. */
  async delete(rawId: unknown): Promise<{ deleted: true }> {
    const id = assertVideoId(rawId);
    const current = await this.videos.findForDeletion(id);
    if (!current) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    const event = makeEvent(CatalogEvents.videoDeleted, id, {
      videoId: id,
      episodeName: current.episodeName,
      media: videoMediaObjects(id, current),
    });
    if (!(await this.videos.markDeleted(id, event))) throw ServiceError.notFound(CatalogMessages.videoNotFound);
    this.outbox.kick();
    return { deleted: true };
  }

  /**
   * The group a new video joins. Names are not identities: a video without an episode name (a
   * movie) names its own group by its title only while no group (nor series data) has it, else by
   * a tagged name; an episode name never joins a movie's own group.
   */
  private async groupNameFor(video: NewVideo, named: boolean): Promise<string> {
    const useOf = async (name: string) => {
      const [use, series] = await Promise.all([this.videos.groupUse(name), this.series.findByName(name)]);
      return { ...use, taken: use.taken || series !== null };
    };
    const placed = placeInGroup(named, await useOf(video.episodeName));
    if (placed === 'as-named') return video.episodeName;
    if (placed === 'conflict') throw ServiceError.conflict(CatalogMessages.movieGroupName);
    for (;;) {
      const name = taggedGroupName(video.videoTitle, randomBytes(3).toString('hex'));
      if (!(await useOf(name)).taken) return name;
    }
  }

  /**
   * Movies stored before they got group names of their own, named by a title that a series also
   * has: each moves to a tagged group (by its id), so the series' name no longer reaches it.
   */
  private async separateMoviesFromSeries(): Promise<number> {
    let moved = 0;
    for (const movie of await this.videos.findMoviesInSeriesGroups()) {
      const episodeName = taggedGroupName(movie.videoTitle, movie.id.slice(-6));
      const event = videoUpdatedEvent(movie.id, { episodeName, status: movie.status });
      if (await this.videos.setOwnGroup(movie.id, episodeName, event)) moved += 1;
    }
    if (moved > 0) this.outbox.kick();
    return moved;
  }

  private async withSeries(records: VideoRecord[], audience?: VideoAudience): Promise<Video[]> {
    const series = await this.series.findByNames([...new Set(records.map((r) => r.episodeName))]);
    return records.map((r) => toVideo(r, series.get(r.episodeName), audience));
  }
}
