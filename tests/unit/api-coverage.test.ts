/**
 * Proves that the API reference covers polly_dart 0.0.9 completely: every
 * symbol of the manifest has exactly one home page with its anchor and its
 * member tables, every constructor parameter is on a page, and the anchors
 * the tables link to are where pages.ts says they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import {manifest} from '@site/src/api/manifest';
import {anchorsOf, describeSymbol} from '@site/src/api/members';
import {apiPages, homePageOf, symbolAnchor} from '@site/src/api/pages';

const docsDir = path.join(__dirname, '..', '..', 'docs');
const apiDir = path.join(docsDir, 'api');

interface Heading {
  level: number;
  id: string;
  line: number;
}

interface Usage {
  of: string;
  line: number;
}

interface ParsedPage {
  id: string;
  source: string;
  frontMatter: string;
  headings: Heading[];
  usages: Usage[];
}

/** The MDX text with fenced code blocks blanked out, keeping line numbers. */
function withoutCode(source: string): string {
  return source.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ''));
}

function parsePage(file: string): ParsedPage {
  const source = fs.readFileSync(path.join(apiDir, file), 'utf8');
  const lines = withoutCode(source).split('\n');
  const headings: Heading[] = [];
  const usages: Usage[] = [];
  lines.forEach((text, index) => {
    const heading = text.match(/^(#{2,6})\s+.*\{#([^}\s]+)\}\s*$/);
    if (heading) headings.push({level: heading[1].length, id: heading[2], line: index + 1});
    for (const usage of text.matchAll(/<ApiMembers\s+of="([^"]+)"\s*\/>/g))
      usages.push({of: usage[1], line: index + 1});
  });
  return {
    id: `api/${file.replace(/\.mdx$/, '')}`,
    source,
    frontMatter: source.match(/^---\n([\s\S]*?)\n---\n/)?.[1] ?? '',
    headings,
    usages,
  };
}

const pages = fs
  .readdirSync(apiDir)
  .filter((f) => f.endsWith('.mdx'))
  .map(parsePage);

describe('API reference coverage', () => {
  it('has one MDX page per API route and nothing else', () => {
    expect(pages.map((p) => p.id).sort()).toEqual(apiPages.map((p) => p.id).sort());
    expect(pages).toHaveLength(11);
  });

  it('gives every manifest symbol exactly one heading anchor, on its home page', () => {
    expect(manifest.symbols).toHaveLength(76);
    for (const symbol of manifest.symbols) {
      const holders = pages.filter((p) => p.headings.some((h) => h.id === symbolAnchor(symbol)));
      expect({symbol, pages: holders.map((p) => p.id)}).toEqual({symbol, pages: [homePageOf(symbol)?.id]});
    }
  });

  it('renders the member tables of every symbol once, right under its own h3 heading', () => {
    for (const symbol of manifest.symbols) {
      const usages = pages.flatMap((p) => p.usages.filter((u) => u.of === symbol).map((u) => ({page: p, usage: u})));
      expect({symbol, count: usages.length}).toEqual({symbol, count: 1});
      const [{page, usage}] = usages;
      const above = page.headings.filter((h) => h.line < usage.line).at(-1);
      expect({symbol, heading: above?.id, level: above?.level}).toEqual({
        symbol,
        heading: symbolAnchor(symbol),
        level: 3,
      });
    }
  });

  it('uses ApiMembers only for exported symbols', () => {
    const used = pages.flatMap((p) => p.usages.map((u) => u.of));
    expect(used.filter((name) => !manifest.symbols.includes(name))).toEqual([]);
  });

  it('puts every constructor parameter of every class on some API page', () => {
    const rendered = new Set(
      pages.flatMap((p) =>
        p.usages.flatMap((u) =>
          describeSymbol(manifest, u.of).constructors.flatMap((c) =>
            c.params.map((param) => `${c.name}(${param.name})`),
          ),
        ),
      ),
    );
    const expected = Object.entries(manifest.classes).flatMap(([name, cls]) =>
      cls.constructors.flatMap((c) => c.params.map((param) => `${c.name ? `${name}.${c.name}` : name}(${param.name})`)),
    );
    expect(expected.length).toBeGreaterThan(100);
    expect(expected.filter((p) => !rendered.has(p))).toEqual([]);
  });

  it('never uses one anchor id twice on a page', () => {
    for (const page of pages) {
      const ids = [
        ...page.headings.map((h) => h.id),
        ...page.usages.flatMap((u) => anchorsOf(describeSymbol(manifest, u.of))),
      ];
      const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
      expect({page: page.id, repeated}).toEqual({page: page.id, repeated: []});
    }
  });

  it('keeps a title and a description and links to its guide', () => {
    for (const page of pages) {
      expect(page.frontMatter).toMatch(/^title: \S/m);
      expect(page.frontMatter).toMatch(/^description: \S/m);
      const guide = apiPages.find((p) => p.id === page.id)?.guide;
      expect({page: page.id, linksGuide: page.source.includes(`](${guide})`)}).toEqual({
        page: page.id,
        linksGuide: true,
      });
    }
  });
});
