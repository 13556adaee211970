import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { EventHandler, RpcHandler } from '@streamhub/nest-kit';
import {
  AuthEvents,
  AuthPatterns,
  type AccessStateRequest,
  type EventEnvelope,
  type UserDeletedEvent,
  type UserErasedEvent,
  type ConfirmAgeRequest,
  type CreateProfileRequest,
  type DeleteProfileRequest,
  type HouseholdReply,
  type HouseholdState,
  type ParentalControlsRequest,
  type RpcRequest,
  type SelectProfileReply,
  type SelectProfileRequest,
  type UpdateProfileSettingsRequest,
} from '@streamhub/contracts';
import { HouseholdsService } from './households.service';

@Controller()
export class HouseholdsController {
  constructor(private readonly households: HouseholdsService) {}

  @RpcHandler(AuthPatterns.listProfiles)
  list(@Payload() request: RpcRequest<unknown>): Promise<HouseholdReply> {
    return this.households.list(request.principal);
  }

  @RpcHandler(AuthPatterns.createProfile)
  create(@Payload() request: RpcRequest<CreateProfileRequest>): Promise<HouseholdReply> {
    return this.households.create(request, request.body);
  }

  @RpcHandler(AuthPatterns.updateProfileSettings)
  update(@Payload() request: RpcRequest<UpdateProfileSettingsRequest>): Promise<HouseholdReply> {
    return this.households.update(request, request.body);
  }

  @RpcHandler(AuthPatterns.deleteProfile)
  remove(@Payload() request: RpcRequest<DeleteProfileRequest>): Promise<HouseholdReply> {
    return this.households.remove(request, request.body);
  }

  @RpcHandler(AuthPatterns.selectProfile)
  select(@Payload() request: RpcRequest<SelectProfileRequest>): Promise<SelectProfileReply> {
    return this.households.select(request, request.body);
  }

  @RpcHandler(AuthPatterns.setParentalControls)
  parentalControls(@Payload() request: RpcRequest<ParentalControlsRequest>): Promise<HouseholdReply> {
    return this.households.setParentalControls(request, request.body);
  }

  @RpcHandler(AuthPatterns.confirmAge)
  confirmAge(@Payload() request: RpcRequest<ConfirmAgeRequest>): Promise<HouseholdReply> {
    return this.households.confirmAge(request, request.body);
  }

  @RpcHandler(AuthPatterns.householdState)
  state(@Payload() request: RpcRequest<AccessStateRequest>): Promise<HouseholdState> {
    return this.households.state(request.body.userId);
  }

  /** A deleted or erased account's profiles, PIN and date of birth go with it (idempotent). */
  @EventHandler(AuthEvents.userDeleted)
  async userDeleted(@Payload() event: EventEnvelope<UserDeletedEvent>): Promise<void> {
    await this.households.onUserErased(event.payload.userId);
  }

  @EventHandler(AuthEvents.userErased)
  async userErased(@Payload() event: EventEnvelope<UserErasedEvent>): Promise<void> {
    await this.households.onUserErased(event.payload.userId);
  }
}
