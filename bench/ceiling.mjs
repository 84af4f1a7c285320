// The ceiling of the load benchmark: a bare Fastify route answering {"ok":true}, in its own
// process, no plugins, no logger. Whatever the app reaches is shown as a fraction of this.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`ceiling listening on ${process.env.PORT}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
