import { ClearKeyLicenceRequestSchema } from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class ClearKeyLicenceRequestDto extends zodDto(ClearKeyLicenceRequestSchema) {}
