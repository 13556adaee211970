import { SetNomineeBodySchema, UpdateConsentsBodySchema } from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

/** Shape only: auth checks the notice version and keeps unnamed purposes as they were. */
export class UpdateConsentsDto extends zodDto(UpdateConsentsBodySchema) {}

/** Shape only: auth checks the name, the address and that the nominee is someone else. */
export class SetNomineeDto extends zodDto(SetNomineeBodySchema) {}
