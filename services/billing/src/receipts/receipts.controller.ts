import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import { BillingPatterns, type MyPaymentsReply, type Receipt, type RpcRequest } from '@streamhub/contracts';
import { ReceiptsService } from './receipts.service';

@Controller()
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @RpcHandler(BillingPatterns.myPayments)
  mine(@Payload() request: RpcRequest<Record<string, never>>): Promise<MyPaymentsReply> {
    return this.receipts.mine(request.principal);
  }

  @RpcHandler(BillingPatterns.getReceipt)
  receipt(@Payload() request: RpcRequest<{ number: string }>): Promise<Receipt> {
    return this.receipts.receipt(request.principal, request.body?.number);
  }
}
