import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppSecretEntity } from './entities';

/** Reads a named secret, creating it on first use; concurrent first starts agree on one value. */
export async function loadAppSecret(db: DataSource, name: string): Promise<string> {
  const repo = db.getRepository(AppSecretEntity);
  const existing = await repo.findOneBy({ name });
  if (existing) return existing.value;
  await repo
    .createQueryBuilder()
    .insert()
    .values({ name, value: randomBytes(32).toString('base64url') })
    .orIgnore()
    .execute();
  const stored = await repo.findOneByOrFail({ name });
  return stored.value;
}
