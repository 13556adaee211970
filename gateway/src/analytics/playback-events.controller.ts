import { Body, Controller, HttpStatus, PayloadTooLargeException, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AnalyticsMessages,
  KIDS_PLAYBACK_ID,
  PLAYBACK_LIMITS,
  type ApiError,
  type PlaybackEventRecord,
  type PlaybackEventsReply,
  type Principal,
} from '@streamhub/contracts';
import { checkPlaybackBatch, describeRejected, PlaybackEventsReplySchema } from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { ApiData } from '../common/openapi';
import { RawResponse } from '../common/envelope.interceptor';
import { PlaybackEventsDto } from './analytics.dto';
import { RpcUnavailableError } from '@streamhub/nest-kit';
import { Upstream } from '../kafka/upstream';
import { PlaybackEventsOutbox } from './playback-events-outbox';
import { PlaybackEventsProducer } from './playback-events.producer';
import { PlaybackRateLimit } from './playback-rate-limit';
import { clientFamilies } from './user-agent';

/** 202 with what was taken, or the error envelope (as every error) whose message names each refused event. */
type PlaybackEventsAnswer = { success: true; message: string; data: PlaybackEventsReply } | ApiError;

@ApiTags('playback')
@Controller('playback')
export class PlaybackEventsController {
  constructor(
    private readonly producer: PlaybackEventsProducer,
    private readonly outbox: PlaybackEventsOutbox,
    private readonly upstream: Upstream,
    private readonly limit: PlaybackRateLimit,
  ) {}

  /**
   * Hands the records to Kafka; while it cannot be reached (known down, or the send fails or takes
   * longer than PLAYBACK_SEND_TIMEOUT_MS) they go to the durable outbox instead, sent once the bus is
   * back. A full outbox is the outage's 503 with Retry-After.
   */
  private async deliver(records: PlaybackEventRecord[], requestId: string): Promise<void> {
    if (this.upstream.available) {
      try {
        await withTimeout(this.producer.send(records), PLAYBACK_SEND_TIMEOUT_MS);
        return;
      } catch {
        // not acknowledged in time: kept below (analytics counts an event id once if it lands twice)
      }
    }
    if (!(await this.outbox.accept(requestId, records))) throw new RpcUnavailableError();
  }

  @Post('events')
  @RawResponse()
  @ApiAcceptedResponse({ description: 'Every event was taken' })
  @ApiOperation({
    summary:
      `The player's events (up to ${PLAYBACK_LIMITS.maxEventsPerBatch} a batch, ${PLAYBACK_LIMITS.maxBodyBytes / 1024} KiB): ` +
      'each is checked on its own; 202 when all were taken, else 400 whose message names each refused one (the others ' +
      'are kept). ' +
      'Recorded for the active profile; an event id seen before counts once',
  })
  @ApiData(PlaybackEventsReplySchema)
  async events(
    @Body() dto: PlaybackEventsDto,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const size = Number(request.headers['content-length'] ?? 0);
    if (size > PLAYBACK_LIMITS.maxBodyBytes)
      throw new PayloadTooLargeException(`Playback reports are limited to ${PLAYBACK_LIMITS.maxBodyBytes / 1024} KiB`);
    await this.limit.consume(principal.userId);
    const receivedAt = Date.now();
    const { valid, rejected } = checkPlaybackBatch(dto.events, receivedAt);
    const { browser, os } = clientFamilies(request.headers['user-agent']);
    // A child's plays leave the gateway without the child's identity (docs/privacy.md).
    const kids = principal.profile?.kids === true;
    const profileId = kids ? KIDS_PLAYBACK_ID : (principal.profile?.id ?? principal.userId);
    const records: PlaybackEventRecord[] = valid.map((event) => ({
      ...event,
      accountId: kids ? KIDS_PLAYBACK_ID : principal.userId,
      profileId,
      browser,
      os,
      receivedAt,
    }));
    if (records.length > 0) await this.deliver(records, request.id);
    const data = { accepted: records.length, rejected };
    if (rejected.length === 0) {
      const answer: PlaybackEventsAnswer = { success: true, message: AnalyticsMessages.accepted(records.length), data };
      await reply.status(HttpStatus.ACCEPTED).send(answer);
      return;
    }
    const answer: PlaybackEventsAnswer = {
      success: false,
      statusCode: HttpStatus.BAD_REQUEST,
      code: 'BAD_REQUEST',
      message: `${AnalyticsMessages.someRejected(rejected.length, dto.events.length, records.length)}: ${describeRejected(rejected)}`,
    };
    await reply.status(HttpStatus.BAD_REQUEST).send(answer);
  }
}

/** How long a batch may wait for Kafka's acknowledgement before it is journalled instead. */
const PLAYBACK_SEND_TIMEOUT_MS = 3_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no acknowledgement within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
