import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { NoDataSchema, UserListSchema, UserReplySchema } from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthMessages, AuthPatterns, type Principal, type PublicUser, type UserList } from '@streamhub/contracts';
import { ok, type ApiResult } from '../common/api-result';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { Upstream } from '../kafka/upstream';
import { CreateAdminDto, ListUsersQueryDto, SetUserStatusDto } from './auth.dto';
import { CurrentPrincipal } from './principal.decorator';
import { AdminOnly } from './roles.decorator';

/** Admin user management (Manage Users). */
@ApiTags('users')
@AdminOnly()
@Controller('auth')
export class UsersController {
  constructor(private readonly upstream: Upstream) {}

  @Get('users')
  @ApiOperation({ summary: 'List users with search, status and role filters, pages and totals (admin)' })
  @ApiData(UserListSchema)
  async list(
    @Query() query: ListUsersQueryDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<UserList>> {
    const list = await this.upstream.send(AuthPatterns.listUsers, query, principal);
    return ok(list, AuthMessages.usersFetched);
  }

  @Put('user-status/:id')
  @ApiOperation({ summary: 'Activate or deactivate a user (admin); a deactivated user is signed out at once' })
  @ApiData(UserReplySchema)
  async setStatus(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: SetUserStatusDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ user: PublicUser }>> {
    const user = await this.upstream.send(AuthPatterns.setUserStatus, { id, status: dto.status }, principal);
    return ok({ user }, user.status === 'active' ? AuthMessages.userActivated : AuthMessages.userDeactivated);
  }

  @Delete('users/:id')
  @ApiOperation({ summary: 'Delete a user (admin); their tokens stop working at once' })
  @ApiData(NoDataSchema)
  async delete(
    @Param('id', ObjectIdPipe) id: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<null>> {
    await this.upstream.send(AuthPatterns.deleteUser, { id }, principal);
    return ok(null, AuthMessages.userDeleted);
  }

  @Post('create-admin')
  @ApiOperation({ summary: 'Create an admin (201), or promote the existing account with that email (200)' })
  @ApiCreatedResponse({ description: 'A new admin account was created' })
  @ApiOkResponse({ description: 'The existing account with this email was promoted to admin' })
  @ApiData(UserReplySchema)
  async createAdmin(
    @Body() dto: CreateAdminDto,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ApiResult<{ user: PublicUser }>> {
    const result = await this.upstream.send(AuthPatterns.createAdmin, dto, principal);
    void reply.status(result.created ? 201 : 200);
    return ok({ user: result.user }, result.created ? AuthMessages.adminCreated : AuthMessages.userPromoted);
  }
}
