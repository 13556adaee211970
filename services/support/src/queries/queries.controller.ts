import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  SupportPatterns,
  type ListQueriesRequest,
  type QueryList,
  type ReplyQueryRequest,
  type RpcRequest,
  type SetQueryStatusRequest,
  type SubmitQueryRequest,
  type SupportQuery,
} from '@streamhub/contracts';
import { QueriesService } from './queries.service';

@Controller()
export class QueriesController {
  constructor(private readonly queries: QueriesService) {}

  @RpcHandler(SupportPatterns.submitQuery)
  submit(@Payload() request: RpcRequest<SubmitQueryRequest>): Promise<SupportQuery> {
    return this.queries.submit(request.body);
  }

  @RpcHandler(SupportPatterns.listQueries)
  list(@Payload() request: RpcRequest<ListQueriesRequest>): Promise<QueryList> {
    return this.queries.list(request.principal, request.body);
  }

  @RpcHandler(SupportPatterns.replyQuery)
  reply(@Payload() request: RpcRequest<ReplyQueryRequest>): Promise<SupportQuery> {
    return this.queries.reply(request.principal, request.body?.id, request.body?.message);
  }

  @RpcHandler(SupportPatterns.setQueryStatus)
  setStatus(@Payload() request: RpcRequest<SetQueryStatusRequest>): Promise<SupportQuery> {
    return this.queries.setStatus(request.principal, request.body?.id, request.body?.status);
  }
}
