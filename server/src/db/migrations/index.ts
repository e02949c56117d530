import { InitialSchema1763700000000 } from './1763700000000-initial-schema';

/** Every migration, oldest first. A new schema change is a new file added here. */
export const migrations = [InitialSchema1763700000000];
