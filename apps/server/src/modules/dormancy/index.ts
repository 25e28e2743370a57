import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { moduleContext } from '../../platform/services';
import { dormancyRoutes } from './routes';
import { JOB_DORMANCY, runDormancySweep } from './service';

/** The dormancy area: the hourly sweep (notice, dormancy, cleaning) on the platform scheduler and the reactivation call. */
export async function dormancyModule(app: FastifyInstance, deps: AppDeps) {
  const ctx = moduleContext(app, deps);
  app.jobs.add({ name: JOB_DORMANCY, intervalMs: 3600_000, batchSize: 100, run: () => runDormancySweep(ctx) });
  await app.register(dormancyRoutes(ctx));
}

// What other modules use (the face, decision 076).
export { runDormancySweep } from './service';
