import {
  Body,
  Controller,
  NotFoundException,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  PrivacyMessages,
  PrivacyPatterns,
  type ConsentsReply,
  type DataExport,
  type DataExportJobReply,
  type BreachNoticeList,
  type BreachNoticeReply,
  type NomineeReply,
  type Principal,
} from '@streamhub/contracts';
import {
  BreachNoticeListSchema,
  BreachNoticeReplySchema,
  ConsentsReplySchema,
  DataExportJobReplySchema,
  DataExportSchema,
  NomineeReplySchema,
} from '@streamhub/contracts/schemas';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { Upstream } from '../kafka/upstream';
import { AccountRoute } from './account-route.decorator';
import { CurrentPrincipal } from './principal.decorator';
import { DataExportDownloadDto, SendBreachNoticeDto, SetNomineeDto, UpdateConsentsDto } from './privacy.dto';
import { AdminOnly } from './roles.decorator';
import { PrivacyExports, gatherArchive } from './privacy-exports';

/** The account holder's consents (docs/privacy.md): see them, give or withdraw each, agree to a newer notice. */
@ApiTags('privacy')
@Controller('privacy')
export class PrivacyController {
  constructor(
    private readonly upstream: Upstream,
    private readonly exports: PrivacyExports,
  ) {}

  @AccountRoute()
  @Get('consents')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'The account’s consents in force, each with its date, and their whole history (newest first)',
  })
  @ApiData(ConsentsReplySchema)
  async consents(@CurrentPrincipal() principal: Principal): Promise<ApiResult<ConsentsReply>> {
    const reply = await this.upstream.send(PrivacyPatterns.consents, {}, principal);
    return ok(reply, PrivacyMessages.consentsFetched);
  }

  @AccountRoute()
  @Put('consents')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Give or withdraw consents (purposes left out stay as they were) and/or agree to the notice in force; adds a record, never rewrites one',
  })
  @ApiData(ConsentsReplySchema)
  async updateConsents(
    @Body() dto: UpdateConsentsDto,
    @CurrentPrincipal() principal: Principal,
    @Req() request: FastifyRequest,
  ): Promise<ApiResult<ConsentsReply>> {
    const reply = await this.upstream.send(
      PrivacyPatterns.updateConsents,
      { ...dto, userAgent: userAgentOf(request) },
      principal,
    );
    return ok(reply, PrivacyMessages.consentsUpdated);
  }

  @AccountRoute()
  @Get('nominee')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'The person nominated to exercise the account holder’s rights on their behalf (null if none)',
  })
  @ApiData(NomineeReplySchema)
  async nominee(@CurrentPrincipal() principal: Principal): Promise<ApiResult<NomineeReply>> {
    return ok(await this.upstream.send(PrivacyPatterns.nominee, {}, principal), PrivacyMessages.nomineeFetched);
  }

  @AccountRoute()
  @Put('nominee')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Nominate a person (name, e-mail) to exercise the rights; empty name and e-mail remove the nominee',
  })
  @ApiData(NomineeReplySchema)
  async setNominee(
    @Body() dto: SetNomineeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<NomineeReply>> {
    const reply = await this.upstream.send(PrivacyPatterns.setNominee, dto, principal);
    return ok(reply, reply.nominee ? PrivacyMessages.nomineeSaved : PrivacyMessages.nomineeRemoved);
  }

  @AccountRoute()
  @Get('export')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Download my data: what every service holds about the account and its profiles (account, profiles, consents, watchlist, history, subscriptions, orders, receipts, queries, grievances, playback events), as one JSON document',
  })
  @ApiData(DataExportSchema)
  async export(@CurrentPrincipal() principal: Principal): Promise<ApiResult<DataExport>> {
    return ok(await gatherArchive(this.upstream, principal), PrivacyMessages.exportReady);
  }

  @AccountRoute()
  @Post('exports')
  @HttpCode(202)
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Ask for my data: the archive is prepared in the background and a download link (expiring, for this account only) is mailed; poll the status',
  })
  @ApiResponse({ status: 202, description: 'Accepted: being prepared' })
  @ApiData(DataExportJobReplySchema)
  async requestExport(@CurrentPrincipal() principal: Principal): Promise<ApiResult<DataExportJobReply>> {
    return ok({ export: await this.exports.request(principal) }, PrivacyMessages.exportRequested);
  }

  @AccountRoute()
  @Get('exports/latest')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The account’s latest data download request and its progress (null if none)' })
  @ApiData(DataExportJobReplySchema)
  async latestExport(@CurrentPrincipal() principal: Principal): Promise<ApiResult<DataExportJobReply>> {
    return ok({ export: await this.exports.status(principal) }, PrivacyMessages.exportFetched);
  }

  @AccountRoute()
  @Get('exports/:id')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A data download request and its progress (another account’s is not found)' })
  @ApiData(DataExportJobReplySchema)
  async exportStatus(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(PrivacyMessages.exportNotFound) }))
    id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DataExportJobReply>> {
    return ok({ export: await this.exports.status(principal, id) }, PrivacyMessages.exportFetched);
  }

  @AccountRoute()
  @Get('exports/:id/download')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'The archive of a mailed link, as a JSON file: only for the account that asked, signed, refused with 410 once expired',
  })
  @ApiProduces('application/json')
  @ApiResponse({ status: 200, description: 'The archive (DataExport) as a file' })
  @ApiResponse({ status: 410, description: 'The link has expired' })
  async download(
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(PrivacyMessages.exportNotFound) }))
    id: string,
    @Query() query: DataExportDownloadDto,
    @CurrentPrincipal() principal: Principal,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const archive = await this.exports.download(principal, id, query.expires, query.signature);
    void reply
      .status(200)
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="streamhub-data-${id}.json"`)
      .header('cache-control', 'no-store')
      .send(archive);
  }
}

/** Data-breach notices (docs/privacy.md, "Data-breach notice"): sent to the affected accounts, kept for the Board (admin). */
@ApiTags('privacy')
@Controller('admin/privacy/breach-notices')
export class AdminBreachNoticesController {
  constructor(private readonly upstream: Upstream) {}

  @AdminOnly()
  @Get()
  @ApiOperation({
    summary: 'Every data-breach notice sent, newest first: text, who sent it, when, accounts mailed (admin)',
  })
  @ApiData(BreachNoticeListSchema)
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiResult<BreachNoticeList>> {
    return ok(
      await this.upstream.send(PrivacyPatterns.breachNotices, {}, principal),
      PrivacyMessages.breachNoticesFetched,
    );
  }

  @AdminOnly()
  @Post()
  @ApiOperation({
    summary:
      'Record a data-breach notice (what happened, what data, what we did, what people can do) and mail it to all accounts or the listed ones (admin)',
  })
  @ApiData(BreachNoticeReplySchema)
  async send(
    @Body() dto: SendBreachNoticeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<BreachNoticeReply>> {
    return ok(
      await this.upstream.send(PrivacyPatterns.sendBreachNotice, dto, principal),
      PrivacyMessages.breachNoticeSent,
    );
  }
}

/** The browser a consent came from, as stored with it (capped: a header is not a document). */
export function userAgentOf(request: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' && ua ? ua.slice(0, 512) : undefined;
}
