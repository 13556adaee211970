import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ProfileLanguage } from '@streamhub/contracts';
import { languageOf } from '../catalog/cached-reply';

/**
 * The language a reply's titles and synopses are in (docs/i18n.md "Localised catalogue"): the
 * `lang` query parameter, else Accept-Language, else English.
 */
export const ContentLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): ProfileLanguage => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  return languageOf(request.url, request.headers['accept-language']);
});

/** Documents the `lang` query parameter of a route whose titles follow ContentLanguage. */
export const ApiContentLanguage = () =>
  applyDecorators(
    ApiQuery({
      name: 'lang',
      required: false,
      description: 'Language of titles and synopses (en, hi, ta, te, bn, mr, kn, ml); before Accept-Language',
    }),
  );
