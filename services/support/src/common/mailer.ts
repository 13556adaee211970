import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ServiceErrorCode, SupportMessages } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends support mail; a failure becomes a 503 the caller can retry. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}

export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger('support.mail');
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    super();
    this.transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.from, ...mail });
    } catch (err) {
      this.logger.error(`mail to ${mail.to} failed: ${err instanceof Error ? err.message : String(err)}`);
      throw new ServiceError(ServiceErrorCode.Unavailable, SupportMessages.mailUnavailable);
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
