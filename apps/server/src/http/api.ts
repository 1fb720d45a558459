import { Router } from 'express';
import type { ApiRoutes, Operation } from './apiRoutes.js';

/** The /api router: resources are mounted by prefix, and their operations are kept for the docs. */
export class Api {
  readonly router: Router = Router();
  private readonly mounted: { basePath: string; routes: ApiRoutes }[] = [];

  constructor(readonly prefix: string) {}

  mount(basePath: string, routes: ApiRoutes): void {
    this.router.use(basePath, routes.router);
    this.mounted.push({ basePath, routes });
  }

  /** Every mounted operation, with its full path ('/api/export/csv'). */
  operations(): Operation[] {
    return this.mounted.flatMap(({ basePath, routes }) =>
      routes.operations.map((op) => ({
        ...op,
        path: `${this.prefix}${basePath}${op.path === '/' ? '' : op.path}`,
      })),
    );
  }
}
