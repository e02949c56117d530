/** A fresh, empty database per suite on either engine; dropped when the suite ends. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import { openDatabase } from '../../server/src/db/data-source';
import { mysqlAdminUrl, type Engine } from './engines';

export interface TestDatabase {
  engine: Engine;
  url: string;
  drop(): Promise<void>;
}

let counter = 0;

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'cinema-test-'));
    return {
      engine,
      url: `sqlite:${join(dir, 'test.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `cinema_test_${process.pid}_${Date.now()}_${counter++}`;
  const admin = await mysql.createConnection(mysqlAdminUrl);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const url = new URL(mysqlAdminUrl);
  url.pathname = `/${name}`;
  return {
    engine,
    url: url.toString(),
    drop: async () => {
      const conn = await mysql.createConnection(mysqlAdminUrl);
      await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await conn.end();
    },
  };
}

/** A fresh database, migrated and open; `close` closes it (unless a test already has) and drops it. */
export async function openTestDatabase(engine: Engine): Promise<{ db: DataSource; close(): Promise<void> }> {
  const database = await createTestDatabase(engine);
  const db = await openDatabase(database.url);
  return {
    db,
    close: async () => {
      if (db.isInitialized) await db.destroy();
      await database.drop();
    },
  };
}
