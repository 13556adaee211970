import type { SetCategoryStatusRequest } from '@streamhub/contracts';
import { CreateCategoryBodySchema, SetCategoryStatusBodySchema } from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class CreateCategoryDto extends zodDto(CreateCategoryBodySchema) {}
export class SetCategoryStatusDto
  extends zodDto(SetCategoryStatusBodySchema)
  implements Pick<SetCategoryStatusRequest, 'status'> {}
