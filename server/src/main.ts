/** Starts the server: validated configuration, migrations, catalog, then listen (DESIGN §12). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { notReadyMessage } from './plugins/operations';

/**
 * Connections the kernel holds until the server accepts them (capped by net.core.somaxconn).
 * Node's default, 511, is about what 500 players opening their connections at once need: a
 * connection refused there waits for the client's SYN retries (1 s, 3 s, 7 s …).
 */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const started = performance.now();
  const { app } = await buildApp(config);
  // From the signal on, the readiness probe says so, so that a balancer stops sending new requests.
  let stopping = false;
  app.addHook('onRequest', async (request, reply) => {
    if (!stopping || request.routeOptions.url !== '/api/ready') return;
    return reply
      .status(503)
      .header('cache-control', 'no-cache')
      .send({
        message: notReadyMessage(['the server is stopping']),
        code: 'SERVICE_UNAVAILABLE',
        requestId: request.id,
      });
  });
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  app.log.info(
    `${config.branding.productName} ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} in ${Math.round(performance.now() - started)} ms`,
  );

  // SIGTERM (a deployment stopping this instance) or SIGINT: not ready at once, then drain, then
  // close. For SHUTDOWN_DELAY_MS the server goes on serving as before while only its readiness
  // probe answers 503: long enough for a balancer's health checks to take it out of rotation, so
  // that no request is sent to it once it stops listening. Draining stops accepting connections
  // and serves every request that reaches the server meanwhile in full (answered with
  // `connection: close`, so each connection ends after its answer; idle ones are closed after a
  // second). Once the last connection has ended, the app closes: its hooks stop the scheduler and
  // close the database. No request outlives the HTTP request timeout, so past the delay and it
  // (and a second to spare) the process exits anyway rather than hang the deployment.
  const graceMs = config.shutdownDelayMs + config.httpTimeouts.requestTimeoutMs + 1_000;
  let draining = false;
  app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (draining) response.setHeader('connection', 'close');
  });
  const drain = () =>
    new Promise<void>((resolve) => {
      // Stop listening, as net.Server does: http.Server's own close() would also drop at once the
      // connections it sees as idle, including those whose next request is sent but not yet read.
      // The callback comes once every connection has ended.
      NetServer.prototype.close.call(app.server, () => resolve());
      // Not at once: a request already sent on a keep-alive connection may not have been read yet.
      // Each connection in use ends after its next answer; those still open after a second are idle.
      setTimeout(() => {
        app.server.closeIdleConnections();
        setInterval(() => app.server.closeIdleConnections(), 100).unref();
      }, 1_000).unref();
    });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info(
        `${signal} received: not ready, serving for ${config.shutdownDelayMs} ms, then draining and closing (at most ${graceMs} ms)`,
      );
      const forced = setTimeout(() => {
        app.log.error(`still closing after ${graceMs} ms, exiting`);
        process.exit(1);
      }, graceMs);
      forced.unref();
      new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs))
        .then(() => {
          draining = true;
          return drain();
        })
        .then(() => app.close())
        .then(
          () => {
            app.log.info('closed: requests answered, database closed');
            process.exit(0);
          },
          (error: unknown) => {
            app.log.error({ err: error }, 'closing failed');
            process.exit(1);
          },
        );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
