/** The yardstick: a bare Fastify route answering a constant, in its own process like the app. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
