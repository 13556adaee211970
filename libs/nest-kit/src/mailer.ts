import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { ServiceErrorCode } from '@streamhub/contracts';
import nodemailer, { type Transporter } from 'nodemailer';
import { ServiceError } from './service-error';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends a service's mail; a failure becomes a 503 with a message the person can act on. */
export abstract class Mailer {
  abstract send(mail: OutgoingMail): Promise<void>;
}

/** Mail over SMTP (maildev locally), with short timeouts so a dead server fails fast. */
export class SmtpMailer extends Mailer implements OnApplicationShutdown {
  private readonly logger: Logger;
  private readonly transport: Transporter;
  private readonly unavailableMessage: string;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    options: { service: string; unavailableMessage: string },
  ) {
    super();
    this.logger = new Logger(`${options.service}.mail`);
    this.unavailableMessage = options.unavailableMessage;
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
      throw new ServiceError(ServiceErrorCode.Unavailable, this.unavailableMessage);
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
