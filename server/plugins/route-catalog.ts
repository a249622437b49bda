import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, with its schemas: what tests walk so a new route is covered by itself. */
    routeCatalog: readonly RouteOptions[];
  }
}

/** Registered first, before any route, so the catalog misses none. */
export function keepRouteCatalog(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('routeCatalog', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}
