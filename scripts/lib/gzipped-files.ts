/**
 * The build's text files gzipped once each and kept in memory, as a static host's CDN keeps them
 * (GitHub Pages' Fastly, Netlify's and Cloudflare's edges serve a stored compressed copy). The local
 * server (scripts/serve.ts) answers requests for them from here: gzipping every response anew would
 * spend the CPU of the machine the browser runs on, which the benchmarks measure, in proportion to
 * the text a page loads, where a host spends none of it.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import compressible from 'compressible';
import mime from 'mime-types';

interface Entry {
  mtimeMs: number;
  size: number;
  body: Buffer;
}

/**
 * A handler that answers a GET or HEAD for a text file under `publicDir` with its gzipped copy, made
 * the first time and again when the file changes, if the browser takes gzip. It returns false for
 * everything else (pages, folders, missing files, other types, requests without gzip), which the
 * caller serves as before: a page's address and status are the static server's work.
 */
export function gzippedFiles(publicDir: string) {
  const root = path.resolve(publicDir);
  const entries = new Map<string, Entry>();
  return function serveGzipped(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return false;
    const type = path.extname(pathname) === '.html' ? false : mime.lookup(pathname);
    if (!type || !compressible(type)) return false;
    let file: string;
    try {
      file = path.join(root, decodeURIComponent(pathname));
    } catch {
      return false;
    }
    if (!file.startsWith(root + path.sep)) return false;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return false;
    }
    if (!stat.isFile()) return false;
    let entry = entries.get(file);
    if (entry?.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      entry = {mtimeMs: stat.mtimeMs, size: stat.size, body: zlib.gzipSync(fs.readFileSync(file))};
      entries.set(file, entry);
    }
    res.writeHead(200, {
      'Content-Type': mime.contentType(type) || type,
      'Content-Encoding': 'gzip',
      'Content-Length': entry.body.length,
      'Last-Modified': stat.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  };
}
