import {
  Body,
  Controller,
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
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ImportMessages, type Principal } from '@streamhub/contracts';
import {
  DirectUploadSchema,
  ImportCheckSchema,
  ImportDetailSchema,
  ImportListSchema,
  ImportRowStatusSchema,
  type ImportDetail,
  type ImportRowStatus,
  type ImportSummary,
} from '@streamhub/contracts/schemas';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import type { StartedUpload } from './direct-uploads';
import { Imports, type ImportCheck } from './imports';
import { ImportManifestDto, StartImportRowDto } from './imports.dto';

/** Import ids are 24 hex digits (from the manifest's hash); anything else names no import. */
@Injectable()
class ImportIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!/^[0-9a-f]{24}$/i.test(value)) throw new NotFoundException(ImportMessages.notFound);
    return value.toLowerCase();
  }
}

/** Rows are named by their manifest line. */
@Injectable()
class LinePipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,7}$/.test(value) || Number(value) < 1) throw new NotFoundException(ImportMessages.rowNotFound);
    return Number(value);
  }
}

/**
 * Bulk import, admin only (docs/media.md "Bulk import"): check a manifest, queue it, follow its
 * rows; the importer (`npm run import`) uploads each row's file through the direct-upload routes.
 */
@ApiTags('imports')
@AdminOnly()
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Not an admin' })
@Controller('imports')
export class ImportsController {
  constructor(private readonly imports: Imports) {}

  @Post('check')
  @HttpCode(200)
  @ApiOkResponse({ description: 'Every bad row with its line and field; nothing is queued' })
  @ApiBadRequestResponse({ description: 'No manifest, or an unknown format' })
  @ApiOperation({ summary: 'Check an import manifest without queuing it (admin; a dry run)' })
  @ApiData(ImportCheckSchema)
  check(@Body() dto: ImportManifestDto): ApiResult<ImportCheck> {
    return ok(this.imports.check(dto), ImportMessages.checked);
  }

  @Post()
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The import and its rows (the same import for the same manifest)' })
  @ApiBadRequestResponse({ description: 'Bad rows (all of them are named, with lines): nothing is queued' })
  @ApiServiceUnavailableResponse({ description: 'The catalog cannot be reached' })
  @ApiOperation({ summary: 'Queue an import manifest (admin): every row is checked first' })
  @ApiData(ImportDetailSchema)
  async create(
    @Body() dto: ImportManifestDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<ImportDetail>> {
    return ok(await this.imports.create(dto, principal), ImportMessages.created);
  }

  @Get()
  @ApiServiceUnavailableResponse({ description: 'The catalog cannot be reached' })
  @ApiOperation({ summary: 'The newest imports with their rows counted by state (admin)' })
  @ApiData(ImportListSchema)
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiResult<{ imports: ImportSummary[] }>> {
    return ok({ imports: await this.imports.list(principal) }, ImportMessages.list);
  }

  @Get(':importId')
  @ApiNotFoundResponse({ description: 'No such import' })
  @ApiServiceUnavailableResponse({ description: 'The catalog cannot be reached' })
  @ApiOperation({
    summary: "An import's rows (admin): queued, uploading, encoding, published or failed with its reason",
  })
  @ApiData(ImportDetailSchema)
  async detail(
    @Param('importId', ImportIdPipe) importId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<ImportDetail>> {
    return ok(await this.imports.detail(importId, principal), ImportMessages.detail);
  }

  @Post(':importId/rows/:line/upload')
  @HttpCode(201)
  @ApiCreatedResponse({ description: "The row's direct upload (the same one while it is open: resume it)" })
  @ApiBadRequestResponse({ description: 'No size, or not a whole number of bytes' })
  @ApiNotFoundResponse({ description: 'No such import or row' })
  @ApiConflictResponse({ description: 'The row already has its title' })
  @ApiPayloadTooLargeResponse({ description: 'A size over UPLOAD_MAX_BYTES' })
  @ApiServiceUnavailableResponse({ description: 'Object storage or the catalog cannot be reached' })
  @ApiOperation({ summary: "Start or resume a row's upload (admin): send its parts with /uploads/{id}/parts/{n}" })
  @ApiData(DirectUploadSchema)
  async startRow(
    @Param('importId', ImportIdPipe) importId: string,
    @Param('line', LinePipe) line: number,
    @Body() dto: StartImportRowDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<StartedUpload>> {
    const started = await this.imports.startRow(importId, line, dto.size, dto.contentType, principal);
    return ok(started, ImportMessages.rowUploadStarted);
  }

  @Post(':importId/rows/:line/complete')
  @HttpCode(201)
  @ApiCreatedResponse({ description: 'The row, encoding (or further) once its title exists' })
  @ApiBadRequestResponse({ description: 'Parts missing; refused by the virus scan; bad metadata (the row fails)' })
  @ApiNotFoundResponse({ description: 'No such import, row or upload' })
  @ApiConflictResponse({ description: 'The row has no upload in progress, or its complete is running' })
  @ApiPayloadTooLargeResponse({ description: 'The stored file is over UPLOAD_MAX_BYTES (the row fails)' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The stored file is not a video (the row fails)' })
  @ApiServiceUnavailableResponse({ description: 'Object storage, the scan or the catalog cannot be reached' })
  @ApiOperation({
    summary: "Complete a row's upload (admin): the upload's checks, then its title, once per external id",
  })
  @ApiData(ImportRowStatusSchema)
  async completeRow(
    @Param('importId', ImportIdPipe) importId: string,
    @Param('line', LinePipe) line: number,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<ImportRowStatus>> {
    return ok(await this.imports.completeRow(importId, line, principal), ImportMessages.rowCompleted);
  }
}
