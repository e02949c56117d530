/**
 * Tells the other instances that the daily pair or the settings changed (DESIGN §13), through
 * Redis pub/sub when REDIS_URL is set. A notice only says "read the row again": the database
 * stays the authority, and each instance still checks the row every SETTINGS_REFRESH_MS, so a
 * notice lost while Redis was away delays a change by that much at most.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

const SETTINGS_CHANNEL = 'cinema-chain:settings-changed';

export interface SettingsChannel {
  /** True while notices from other instances arrive (the subscription is live). */
  readonly listening: boolean;
  /** Announces a change this instance made: `committed`, or about to be (inside its transaction). */
  announce(committed: boolean): void;
  close(): Promise<void>;
}

/**
 * Two connections: a subscribed Redis connection can only listen. `onNotice` runs for every
 * other instance's change, and after each reconnection (notices may have been missed meanwhile).
 */
export function redisSettingsChannel(
  redisUrl: string,
  onNotice: (committed: boolean) => void,
  log: FastifyBaseLogger,
): SettingsChannel {
  const options = { connectTimeout: 2000, commandTimeout: 1000, maxRetriesPerRequest: 1 };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, { ...options, commandTimeout: undefined });
  const instance = randomUUID();
  let listening = false;
  let reported = false;
  const report = (error: Error) => {
    if (!reported) log.warn({ err: error }, 'Redis unreachable: settings changes are seen by the periodic check');
    reported = true;
  };
  publisher.on('error', report);
  subscriber.on('error', report);
  subscriber.on('close', () => (listening = false));
  subscriber.on('ready', () => {
    subscriber.subscribe(SETTINGS_CHANNEL).then(
      () => {
        reported = false;
        listening = true;
        onNotice(true);
      },
      (error: Error) => report(error),
    );
  });
  subscriber.on('message', (channel: string, message: string) => {
    const [from, state] = message.split(' ');
    if (channel === SETTINGS_CHANNEL && from !== instance) onNotice(state === 'committed');
  });
  return {
    get listening() {
      return listening;
    },
    announce(committed) {
      publisher
        .publish(SETTINGS_CHANNEL, `${instance} ${committed ? 'committed' : 'pending'}`)
        .catch((error: Error) => report(error));
    },
    async close() {
      listening = false;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
