/**
 * The database's lifetime and what is built on it: open (migrations run), the services, the
 * catalog's watch for rows written by other processes, and the pair scheduler; all stopped and
 * closed with the app, the catalog's search thread too. Visible to the parent: the API and the probes use `app.services`.
 */
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config';
import { watchCatalog } from '../catalog/catalog-refresh';
import { openDatabase } from '../db/data-source';
import { startPairScheduler } from '../scheduler/pair-scheduler';
import { createServices, type Services } from '../services';
import { visibleToParent } from './visible-to-parent';

export interface DatabaseOptions {
  config: AppConfig;
  /** A database the caller opened and will close (tests); otherwise opened from the configuration. */
  db?: DataSource;
}

export const database = visibleToParent<DatabaseOptions>('database', async (app, options) => {
  const { config } = options;
  const db = options.db ?? (await openDatabase(config.databaseUrl, config.databaseTimeouts));
  const services = await createServices(config, db, app.log);
  const stopCatalogWatch = watchCatalog(services.catalog, db, config.catalogRefreshMs, app.log);
  startPairScheduler(app, services);
  app.addHook('onClose', async () => {
    stopCatalogWatch();
    await services.dailyPair.close();
    await services.par.searches.close();
    if (!options.db && db.isInitialized) await db.destroy();
  });
  app.decorate('services', services);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the database plugin: every service a request may use. */
    services: Services;
  }
}
