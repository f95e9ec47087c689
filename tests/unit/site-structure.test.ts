import fs from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';
import {docsRoutes} from '../e2e/routes';

const docsDir = path.join(__dirname, '../../docs');

function docIds(dir = docsDir, prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) return docIds(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    return /\.mdx?$/.test(entry.name) ? [`${prefix}${entry.name.replace(/\.mdx?$/, '')}`] : [];
  });
}

type Item = string | {type: string; label?: string; items?: Item[]; link?: {id?: string}; id?: string};

function sidebarDocIds(items: Item[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    return [
      ...(item.link?.id ? [item.link.id] : []),
      ...(item.id ? [item.id] : []),
      ...sidebarDocIds(item.items ?? []),
    ];
  });
}

const routeOf = (id: string) => (id === 'index' ? '/' : `/${id}`);

describe('docs and the route table', () => {
  it('has exactly one docs file for every docs route of the route table (tests/e2e/routes.ts)', () => {
    expect(docIds().map(routeOf).sort()).toEqual([...docsRoutes].sort());
  });

  it('puts every docs page but the home page in the tutorial sidebar, once', () => {
    const ids = sidebarDocIds(sidebars.tutorialSidebar as Item[]);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids, 'index'].sort()).toEqual(docIds().sort());
    expect(Object.keys(sidebars)).toEqual(['tutorialSidebar']);
  });

  it('orders the sidebar Intro, Getting started, Strategies, Advanced, API reference, Examples', () => {
    const top = (sidebars.tutorialSidebar as Item[]).map((item) => (typeof item === 'string' ? item : item.label));
    expect(top).toEqual(['intro', 'Getting started', 'Strategies', 'Advanced', 'API reference', 'Examples']);
  });

  it('gives the docs home the tutorial sidebar', () => {
    const home = fs.readFileSync(path.join(docsDir, 'index.mdx'), 'utf8');
    expect(home).toMatch(/^slug: \/$/m);
    expect(home).toMatch(/^displayed_sidebar: tutorialSidebar$/m);
  });
});
