import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  AuthPatterns,
  type AccountDeletion,
  type RequestAccountDeletionRequest,
  type RpcRequest,
} from '@streamhub/contracts';
import { AccountDeletionService } from './account-deletion.service';

@Controller()
export class AccountDeletionController {
  constructor(private readonly deletion: AccountDeletionService) {}

  @RpcHandler(AuthPatterns.requestAccountDeletion)
  request(@Payload() request: RpcRequest<RequestAccountDeletionRequest>): Promise<AccountDeletion> {
    return this.deletion.request(request.principal, request.body ?? {});
  }
}
