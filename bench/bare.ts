/**
 * The ceiling of the HTTP figures: plain `node:http` answering the same body as /api/health. With
 * BENCH_BARE_HEADERS (a JSON object), it also sends those headers: the server's own, to see what
 * the headers cost apart from the framework.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = JSON.stringify({ status: 'ok' });
const extra = JSON.parse(process.env.BENCH_BARE_HEADERS || '{}') as Record<string, string>;
const server = createServer((_request, response) => {
  response.writeHead(200, { ...extra, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.send!({ type: 'ready', port: (server.address() as AddressInfo).port }));
process.on('message', (msg: { type: string }) => {
  if (msg.type === 'cpu') {
    const used = process.cpuUsage();
    process.send!({ type: 'cpu', micros: used.user + used.system });
  } else if (msg.type === 'stop') server.close(() => process.exit(0));
});
