export const KIT_OPTIONS = Symbol('KIT_OPTIONS');

export interface KitOptions {
  service: string;
  kafkaBrokers: string;
  mongoUrl: string;
}
