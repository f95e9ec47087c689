/**
 * Bundles the early script (paint.ts) on its own, with the bundler and JavaScript loader of the site's
 * build (Docusaurus Faster's Rspack and SWC, or webpack and Babel), as `@docusaurus/plugin-pwa` bundles
 * its service worker: one file, no runtime chunk, no shared chunk, named by its content's hash.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {compile, createJsLoaderFactory} from '@docusaurus/bundler';
import type {LoadContext} from '@docusaurus/types';

const EARLY_SCRIPT_PREFIX = 'search-early.';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Writes the bundle into `outDir` (emptied first) and returns its file name. */
export async function bundleEarlyScript(context: LoadContext, outDir: string): Promise<string> {
  const {siteConfig, currentBundler} = context;
  const getJSLoader = await createJsLoaderFactory({siteConfig});
  await fs.rm(outDir, {recursive: true, force: true});
  await compile({
    currentBundler,
    configs: [
      {
        name: 'search-early',
        mode: 'production',
        target: 'web',
        devtool: false,
        entry: path.join(__dirname, 'paint.ts'),
        output: {path: outDir, filename: `${EARLY_SCRIPT_PREFIX}[contenthash:8].js`, iife: true, asyncChunks: false},
        resolve: {extensions: ['.ts', '.js']},
        module: {rules: [{test: /\.ts$/, exclude: /node_modules/, use: [getJSLoader({isServer: false})]}]},
        optimization: {splitChunks: false, runtimeChunk: false},
        performance: {hints: false},
      },
    ],
  });
  const files = (await fs.readdir(outDir)).filter((f) => f.startsWith(EARLY_SCRIPT_PREFIX) && f.endsWith('.js'));
  if (files.length !== 1) throw new Error(`search-early: expected one bundle in ${outDir}, found ${files.length}`);
  // V8's compile hint (Chromium 136 and later; other engines read a comment): every function of the file is
  // compiled while it downloads, off the main thread, rather than on its first call, which is the moment the
  // first rows wait for.
  const file = path.join(outDir, files[0]);
  await fs.writeFile(file, `${COMPILE_HINT}\n${await fs.readFile(file, 'utf8')}`);
  return files[0];
}
