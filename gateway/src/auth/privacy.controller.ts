import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  PRIVACY_NOTICE_VERSION,
  PrivacyMessages,
  PrivacyPatterns,
  type ConsentsReply,
  type DataExport,
  type NomineeReply,
  type Principal,
} from '@streamhub/contracts';
import { ConsentsReplySchema, DataExportSchema, NomineeReplySchema } from '@streamhub/contracts/schemas';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { Upstream } from '../kafka/upstream';
import { AccountRoute } from './account-route.decorator';
import { CurrentPrincipal } from './principal.decorator';
import { SetNomineeDto, UpdateConsentsDto } from './privacy.dto';

/** The account holder's consents (docs/privacy.md): see them, give or withdraw each, agree to a newer notice. */
@ApiTags('privacy')
@Controller('privacy')
export class PrivacyController {
  constructor(private readonly upstream: Upstream) {}

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
    const services = await Promise.all(EXPORT_PATTERNS.map((pattern) => this.upstream.send(pattern, {}, principal)));
    const archive: DataExport = {
      format: 'streamhub-data-export/1',
      exportedAt: new Date().toISOString(),
      accountId: principal.userId,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      services,
    };
    return ok(archive, PrivacyMessages.exportReady);
  }
}

/** Every service that holds records about an account answers its own export pattern. */
const EXPORT_PATTERNS = [
  PrivacyPatterns.exportAuth,
  PrivacyPatterns.exportCatalog,
  PrivacyPatterns.exportBilling,
  PrivacyPatterns.exportSupport,
  PrivacyPatterns.exportAnalytics,
] as const;

/** The browser a consent came from, as stored with it (capped: a header is not a document). */
export function userAgentOf(request: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const ua = request.headers['user-agent'];
  return typeof ua === 'string' && ua ? ua.slice(0, 512) : undefined;
}
