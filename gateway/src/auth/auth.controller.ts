import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req } from '@nestjs/common';
import {
  AccountDeletionReplySchema,
  AuthResultSchema,
  HandoffReplySchema,
  NoDataSchema,
  SignupReplySchema,
  UserReplySchema,
} from '@streamhub/contracts/schemas';
import { ApiData } from '../common/openapi';
import { ApiBearerAuth, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ContentLanguage } from '../common/content-language';
import {
  AuthMessages,
  AuthPatterns,
  deletionGraceDays,
  isServiceErrorPayload,
  ServiceErrorCode,
  type AccountDeletion,
  type AuthResult,
  type HandoffReply,
  type Principal,
  type ProfileLanguage,
  type PublicUser,
  type SignupReply,
} from '@streamhub/contracts';
import { ok, type ApiResult } from '../common/api-result';
import { Upstream } from '../kafka/upstream';
import {
  ChangePasswordDto,
  EmailOnlyDto,
  NotMeDto,
  RequestAccountDeletionDto,
  RedeemHandoffDto,
  ResendSignupOtpDto,
  ResetPasswordDto,
  SigninDto,
  SignupDto,
  UpdateProfileDto,
  VerifySignupOtpDto,
} from './auth.dto';
import { CurrentPrincipal } from './principal.decorator';
import { Public } from './public.decorator';
import { AdminOnly } from './roles.decorator';
import { IpRateLimits, type MailingRequest } from './ip-rate-limits';
import { AccountRoute } from './account-route.decorator';
import { deviceOf } from '../streams/device';
import { userAgentOf } from './privacy.controller';

/** Sign-up, sign-in and the signed-in user's own account. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly upstream: Upstream,
    private readonly ipLimits: IpRateLimits,
  ) {}

  @Public()
  @Post('signup')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Start a sign-up: emails a 6-digit code (valid 10 minutes), in the Accept-Language of the request',
  })
  @ApiData(SignupReplySchema)
  async signup(
    @Body() dto: SignupDto,
    @Req() request: FastifyRequest,
    @ContentLanguage() language: ProfileLanguage,
  ): Promise<ApiResult<SignupReply>> {
    const reply = await this.mailing('signup', request.ip, () =>
      this.upstream.send(AuthPatterns.signup, { ...dto, userAgent: userAgentOf(request), language }),
    );
    return ok(reply, AuthMessages.otpSent);
  }

  @Public()
  @Post('verify-signup-otp')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Finish a sign-up with the emailed code; answers a token and the user' })
  @ApiData(AuthResultSchema)
  async verifySignupOtp(
    @Body() dto: VerifySignupOtpDto,
    @Req() request: FastifyRequest,
  ): Promise<ApiResult<AuthResult>> {
    const result = await this.upstream.send(AuthPatterns.verifySignupOtp, { ...dto, device: deviceOf(request, '') });
    return ok(result, AuthMessages.accountCreated);
  }

  @Public()
  @Post('resend-signup-otp')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Email a new sign-up code (once per 60 s, 5 per hour)' })
  @ApiData(NoDataSchema)
  async resendSignupOtp(@Body() dto: ResendSignupOtpDto, @Req() request: FastifyRequest): Promise<ApiResult<null>> {
    await this.mailing('resend-otp', request.ip, () => this.upstream.send(AuthPatterns.resendSignupOtp, dto));
    return ok(null, AuthMessages.otpSent);
  }

  @Public()
  @Post('signin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in; remember=true gives a 30-day token instead of 1 day' })
  @ApiData(AuthResultSchema)
  async signin(@Body() dto: SigninDto, @Req() request: FastifyRequest): Promise<ApiResult<AuthResult>> {
    await this.ipLimits.beforeSignin(request.ip);
    try {
      const result = await this.upstream.send(AuthPatterns.signin, { ...dto, device: deviceOf(request, '') });
      await this.ipLimits.passwordAccepted(request.ip);
      return ok(result, AuthMessages.loginSuccessful);
    } catch (err) {
      // Inactive accounts are told so only after the right password: not a failed guess.
      if (isServiceErrorPayload(err) && err.code === ServiceErrorCode.Forbidden)
        await this.ipLimits.passwordAccepted(request.ip);
      throw err;
    }
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiData(UserReplySchema)
  async me(@CurrentPrincipal() principal: Principal): Promise<ApiResult<{ user: PublicUser }>> {
    const user = await this.upstream.send(AuthPatterns.me, {}, principal);
    return ok({ user }, AuthMessages.profileFetched);
  }

  @AccountRoute()
  @Put('profile')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change name and mobile (the email cannot change)' })
  @ApiData(UserReplySchema)
  async updateProfile(
    @Body() dto: UpdateProfileDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ user: PublicUser }>> {
    const user = await this.upstream.send(AuthPatterns.updateProfile, dto, principal);
    return ok({ user }, AuthMessages.profileUpdated);
  }

  @AccountRoute()
  @Put('password')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change password; other sessions are signed out and this one gets a new token' })
  @ApiData(AuthResultSchema)
  async changePassword(
    @Body() dto: ChangePasswordDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<AuthResult>> {
    const result = await this.upstream.send(AuthPatterns.changePassword, dto, principal);
    return ok(result, AuthMessages.passwordChanged);
  }

  @AccountRoute()
  @Post('account/deletion')
  @ApiBearerAuth()
  @ApiOperation({
    summary:
      'Ask for the deletion of the signed-in account (password to confirm): it is closed and signed out at once, the request is acknowledged by mail, and the account is erased after the grace period',
  })
  @ApiCreatedResponse({ description: 'The request is stored; every token of the account stops working' })
  @ApiData(AccountDeletionReplySchema)
  async requestDeletion(
    @Body() dto: RequestAccountDeletionDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<{ deletion: AccountDeletion }>> {
    const deletion = await this.upstream.send(AuthPatterns.requestAccountDeletion, dto, principal);
    return ok({ deletion }, AuthMessages.deletionRequested(deletionGraceDays(deletion)));
  }

  @Public()
  @Post('not-me')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Follow the "this wasn\'t me" link of an account alert: signs out every session of the account (the link works once)',
  })
  @ApiData(NoDataSchema)
  async notMe(@Body() dto: NotMeDto): Promise<ApiResult<null>> {
    await this.upstream.send(AuthPatterns.signOutEverywhere, dto);
    return ok(null, AuthMessages.signedOutEverywhere);
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Email a password reset code (answers the same whether or not the account exists)' })
  @ApiData(NoDataSchema)
  async forgotPassword(@Body() dto: EmailOnlyDto, @Req() request: FastifyRequest): Promise<ApiResult<null>> {
    await this.mailing('forgot-password', request.ip, () => this.upstream.send(AuthPatterns.forgotPassword, dto));
    return ok(null, AuthMessages.resetCodeSent);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set a new password with the emailed reset code' })
  @ApiData(NoDataSchema)
  async resetPassword(@Body() dto: ResetPasswordDto): Promise<ApiResult<null>> {
    await this.upstream.send(AuthPatterns.resetPassword, dto);
    return ok(null, AuthMessages.passwordReset);
  }

  @Post('handoff')
  @AdminOnly()
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'A one-time code (single use, 60 s) with which the admin app signs this admin in (admin)',
  })
  @ApiData(HandoffReplySchema)
  async createHandoff(@CurrentPrincipal() principal: Principal): Promise<ApiResult<HandoffReply>> {
    const reply = await this.upstream.send(AuthPatterns.createHandoff, {}, principal);
    return ok(reply, AuthMessages.handoffCreated);
  }

  @Public()
  @Post('handoff/redeem')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Trade a hand-off code for a session of the same admin; answers a token and the user' })
  @ApiData(AuthResultSchema)
  async redeemHandoff(@Body() dto: RedeemHandoffDto, @Req() request: FastifyRequest): Promise<ApiResult<AuthResult>> {
    const result = await this.upstream.send(AuthPatterns.redeemHandoff, {
      code: dto.code,
      device: deviceOf(request, ''),
    });
    return ok(result, AuthMessages.loginSuccessful);
  }

  /** A request that may send a mail, within the client's per-IP budget (refunded for malformed input). */
  private async mailing<T>(kind: MailingRequest, ip: string, send: () => Promise<T>): Promise<T> {
    await this.ipLimits.beforeMailing(kind, ip);
    try {
      return await send();
    } catch (err) {
      if (isServiceErrorPayload(err) && err.code === ServiceErrorCode.Invalid)
        await this.ipLimits.mailingRefused(kind, ip);
      throw err;
    }
  }
}
