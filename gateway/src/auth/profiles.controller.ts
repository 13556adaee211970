import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { HouseholdReplySchema, SelectProfileReplySchema } from '@streamhub/contracts/schemas';
import {
  AuthPatterns,
  ProfileMessages,
  type HouseholdReply,
  type Principal,
  type SelectProfileReply,
} from '@streamhub/contracts';
import { ok, type ApiResult } from '../common/api-result';
import { ObjectIdPipe } from '../common/object-id.pipe';
import { ApiData } from '../common/openapi';
import { Upstream } from '../kafka/upstream';
import {
  ConfirmAgeDto,
  CreateProfileDto,
  DeleteProfileDto,
  ParentalControlsDto,
  SelectProfileDto,
  UpdateProfileSettingsDto,
} from './auth.dto';
import { CurrentPrincipal } from './principal.decorator';
import { AccountRoute } from './account-route.decorator';

/**
 * "Who's watching?": the account's viewer profiles, the account PIN and parental lock, and the
 * age confirmation A-rated titles need. Wrong PINs are counted per account by the auth service.
 */
@ApiTags('profiles')
@ApiBearerAuth()
@Controller()
export class ProfilesController {
  constructor(private readonly upstream: Upstream) {}

  @Get('profiles')
  @ApiOperation({
    summary: "The account's profiles (the account holder's own is made on first use) and parental controls",
  })
  @ApiData(HouseholdReplySchema)
  async list(@CurrentPrincipal() principal: Principal): Promise<ApiResult<HouseholdReply>> {
    return ok(await this.upstream.send(AuthPatterns.listProfiles, {}, principal), ProfileMessages.profilesFetched);
  }

  @Post('profiles')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary:
      'Add a profile (at most 5). A kids profile is limited to U or U/A 7+; with an account PIN set, any other ' +
      'profile needs the pin. Not from a kids profile.',
  })
  @ApiData(HouseholdReplySchema)
  async create(
    @Body() dto: CreateProfileDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<HouseholdReply>> {
    return ok(await this.upstream.send(AuthPatterns.createProfile, dto, principal), ProfileMessages.profileCreated);
  }

  @Patch('profiles/:id')
  @ApiOperation({
    summary:
      "Change a profile's name, avatar, language, autoplay, maturity limit, kids mode or lock; lifting a limit " +
      'or a lock needs the account pin when one is set',
  })
  @ApiData(HouseholdReplySchema)
  async update(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: UpdateProfileSettingsDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<HouseholdReply>> {
    const reply = await this.upstream.send(AuthPatterns.updateProfileSettings, { ...dto, id }, principal);
    return ok(reply, ProfileMessages.profileUpdated);
  }

  @Delete('profiles/:id')
  @ApiOperation({ summary: "Delete a profile (not the account holder's own); needs the account pin when one is set" })
  @ApiData(HouseholdReplySchema)
  async remove(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: DeleteProfileDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<HouseholdReply>> {
    const reply = await this.upstream.send(AuthPatterns.deleteProfile, { ...(dto ?? {}), id }, principal);
    return ok(reply, ProfileMessages.profileDeleted);
  }

  @Post('profiles/:id/select')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Make a profile the active one: send the returned profileToken as the X-Profile-Token header. A PIN-locked ' +
      'profile needs the pin; a pin given also unlocks parental-locked titles for 30 minutes. ' +
      '5 wrong PINs in a row lock PIN entry for 15 minutes (429).',
  })
  @ApiData(SelectProfileReplySchema)
  async select(
    @Param('id', ObjectIdPipe) id: string,
    @Body() dto: SelectProfileDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<SelectProfileReply>> {
    const reply = await this.upstream.send(AuthPatterns.selectProfile, { ...(dto ?? {}), id }, principal);
    return ok(reply, ProfileMessages.profileSelected);
  }

  @AccountRoute()
  @Put('account/parental-controls')
  @ApiOperation({
    summary:
      'Set or change the 4-digit account PIN, remove it, or turn the parental lock (PIN for U/A 13+ and above) ' +
      "on or off; confirmed with the account's password",
  })
  @ApiData(HouseholdReplySchema)
  async parentalControls(
    @Body() dto: ParentalControlsDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<HouseholdReply>> {
    const reply = await this.upstream.send(AuthPatterns.setParentalControls, dto, principal);
    return ok(reply, ProfileMessages.parentalControlsSaved);
  }

  @AccountRoute()
  @Post('account/age-confirmation')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Confirm once that the account holder is 18 or older (date of birth and the account's password), " +
      'so A-rated titles can be played',
  })
  @ApiData(HouseholdReplySchema)
  async confirmAge(
    @Body() dto: ConfirmAgeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ApiResult<HouseholdReply>> {
    const reply = await this.upstream.send(AuthPatterns.confirmAge, dto, principal);
    return ok(reply, ProfileMessages.ageConfirmed);
  }
}
