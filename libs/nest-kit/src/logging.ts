import type { DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Options } from 'pino-http';

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
}

/**
 * What a request line says about the request: its id, method, URL, client address and agent. No
 * other headers (so no credentials or cookies), and no response headers: they are the same on
 * every reply, and serialising them for every request cost the gateway more CPU than routing it.
 */
export const requestLogSerializers = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: req.url,
    remoteAddress: req.remoteAddress,
    userAgent: req.headers?.['user-agent'],
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
};

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
      serializers: requestLogSerializers,
      ...http,
    },
  });
}
