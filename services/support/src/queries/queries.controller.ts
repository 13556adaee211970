import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  SupportPatterns,
  type AnswerQueryRequest,
  type ListQueriesRequest,
  type MyQueries,
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
    return this.queries.submit(request.principal, request.body);
  }

  @RpcHandler(SupportPatterns.myQueries)
  mine(@Payload() request: RpcRequest): Promise<MyQueries> {
    return this.queries.mine(request.principal);
  }

  @RpcHandler(SupportPatterns.answerQuery)
  answer(@Payload() request: RpcRequest<AnswerQueryRequest>): Promise<SupportQuery> {
    return this.queries.answer(request.principal, request.body?.id, request.body?.message);
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
