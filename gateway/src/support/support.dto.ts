import {
  AdminGrievancesQuerySchema,
  AnswerQueryBodySchema,
  DecideGrievanceBodySchema,
  FileGrievanceBodySchema,
  GrievanceAppealBodySchema,
  GrievanceLookupBodySchema,
  GrievanceReportQuerySchema,
  UpdateGrievanceBodySchema,
  ListQueriesQuerySchema,
  ReplyQueryBodySchema,
  SetQueryStatusBodySchema,
  SubmitQueryBodySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class SubmitQueryDto extends zodDto(SubmitQueryBodySchema) {}
export class ReplyQueryDto extends zodDto(ReplyQueryBodySchema) {}
export class AnswerQueryDto extends zodDto(AnswerQueryBodySchema) {}
export class SetQueryStatusDto extends zodDto(SetQueryStatusBodySchema) {}
export class ListQueriesDto extends zodDto(ListQueriesQuerySchema) {}

export class FileGrievanceDto extends zodDto(FileGrievanceBodySchema) {}
export class GrievanceLookupDto extends zodDto(GrievanceLookupBodySchema) {}
export class GrievanceAppealDto extends zodDto(GrievanceAppealBodySchema) {}
export class AdminGrievancesDto extends zodDto(AdminGrievancesQuerySchema) {}
export class UpdateGrievanceDto extends zodDto(UpdateGrievanceBodySchema) {}
export class DecideGrievanceDto extends zodDto(DecideGrievanceBodySchema) {}
export class GrievanceReportDto extends zodDto(GrievanceReportQuerySchema) {}
