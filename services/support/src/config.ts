import Joi from 'joi';
import { loadServiceConfig, type ServiceConfig } from '@streamhub/nest-kit';

export interface SupportConfig extends ServiceConfig {
  /** Where acknowledgement and reply mails go out (maildev locally). */
  SMTP_URL: string;
  MAIL_FROM: string;
}

export const SUPPORT_CONFIG = Symbol('SUPPORT_CONFIG');

export function loadSupportConfig(): SupportConfig {
  return loadServiceConfig<SupportConfig>('support', {
    SMTP_URL: Joi.string()
      .uri({ scheme: ['smtp', 'smtps'] })
      .required(),
    MAIL_FROM: Joi.string().default('StreamHub Support <support@streamhub.local>'),
  });
}
