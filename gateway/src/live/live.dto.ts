import { CreateLiveEventBodySchema, LiveIngestNotifyQuerySchema } from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class CreateLiveEventDto extends zodDto(CreateLiveEventBodySchema) {}
export class LiveIngestNotifyDto extends zodDto(LiveIngestNotifyQuerySchema) {}
