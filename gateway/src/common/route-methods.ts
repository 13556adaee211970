import type { FastifyInstance } from 'fastify';
import findMyWay from 'find-my-way';

/**
 * Which methods each registered path answers, so a request for an existing path with another
 * method is told 405 with `Allow` instead of 404. Fed by Fastify's onRoute hook; looked up with
 * the same router library Fastify uses, so parameters match the same way.
 */
export class RouteMethods {
  private readonly router = findMyWay({ ignoreTrailingSlash: false });
  private readonly methods = new Set<string>();

  /** Call before the application registers its routes. */
  attach(fastify: FastifyInstance): void {
    fastify.addHook('onRoute', (route) => {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        this.methods.add(method);
        try {
          this.router.on(method as findMyWay.HTTPMethod, route.url, () => undefined);
        } catch {
          // the same route registered twice (e.g. with and without a trailing slash): already known
        }
      }
    });
  }

  /** The methods `path` answers to; empty when no route has this path. */
  allowed(path: string): string[] {
    const clean = path.split('?')[0] ?? path;
    return [...this.methods].filter((method) => this.router.find(method as findMyWay.HTTPMethod, clean) !== null);
  }
}

/** The gateway's routes (attached in main.ts before Nest registers them). */
export const registeredRoutes = new RouteMethods();
