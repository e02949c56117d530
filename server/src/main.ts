/** Starts the server: validated configuration, migrations, catalog, then listen (DESIGN §12). */
import { buildApp } from './app';
import { loadConfigOrExit } from './config';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const started = performance.now();
  const { app } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.branding.productName} ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} in ${Math.round(performance.now() - started)} ms`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      void app.close().then(() => process.exit(0));
    });
  }
}

void main();
