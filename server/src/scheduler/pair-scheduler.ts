/** Runs the pair scheduler for the app's lifetime, and releases the admin services' connections on close. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../services';
import { startScheduler } from './scheduler';

export function startPairScheduler(app: FastifyInstance, services: Services): void {
  const stop = startScheduler(services.scheduledChanges, services.config.schedulerIntervalMs, app.log);
  app.addHook('onClose', async () => {
    stop();
    services.admin.close();
  });
}
