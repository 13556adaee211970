import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import {
  PrivacyPatterns,
  type ConsentsReply,
  type DataExportMailRequest,
  type BreachNoticeList,
  type BreachNoticeReply,
  type SendBreachNoticeRequest,
  type PersonalisationReply,
  type NomineeReply,
  type SetNomineeRequest,
  type NoBody,
  type RpcRequest,
  type UpdateConsentsRpcRequest,
} from '@streamhub/contracts';
import { RpcHandler } from '@streamhub/nest-kit';
import { ConsentsService } from './consents.service';
import { BreachNoticesService } from './breach-notices.service';
import { ExportMailService } from './export-mail.service';
import { NomineesService } from './nominees.service';

@Controller()
export class ConsentsController {
  constructor(
    private readonly consents: ConsentsService,
    private readonly nominees: NomineesService,
    private readonly exportMail: ExportMailService,
    private readonly breachNotices: BreachNoticesService,
  ) {}

  @RpcHandler(PrivacyPatterns.consents)
  list(@Payload() request: RpcRequest<NoBody>): Promise<ConsentsReply> {
    return this.consents.list(request.principal);
  }

  @RpcHandler(PrivacyPatterns.updateConsents)
  update(@Payload() request: RpcRequest<UpdateConsentsRpcRequest>): Promise<ConsentsReply> {
    return this.consents.update(request.principal, request.body, request.clientAddress);
  }

  @RpcHandler(PrivacyPatterns.personalisation)
  async personalisation(@Payload() request: RpcRequest<NoBody>): Promise<PersonalisationReply> {
    return {
      allowed: request.principal ? await this.consents.personalisationAllowed(request.principal.userId) : false,
    };
  }

  @RpcHandler(PrivacyPatterns.nominee)
  nominee(@Payload() request: RpcRequest<NoBody>): Promise<NomineeReply> {
    return this.nominees.get(request.principal);
  }

  @RpcHandler(PrivacyPatterns.setNominee)
  setNominee(@Payload() request: RpcRequest<SetNomineeRequest>): Promise<NomineeReply> {
    return this.nominees.set(request.principal, request.body);
  }

  @RpcHandler(PrivacyPatterns.exportMail)
  async mailExport(@Payload() request: RpcRequest<DataExportMailRequest>): Promise<NoBody> {
    await this.exportMail.send(request.principal, request.body);
    return {};
  }

  @RpcHandler(PrivacyPatterns.sendBreachNotice)
  sendBreachNotice(@Payload() request: RpcRequest<SendBreachNoticeRequest>): Promise<BreachNoticeReply> {
    return this.breachNotices.send(request.principal, request.body);
  }

  @RpcHandler(PrivacyPatterns.breachNotices)
  listBreachNotices(@Payload() request: RpcRequest<NoBody>): Promise<BreachNoticeList> {
    return this.breachNotices.list(request.principal);
  }
}
