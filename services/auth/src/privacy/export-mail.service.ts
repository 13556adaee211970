import { Inject, Injectable } from '@nestjs/common';
import { AuthMessages, type DataExportMailRequest, type Principal } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import { AUTH_CONFIG, type AuthConfig } from '../config';
import { Mailer } from '../mail/mailer';
import { dataExportReadyMail } from '../mail/templates';
import { UsersRepository } from '../users/users.repository';

/**
 * Mails the account holder the link of their prepared data archive (docs/privacy.md, "Download
 * my data"): the gateway signs the link, auth knows the address it goes to.
 */
@Injectable()
export class ExportMailService {
  constructor(
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
    @Inject(AUTH_CONFIG) private readonly config: Pick<AuthConfig, 'WEB_APP_URL'>,
  ) {}

  async send(principal: Principal | undefined, request: DataExportMailRequest): Promise<void> {
    const user = principal ? await this.users.findById(principal.userId) : null;
    if (!user) throw ServiceError.unauthorized(AuthMessages.sessionInvalid);
    const path = typeof request?.path === 'string' && request.path.startsWith('/privacy/download/') ? request.path : '';
    const expiresAt = new Date(request?.expiresAt ?? '');
    if (!path || Number.isNaN(expiresAt.getTime())) throw ServiceError.invalid(AuthMessages.sessionInvalid);
    const url = `${this.config.WEB_APP_URL.replace(/\/$/, '')}${path}`;
    await this.mailer.send(dataExportReadyMail(user.email, user.name, url, expiresAt));
  }
}
