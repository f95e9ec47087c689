/**
 * The local server's compressed copies (scripts/lib/compressed-files.ts): a text file of the build is
 * served brotli- or gzip-compressed from a copy made once and made again when the file changes;
 * anything else is left to the static server.
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {compressedFiles} from '../../scripts/lib/compressed-files';

const CHROMIUM = 'gzip, deflate, br, zstd';

let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compressed-files-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'search-index.json'), JSON.stringify({pages: ['a'.repeat(5000)]}));
  fs.writeFileSync(path.join(dir, 'assets', 'main.js'), 'console.log("main");'.repeat(200));
  fs.writeFileSync(path.join(dir, 'intro.html'), '<p>intro</p>');
  fs.writeFileSync(path.join(dir, 'old.htm'), '<p>old</p>');
  fs.writeFileSync(path.join(dir, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  fs.symlinkSync(path.join(dir, 'search-index.json'), path.join(dir, 'linked.json'));
  const serve = compressedFiles(dir);
  server = http.createServer((req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    if (serve(req, res, pathname)) return;
    res.writeHead(299, {'Content-Type': 'text/plain'});
    res.end('left to the static server');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, {recursive: true, force: true});
});

function get(pathname: string, {encodings = CHROMIUM as string | null, method = 'GET'} = {}) {
  return new Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}>((resolve, reject) => {
    const headers = encodings === null ? {} : {'Accept-Encoding': encodings};
    const req = http.request(`${base}${pathname}`, {method, headers}, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
    req.end();
  });
}

const text = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

describe('compressed copies of the build', () => {
  it('serve a text file as brotli to a browser that takes it, with its type, length and date', async () => {
    const res = await get('/search-index.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(text('search-index.json'));
    expect(res.headers['last-modified']).toBe(fs.statSync(path.join(dir, 'search-index.json')).mtime.toUTCString());
  });

  it.each(['gzip', 'gzip, deflate', 'br;q=0, gzip'])('serve gzip to a browser that takes %p', async (encodings) => {
    const res = await get('/search-index.json', {encodings});
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.body).toString()).toBe(text('search-index.json'));
  });

  it('answer a HEAD with the headers alone', async () => {
    const res = await get('/assets/main.js', {method: 'HEAD'});
    expect([res.status, res.headers['content-encoding'], res.body.length]).toEqual([200, 'br', 0]);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('follow the file when it changes', async () => {
    const file = path.join(dir, 'assets', 'main.js');
    expect(zlib.brotliDecompressSync((await get('/assets/main.js')).body).toString()).toBe(text('assets/main.js'));
    fs.writeFileSync(file, 'console.log("rebuilt, and longer than before");'.repeat(300));
    expect(zlib.brotliDecompressSync((await get('/assets/main.js')).body).toString()).toBe(text('assets/main.js'));
    const gzip = await get('/assets/main.js', {encodings: 'gzip'});
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(text('assets/main.js'));
  });

  it.each([
    ['a page', '/intro.html', {}],
    ['a page by its bare path', '/intro', {}],
    ['a page of another extension', '/old.htm', {}],
    ['an image', '/logo.png', {}],
    ['a link', '/linked.json', {}],
    ['a missing file', '/missing.json', {}],
    ['a folder', '/assets', {}],
    ['a path out of the build', '/..%2f..%2fetc%2fpasswd.txt', {}],
    ['a malformed escape', '/%E0%A4%A.json', {}],
    ['a browser that takes neither encoding', '/search-index.json', {encodings: null}],
    ['a browser that refuses both', '/search-index.json', {encodings: 'gzip;q=0, br;q=0, deflate'}],
    ['a POST', '/search-index.json', {method: 'POST'}],
  ])('leave %s to the static server', async (_, pathname, options) => {
    expect((await get(pathname, options)).status).toBe(299);
  });
});
