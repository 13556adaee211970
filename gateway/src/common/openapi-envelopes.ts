import type { OpenAPIObject } from '@nestjs/swagger';
import { API_ERROR_CODES, API_NOTICE_CODES } from '@streamhub/contracts';

/*
 * Response schemas of the OpenAPI document, so clients and the fuzz suite can check every answer:
 * each operation's success response is the `{ success: true, message, data }` envelope (with the
 * data schema of its route where one is declared below), and every 4xx/5xx is the error envelope.
 */

type Schema = Record<string, unknown>;

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const nullable = (schema: Schema): Schema => ({ anyOf: [schema, { type: 'null' }] });
const str: Schema = { type: 'string' };
const int: Schema = { type: 'integer' };
const num: Schema = { type: 'number' };
const bool: Schema = { type: 'boolean' };
const strings: Schema = { type: 'array', items: str };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const object = (properties: Record<string, Schema>, required = Object.keys(properties)): Schema => ({
  type: 'object',
  properties,
  required,
});

const SCHEMAS: Record<string, Schema> = {
  ApiError: {
    ...object({
      success: { type: 'boolean', enum: [false] },
      statusCode: int,
      code: { type: 'string', enum: [...API_ERROR_CODES], description: 'What went wrong, for clients to branch on' },
      message: { type: 'string', description: 'For people; may change' },
    }),
    description: 'Every error: 400 bad input, 401, 403, 404, 405, 409, 413, 414, 415, 429, 431, 503, 504',
  },
  PublicUser: object(
    {
      _id: str,
      name: str,
      email: str,
      mobile: str,
      role: { type: 'string', enum: ['user', 'admin'] },
      status: { type: 'string', enum: ['active', 'inactive'] },
      subscriptionStatus: str,
      subscription: nullable(
        object({
          planCode: str,
          planTitle: str,
          scope: { type: 'string', enum: ['episode', 'all'] },
          episodeName: nullable(str),
          endAt: dateTime,
        }),
      ),
      createdAt: dateTime,
      isAdmin: bool,
      deletion: ref('AccountDeletion'),
    },
    ['_id', 'name', 'email', 'mobile', 'role', 'status', 'subscriptionStatus', 'createdAt', 'isAdmin'],
  ),
  AccountDeletion: object({ requestedAt: dateTime, eraseAfter: dateTime }),
  AuthResult: object({ token: str, user: ref('PublicUser') }),
  Banner: object({
    _id: str,
    imageUrl: str,
    imageKey: str,
    imageSize: int,
    width: int,
    height: int,
    mimeType: { type: 'string', enum: ['image/jpeg', 'image/png', 'image/webp'] },
    altText: str,
    status: { type: 'string', enum: ['active', 'inactive'] },
    order: int,
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  SupportQuery: object({
    _id: str,
    name: str,
    email: str,
    subject: str,
    message: str,
    status: { type: 'string', enum: ['open', 'in_progress', 'resolved', 'closed'] },
    replies: { type: 'array', items: object({ message: str, createdAt: dateTime }) },
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  Category: object({
    _id: str,
    name: str,
    status: { type: 'string', enum: ['active', 'inactive'] },
    createdAt: dateTime,
  }),
  VideoSource: object({ type: str, quality: str, url: str }, ['url']),
  Video: object(
    {
      _id: str,
      videoTitle: str,
      title: str,
      episodeName: str,
      description: str,
      genre: str,
      actors: strings,
      writers: strings,
      countries: strings,
      languages: strings,
      imdbRating: nullable(num),
      releaseDate: nullable(str),
      runtimeMinutes: num,
      durationSeconds: { ...nullable(num), description: "The media's real length once transcoded; null before" },
      quality: str,
      videoType: str,
      episodeSeq: num,
      poster: nullable(str),
      posterUrl: nullable(str),
      thumb: nullable(str),
      thumbUrl: nullable(str),
      trailer: {
        ...nullable(str),
        description:
          'The trailer: once an uploaded trailer is transcoded, a signed, expiring DASH manifest URL ' +
          '(/api/v1/media/s/<token>/manifest.mpd, HLS master.m3u8 beside it) on GET /videos/{id} and ' +
          'episodes/by-name; null while it is processing and in lists',
      },
      status: str,
      createdAt: dateTime,
      uploadDate: dateTime,
      sources: { type: 'array', items: ref('VideoSource') },
      defaultUrl: nullable(str),
      expiresIn: nullable(str),
      seriesTrailerUrl: {
        ...nullable(str),
        description: "The series' trailer: as `trailer` (a signed manifest URL once transcoded) or a URL of its own",
      },
      seriesPosterUrl: nullable(str),
      seriesThumbUrl: nullable(str),
      progress: nullable(num),
      failureReason: nullable(str),
      trailerFailure: {
        ...nullable(str),
        description:
          'Admins only (absent for everyone else): why the uploaded trailer could not be transcoded; the video plays without it',
      },
    },
    ['_id', 'videoTitle', 'episodeName', 'genre', 'videoType', 'status'],
  ),
  /** GET /videos/{id}: the video, with signed DASH/HLS sources only for a caller who may watch it. */
  PlaybackVideo: {
    allOf: [
      ref('Video'),
      object(
        {
          sources: {
            type: 'array',
            maxItems: 2,
            items: object({
              type: { type: 'string', enum: ['dash', 'hls'] },
              quality: { type: 'string', pattern: '^([0-9]+p|auto)$' },
              url: { type: 'string', pattern: '^/api/v1/media/s/[^/]+/(manifest\\.mpd|master\\.m3u8)$' },
            }),
          },
          defaultUrl: nullable({ type: 'string', pattern: '^/api/v1/media/s/[^/]+/manifest\\.mpd$' }),
          expiresIn: nullable({ type: 'string', pattern: '^[0-9]+ minutes$' }),
          storyboardUrl: { type: 'string', pattern: '^/api/v1/media/s/[^/]+/storyboard\\.vtt$' },
        },
        ['sources', 'defaultUrl', 'expiresIn'],
      ),
    ],
  },
  SeriesData: object({
    episodeName: str,
    seriesTrailerUrl: nullable(str),
    seriesPosterUrl: nullable(str),
    seriesThumbUrl: nullable(str),
  }),
  EpisodeGroup: object(
    {
      episodeName: str,
      count: int,
      latestRelease: nullable(str),
      poster: nullable(str),
      thumb: nullable(str),
      rating: nullable(num),
      genre: str,
      parts: { type: 'array', items: ref('Video') },
    },
    ['episodeName', 'count', 'parts'],
  ),
  Plan: object({
    _id: str,
    code: str,
    title: str,
    price: { type: 'number', minimum: 0, description: 'Rupees, at most 2 decimals' },
    durationDays: int,
    scope: { type: 'string', enum: ['episode', 'all'] },
    description: str,
    popular: bool,
    active: bool,
    createdAt: dateTime,
    updatedAt: dateTime,
  }),
  OrderReply: object({
    order: nullable(
      object({
        id: str,
        amount: { type: 'integer', minimum: 100, description: 'Paise' },
        currency: { type: 'string', enum: ['INR'] },
        receipt: str,
      }),
    ),
    displayAmountRupees: { type: 'string', pattern: '^\\d+\\.\\d{2}$' },
    alreadyActive: bool,
    keyId: str,
    checkoutScriptUrl: str,
    plan: ref('Plan'),
  }),
  UserSubscription: object({
    _id: str,
    status: { type: 'string', enum: ['active', 'expired', 'cancelled'] },
    plan: object({
      code: str,
      title: str,
      name: str,
      scope: { type: 'string', enum: ['episode', 'all'] },
      price: num,
    }),
    amount: num,
    episodeId: nullable(str),
    episodeName: nullable(str),
    episode: nullable(str),
    startAt: dateTime,
    endAt: dateTime,
    endDate: dateTime,
    createdAt: dateTime,
  }),
  AdminSubscription: object({
    _id: str,
    userId: str,
    userName: nullable(str),
    userEmail: nullable(str),
    planCode: str,
    planTitle: str,
    scope: { type: 'string', enum: ['episode', 'all'] },
    episodeName: nullable(str),
    price: num,
    startDate: dateTime,
    expiryDate: dateTime,
    status: { type: 'string', enum: ['Active', 'Expired'] },
    refunded: bool,
  }),
  DailyFigure: object({ date: { type: 'string', format: 'date' }, value: num }),
  WatchHistoryItem: object({
    video: ref('Video'),
    positionSeconds: num,
    durationSeconds: num,
    percent: num,
    watchedAt: dateTime,
  }),
};

const paged = (key: string, item: Schema): Schema =>
  object({ [key]: { type: 'array', items: item }, total: int, page: int, limit: int });

/** Data schemas by "METHOD path" (paths as in the document). Routes not listed get an open `data`. */
const DATA: Record<string, Schema> = {
  'GET /api/v1/health/live': object({
    status: str,
    consumers: { type: 'array', items: object({ name: str, state: str, forSeconds: int, restarts: int }) },
  }),
  'POST /api/v1/auth/signup': object({ email: str }),
  'POST /api/v1/auth/verify-signup-otp': ref('AuthResult'),
  'POST /api/v1/auth/resend-signup-otp': { type: 'null' },
  'POST /api/v1/auth/signin': ref('AuthResult'),
  'GET /api/v1/auth/me': object({ user: ref('PublicUser') }),
  'PUT /api/v1/auth/profile': object({ user: ref('PublicUser') }),
  'PUT /api/v1/auth/password': ref('AuthResult'),
  'POST /api/v1/auth/account/deletion': object({ deletion: ref('AccountDeletion') }),
  'POST /api/v1/auth/forgot-password': { type: 'null' },
  'POST /api/v1/auth/handoff': object({ code: str, expiresInSeconds: int }),
  'POST /api/v1/auth/handoff/redeem': ref('AuthResult'),
  'POST /api/v1/auth/reset-password': { type: 'null' },
  'GET /api/v1/auth/users': {
    ...paged('users', ref('PublicUser')),
    properties: {
      ...(paged('users', ref('PublicUser')).properties as Schema),
      stats: object({ total: int, active: int, inactive: int, admins: int, pendingDeletion: int }),
    },
  },
  'POST /api/v1/auth/create-admin': object({ user: ref('PublicUser') }, ['user']),
  'GET /api/v1/categories': object({ categories: { type: 'array', items: ref('Category') } }),
  'POST /api/v1/categories': object({ category: ref('Category') }, ['category']),
  'GET /api/v1/videos': paged('videos', ref('Video')),
  'GET /api/v1/videos/all': object({ videos: { type: 'array', items: ref('Video') } }),
  'GET /api/v1/videos/episodes/all': paged('episodes', ref('EpisodeGroup')),
  'GET /api/v1/videos/filters': object({
    genres: strings,
    years: { type: 'array', items: int },
    episodeNames: strings,
    qualities: strings,
  }),
  'GET /api/v1/videos/episodes/by-name/{name}': object({
    episodeName: str,
    count: int,
    parts: { type: 'array', items: ref('Video') },
    series: nullable(ref('SeriesData')),
  }),
  'GET /api/v1/watchlist': object({ videos: { type: 'array', items: ref('Video') } }),
  'POST /api/v1/watchlist': object({ videos: { type: 'array', items: ref('Video') } }),
  'DELETE /api/v1/watchlist/{videoId}': object({ videos: { type: 'array', items: ref('Video') } }),
  'GET /api/v1/history': object({ items: { type: 'array', items: ref('WatchHistoryItem') } }),
  'PUT /api/v1/history/{videoId}': object({ item: ref('WatchHistoryItem') }),
  'GET /api/v1/admin/videos': paged('videos', ref('Video')),
  'GET /api/v1/videos/{id}': object({ video: ref('PlaybackVideo') }),
  'POST /api/v1/videos/upload': object({ video: ref('Video') }),
  'PATCH /api/v1/videos/{id}/status': object({ video: ref('Video') }),
  'DELETE /api/v1/videos/{id}': object({ videoId: str }),
  'PUT /api/v1/auth/user-status/{id}': object({ user: ref('PublicUser') }),
  'DELETE /api/v1/auth/users/{id}': { type: 'null' },
  'POST /api/v1/categories/{id}/status': object({ category: ref('Category') }),
  'GET /api/v1/videos/{id}/access': object({ hasAccess: bool }, ['hasAccess']),
  'GET /api/v1/videos/episodes/by-name/{name}/access': object({ hasAccess: bool }, ['hasAccess']),
  'GET /api/v1/banners': object({ banners: { type: 'array', items: ref('Banner') } }),
  'GET /api/v1/admin/banners': object({ banners: { type: 'array', items: ref('Banner') } }),
  'POST /api/v1/banners': object({ banners: { type: 'array', items: ref('Banner') } }),
  'POST /api/v1/admin/banners': object({ banners: { type: 'array', items: ref('Banner') } }),
  'PATCH /api/v1/admin/banners/{id}': object({ banner: ref('Banner') }),
  'PATCH /api/v1/banners/{id}/status': object({ banner: ref('Banner') }),
  'DELETE /api/v1/admin/banners/{id}': object({ bannerId: str }),
  'POST /api/v1/queries': object({ query: ref('SupportQuery') }),
  'GET /api/v1/queries': paged('queries', ref('SupportQuery')),
  'POST /api/v1/queries/{id}/reply': object({ query: ref('SupportQuery') }),
  'POST /api/v1/queries/{id}/status': object({ query: ref('SupportQuery') }),
  'GET /api/v1/subscriptions/plans': object({ plans: { type: 'array', items: ref('Plan') } }),
  'POST /api/v1/subscriptions/seed': object({ plans: { type: 'array', items: ref('Plan') }, created: int }),
  'POST /api/v1/subscriptions/plans': object({ plan: ref('Plan') }),
  'PUT /api/v1/subscriptions/plans/{code}': object({ plan: ref('Plan') }),
  'DELETE /api/v1/subscriptions/plans/{code}': object({ code: str }),
  'PATCH /api/v1/subscriptions/plans/{id}/active': object({ plan: ref('Plan') }),
  'POST /api/v1/subscriptions/order': ref('OrderReply'),
  'POST /api/v1/subscriptions/order/by-episode-name': ref('OrderReply'),
  'POST /api/v1/subscriptions/webhook': object({
    outcome: {
      type: 'string',
      enum: ['subscribed', 'already-recorded', 'failure-recorded', 'pending', 'cancelled', 'ignored'],
    },
    subscription: nullable(ref('UserSubscription')),
  }),
  'POST /api/v1/admin/subscriptions/{id}/refund': object({ subscription: ref('AdminSubscription') }),
  'GET /api/v1/subscriptions/mine': object({ subscriptions: { type: 'array', items: ref('UserSubscription') } }),
  'GET /api/v1/admin/subscriptions': {
    ...paged('subscriptions', ref('AdminSubscription')),
    properties: {
      ...(paged('subscriptions', ref('AdminSubscription')).properties as Schema),
      summary: object({ totalSubscriptions: int, activeSubscriptions: int, totalRevenue: num }),
    },
    required: ['subscriptions', 'total', 'page', 'limit', 'summary'],
  },
  'GET /api/v1/admin/dashboard': object({
    totalClients: int,
    totalVideos: int,
    totalEarning: num,
    activeSubscriptionCount: int,
    recentSubscriptions: { type: 'array', items: ref('AdminSubscription'), maxItems: 5 },
    revenueByDay: { type: 'array', items: ref('DailyFigure') },
    userGrowthByDay: { type: 'array', items: ref('DailyFigure') },
  }),
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Adds the envelope schemas to every operation of `document` (in place) and returns it. */
export function withEnvelopeSchemas(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas = { ...(document.components.schemas ?? {}), ...SCHEMAS } as never;
  const errorContent = { 'application/json': { schema: ref('ApiError') } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const responses = (operation.responses ??= {}) as Record<string, { description: string; content?: unknown }>;
      const successCodes = Object.keys(responses).filter((code) => code.startsWith('2'));
      if (successCodes.length === 0) {
        const code = method === 'post' ? '201' : '200';
        responses[code] = { description: 'Success' };
        successCodes.push(code);
      }
      const data = DATA[`${method.toUpperCase()} ${path}`] ?? {};
      const success = object(
        {
          success: { type: 'boolean', enum: [true] },
          message: str,
          code: { type: 'string', enum: [...API_NOTICE_CODES], description: 'What the answer means beyond its data' },
          data,
        },
        ['success', 'message'],
      );
      for (const code of successCodes) {
        const response = responses[code]!;
        response.description ||= 'Success';
        response.content ??= { 'application/json': { schema: success } };
      }
      for (const [code, response] of Object.entries(responses)) {
        if (/^[45]/.test(code)) response.content ??= errorContent;
      }
      responses['4XX'] ??= {
        description: 'Bad input, not signed in, not allowed, not found, limits',
        content: errorContent,
      };
      responses['5XX'] ??= { description: 'A service is unavailable or did not answer in time', content: errorContent };
    }
  }
  return document;
}
