import { ImportManifestBodySchema, StartDirectUploadBodySchema } from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class ImportManifestDto extends zodDto(ImportManifestBodySchema) {}
export class StartImportRowDto extends zodDto(StartDirectUploadBodySchema) {}
