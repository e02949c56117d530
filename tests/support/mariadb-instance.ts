/**
 * A MariaDB server of the test's own (its own data directory, socket and port; never the
 * machine's shared server), that a fault test can stop and start again:
 *   const db = await MariaDbInstance.create(); … await db.stop(); … await db.start(); … await db.destroy();
 * Needs `mariadb-install-db` and `mariadbd` (MARIADBD to name another binary).
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { freePort } from './server-process';

const run = promisify(execFile);
const mariadbd = process.env.MARIADBD ?? '/usr/sbin/mariadbd';
const installDb = process.env.MARIADB_INSTALL_DB ?? 'mariadb-install-db';

export class MariaDbInstance {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();
  private log = '';

  private constructor(
    readonly dir: string,
    readonly port: number,
    private readonly serverOptions: readonly string[],
  ) {}

  /** A fresh data directory, initialised and started; `serverOptions` are added to mariadbd's. */
  static async create(serverOptions: readonly string[] = []): Promise<MariaDbInstance> {
    const dir = mkdtempSync(join(tmpdir(), 'cinema-mariadb-'));
    await run(installDb, [
      '--no-defaults',
      `--datadir=${join(dir, 'data')}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      // Its own temporary files: two bootstraps at once in the shared /tmp collide on their names.
      `--tmpdir=${dir}`,
      ...(process.getuid?.() === 0 ? ['--user=root'] : []),
    ]);
    const instance = new MariaDbInstance(dir, await freePort(), serverOptions);
    await instance.start();
    return instance;
  }

  /** `mysql://root@127.0.0.1:<port>/<database>` */
  url(database = ''): string {
    return `mysql://root@127.0.0.1:${this.port}/${database}`;
  }

  /** Starts the server on its port and data directory; resolves once it accepts connections. */
  async start(timeoutMs = 30_000): Promise<void> {
    const child = spawn(
      mariadbd,
      [
        '--no-defaults',
        `--datadir=${join(this.dir, 'data')}`,
        `--socket=${join(this.dir, 'sock')}`,
        `--pid-file=${join(this.dir, 'mariadbd.pid')}`,
        `--port=${this.port}`,
        `--tmpdir=${this.dir}`,
        '--bind-address=127.0.0.1',
        '--skip-grant-tables',
        '--skip-log-bin',
        '--innodb-buffer-pool-size=32M',
        '--max-connections=200',
        ...this.serverOptions,
        ...(process.getuid?.() === 0 ? ['--user=root'] : []),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr!.on('data', (chunk: Buffer) => {
      this.log = (this.log + chunk.toString('utf8')).slice(-10_000);
    });
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    this.child = child;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`mariadbd exited with ${child.exitCode}:\n${this.log}`);
      try {
        const conn = await mysql.createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
        await conn.end();
        return;
      } catch {
        if (Date.now() > deadline) throw new Error(`mariadbd did not accept connections:\n${this.log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  /** Stops the server (SIGTERM: a clean shutdown; SIGKILL: a crash) and waits for it to exit. */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    await this.exited;
    this.child = null;
  }

  /** One statement on a connection of its own (no database chosen: name tables as `db.table`); the rows it answers, if any. */
  async query<Row>(sql: string): Promise<Row[]> {
    const conn = await mysql.createConnection({ host: '127.0.0.1', port: this.port, user: 'root' });
    try {
      const [rows] = await conn.query(sql);
      return Array.isArray(rows) ? (rows as Row[]) : [];
    } finally {
      await conn.end();
    }
  }

  async destroy(): Promise<void> {
    await this.stop('SIGKILL');
    rmSync(this.dir, { recursive: true, force: true });
  }
}
