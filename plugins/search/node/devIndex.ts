/**
 * Search under `npm start`. The development server renders pages in the
 * browser only, so there is no HTML to index; instead, the first request for
 * the index runs a production build of the site into a folder of its own and
 * serves the index that build writes, exactly as after `npm run build`. When
 * sources change, the next request still gets the previous index while a new
 * build runs in the background. While the first build runs, the waiting
 * request gets white space every second, so the client's read timeout does
 * not abandon it.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {IncomingMessage, ServerResponse} from 'node:http';
import {SEARCH_INDEX_FILE} from '../client/indexFile';

export interface DevIndexOptions {
  siteDir: string;
  /** Folder for the separate build (its generated files and its output). */
  workDir: string;
  /** Files and folders whose changes make the index stale, relative to `siteDir`. */
  sources: readonly string[];
  log: (message: string) => void;
}

/** The latest modification time under the given paths (missing paths are skipped). */
export async function latestChange(paths: readonly string[]): Promise<number> {
  let latest = 0;
  for (const p of paths) {
    const stat = await fs.stat(p).catch(() => null);
    if (!stat) continue;
    latest = Math.max(latest, stat.mtimeMs);
    if (stat.isDirectory()) {
      const entries = await fs.readdir(p);
      latest = Math.max(latest, await latestChange(entries.map((e) => path.join(p, e))));
    }
  }
  return latest;
}

function runBuild(options: DevIndexOptions, outDir: string): Promise<void> {
  const cli = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'bin/docusaurus.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, 'build', '--out-dir', outDir, '--no-minify'], {
      cwd: options.siteDir,
      env: {
        ...process.env,
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.relative(options.siteDir, path.join(options.workDir, 'generated')),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the build exited with ${code}:\n${errors}`)),
    );
  });
}

type Middleware = (req: IncomingMessage, res: ServerResponse) => void;

/** How often the first request, waiting for the first build, gets a byte of white space. */
const KEEP_ALIVE_MS = 1000;

export function createDevIndexMiddleware(options: DevIndexOptions): Middleware {
  const sources = options.sources.map((s) => path.join(options.siteDir, s));
  const outDir = path.join(options.workDir, 'build');
  let index: {body: Buffer; builtFrom: number} | null = null;
  let building: Promise<void> | null = null;

  function build(): Promise<void> {
    building ??= (async () => {
      const startedAt = Date.now();
      options.log('Building the site once to index it for search (npm start serves no HTML to index)...');
      await runBuild(options, outDir);
      index = {body: await fs.readFile(path.join(outDir, SEARCH_INDEX_FILE)), builtFrom: startedAt};
      options.log('Search index ready.');
    })().finally(() => {
      building = null;
    });
    return building;
  }

  // A call, not a read of `index`: TypeScript would keep it narrowed to null across the await.
  const builtIndex = () => index?.body;

  return (_req, res) => {
    void (async () => {
      if (index && (await latestChange(sources)) > index.builtFrom) {
        build().catch((error: unknown) => options.log(`Rebuilding the search index failed: ${String(error)}`));
      }
      res.writeHead(200, {'Content-Type': 'application/json', 'Cache-Control': 'no-store'});
      if (index) {
        res.end(index.body);
        return;
      }
      // The first build takes a while. The client abandons a request when nothing
      // arrives for its read timeout, so a space (white space JSON allows before
      // the value) goes out every second until the index is ready.
      const keepAlive = setInterval(() => res.write(' '), KEEP_ALIVE_MS);
      try {
        await build();
        res.end(builtIndex());
      } catch (error) {
        options.log(`Building the search index failed: ${String(error)}`);
        // Not JSON: the client reports that search is unavailable, and tries again on the next search.
        res.end(`The search index could not be built: ${String(error)}`);
      } finally {
        clearInterval(keepAlive);
      }
    })();
  };
}
