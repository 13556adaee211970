import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  Post,
  Req,
  type PipeTransform,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import {
  DownloadMessages,
  type DownloadLicence,
  type DownloadLicenceList,
  type DownloadOptions,
  type Principal,
} from '@streamhub/contracts';
import { DownloadLicenceListSchema, DownloadLicenceSchema, DownloadOptionsSchema } from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { VideoIdPipe } from '../catalog/video-id.pipe';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { deviceOf } from '../streams/device';
import { CreateDownloadDto } from './downloads.dto';
import { DownloadsService, type DownloadCaller } from './downloads.service';

const LICENCE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A licence id (a UUID); anything else names no licence. */
class LicenceIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !LICENCE_ID.test(value)) throw new NotFoundException(DownloadMessages.notFound);
    return value;
  }
}

const REFUSALS =
  'SUBSCRIPTION_REQUIRED (no plan opens the title: also after the subscription ended), DOWNLOADS_NOT_IN_PLAN, ' +
  "DOWNLOAD_LIMIT (the plan's titles or devices), PROFILE_LIMIT (a kids profile and a title above it), " +
  'PIN_REQUIRED, AGE_CONFIRMATION_REQUIRED, or FORBIDDEN (not ready)';

@ApiTags('downloads')
@ApiBearerAuth()
@Controller('downloads')
export class DownloadsController {
  constructor(private readonly downloads: DownloadsService) {}

  @Get()
  @ApiOperation({
    summary:
      "The account's download licences (every device; `current` marks this one), expired ones included. The " +
      'licences of signed-out devices are revoked and not listed',
  })
  @ApiData(DownloadLicenceListSchema)
  async list(
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DownloadLicenceList>> {
    return ok(await this.downloads.list(callerOf(request, principal)), DownloadMessages.listed);
  }

  @Get('options/:videoId')
  @ApiOperation({
    summary: 'The qualities a title downloads at (data saver, standard, high): rendition and estimated size',
  })
  @ApiBadRequestResponse({ description: 'Not a video id' })
  @ApiForbiddenResponse({ description: REFUSALS })
  @ApiNotFoundResponse({ description: 'No such video' })
  @ApiData(DownloadOptionsSchema)
  async options(
    @Param('videoId', VideoIdPipe) videoId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DownloadOptions>> {
    return ok(await this.downloads.options(videoId, principal), DownloadMessages.options);
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary:
      'A download licence for a title at a quality on this device (X-Device-Id): the checks of playback, then the ' +
      "plan's download allowance. Asking again for the same title on the same device issues its licence afresh. " +
      'Expires 30 days after issue or 48 hours after the first play; a protected title carries its keys',
  })
  @ApiBadRequestResponse({ description: 'Not a video id, or no such quality' })
  @ApiForbiddenResponse({ description: REFUSALS })
  @ApiNotFoundResponse({ description: 'No such video' })
  @ApiConflictResponse({ description: 'The downloads changed at the same time on another device; try again' })
  @ApiData(DownloadLicenceSchema)
  async grant(
    @Body() dto: CreateDownloadDto,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DownloadLicence>> {
    const licence = await this.downloads.grant(dto.videoId.toLowerCase(), dto.quality, callerOf(request, principal));
    return ok(licence, DownloadMessages.granted);
  }

  @Post(':id/play')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Play a download of this device while online: the title's checks again; the first play starts the 48-hour window",
  })
  @ApiForbiddenResponse({ description: `${REFUSALS}, or DOWNLOAD_EXPIRED` })
  @ApiNotFoundResponse({ description: 'No such licence on this device' })
  @ApiConflictResponse({ description: 'The downloads changed at the same time on another device; try again' })
  @ApiData(DownloadLicenceSchema)
  async play(
    @Param('id', LicenceIdPipe) id: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DownloadLicence>> {
    return ok(await this.downloads.play(id, callerOf(request, principal)), DownloadMessages.played);
  }

  @Post(':id/renew')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Renew a download of this device (the app does at every online start): the title's checks and the allowance " +
      'again, then a fresh licence period. A refusal means the copy must be deleted',
  })
  @ApiForbiddenResponse({ description: REFUSALS })
  @ApiNotFoundResponse({ description: 'No such licence on this device (also once its device was signed out)' })
  @ApiConflictResponse({ description: 'The downloads changed at the same time on another device; try again' })
  @ApiData(DownloadLicenceSchema)
  async renew(
    @Param('id', LicenceIdPipe) id: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DownloadLicence>> {
    return ok(await this.downloads.renew(id, callerOf(request, principal)), DownloadMessages.renewed);
  }

  @Delete(':id')
  @ApiOperation({ summary: "Remove a download licence of the account (any device's): it no longer counts" })
  @ApiNotFoundResponse({ description: 'No such licence' })
  @ApiConflictResponse({ description: 'The downloads changed at the same time on another device; try again' })
  @ApiData(DownloadLicenceListSchema)
  async remove(
    @Param('id', LicenceIdPipe) id: string,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<DownloadLicenceList>> {
    return ok(await this.downloads.remove(id, callerOf(request, principal)), DownloadMessages.removed);
  }
}

function callerOf(request: FastifyRequest, principal: Principal): DownloadCaller {
  const { id, name } = deviceOf(request, principal.userId);
  return { principal, device: { id, name } };
}
