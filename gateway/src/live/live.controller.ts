import {
  BadRequestException,
  Body,
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Param,
  Post,
  Query,
  Req,
  NotFoundException,
  Res,
  ServiceUnavailableException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LIVE_MANIFESTS,
  LiveMessages,
  LivePatterns,
  MediaMessages,
  StreamMessages,
  mediaKeys,
  type AdminLiveEvent,
  type AdminLiveEventDetail,
  type AdminLiveEventList,
  type LiveEvent,
  type LiveEventList,
  type LivePlayback,
  type LiveTicketOrder,
  type Principal,
  BillingPatterns,
} from '@streamhub/contracts';
import {
  AdminLiveEventDetailSchema,
  AdminLiveEventListSchema,
  AdminLiveEventSchema,
  LiveEventListSchema,
  LiveEventSchema,
  LivePlaybackSchema,
  LiveTicketOrderSchema,
} from '@streamhub/contracts/schemas';
import { AccountRoute } from '../auth/account-route.decorator';
import { OrderRateLimit } from '../billing/order-rate-limit';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { ApiData } from '../common/openapi';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config';
import { Upstream } from '../kafka/upstream';
import { isIngestHookToken } from './live-secrets';
import { MediaStorage, PART_SIZE } from '../media/media-storage';
import { LiveSigner } from './live-signer';
import { PlaybackService, viewerOf } from '../playback/playback.service';
import { LiveManifests } from './live-manifests';
import { LiveStats } from './live-stats';
import { StreamSessions } from '../streams/stream-sessions';
import type { MediaGrant } from '../media/media-token';
import {
  CreateLiveEventDto,
  LiveEventIdQueryDto,
  LiveHealthReportDto,
  LiveIngestNotifyDto,
  LiveRecordingQueryDto,
} from './live.dto';

/** The manifests a capped viewer gets from the gateway, and their types. */
const LIVE_MANIFEST_TYPE: Record<string, string | undefined> = {
  [LIVE_MANIFESTS.dash]: 'application/dash+xml',
  [LIVE_MANIFESTS.hls]: 'application/vnd.apple.mpegurl',
};
const LIVE_MANIFEST_TYPES = {
  'application/dash+xml': { schema: { type: 'string' } },
  'application/vnd.apple.mpegurl': { schema: { type: 'string' } },
};

/** The largest recording the ingest may store: S3's 10,000 parts of the storage client's part size. */
const RECORDING_MAX_BYTES = PART_SIZE * 10_000;
/** A recording is MPEG-TS (the ladder's copy of what the encoder sent; docs/live.md, "Live to VOD"). */
const RECORDING_TYPE = 'video/mp2t';

/** Live events (docs/live.md): the admin schedule, the public list, playback, and the ingest's notifications. */
@ApiTags('live')
@Controller()
export class LiveController {
  constructor(
    private readonly upstream: Upstream,
    private readonly signer: LiveSigner,
    private readonly plays: PlaybackService,
    private readonly orderLimit: OrderRateLimit,
    private readonly storage: MediaStorage,
    private readonly stats: LiveStats,
    private readonly manifests: LiveManifests,
    private readonly sessions: StreamSessions,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  @AdminOnly()
  @ApiBearerAuth()
  @Post('admin/live-events')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Schedule a live event; the reply holds its RTMP ingest URL and secret stream key (admin)' })
  @ApiData(AdminLiveEventSchema)
  async create(
    @Body() dto: CreateLiveEventDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<AdminLiveEvent>> {
    const event = await this.upstream.send(LivePatterns.create, { ...dto }, principal);
    return ok(event, LiveMessages.created);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Get('admin/live-events')
  @ApiOperation({ summary: 'Every live event, soonest first, with its ingest details (admin)' })
  @ApiData(AdminLiveEventListSchema)
  async adminList(@CurrentPrincipal() principal: Principal): Promise<ApiResult<AdminLiveEventList>> {
    const list = await this.upstream.send(LivePatterns.adminList, {}, principal);
    return ok(list, LiveMessages.fetched);
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Get('admin/live-events/:id')
  @ApiOperation({
    summary:
      "One event for the live-control page: ingest, the encoder's health (connected, input bitrate, dropped frames, last segment) and concurrent viewers (admin)",
  })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiData(AdminLiveEventDetailSchema)
  async adminGet(
    @Param('id', ObjectIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<AdminLiveEventDetail>> {
    const [state, report, viewers] = await Promise.all([
      this.upstream.send(LivePatterns.adminGet, { id }, principal),
      this.stats.health(id),
      this.stats.viewers(id),
    ]);
    const { encoder, ...event } = state;
    // A report outlives its ladder by its TTL at most; only a connected encoder's is shown.
    const live = encoder.connected ? report : null;
    return ok(
      {
        ...event,
        health: {
          encoderConnected: encoder.connected,
          encoderConnectedAt: encoder.connectedAt,
          encoderLeftAt: encoder.leftAt,
          inputKbps: live?.inputKbps ?? null,
          droppedFrames: live?.droppedFrames ?? null,
          speed: live?.speed ?? null,
          lastSegmentAt: live?.lastSegmentAt ?? null,
          reportedAt: live?.reportedAt ?? null,
        },
        viewers: viewers ?? 0,
      },
      LiveMessages.fetched,
    );
  }

  @AdminOnly()
  @ApiBearerAuth()
  @Post('admin/live-events/:id/end')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'End a live event: its key may not publish again, a publishing encoder is dropped, and its recording becomes a title (admin)',
  })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiData(AdminLiveEventSchema)
  async end(
    @Param('id', ObjectIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<AdminLiveEvent>> {
    const event = await this.upstream.send(LivePatterns.end, { id }, principal);
    return ok(event, LiveMessages.ended);
  }

  @Public()
  @Get('live-events')
  @ApiOperation({ summary: 'Live now, then starting soon (public)' })
  @ApiData(LiveEventListSchema)
  async list(): Promise<ApiResult<LiveEventList>> {
    const list = await this.upstream.send(LivePatterns.list, {});
    return ok(list, LiveMessages.fetched);
  }

  @Public()
  @Get('live-events/:id')
  @ApiOperation({ summary: 'One live event (public): its state and, once it ended, the title of its recording' })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiData(LiveEventSchema)
  async get(@Param('id', ObjectIdPipe) id: string): Promise<ApiResult<LiveEvent>> {
    const event = await this.upstream.send(LivePatterns.get, { id });
    return ok(event, LiveMessages.fetched);
  }

  @ApiBearerAuth()
  @Get('live-events/:id/playback')
  @ApiOperation({
    summary:
      'Signed LL-DASH and HLS URLs of a live event: subscribers events for any all-titles plan, pay-per-view for its buyers. ' +
      "On a plan the play takes one of its screens: a stream session (session), named by X-Stream-Session as for titles' " +
      "playback (the token's default one without it), and the URLs carry the plan's quality cap",
  })
  @ApiForbiddenResponse({
    description:
      "SUBSCRIPTION_REQUIRED or PURCHASE_REQUIRED; PROFILE_LIMIT, AGE_CONFIRMATION_REQUIRED or PIN_REQUIRED for the active profile's limits; TOO_MANY_STREAMS when every screen of the plan is in use",
  })
  @ApiConflictResponse({ description: 'The event is not live' })
  @ApiData(LivePlaybackSchema)
  async playback(
    @Param('id', ObjectIdPipe) id: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<LivePlayback>> {
    const grant = await this.upstream.send(LivePatterns.playback, { id }, principal);
    return this.plays.live(grant, { ...viewerOf(request, principal), principal });
  }

  @ApiBearerAuth()
  @AccountRoute()
  @Post('live-events/:id/order')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Create (or reuse a pending) Razorpay order for a pay-per-view event's ticket, paid through Checkout like a plan; alreadyBought with no order for a holder. 400 for an event that comes with a plan, 409 once it has ended; orders count against the per-user order limit",
  })
  @ApiConflictResponse({ description: 'The event has ended' })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiData(LiveTicketOrderSchema)
  async order(
    @Param('id', ObjectIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<LiveTicketOrder>> {
    await this.orderLimit.consume(principal.userId);
    const reply = await this.upstream.send(BillingPatterns.createLiveTicketOrder, { eventId: id }, principal);
    return ok(reply, reply.alreadyBought ? LiveMessages.alreadyBought : LiveMessages.ticketOrderCreated);
  }

  /** The media edge's check of a signed live URL before it answers a file from its cache or the ingest. */
  @Public()
  @Get('live/check/:token/:file')
  @ApiOperation({ summary: "A caching edge's check of a signed live media URL" })
  @ApiResponse({ status: 204, description: 'The token may have this file now' })
  @ApiForbiddenResponse({ description: 'Tampered or expired link, or not a file of a live event' })
  async check(@Param('token') token: string, @Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const grant = await this.admitLive(token, file);
    // Players refresh the playlists every segment, so a viewer's checks keep coming while they watch.
    await this.stats.sawViewer(grant.videoId, grant.userId);
    await reply.code(204).header('cache-control', 'no-store').send();
  }

  /**
   * A capped viewer's live manifest: the edge sends here the manifest requests of a token that
   * carries a quality cap, and the rungs above it are left out (docs/live.md, "Screens and quality caps").
   */
  @Public()
  @Get('live/capped/:token/:file')
  @ApiOperation({
    summary: "A capped viewer's live manifest (DASH or HLS master), without the rungs above the plan's cap",
  })
  @ApiOkResponse({ description: 'The manifest', content: LIVE_MANIFEST_TYPES })
  @ApiForbiddenResponse({ description: 'Tampered or expired link, not a capped manifest link, or the session is over' })
  @ApiNotFoundResponse({ description: 'Not packaged yet' })
  @ApiServiceUnavailableResponse({ description: "The ingest's origin did not answer" })
  async capped(@Param('token') token: string, @Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const type = LIVE_MANIFEST_TYPE[file];
    const grant = type ? await this.admitLive(token, file) : null;
    if (!grant || grant.maxHeight === undefined) throw new ForbiddenException(MediaMessages.invalidMediaLink);
    let text: string | null;
    try {
      text = await this.manifests.capped(grant.videoId, file, grant.maxHeight);
    } catch {
      throw new ServiceUnavailableException(MediaMessages.storageUnavailable);
    }
    if (text === null) throw new NotFoundException(LiveMessages.manifestNotReady);
    await this.stats.sawViewer(grant.videoId, grant.userId);
    await reply.code(200).header('content-type', type!).header('cache-control', 'private, max-age=1').send(text);
  }

  /**
   * nginx-rtmp's `on_publish` (`notify_method get`), on a path only the ingest knows. A 3xx tells
   * it to rename the stream to the Location, so the ladder and every public path name the event
   * id, never the secret key; any 4xx refuses the encoder.
   */
  @Public()
  @Get('live/ingest/:hook/publish')
  @ApiOperation({ summary: "The RTMP ingest's publish check: the stream key must name an event that has not ended" })
  @ApiResponse({ status: 302, description: 'Accepted; Location is the event id the stream is renamed to' })
  @ApiForbiddenResponse({ description: 'Not the ingest, an unknown stream key, or the event has ended' })
  async publish(
    @Param('hook') hook: string,
    @Query() dto: LiveIngestNotifyDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.assertIngest(hook);
    const { eventId } = await this.upstream.send(LivePatterns.publish, { streamKey: dto.name ?? '' });
    await reply.code(302).header('location', eventId).header('cache-control', 'no-store').send();
  }

  /** nginx-rtmp's `on_publish_done` (with the key the encoder published with): the reconnect grace starts. */
  @Public()
  @Get('live/ingest/:hook/publish-done')
  @ApiOperation({ summary: "The RTMP ingest's notice that an encoder stopped publishing" })
  @ApiResponse({ status: 204, description: 'Recorded; the reconnect grace runs' })
  @ApiForbiddenResponse({ description: 'Not the ingest, or not a stream key' })
  @ApiNotFoundResponse({ description: 'No event of that key is publishing' })
  async publishDone(
    @Param('hook') hook: string,
    @Query() dto: LiveIngestNotifyDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.assertIngest(hook);
    await this.upstream.send(LivePatterns.unpublish, { streamKey: dto.name ?? '' });
    await reply.code(204).header('cache-control', 'no-store').send();
  }

  /** nginx-rtmp's `on_update` while an encoder publishes: a 403 drops the encoder of an event an admin ended. */
  @Public()
  @Get('live/ingest/:hook/update')
  @ApiOperation({ summary: "The RTMP ingest's periodic check of a publishing encoder" })
  @ApiResponse({ status: 204, description: 'The encoder may go on publishing' })
  @ApiForbiddenResponse({ description: 'Not the ingest, or the event has ended (the ingest drops the encoder)' })
  @ApiNotFoundResponse({ description: 'No event of that key' })
  async update(
    @Param('hook') hook: string,
    @Query() dto: LiveIngestNotifyDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.assertIngest(hook);
    await this.upstream.send(LivePatterns.update, { streamKey: dto.name ?? '' });
    await reply.code(204).header('cache-control', 'no-store').send();
  }

  /**
   * The ladder's upload of an event's recording when its encoder leaves (multipart, one `file`:
   * MPEG-TS of every connection so far). Stored as an upload; catalog makes the title once the
   * event has ended (docs/live.md, "Live to VOD").
   */
  @Public()
  @Post('live/ingest/:hook/recording')
  @ApiOperation({ summary: "The live ladder's upload of an event's recording (multipart, field file)" })
  @ApiResponse({ status: 204, description: 'Stored' })
  @ApiBadRequestResponse({ description: 'No recording file' })
  @ApiForbiddenResponse({ description: 'Not the ingest' })
  @ApiNotFoundResponse({ description: 'No such event' })
  @ApiUnsupportedMediaTypeResponse({ description: 'Not multipart' })
  async recording(
    @Param('hook') hook: string,
    @Query() dto: LiveRecordingQueryDto,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.assertIngest(hook);
    if (!req.isMultipart()) throw new UnsupportedMediaTypeException(MediaMessages.multipartRequired);
    const file = await req.file({ limits: { fileSize: RECORDING_MAX_BYTES, files: 1 } });
    if (!file || file.fieldname !== 'file') {
      file?.file.resume();
      throw new BadRequestException(LiveMessages.recordingRequired);
    }
    const sourceKey = mediaKeys.upload(`live-${dto.name}-${dto.connection}`, 'file');
    await this.storage.putStream(sourceKey, file.file, RECORDING_TYPE, () => {
      if (file.file.truncated) throw new BadRequestException(LiveMessages.recordingRequired);
    });
    await this.upstream.send(LivePatterns.recorded, { eventId: dto.name, connection: dto.connection, sourceKey });
    await reply.code(204).header('cache-control', 'no-store').send();
  }

  /** The ladder's report of its input every few seconds, for the live-control page. */
  @Public()
  @Post('live/ingest/:hook/health')
  @ApiOperation({ summary: "The live ladder's report of its input (bitrate, dropped frames, speed, last segment)" })
  @ApiResponse({ status: 204, description: 'Kept for the live-control page' })
  @ApiBadRequestResponse({ description: 'Not a report' })
  @ApiForbiddenResponse({ description: 'Not the ingest' })
  async health(
    @Param('hook') hook: string,
    @Query() query: LiveEventIdQueryDto,
    @Body() dto: LiveHealthReportDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    this.assertIngest(hook);
    await this.stats.storeHealth(query.name, { ...dto });
    await reply.code(204).header('cache-control', 'no-store').send();
  }

  /**
   * A live token's grant for a file: untampered, unexpired, and on a plan's screens its stream
   * session still live on this event (a stopped or idle play loses its stream, as a title's does).
   */
  private async admitLive(token: string, file: string): Promise<MediaGrant> {
    const grant = this.signer.admit(token, file);
    if (!grant) throw new ForbiddenException(MediaMessages.invalidMediaLink);
    if (grant.session !== undefined && !(await this.sessions.isLive(grant.userId, grant.session, grant.videoId))) {
      throw new ForbiddenException({ message: StreamMessages.sessionEnded, code: 'STREAM_ENDED' });
    }
    return grant;
  }

  private assertIngest(hook: string): void {
    if (!isIngestHookToken(hook, this.config.MEDIA_URL_SECRET))
      throw new ForbiddenException(LiveMessages.streamKeyRefused);
  }
}
