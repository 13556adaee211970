/** Where the running stack is; the test command exports these from the stack it started. */
export const testEnv = {
  gatewayUrl: process.env.GATEWAY_URL ?? 'http://127.0.0.1:3000',
  maildevUrl: process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080',
  kafkaBrokers: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017',
  /** The running stack's signing secret (generated per stack; `npm test` exports it from the stack env). */
  jwtSecret: process.env.JWT_SECRET,
};

/** A value unique to this test run, for emails, names and codes. */
export function unique(prefix = 't'): string {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
