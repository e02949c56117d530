/**
 * TypeORM data source for the migration CLI, e.g.
 *   npx typeorm-ts-node-esm migration:show -d ormconfig.ts
 * The server builds the same options from its validated configuration.
 */
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './server/src/db/data-source';

export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'sqlite:data/cinema.sqlite'));
