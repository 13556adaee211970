import { CreateDownloadSchema } from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class CreateDownloadDto extends zodDto(CreateDownloadSchema) {}
