import type { EpisodesQuery, RecordProgressRequest } from '@streamhub/contracts';
import {
  AddToWatchlistBodySchema,
  AdminVideosQuerySchema,
  EpisodesQuerySchema,
  RecordProgressBodySchema,
  SearchDialogueQuerySchema,
  SearchVideosQuerySchema,
  SetVideoMarkersBodySchema,
  SetVideoRatingBodySchema,
  SetVideoLocalizedBodySchema,
  SetVideoStatusBodySchema,
} from '@streamhub/contracts/schemas';
import { zodDto } from '../common/zod-dto';

export class EpisodesQueryDto extends zodDto(EpisodesQuerySchema) implements EpisodesQuery {}
export class SearchVideosDto extends zodDto(SearchVideosQuerySchema) {}
export class SearchDialogueDto extends zodDto(SearchDialogueQuerySchema) {}
export class AdminVideosDto extends zodDto(AdminVideosQuerySchema) {}
export class SetVideoStatusDto extends zodDto(SetVideoStatusBodySchema) {}
export class SetVideoRatingDto extends zodDto(SetVideoRatingBodySchema) {}
export class SetVideoMarkersDto extends zodDto(SetVideoMarkersBodySchema) {}
export class SetVideoLocalizedDto extends zodDto(SetVideoLocalizedBodySchema) {}
export class AddToWatchlistDto
  extends zodDto(AddToWatchlistBodySchema)
  implements Pick<RecordProgressRequest, 'videoId'> {}
export class RecordProgressDto
  extends zodDto(RecordProgressBodySchema)
  implements Omit<RecordProgressRequest, 'videoId'> {}
