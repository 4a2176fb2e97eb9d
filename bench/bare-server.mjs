// The bench's reference point: the cheapest route Fastify can serve, in a plain-node process of its
// own, so every product figure can be read as a ratio to what this machine does at best right now.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
