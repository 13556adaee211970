import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import { AuthPatterns, type NotMeRequest, type RpcRequest } from '@streamhub/contracts';
import { OwnerAlertsService } from './owner-alerts.service';

@Controller()
export class OwnerAlertsController {
  constructor(private readonly alerts: OwnerAlertsService) {}

  @RpcHandler(AuthPatterns.signOutEverywhere)
  async signOutEverywhere(@Payload() request: RpcRequest<NotMeRequest>): Promise<{ signedOut: true }> {
    await this.alerts.signOutEverywhere(request.body);
    return { signedOut: true };
  }
}
