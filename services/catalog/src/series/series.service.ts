import { Injectable } from '@nestjs/common';
import { CatalogEvents, CatalogMessages, type SeriesData, type UpsertSeriesRequest } from '@streamhub/contracts';
import { ServiceError, makeEvent } from '@streamhub/nest-kit';
import { SeriesOutbox } from '../outbox/outbox-relays';
import { SeriesRepository, type SeriesFields } from './series.repository';

function url(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

@Injectable()
export class SeriesService {
  constructor(
    private readonly series: SeriesRepository,
    private readonly outbox: SeriesOutbox,
  ) {}

  /** Sets the given fields of an episode's series data; fields left out keep their value. */
  async upsert(request: UpsertSeriesRequest): Promise<SeriesData> {
    const episodeName = typeof request?.episodeName === 'string' ? request.episodeName.trim().toUpperCase() : '';
    if (!episodeName) throw ServiceError.invalid(CatalogMessages.episodeNameRequired);
    const fields: Partial<SeriesFields> = {};
    for (const key of ['seriesTrailerUrl', 'seriesPosterUrl', 'seriesThumbUrl'] as const) {
      if (key in request) fields[key] = url(request[key]);
    }
    const event = makeEvent(CatalogEvents.seriesUpdated, episodeName, { episodeName });
    const series = await this.series.upsert(episodeName, fields, event);
    this.outbox.kick();
    return series;
  }
}
