/**
 * npm run admin -- unlock
 * Lifts every admin sign-in lockout, for an operator locked out of the panel: run on the
 * server's host with the server's configuration (DATABASE_URL), it reaches every instance,
 * running or not, through the database they share.
 */
import { loadConfigOrExit } from '../config';
import { openDatabase } from '../db/data-source';
import { LoginUnlocks } from './login-unlock';

const usage =
  'Usage: npm run admin -- unlock\n  unlock   lift every admin sign-in lockout (DATABASE_URL names the database)';

async function main(command: string | undefined): Promise<number> {
  if (command !== 'unlock') {
    console.error(usage);
    return command === '--help' || command === '-h' ? 0 : 2;
  }
  const config = loadConfigOrExit();
  const db = await openDatabase(config.databaseUrl);
  try {
    await new LoginUnlocks(db).unlockAll(new Date());
    console.log('Admin sign-in unlocked: every client may try again now.');
    return 0;
  } catch (error) {
    console.error(`Unlock failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv[2]);
