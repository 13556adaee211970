import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import { CatalogPatterns, type RpcRequest, type SeriesData, type UpsertSeriesRequest } from '@streamhub/contracts';
import { SeriesService } from './series.service';

@Controller()
export class SeriesController {
  constructor(private readonly series: SeriesService) {}

  @RpcHandler(CatalogPatterns.upsertSeries)
  upsert(@Payload() request: RpcRequest<UpsertSeriesRequest>): Promise<SeriesData> {
    return this.series.upsert(request.body);
  }
}
