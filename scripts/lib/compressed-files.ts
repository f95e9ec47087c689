/**
 * The build's text files compressed once each and kept in memory, as a static host's CDN keeps them
 * (GitHub Pages' Fastly, Netlify's and Cloudflare's edges serve a stored compressed copy). The local
 * server (scripts/serve.ts) answers requests for them from here: compressing every response anew would
 * spend the CPU of the machine the browser runs on, which the benchmarks measure, in proportion to
 * the text a page loads, where a host spends none of it. The encodings are the `compression`
 * middleware's, as the pages still get them: brotli at its quality 4 when the browser takes it, else gzip.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compressible from 'compressible';
import mime from 'mime-types';
import Negotiator from 'negotiator';

type Encoding = 'br' | 'gzip';

interface Entry {
  mtimeMs: number;
  size: number;
  body: Buffer;
}

const COMPRESS: Record<Encoding, (data: Buffer) => Buffer> = {
  br: (data) => zlib.brotliCompressSync(data, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 4}}),
  gzip: (data) => zlib.gzipSync(data),
};

/** The encoding to answer with: brotli when the browser takes it, as the `compression` middleware prefers, else gzip. */
function encodingOf(req: http.IncomingMessage): Encoding | null {
  const accepted = new Negotiator(req).encodings(['br', 'gzip']);
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
}

/**
 * A handler that answers a GET or HEAD for a text file under `publicDir` with its compressed copy,
 * made the first time and again when the file changes, if the browser takes brotli or gzip. It returns
 * false for everything else (pages, folders, links, missing files, other types, requests that take
 * neither), which the caller serves as before: a page's address and status are the static server's work.
 */
export function compressedFiles(publicDir: string) {
  const root = path.resolve(publicDir);
  const entries = new Map<string, Entry>();
  return function serveCompressed(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const encoding = encodingOf(req);
    const type = mime.lookup(pathname);
    if (!encoding || !type || type === 'text/html' || !compressible(type)) return false;
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(pathname));
    } catch {
      return false;
    }
    if (!file.startsWith(root + path.sep)) return false;
    let stat: fs.Stats;
    try {
      // The file itself may not be a link: serve-handler does not follow them either.
      stat = fs.lstatSync(file);
    } catch {
      return false;
    }
    if (!stat.isFile()) return false;
    const key = `${encoding} ${file}`;
    let entry = entries.get(key);
    if (entry?.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      entry = {mtimeMs: stat.mtimeMs, size: stat.size, body: COMPRESS[encoding](fs.readFileSync(file))};
      entries.set(key, entry);
    }
    res.writeHead(200, {
      'Content-Type': mime.contentType(type) || type,
      'Content-Encoding': encoding,
      'Content-Length': entry.body.length,
      'Last-Modified': stat.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  };
}
