import { Catch, Logger, NotFoundException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@streamhub/contracts';
import { codeOf, mapError, type MappedError } from './error-mapping';
import { registeredRoutes } from './route-methods';

/** Every error leaves the gateway as `{ success: false, statusCode, code, message }`: never a stack trace. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('gateway.errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const mapped = this.unmatched(exception, request, reply) ?? mapError(exception);
    const { status, message, unexpected, retryAfter } = mapped;
    if (unexpected) {
      this.logger.error(
        exception instanceof Error ? (exception.stack ?? exception.message) : JSON.stringify(exception),
      );
    }
    const body: ApiError = { success: false, statusCode: status, code: codeOf(mapped), message };
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    void reply.status(status).send(body);
  }

  /**
   * No route matched: 405 with `Allow` when the path exists for other methods, else 404. Said in
   * our words: the router's own message would echo the requested URL.
   */
  private unmatched(exception: unknown, request: FastifyRequest, reply: FastifyReply): MappedError | undefined {
    if (!(exception instanceof NotFoundException) || request.routeOptions?.url) return undefined;
    const allowed = registeredRoutes.allowed(request.url);
    if (allowed.length === 0) return { status: 404, message: 'Not found', unexpected: false };
    void reply.header('allow', allowed.join(', '));
    return { status: 405, message: 'Method not allowed', unexpected: false };
  }
}
