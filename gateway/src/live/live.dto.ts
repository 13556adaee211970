import {
  CreateLiveEventBodySchema,
  LiveHealthReportBodySchema,
  LiveIngestNotifyQuerySchema,
  LiveRecordingQuerySchema,
  LiveEventIdQuerySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class CreateLiveEventDto extends zodDto(CreateLiveEventBodySchema) {}
export class LiveIngestNotifyDto extends zodDto(LiveIngestNotifyQuerySchema) {}
export class LiveRecordingQueryDto extends zodDto(LiveRecordingQuerySchema) {}
export class LiveHealthReportDto extends zodDto(LiveHealthReportBodySchema) {}
export class LiveEventIdQueryDto extends zodDto(LiveEventIdQuerySchema) {}
