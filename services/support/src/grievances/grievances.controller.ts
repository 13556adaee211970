import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  GrievancePatterns,
  type AdminGrievance,
  type AdminGrievanceList,
  type AdminGrievancesRequest,
  type DecideGrievanceRequest,
  type FileGrievanceRequest,
  type Grievance,
  type GrievanceList,
  type GrievanceLookupRequest,
  type GrievanceOffice,
  type GrievanceReport,
  type RpcRequest,
  type UpdateGrievanceRequest,
} from '@streamhub/contracts';
import { GrievancesService } from './grievances.service';

@Controller()
export class GrievancesController {
  constructor(private readonly grievances: GrievancesService) {}

  @RpcHandler(GrievancePatterns.office)
  office(): GrievanceOffice {
    return this.grievances.office();
  }

  @RpcHandler(GrievancePatterns.file)
  file(@Payload() request: RpcRequest<FileGrievanceRequest>): Promise<Grievance> {
    return this.grievances.file(request.principal, request.body);
  }

  @RpcHandler(GrievancePatterns.lookup)
  lookup(@Payload() request: RpcRequest<GrievanceLookupRequest>): Promise<Grievance> {
    return this.grievances.lookup(request.principal, request.body);
  }

  @RpcHandler(GrievancePatterns.mine)
  mine(@Payload() request: RpcRequest): Promise<GrievanceList> {
    return this.grievances.mine(request.principal);
  }

  @RpcHandler(GrievancePatterns.appeal)
  appeal(@Payload() request: RpcRequest<GrievanceLookupRequest>): Promise<Grievance> {
    return this.grievances.appeal(request.principal, request.body);
  }

  @RpcHandler(GrievancePatterns.adminList)
  adminList(@Payload() request: RpcRequest<AdminGrievancesRequest>): Promise<AdminGrievanceList> {
    return this.grievances.adminList(request.principal, request.body);
  }

  @RpcHandler(GrievancePatterns.update)
  update(@Payload() request: RpcRequest<UpdateGrievanceRequest>): Promise<AdminGrievance> {
    return this.grievances.update(request.principal, request.body);
  }

  @RpcHandler(GrievancePatterns.decide)
  decide(@Payload() request: RpcRequest<DecideGrievanceRequest>): Promise<AdminGrievance> {
    return this.grievances.decide(request.principal, request.body);
  }

  @RpcHandler(GrievancePatterns.report)
  report(@Payload() request: RpcRequest<{ month: string }>): Promise<GrievanceReport> {
    return this.grievances.report(request.body);
  }
}
