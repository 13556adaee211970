import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  MyQueriesSchema,
  QueryListSchema,
  SubmitQueryReplySchema,
  SupportQueryReplySchema,
} from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  checkQuery,
  isServiceErrorPayload,
  ServiceErrorCode,
  SupportMessages,
  SupportPatterns,
  type MyQueries,
  type Principal,
  type QueryList,
  type QueryStatus,
  type SubmitQueryReply,
  type SupportQuery,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { isOutage } from '../common/last-good';
import { Upstream } from '../kafka/upstream';
import { queuedWriteId, WriteOutbox } from '../outbox/write-outbox';
import { ContactRateLimits } from './contact-rate-limits';
import { AnswerQueryDto, ListQueriesDto, ReplyQueryDto, SetQueryStatusDto, SubmitQueryDto } from './support.dto';

@ApiTags('queries')
@Controller('queries')
export class QueriesController {
  constructor(
    private readonly upstream: Upstream,
    private readonly limits: ContactRateLimits,
    private readonly outbox: WriteOutbox,
  ) {}

  @Public()
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary:
      'Send a support query (public); the sender gets an acknowledgement mail with its reference. 429 past the ' +
      'hourly budget per IP or address. While the support service cannot be reached a valid query is kept durably ' +
      'by the gateway and filed once it is back: 202 with { queued: true } (an Idempotency-Key header makes a retry one query)',
  })
  @ApiData(SubmitQueryReplySchema)
  async submit(
    @Body() dto: SubmitQueryDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<ApiResult<SubmitQueryReply>> {
    const email = typeof dto.email === 'string' ? dto.email : '';
    await this.limits.beforeSubmit(request.ip, email);
    try {
      const query = await this.upstream.send(SupportPatterns.submitQuery, { ...dto }, principal);
      return ok({ query }, SupportMessages.submitted);
    } catch (err) {
      if (isServiceErrorPayload(err) && err.code === ServiceErrorCode.Invalid)
        await this.limits.submitRefused(request.ip, email);
      if (!isOutage(err)) throw err;
      // Kept only if support would file it: the same rules, so a 202 is never a query refused later.
      const fields = checkQuery(dto);
      if ('error' in fields) {
        await this.limits.submitRefused(request.ip, email);
        throw new BadRequestException(fields.error);
      }
      const id = queuedWriteId(principal?.userId, request.headers['idempotency-key'], request.id);
      const body = { ...dto };
      if (!(await this.outbox.accept({ id, principal, pattern: SupportPatterns.submitQuery, body }))) throw err;
      void response.status(HttpStatus.ACCEPTED);
      return ok({ queued: true as const }, SupportMessages.submittedQueued);
    }
  }

  @ApiBearerAuth()
  @Get('mine')
  @ApiOperation({ summary: "The signed-in account's queries with their threads and status, newest first" })
  @ApiData(MyQueriesSchema)
  async mine(@CurrentPrincipal() principal: Principal): Promise<ApiResult<MyQueries>> {
    return ok(await this.upstream.send(SupportPatterns.myQueries, {}, principal), SupportMessages.myQueriesFetched);
  }

  @ApiBearerAuth()
  @Post(':id/messages')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Answer back on your own query (signed in); the query opens again' })
  @ApiData(SupportQueryReplySchema)
  async answer(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: AnswerQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ query: SupportQuery }>> {
    const query = await this.upstream.send(SupportPatterns.answerQuery, { id, message: dto.message }, principal);
    return ok({ query }, SupportMessages.answerSent);
  }

  @AdminOnly()
  @Get()
  @ApiOperation({ summary: 'Support queries, newest first, with status filter, search and pages (admin)' })
  @ApiData(QueryListSchema)
  async list(@Query() dto: ListQueriesDto, @CurrentPrincipal() principal: Principal): Promise<ApiResult<QueryList>> {
    const list = await this.upstream.send(SupportPatterns.listQueries, { ...dto }, principal);
    return ok(list, SupportMessages.queriesFetched);
  }

  @AdminOnly()
  @Post(':id/reply')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The query with its replies' })
  @ApiOperation({ summary: 'Reply to a query (admin): stored in its replies and emailed to the sender' })
  @ApiData(SupportQueryReplySchema)
  async reply(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: ReplyQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ query: SupportQuery }>> {
    const query = await this.upstream.send(SupportPatterns.replyQuery, { id, message: dto.message }, principal);
    return ok({ query }, SupportMessages.replySent);
  }

  @AdminOnly()
  @Post(':id/status')
  @HttpCode(HttpStatus.OK)
  @ApiOkResponse({ description: 'The query with its new status' })
  @ApiOperation({ summary: 'Set a query status: open, in_progress, resolved or closed (admin)' })
  @ApiData(SupportQueryReplySchema)
  async setStatus(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: SetQueryStatusDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ query: SupportQuery }>> {
    const query = await this.upstream.send(SupportPatterns.setQueryStatus, { id, status: dto.status }, principal);
    return ok({ query }, SupportMessages.statusChanged(query.status as QueryStatus));
  }
}
