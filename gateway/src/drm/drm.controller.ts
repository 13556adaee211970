import { Body, Controller, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DrmMessages, STREAM_SESSION_HEADER, type ClearKeyLicence, type Principal } from '@streamhub/contracts';
import { ClearKeyLicenceSchema } from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { VideoIdPipe } from '../catalog/video-id.pipe';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { deviceOf } from '../streams/device';
import { tokenBindingOf, wantedSession } from '../streams/stream-sessions';
import { LicenceRateLimit } from './licence-rate-limit';
import { ClearKeyLicenceRequestDto } from './licence.dto';
import { LicenceService } from './licence.service';

@ApiTags('drm')
@Controller('drm')
export class DrmController {
  constructor(
    private readonly licences: LicenceService,
    private readonly limit: LicenceRateLimit,
  ) {}

  /** Public so a guest is told (403 SIGN_IN_REQUIRED) rather than bounced; every grant needs a signed-in profile. */
  @Public()
  @ApiBearerAuth()
  @Post('licence/:id')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'A ClearKey licence (W3C EME) for a protected title: the keys of the requested key ids the caller may have, ' +
      'as JSON Web Keys in `data`. The same checks as playback: a signed-in profile within its maturity limit, a plan ' +
      'that includes the title, its quality cap (no key of taller renditions) and its screens (the licence opens or ' +
      'renews the stream session named by X-Stream-Session). Rate-limited per account; every decision is audited',
  })
  @ApiBadRequestResponse({ description: 'Not a video id, or no well-formed key ids' })
  @ApiForbiddenResponse({
    description:
      'SIGN_IN_REQUIRED, SUBSCRIPTION_REQUIRED, PROFILE_LIMIT, PIN_REQUIRED, AGE_CONFIRMATION_REQUIRED, ' +
      'TOO_MANY_STREAMS, or FORBIDDEN (not ready, or only keys above the plan)',
  })
  @ApiNotFoundResponse({ description: 'No such video, or the title is not protected' })
  @ApiTooManyRequestsResponse({ description: 'Too many licence requests' })
  @ApiData(ClearKeyLicenceSchema)
  async licence(
    @Param('id', VideoIdPipe) id: string,
    @Body() dto: ClearKeyLicenceRequestDto,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<ApiResult<ClearKeyLicence>> {
    await this.limit.consume(principal ? `user:${principal.userId}` : `ip:${request.ip}`);
    const { licence } = await this.licences.licence(id, dto.kids, {
      principal,
      owner: tokenBindingOf(request),
      device: deviceOf(request, principal?.userId ?? ''),
      wanted: wantedSession(request.headers[STREAM_SESSION_HEADER]),
    });
    return ok(licence, DrmMessages.licenceGranted);
  }
}
