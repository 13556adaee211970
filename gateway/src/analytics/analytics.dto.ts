import {
  AnalyticsQoeQuerySchema,
  AnalyticsRangeQuerySchema,
  PlaybackEventsBodySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class PlaybackEventsDto extends zodDto(PlaybackEventsBodySchema) {}
export class AnalyticsRangeDto extends zodDto(AnalyticsRangeQuerySchema) {}
export class AnalyticsQoeDto extends zodDto(AnalyticsQoeQuerySchema) {}
