/** Runs the pair scheduler for the app's lifetime, and releases the admin services' connections on close. */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { ScheduledChanges } from '../daily-pair/scheduled-changes';
import { startScheduler } from './scheduler';

/** What the scheduler is handed by the app that composes the services (it does not reach for them). */
export interface PairSchedulerServices {
  scheduledChanges: ScheduledChanges;
  config: Pick<AppConfig, 'schedulerIntervalMs'>;
  admin: { close: () => void };
}

export function startPairScheduler(app: FastifyInstance, services: PairSchedulerServices): void {
  const stop = startScheduler(services.scheduledChanges, services.config.schedulerIntervalMs, app.log);
  app.addHook('onClose', async () => {
    stop();
    services.admin.close();
  });
}
