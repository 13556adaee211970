import {
  DataExportDownloadQuerySchema,
  SendBreachNoticeBodySchema,
  SetNomineeBodySchema,
  UpdateConsentsBodySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

/** Shape only: auth checks the notice version and keeps unnamed purposes as they were. */
export class UpdateConsentsDto extends zodDto(UpdateConsentsBodySchema) {}

/** Shape only: auth checks the name, the address and that the nominee is someone else. */
export class SetNomineeDto extends zodDto(SetNomineeBodySchema) {}

/** The signed link's expiry and signature (the link itself is checked by PrivacyExports). */
export class DataExportDownloadDto extends zodDto(DataExportDownloadQuerySchema) {}

/** Shape only: auth checks that every part is there and who the notice goes to. */
export class SendBreachNoticeDto extends zodDto(SendBreachNoticeBodySchema) {}
