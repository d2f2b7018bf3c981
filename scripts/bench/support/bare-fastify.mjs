// The baseline: a bare Fastify app with one JSON route, nothing else. Run as its own process.
// Usage: PORT=NNNN node scripts/bench/support/bare-fastify.mjs
import Fastify from 'fastify';

const app = Fastify();
app.post('/ping', async () => ({ ok: true, time: new Date().toISOString(), version: '0.1.0' }));
app.get('/ping', async () => ({ ok: true, time: new Date().toISOString(), version: '0.1.0' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
