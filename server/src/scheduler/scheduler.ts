/**
 * The scheduler every server instance runs (DESIGN §7, §13): every SCHEDULER_INTERVAL_MS
 * (30 s by default; 0 turns it off) it executes the scheduled changes that are due. Running it
 * in every instance is safe: each change is claimed by a conditional update, exactly once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ScheduledChanges } from '../daily-pair/scheduled-changes';

export function startScheduler(changes: ScheduledChanges, intervalMs: number, log: FastifyBaseLogger): () => void {
  if (intervalMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    changes
      .executeDue()
      .then(({ executed }) => {
        if (executed > 0) log.info({ executed }, 'scheduled pair changes executed');
      })
      .catch((error: unknown) => log.error({ err: error }, 'scheduled pair changes failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
