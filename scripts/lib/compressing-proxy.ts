/**
 * A gzip front for the local server. `scripts/serve.ts` sends files as they
 * are; static hosts such as GitHub Pages gzip text. Lighthouse simulates a
 * slow network from the bytes it sees on the wire, so the benchmark puts this
 * proxy in front of the server to measure what readers would download.
 */
import http from 'node:http';
import {gzipSync} from 'node:zlib';
import {isCompressible, resourceKind} from './transfer';

/** True when an Accept-Encoding header allows gzip (and does not refuse it with q=0). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    return (coding === 'gzip' || coding === '*') && !refused;
  });
}

const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

export function startCompressingProxy(port: number, upstreamPort: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = `http://127.0.0.1:${upstreamPort}${request.url ?? '/'}`;
      const upstream = await fetch(url, {method: request.method, redirect: 'manual'});
      let body: Buffer = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!hopByHop.has(name)) headers[name] = value;
      });
      const contentType = headers['content-type'] ?? '';
      if (
        body.length > 0 &&
        acceptsGzip(request.headers['accept-encoding']) &&
        isCompressible(resourceKind(url, contentType), url)
      ) {
        body = gzipSync(body, {level: 9});
        headers['content-encoding'] = 'gzip';
        headers.vary = 'Accept-Encoding';
      }
      headers['content-length'] = String(body.length);
      response.writeHead(upstream.status, headers);
      response.end(request.method === 'HEAD' ? undefined : body);
    })().catch((error: unknown) => {
      response.writeHead(502, {'content-type': 'text/plain'});
      response.end(`Proxy error: ${String(error)}`);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
