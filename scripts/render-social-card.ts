/**
 * Renders the social card (the image link previews show) from its HTML
 * source with Debian's Chromium and writes it as a JPEG: the gradient makes a
 * PNG several hundred KB, a JPEG stays well under the 100 KB image budget.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

const usage = `Usage: tsx scripts/render-social-card.ts [--source scripts/assets/social-card.html]
       [--out static/img/social-card.jpg] [--quality 82]

Renders the 1200x630 social card from its HTML source to a JPEG.
  --source   HTML source of the card (default: scripts/assets/social-card.html)
  --out      image to write (default: static/img/social-card.jpg)
  --quality  JPEG quality, 1-100 (default: 82)
  --help     show this text
Chromium: $CHROMIUM_PATH, or /usr/bin/chromium.`;

const {values} = parseArgs({
  options: {
    source: {type: 'string', default: 'scripts/assets/social-card.html'},
    out: {type: 'string', default: 'static/img/social-card.jpg'},
    quality: {type: 'string', default: '82'},
    help: {type: 'boolean', default: false},
  },
});

async function main(): Promise<void> {
  if (values.help) {
    console.log(usage);
    return;
  }
  const quality = Number(values.quality);
  if (!Number.isInteger(quality) || quality < 1 || quality > 100)
    throw new Error('--quality must be an integer from 1 to 100');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({viewport: {width: 1200, height: 630}});
    await page.goto(`file://${path.resolve(values.source)}`);
    await page.screenshot({path: values.out, type: 'jpeg', quality});
    console.log(`Wrote ${values.out}`);
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
