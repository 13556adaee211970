import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Ends the request itself, or calls `next` (once) to let it take the usual way. */
export type FrontDoorAnswer = (request: FastifyRequest, reply: FastifyReply, next: () => void) => void;

/**
 * The first onRequest hook of the gateway, ahead of Nest's middleware (the request log), the
 * request context and the security-header hook: the place for answers that must cost no more
 * than a static file's, i.e. cached public lists (CachedReply). Attached in main.ts before Nest
 * registers its middleware; the answer is set once the application's providers exist. What it
 * answers sets its own security and request-id headers; everything else passes through.
 */
export class FrontDoor {
  private answer?: FrontDoorAnswer;

  attach(fastify: FastifyInstance): void {
    fastify.addHook('onRequest', (request, reply, done) => {
      if (this.answer) this.answer(request, reply, done);
      else done();
    });
  }

  /** The answer of the application's providers (one application per process: a later one replaces it). */
  use(answer: FrontDoorAnswer): void {
    this.answer = answer;
  }
}

/** The gateway's front door (attached in main.ts before Nest registers its middleware). */
export const frontDoor = new FrontDoor();
