/**
 * The API's types as a TypeScript project outside this repository sees them: its own tsconfig,
 * `@trpc/client`, and the router's type through the documented import `@cinema/server/api`
 * (README), whose declarations `npm run build` writes (built by the api project's global set-up).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/server-process';

const run = promisify(execFile);
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
let project: string;

const client = `import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@cinema/server/api';

export const api = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: 'http://localhost:3000/trpc' })] });
`;

const calls = `import { api } from './client';
import type { RouterInputs } from '@cinema/server/api';

export async function play(): Promise<number> {
  const game = await api.game.create.mutate({ startActorId: 1, endActorId: 2 });
  const id: number = game.id;
  await api.game.get.query({ gameId: id });
  await api.game.addConnection.mutate({ gameId: id, order: 0, actorTvdbId: 'a', movieTvdbId: 'm', nextActorTvdbId: 'n' });
  await api.game.complete.mutate({ id, isComplete: true, moveCount: 1 });
  await api.leaderboard.list.query({ page: 2, limit: 10, gameId: id });
  await api.leaderboard.list.query({});
  await api.recap.daily.query({ date: '2025-01-31' });
  await api.catalog.randomActors.query({ count: 2 });
  const input: RouterInputs['catalog']['moviesOfActor'] = { id: 7 };
  return (await api.catalog.moviesOfActor.query(input)).length;
}
`;

const wrongTypes = `import { api } from './client';

export async function play(): Promise<void> {
  await api.game.get.query({ gameId: 'abc' });
  await api.catalog.randomActors.query({ count: '2' });
  await api.recap.daily.query({ date: 20250131 });
}
`;

async function typecheck(file: string): Promise<{ ok: boolean; output: string }> {
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM'],
        strict: true,
        skipLibCheck: true,
        noEmit: true,
        types: [],
      },
      files: ['client.ts', file],
    }),
  );
  try {
    const { stdout } = await run(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], {
      cwd: project,
    });
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: (error as { stdout: string }).stdout };
  }
}

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'cinema-api-client-'));
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'outside-client', private: true, type: 'module' }),
  );
  // The project's dependencies, as installed: @trpc/client and @cinema/server (with theirs).
  symlinkSync(join(repoRoot, 'node_modules'), join(project, 'node_modules'), 'dir');
  writeFileSync(join(project, 'client.ts'), client);
  writeFileSync(join(project, 'calls.ts'), calls);
  writeFileSync(join(project, 'wrong-types.ts'), wrongTypes);
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('the API types for an outside project', () => {
  it('type-check calls with the inputs the procedures take', { timeout: 180_000 }, async () => {
    const { ok, output } = await typecheck('calls.ts');
    expect(output).toBe('');
    expect(ok).toBe(true);
  });

  it('refuse text for an id or a count and a number for a date, naming the field', { timeout: 180_000 }, async () => {
    const { ok, output } = await typecheck('wrong-types.ts');
    expect(ok).toBe(false);
    const errors = output.split('\n').filter((line) => line.startsWith('wrong-types.ts('));
    // Each error at the field that has the wrong type (line, column), saying which type it takes.
    expect(errors).toEqual([
      "wrong-types.ts(4,30): error TS2322: Type 'string' is not assignable to type 'number'.", // gameId
      "wrong-types.ts(5,42): error TS2322: Type 'string' is not assignable to type 'number'.", // count
      "wrong-types.ts(6,33): error TS2322: Type 'number' is not assignable to type 'string'.", // date
    ]);
  });
});
