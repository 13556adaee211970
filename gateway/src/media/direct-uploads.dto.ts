import { CompleteDirectUploadBodySchema, StartDirectUploadBodySchema } from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class StartDirectUploadDto extends zodDto(StartDirectUploadBodySchema) {}
export class CompleteDirectUploadDto extends zodDto(CompleteDirectUploadBodySchema) {}
