/**
 * A TCP proxy a fault test can cut and restore, to take a real database away from the app:
 * `cut()` refuses (connections dropped, port closed); `stall()` goes silent (connections stay
 * open, nothing is forwarded, as behind a network that drops packets) until `resume()`.
 */
import { createConnection, createServer, type Server, type Socket } from 'node:net';

/** One direction of a proxied connection: while the proxy is stalled, bytes wait here. */
class Pipe {
  private readonly held: Buffer[] = [];

  constructor(
    private readonly to: Socket,
    private readonly stalled: () => boolean,
  ) {}

  send(chunk: Buffer): void {
    if (this.stalled()) this.held.push(chunk);
    else this.to.write(chunk);
  }

  /** Delivers what was held, as a network does once its packets get through again. */
  flush(): void {
    for (const chunk of this.held.splice(0)) this.to.write(chunk);
  }
}

export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly pipes = new Set<Pipe>();
  private stalled = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (again) on the same port as before, or on a free one the first time. */
  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = createConnection({ host: this.targetHost, port: this.targetPort });
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.once('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      const toUpstream = new Pipe(upstream, () => this.stalled);
      const toClient = new Pipe(client, () => this.stalled);
      this.pipes.add(toUpstream).add(toClient);
      client.on('data', (chunk: Buffer) => toUpstream.send(chunk));
      upstream.on('data', (chunk: Buffer) => toClient.send(chunk));
      client.once('close', () => (upstream.destroy(), this.pipes.delete(toUpstream)));
      upstream.once('close', () => (client.destroy(), this.pipes.delete(toClient)));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
  }

  /** Stops listening and drops every open connection: the database is gone. */
  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    this.pipes.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Goes silent without closing anything: connections (old and new) stay open, no byte passes. */
  stall(): void {
    this.stalled = true;
  }

  /** Forwards again, delivering what was held meanwhile. */
  resume(): void {
    this.stalled = false;
    for (const pipe of this.pipes) pipe.flush();
  }
}
