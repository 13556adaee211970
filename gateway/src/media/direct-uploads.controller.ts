import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Injectable,
  NotFoundException,
  Param,
  Post,
  type PipeTransform,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { DIRECT_UPLOAD_LIMITS, MediaMessages, type Principal, type Video } from '@streamhub/contracts';
import {
  DirectUploadAbortedSchema,
  DirectUploadCompletedSchema,
  DirectUploadPartUrlSchema,
  DirectUploadPartsSchema,
  DirectUploadSchema,
} from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { CompleteDirectUploadDto, StartDirectUploadDto } from './direct-uploads.dto';
import { DirectUploads, type StartedUpload } from './direct-uploads';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Upload ids are UUIDs; anything else names no upload (404). */
@Injectable()
class UploadIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!UUID.test(value)) throw new NotFoundException(MediaMessages.directUploadNotFound);
    return value.toLowerCase();
  }
}

/** Part numbers are 1 to 10,000 (S3's range). */
@Injectable()
class PartNumberPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const n = /^\d{1,5}$/.test(value) ? Number(value) : NaN;
    if (!(n >= 1 && n <= DIRECT_UPLOAD_LIMITS.maxParts))
      throw new BadRequestException(MediaMessages.directUploadBadPart);
    return n;
  }
}

/**
 * Direct (resumable) uploads, admin only (docs/media.md "Direct uploads"): start, a signed URL per
 * part, the parts stored so far (to resume), complete (checks, then the title), abort.
 */
@ApiTags('uploads')
@AdminOnly()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Controller('uploads')
export class DirectUploadsController {
  constructor(private readonly uploads: DirectUploads) {}

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The upload, ready for its parts' })
  @ApiBadRequestResponse({ description: 'No size, or not a whole number of bytes' })
  @ApiPayloadTooLargeResponse({ description: 'A size over UPLOAD_MAX_BYTES' })
  @ApiServiceUnavailableResponse({ description: 'Object storage cannot be reached' })
  @ApiOperation({
    summary:
      'Start a direct upload of a video (admin): its parts go straight to object storage with signed URLs, ' +
      'then complete creates the title',
  })
  @ApiData(DirectUploadSchema)
  async start(
    @Body() dto: StartDirectUploadDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<StartedUpload>> {
    const started = await this.uploads.start(dto.size, dto.contentType, principal);
    return ok(started, MediaMessages.directUploadStarted);
  }

  @Get(':uploadId/parts')
  @ApiNotFoundResponse({ description: 'No such upload (completed, cancelled or abandoned)' })
  @ApiServiceUnavailableResponse({ description: 'Object storage cannot be reached' })
  @ApiOperation({ summary: 'The parts stored so far (admin): a resumed upload sends only the others' })
  @ApiData(DirectUploadPartsSchema)
  async parts(
    @Param('uploadId', UploadIdPipe) uploadId: string,
  ): Promise<ApiResult<{ parts: { PartNumber: number; Size: number; ETag: string }[] }>> {
    const parts = await this.uploads.listParts(uploadId);
    return ok(
      { parts: parts.map((p) => ({ PartNumber: p.part, Size: p.size, ETag: p.etag })) },
      MediaMessages.directUploadParts,
    );
  }

  @Get(':uploadId/parts/:partNumber')
  @ApiBadRequestResponse({ description: 'A part number outside 1–10000' })
  @ApiNotFoundResponse({ description: 'No such upload (completed, cancelled or abandoned)' })
  @ApiOperation({ summary: 'A presigned URL to PUT one part to object storage (admin)' })
  @ApiData(DirectUploadPartUrlSchema)
  async signPart(
    @Param('uploadId', UploadIdPipe) uploadId: string,
    @Param('partNumber', PartNumberPipe) partNumber: number,
  ): Promise<ApiResult<{ url: string; expiresIn: number }>> {
    return ok(await this.uploads.signPart(uploadId, partNumber), MediaMessages.directUploadPartSigned);
  }

  @Post(':uploadId/complete')
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The video, processing until transcoded (the same one for a repeated call)' })
  @ApiBadRequestResponse({
    description: 'Missing title or genre; parts missing or a size other than announced; refused by the virus scan',
  })
  @ApiNotFoundResponse({ description: 'No such upload (cancelled, abandoned, or refused by a check)' })
  @ApiConflictResponse({ description: 'Another complete of this upload is still running' })
  @ApiPayloadTooLargeResponse({ description: 'The stored file is over UPLOAD_MAX_BYTES' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The stored file is not a video (checked by its first bytes)' })
  @ApiServiceUnavailableResponse({ description: 'Object storage or the virus scan cannot be reached' })
  @ApiOperation({
    summary:
      'Complete a direct upload (admin): joins the parts, checks the file (size, type by content, virus scan) ' +
      'and creates the video, processing until transcoded. Idempotent.',
  })
  @ApiData(DirectUploadCompletedSchema)
  async complete(
    @Param('uploadId', UploadIdPipe) uploadId: string,
    @Body() dto: CompleteDirectUploadDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ video: Video }>> {
    const video = await this.uploads.complete(uploadId, dto.metadata, principal);
    return ok({ video }, MediaMessages.videoUploaded);
  }

  @Delete(':uploadId')
  @ApiNotFoundResponse({ description: 'No such upload (completed, cancelled or abandoned)' })
  @ApiOperation({ summary: 'Cancel a direct upload (admin): its stored parts are deleted' })
  @ApiData(DirectUploadAbortedSchema)
  async abort(@Param('uploadId', UploadIdPipe) uploadId: string): Promise<ApiResult<{ uploadId: string }>> {
    await this.uploads.abort(uploadId);
    return ok({ uploadId }, MediaMessages.directUploadAborted);
  }
}
