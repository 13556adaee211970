import Joi from 'joi';
import { loadServiceConfig, type ServiceConfig } from '@streamhub/nest-kit';

export interface SupportConfig extends ServiceConfig {
  /** Where acknowledgement and reply mails go out (maildev locally). */
  SMTP_URL: string;
  MAIL_FROM: string;
  /** The grievance officer (IT Rules 2021, Rule 11) shown on the Grievance Redressal page and in mails. */
  GRIEVANCE_OFFICER_NAME: string;
  GRIEVANCE_OFFICER_DESIGNATION: string;
  GRIEVANCE_OFFICER_EMAIL: string;
  GRIEVANCE_OFFICER_ADDRESS: string;
  /** The self-regulating body a decided grievance can be escalated to (Rule 12). */
  GRIEVANCE_SRB_NAME: string;
  GRIEVANCE_SRB_URL: string;
  /** How long after a decision the complainant can appeal it. */
  GRIEVANCE_APPEAL_DAYS: number;
}

export const SUPPORT_CONFIG = Symbol('SUPPORT_CONFIG');

export function loadSupportConfig(): SupportConfig {
  return loadServiceConfig<SupportConfig>('support', {
    SMTP_URL: Joi.string()
      .uri({ scheme: ['smtp', 'smtps'] })
      .required(),
    MAIL_FROM: Joi.string().default('StreamHub Support <support@streamhub.local>'),
    GRIEVANCE_OFFICER_NAME: Joi.string().max(100).default('Grievance Officer'),
    GRIEVANCE_OFFICER_DESIGNATION: Joi.string().max(100).default('Grievance Officer, StreamHub'),
    GRIEVANCE_OFFICER_EMAIL: Joi.string().email({ tlds: false }).default('grievance@streamhub.local'),
    GRIEVANCE_OFFICER_ADDRESS: Joi.string().max(300).default('StreamHub, Bengaluru, Karnataka, India'),
    GRIEVANCE_SRB_NAME: Joi.string().max(200).default('Digital Publisher Content Grievances Council'),
    GRIEVANCE_SRB_URL: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .default('https://www.dpcgc.org/'),
    GRIEVANCE_APPEAL_DAYS: Joi.number().integer().min(1).max(365).default(15),
  });
}
