import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { ApiError } from '@streamhub/contracts';
import { mapError } from './error-mapping';

/** Every error leaves the gateway as `{ success: false, statusCode, message }`: never a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('gateway.errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, message, unexpected, retryAfter } = mapError(exception);
    if (unexpected) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : JSON.stringify(exception));
    }
    const body: ApiError = { success: false, statusCode: status, message };
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    void reply.status(status).send(body);
  }
}
