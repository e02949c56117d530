/** Builds admin sign-in from the configuration: the password (generated and shown once when unset) and the limiter's store. */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import type { Clock } from '../clock';
import { AdminAuth } from './admin-auth';
import { AdminPassword } from './admin-password';

export function createAdminAuth(config: AppConfig, db: DataSource, clock: Clock, log: FastifyBaseLogger): AdminAuth {
  const { password, generated } = AdminPassword.fromConfig(config.adminPassword);
  if (generated) {
    log.warn(
      `ADMIN_PASSWORD is not set: this run's admin password is ${generated} (set ADMIN_PASSWORD to choose one; every instance needs the same)`,
    );
  }
  // Failed-login counters are shared between instances like the other rate limits (DESIGN §13).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true })
    : null;
  return new AdminAuth(password, db, clock, redis);
}
