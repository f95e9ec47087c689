/**
 * Generated content for the search scaling measurement (`npm run bench:search-scale`):
 * a site N times larger made from the real index, and that index split by
 * section. Pure: an index in, indexes out.
 */
import {compactIndex, indexPages, type CompactIndex, type Section} from '../../plugins/search/client/records';

type CompactPage = CompactIndex['pages'][number];

/** A small deterministic random generator (mulberry32), so every run measures the same content. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The text with its words drawn again from the site's own vocabulary at the
 * given rate, so that copies of a page are not identical (which would flatter
 * compression) but read like the site (same word lengths and frequencies).
 */
export function varyText(text: string, vocabulary: readonly string[], rate: number, random: () => number): string {
  return text.replace(/[A-Za-z]{4,}/g, (word) =>
    random() < rate ? vocabulary[Math.floor(random() * vocabulary.length)] : word,
  );
}

/** The text of a section in the compact form. */
function sectionText(section: CompactPage[5][number]): string {
  if (typeof section === 'string') return section;
  return section.length === 1 ? section[0] : section[1];
}

/** Every word of four letters or more in the index, once per occurrence (frequencies kept). */
function indexVocabulary(index: CompactIndex): string[] {
  return index.pages.flatMap((page) => page[5].flatMap((section) => sectionText(section).match(/[A-Za-z]{4,}/g) ?? []));
}

/**
 * A site `factor` times larger: each page copied `factor` times under its own
 * path (`/strategies/retry`, `/strategies/retry-2`, ...), its texts varied.
 */
export function scaledIndex(index: CompactIndex, factor: number, rate = 0.3, seed = 1): CompactIndex {
  const random = seededRandom(seed);
  const vocabulary = indexVocabulary(index);
  const pages: CompactPage[] = [];
  for (let copy = 1; copy <= factor; copy += 1) {
    for (const page of index.pages) {
      if (copy === 1) {
        pages.push(page);
        continue;
      }
      const [path, lvl0, language, tag, version, sections, description] = page;
      const varied = sections.map((compact): CompactPage[5][number] => {
        if (typeof compact === 'string') return varyText(compact, vocabulary, rate, random);
        if (compact.length === 1) return [varyText(compact[0], vocabulary, rate, random)];
        if (compact.length === 2) return [compact[0], varyText(compact[1], vocabulary, rate, random)];
        const [type, text, ...rest] = compact;
        return [type, varyText(text, vocabulary, rate, random), ...rest];
      });
      const copied: CompactPage = [`${path === '/' ? '' : path}-${copy}`, lvl0, language, tag, version, varied];
      if (description) copied.push(varyText(description, vocabulary, rate, random));
      pages.push(copied);
    }
  }
  return {...index, pages};
}

/** The index split by section (the sidebar category, lvl0): one smaller index per section. */
export function splitBySection(index: CompactIndex): Map<string, CompactIndex> {
  const shards = new Map<string, CompactIndex>();
  for (const page of index.pages) {
    const section = page[1];
    let shard = shards.get(section);
    if (!shard) {
      shard = {...index, pages: []};
      shards.set(section, shard);
    }
    shard.pages.push(page);
  }
  return shards;
}

/**
 * The index without its text blocks: titles, headings, table rows, names
 * from code and descriptions of every page. Parents are renumbered.
 */
export function headingsOnly(index: CompactIndex): CompactIndex {
  const pages = indexPages(index).map((page) => {
    const newIndex: number[] = [];
    const kept: Section[] = [];
    page.sections.forEach((section, i) => {
      newIndex[i] = kept.length;
      if (section.type === 'content') return;
      kept.push({...section, parent: section.parent >= 0 ? newIndex[section.parent] : -1});
    });
    return {...page, sections: kept};
  });
  return {...index, pages: compactIndex(index.siteUrl, pages).pages};
}
