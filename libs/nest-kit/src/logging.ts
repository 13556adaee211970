import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';

/**
 * Structured JSON logs (pino) for every process: one line per event with the app name, so the
 * logs of all services can be read side by side or shipped anywhere. Authorization headers and
 * cookies never reach the logs.
 */
export function loggingModule(app: string, level: string, http: Options = {}): DynamicModule {
  return LoggerModule.forRoot({
    pinoHttp: {
      level,
      base: { app },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...http,
    },
  });
}
