export const KIT_OPTIONS = Symbol('KIT_OPTIONS');

export interface KitOptions {
  service: string;
  kafkaBrokers: string;
  mongoUrl: string;
  /** pino level: fatal, error, warn, info, debug or trace. */
  logLevel?: string;
}
