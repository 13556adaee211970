import {
  AdMarkersBodySchema,
  SignedAdTrackQuerySchema,
  AdvertiserBodySchema,
  CampaignBodySchema,
  VmapQuerySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class AdvertiserDto extends zodDto(AdvertiserBodySchema) {}
export class CampaignDto extends zodDto(CampaignBodySchema) {}
export class AdMarkersDto extends zodDto(AdMarkersBodySchema) {}
export class VmapQueryDto extends zodDto(VmapQuerySchema) {}
export class AdTrackQueryDto extends zodDto(SignedAdTrackQuerySchema) {}
