import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const ACCOUNT_ROUTE = 'accountRoute';
/**
 * Marks a route that manages the account (details, password, deletion, subscriptions and
 * payments, devices, parental controls): the auth guard refuses it to a kids profile with 403
 * KIDS_PROFILE, and the OpenAPI document lists it (`x-account-route`). Leaving a kids profile for
 * another one takes the account PIN or password (POST /profiles/{id}/select).
 */
export const AccountRoute = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(ACCOUNT_ROUTE, true), ApiExtension('x-account-route', true));
