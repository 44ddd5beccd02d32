// The framework ceiling: a bare Fastify route answering a small JSON object, run as its own process on the
// port given as the first argument, so the benchmark can load it exactly as it loads the API.
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 3399);
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ host: '127.0.0.1', port });
console.log(`bare fastify listening on ${port}`);
