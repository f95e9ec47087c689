import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {extractPage, SYMPTOMS_ANCHOR} from '../../plugins/search/node/extract';

type Item = string | {type: string; label?: string; link?: {type: string; id: string}; items?: Item[]};

/** The docs of the sidebar's "Strategies" category: its overview (the category's link) and each strategy. */
function strategyDocs(): string[] {
  const category = (sidebars.tutorialSidebar as Item[]).find(
    (item): item is Exclude<Item, string> => typeof item !== 'string' && item.label === 'Strategies',
  );
  if (!category?.items) throw new Error('The sidebar has no "Strategies" category.');
  const link = category.link?.type === 'doc' ? [category.link.id] : [];
  return [...link, ...category.items.filter((item): item is string => typeof item === 'string')];
}

/** The list items under the page's `{#symptoms}` heading, up to the next heading. */
function symptoms(source: string): string[] | null {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => /^#{2,3} .*\{#symptoms\}\s*$/.test(line));
  if (start < 0) return null;
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6} /.test(line)) break;
    if (line.startsWith('- ')) items.push(line.slice(2));
  }
  return items;
}

describe('symptoms lists', () => {
  const docs = strategyDocs();

  it('covers the overview and the seven strategies', () => {
    expect(docs).toContain('strategies/overview');
    expect(docs.length).toBe(8);
  });

  it.each(docs)('%s says in a list what a reader sees when they need it', (id) => {
    const source = fs.readFileSync(path.join(__dirname, '../../docs', `${id}.mdx`), 'utf8');
    const items = symptoms(source);
    expect(items).not.toBeNull();
    expect(items!.length).toBeGreaterThanOrEqual(3);
    expect(items!.length).toBeLessThanOrEqual(10);
    // Short enough to scan: one or two sentences each.
    for (const item of items!) expect(item.length).toBeLessThanOrEqual(320);
  });
});

describe('the search index and a symptoms list', () => {
  const html = (heading: string) => `<html><head>
    <meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">
    </head><body><article><header><h1>Timeout</h1></header>
    <h2 id="${heading}">What you see when you need it</h2>
    <p>A call without a limit shows itself:</p>
    <ul><li>A spinner that never stops.</li><li>A request that hangs for minutes.</li></ul>
    <h2 id="when-not-to-use-it">When not to use it</h2><ul><li>Uploads of any size.</li></ul>
    </article></body></html>`;

  it('indexes each symptom like a heading, reached at the list', () => {
    const page = extractPage(html(SYMPTOMS_ANCHOR), '/strategies/timeout', ['en'])!;
    const items = page.sections.filter((s) => s.text.startsWith('A spinner') || s.text.startsWith('A request'));
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.type).toBe('lvl4');
      expect(item.anchor).toBe(SYMPTOMS_ANCHOR);
      expect(page.sections[item.parent].text).toBe('What you see when you need it');
    }
    // The text above the list, and the lists of other sections, stay text.
    expect(page.sections.find((s) => s.text.startsWith('A call'))?.type).toBe('content');
    expect(page.sections.find((s) => s.text.startsWith('Uploads'))?.type).toBe('content');
  });

  it('leaves a list under another heading as text', () => {
    const page = extractPage(html('signs'), '/strategies/timeout', ['en'])!;
    expect(page.sections.find((s) => s.text.startsWith('A spinner'))?.type).toBe('content');
  });
});
