import {
  ListQueriesQuerySchema,
  ReplyQueryBodySchema,
  SetQueryStatusBodySchema,
  SubmitQueryBodySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class SubmitQueryDto extends zodDto(SubmitQueryBodySchema) {}
export class ReplyQueryDto extends zodDto(ReplyQueryBodySchema) {}
export class SetQueryStatusDto extends zodDto(SetQueryStatusBodySchema) {}
export class ListQueriesDto extends zodDto(ListQueriesQuerySchema) {}
