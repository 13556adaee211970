// Support mail goes through the shared SMTP mailer of libs/nest-kit.
export { Mailer, SmtpMailer, type OutgoingMail } from '@streamhub/nest-kit';
