import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import { CatalogPatterns, type ContentKeysReply, type ContentKeysRequest, type RpcRequest } from '@streamhub/contracts';
import { ContentKeysService } from './content-keys.service';

@Controller()
export class DrmController {
  constructor(private readonly keys: ContentKeysService) {}

  @RpcHandler(CatalogPatterns.contentKeys)
  contentKeys(@Payload() request: RpcRequest<ContentKeysRequest>): Promise<ContentKeysReply> {
    return this.keys.reply(request.body?.videoId);
  }
}
