import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AdminGrievanceListSchema,
  AdminGrievanceReplySchema,
  GrievanceListSchema,
  GrievanceOfficeSchema,
  GrievanceReplySchema,
  GrievanceReportSchema,
} from '@streamhub/contracts/schemas';
import {
  GrievanceMessages,
  GrievancePatterns,
  grievanceReportCsv,
  isServiceErrorPayload,
  ServiceErrorCode,
  type AdminGrievance,
  type AdminGrievanceList,
  type Grievance,
  type GrievanceList,
  type GrievanceOffice,
  type GrievanceReport,
  type Principal,
} from '@streamhub/contracts';
import { CurrentPrincipal } from '../auth/principal.decorator';
import { Public } from '../auth/public.decorator';
import { AdminOnly } from '../auth/roles.decorator';
import { ok, type ApiResult } from '../common/api-result';
import { ApiData } from '../common/openapi';
import { Upstream } from '../kafka/upstream';
import { GrievanceRateLimits } from './contact-rate-limits';
import {
  AdminGrievancesDto,
  DecideGrievanceDto,
  FileGrievanceDto,
  GrievanceAppealDto,
  GrievanceLookupDto,
  GrievanceReportDto,
  UpdateGrievanceDto,
} from './support.dto';

/** Grievance redressal (IT Rules 2021): filing, the complainant's view and appeal, the public report. */
@ApiTags('grievances')
@Controller('grievances')
export class GrievancesController {
  constructor(
    private readonly upstream: Upstream,
    private readonly limits: GrievanceRateLimits,
  ) {}

  @Public()
  @Get('office')
  @ApiOperation({ summary: 'The grievance officer, the timelines and the self-regulating body (public)' })
  @ApiData(GrievanceOfficeSchema)
  async office(): Promise<ApiResult<GrievanceOffice>> {
    return ok(await this.upstream.send(GrievancePatterns.office, {}), GrievanceMessages.officeFetched);
  }

  @Public()
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary:
      'File a grievance, signed in or as a guest (e-mail required): answered with its reference; an acknowledgement is mailed at once. 429 past the hourly budget per IP or address',
  })
  @ApiData(GrievanceReplySchema)
  async file(
    @Body() dto: FileGrievanceDto,
    @Req() request: FastifyRequest,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<ApiResult<{ grievance: Grievance }>> {
    const email = (typeof dto.email === 'string' && dto.email) || principal?.email || '';
    await this.limits.beforeSubmit(request.ip, email);
    try {
      const grievance = await this.upstream.send(GrievancePatterns.file, { ...dto }, principal);
      return ok({ grievance }, GrievanceMessages.filed);
    } catch (err) {
      if (isServiceErrorPayload(err) && err.code === ServiceErrorCode.Invalid)
        await this.limits.submitRefused(request.ip, email);
      throw err;
    }
  }

  @Public()
  @Post('lookup')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "A grievance's status and decision by its reference and the address it was filed with" })
  @ApiData(GrievanceReplySchema)
  async lookup(
    @Body() dto: GrievanceLookupDto,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<ApiResult<{ grievance: Grievance }>> {
    const grievance = await this.upstream.send(
      GrievancePatterns.lookup,
      { reference: dto.reference ?? '', email: dto.email },
      principal,
    );
    return ok({ grievance }, GrievanceMessages.fetched);
  }

  @Public()
  @Get('report')
  @ApiOperation({ summary: 'The monthly grievance report (public summary: counts only)' })
  @ApiData(GrievanceReportSchema)
  async report(@Query() dto: GrievanceReportDto): Promise<ApiResult<GrievanceReport>> {
    return ok(
      await this.upstream.send(GrievancePatterns.report, { month: dto.month }),
      GrievanceMessages.reportFetched,
    );
  }

  @ApiBearerAuth()
  @Get('mine')
  @ApiOperation({ summary: "The signed-in account's grievances, newest first" })
  @ApiData(GrievanceListSchema)
  async mine(@CurrentPrincipal() principal: Principal): Promise<ApiResult<GrievanceList>> {
    return ok(await this.upstream.send(GrievancePatterns.mine, {}, principal), GrievanceMessages.listFetched);
  }

  @ApiBearerAuth()
  @Get(':reference')
  @ApiOperation({ summary: "One of the signed-in account's grievances (another account's answers 404)" })
  @ApiData(GrievanceReplySchema)
  async one(
    @Param('reference') reference: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ grievance: Grievance }>> {
    const grievance = await this.upstream.send(GrievancePatterns.lookup, { reference }, principal);
    return ok({ grievance }, GrievanceMessages.fetched);
  }

  @Public()
  @Post(':reference/appeal')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Appeal a decided grievance to the self-regulating body, within the window (guests prove it with the address)',
  })
  @ApiData(GrievanceReplySchema)
  async appeal(
    @Param('reference') reference: string,
    @Body() dto: GrievanceAppealDto,
    @CurrentPrincipal() principal: Principal | undefined,
  ): Promise<ApiResult<{ grievance: Grievance }>> {
    const grievance = await this.upstream.send(GrievancePatterns.appeal, { reference, email: dto.email }, principal);
    return ok({ grievance }, GrievanceMessages.appealed);
  }
}

const CSV = { 'text/csv': { schema: { type: 'string' as const } } };

/** The grievance officer's queue (admin). */
@ApiTags('grievances')
@ApiBearerAuth()
@Controller('admin/grievances')
export class AdminGrievancesController {
  constructor(private readonly upstream: Upstream) {}

  @AdminOnly()
  @Get()
  @ApiOperation({ summary: 'The grievance queue, earliest deadline first, with status filter and pages (admin)' })
  @ApiData(AdminGrievanceListSchema)
  async list(
    @Query() dto: AdminGrievancesDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<AdminGrievanceList>> {
    return ok(
      await this.upstream.send(GrievancePatterns.adminList, { ...dto }, principal),
      GrievanceMessages.listFetched,
    );
  }

  @AdminOnly()
  @Get('report.csv')
  @ApiOperation({ summary: 'The monthly grievance report as CSV (admin)' })
  @ApiProduces('text/csv')
  @ApiResponse({ status: 200, description: 'metric,value rows', content: CSV })
  async reportCsv(@Query() dto: GrievanceReportDto, @Res() reply: FastifyReply): Promise<void> {
    const report = await this.upstream.send(GrievancePatterns.report, { month: dto.month });
    void reply
      .status(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="grievances-${report.month}.csv"`)
      .send(grievanceReportCsv(report));
  }

  @AdminOnly()
  @Patch(':reference')
  @ApiOperation({ summary: 'Assign a grievance, add an internal note, or set under_review / closed (admin)' })
  @ApiData(AdminGrievanceReplySchema)
  async update(
    @Param('reference') reference: string,
    @Body() dto: UpdateGrievanceDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ grievance: AdminGrievance }>> {
    const grievance = await this.upstream.send(GrievancePatterns.update, { reference, ...dto }, principal);
    return ok({ grievance }, GrievanceMessages.updated);
  }

  @AdminOnly()
  @Post(':reference/decision')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Decide a grievance (admin): the decision is mailed to the complainant' })
  @ApiData(AdminGrievanceReplySchema)
  async decide(
    @Param('reference') reference: string,
    @Body() dto: DecideGrievanceDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ grievance: AdminGrievance }>> {
    const grievance = await this.upstream.send(GrievancePatterns.decide, { reference, ...dto }, principal);
    return ok({ grievance }, GrievanceMessages.decided);
  }
}
