/**
 * The baseline of the server suite, run as a child process (its own event loop and core share):
 * plain node:http answering fixed paths with fixed bytes and headers, nothing else.
 *   node --import tsx scripts/bench/bare-server.ts <routes.json> <port>
 * routes.json: { "/path": { "headers": { … }, "body": "<base64>" } }. Tells the parent its port over IPC.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface RouteSpec {
  headers: Record<string, string>;
  body: string;
}

const [specFile, portArg = '0'] = process.argv.slice(2);
if (!specFile) throw new Error('usage: bare-server.ts <routes.json> <port>');
const specs = JSON.parse(readFileSync(specFile, 'utf8')) as Record<string, RouteSpec>;
const routes = new Map(
  Object.entries(specs).map(([path, spec]) => {
    const body = Buffer.from(spec.body, 'base64');
    return [path, { headers: { ...spec.headers, 'content-length': String(body.byteLength) }, body }];
  }),
);

const server = createServer((req, res) => {
  const route = routes.get(req.url ?? '');
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, route.headers);
  res.end(route.body);
});
// The same keep-alive as the app server (server/main.ts), so connections live equally long.
server.keepAliveTimeout = 5_000;
server.listen(Number(portArg), '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('disconnect', () => server.close(() => process.exit(0)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
