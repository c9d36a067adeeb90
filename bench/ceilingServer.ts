// The ceiling: a plain Fastify hello-world on loopback, measured in the same run as the API.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
void app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
