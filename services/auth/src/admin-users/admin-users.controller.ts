import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { RpcHandler } from '@streamhub/nest-kit';
import {
  AuthPatterns,
  type CreateAdminReply,
  type CreateAdminRequest,
  type DeleteUserRequest,
  type ListUsersRequest,
  type PublicUser,
  type RpcRequest,
  type SetUserStatusRequest,
  type UserList,
} from '@streamhub/contracts';
import { AdminUsersService } from './admin-users.service';

@Controller()
export class AdminUsersController {
  constructor(private readonly admin: AdminUsersService) {}

  @RpcHandler(AuthPatterns.listUsers)
  list(@Payload() request: RpcRequest<ListUsersRequest>): Promise<UserList> {
    return this.admin.list(request.principal, request.body);
  }

  @RpcHandler(AuthPatterns.setUserStatus)
  setStatus(@Payload() request: RpcRequest<SetUserStatusRequest>): Promise<PublicUser> {
    return this.admin.setStatus(request.principal, request.body.id, request.body.status);
  }

  @RpcHandler(AuthPatterns.deleteUser)
  async delete(@Payload() request: RpcRequest<DeleteUserRequest>): Promise<{ deleted: true }> {
    await this.admin.delete(request.principal, request.body.id);
    return { deleted: true };
  }

  @RpcHandler(AuthPatterns.createAdmin)
  createAdmin(@Payload() request: RpcRequest<CreateAdminRequest>): Promise<CreateAdminReply> {
    return this.admin.createAdmin(request.principal, request.body);
  }
}
