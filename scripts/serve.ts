/**
 * Serves the production build the way a static host does: bare page paths,
 * `.html` and `/index.html` redirected to them, and the not-found page with
 * status 404 for anything else.
 */
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import handler from 'serve-handler';
import {canonicalPagePath} from './lib/normalize-path';

const usage = `Usage: tsx scripts/serve.ts [--dir build] [--host 127.0.0.1] [--port 3000]

Serves the built site (run \`npm run build\` first) on a local address.
  --dir   folder to serve (default: build)
  --host  address to listen on (default: 127.0.0.1)
  --port  port to listen on (default: 3000, or $PORT)
  --help  show this text`;

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    host: {type: 'string', default: '127.0.0.1'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    help: {type: 'boolean', default: false},
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const publicDir = path.resolve(values.dir);

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const target = canonicalPagePath(url.pathname);
  if (target !== null) {
    res.writeHead(301, {Location: target + url.search});
    res.end();
    return;
  }
  void handler(req, res, {public: publicDir, cleanUrls: true, trailingSlash: false, directoryListing: false});
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${publicDir} at http://${values.host}:${values.port}/`);
});
