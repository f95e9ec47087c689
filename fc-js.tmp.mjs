import {chromium} from '@playwright/test';
import fs from 'node:fs';
import zlib from 'node:zlib';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
for (const p of process.argv.slice(2)) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const files = new Set();
  page.on('response', (r) => { const u = new URL(r.url()); if (u.pathname.endsWith('.js')) files.add(u.pathname); });
  await page.goto('http://127.0.0.1:3710' + p, {waitUntil: 'load'});
  let gz = 0;
  const per = [];
  for (const f of files) { const b = fs.readFileSync('build' + f); const g = zlib.gzipSync(b, {level: 9}).length; gz += g; per.push([f, g]); }
  per.sort((a, b) => b[1] - a[1]);
  console.log(p, 'first-load JS gzip KB', (gz / 1000).toFixed(1), per.slice(0, 4).map(([f, g]) => `${f.split('/').pop()}:${(g/1000).toFixed(1)}`).join(' '));
  await ctx.close();
}
await browser.close();
