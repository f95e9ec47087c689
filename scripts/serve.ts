/**
 * Serves the production build the way a static host does: text compressed (each
 * file once, kept as a host's CDN keeps it: lib/compressed-files.ts), bare page
 * paths, `.html` and `/index.html` redirected to them, and the not-found page
 * with status 404 for anything else, a path with a malformed percent-escape
 * included.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import compression from 'compression';
import handler from 'serve-handler';
import {compressedFiles} from './lib/compressed-files';
import {canonicalPagePath} from './lib/normalize-path';

const usage = `Usage: tsx scripts/serve.ts [--dir build] [--host 127.0.0.1] [--port 3000]

Serves the built site (run \`npm run build\` first) on a local address, compressing
text as static hosts do (brotli, or gzip): each file once, kept in memory as a
host's CDN keeps it, and pages as they are asked for (the \`compression\` middleware).
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

const compress = compression();

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const fromCompressed = compressedFiles(publicDir);

function respond(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  // serve-handler answers such a path with its own "400 Bad Request" page; a
  // static host shows the site's not-found page.
  if (!decodes(url.pathname)) {
    res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8'});
    res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(path.join(publicDir, '404.html')));
    return;
  }
  const target = canonicalPagePath(url.pathname);
  if (target !== null) {
    res.writeHead(301, {Location: target + url.search});
    res.end();
    return;
  }
  if (fromCompressed(req, res, url.pathname)) return;
  void handler(req, res, {public: publicDir, cleanUrls: true, trailingSlash: false, directoryListing: false});
}

const server = http.createServer((req, res) => {
  compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => respond(req, res));
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${publicDir} at http://${values.host}:${values.port}/`);
});
