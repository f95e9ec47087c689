/**
 * The descriptions of the API link cards (data/api-card-descriptions.json, read by src/api/apiLinks.ts):
 * every card whose manifest entry has a note shows one, written for readers in whole sentences, never
 * the manifest's note cut at a full stop or a semicolon, and the warnings readers must not miss stay
 * on their cards.
 */
import manifestJson from '@site/data/polly_dart-0.0.9.json';
import linkTable from '@site/data/generated/api-links.json';
import descriptionsJson from '@site/data/api-card-descriptions.json';
import {buildApiLinks, type ApiLinkCard, type CardDescriptions} from '@site/src/api/apiLinks';
import type {ApiManifest} from '@site/shared/apiManifest';

const manifest = manifestJson as ApiManifest;
const descriptions: CardDescriptions = descriptionsJson;
const cards = buildApiLinks(manifest, descriptions);
const entries = Object.entries(descriptions);

/** Every note of the manifest, as a card once showed it (backticks and runs of spaces gone). */
function manifestNotes(): string[] {
  const notes: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if ((key === 'note' || key === 'notes') && typeof inner === 'string') {
          notes.push(inner.replace(/`/g, '').replace(/\s+/g, ' ').trim());
        } else walk(inner);
      }
    }
  };
  walk(manifestJson);
  return notes;
}

describe('each description', () => {
  it.each(entries)('%s is a whole sentence of four words or more', (_key, {text}) => {
    expect(text).not.toMatch(/[;:,]$/);
    expect(text).toMatch(/[.?!]$/);
    expect(text).toMatch(/^[A-Z"]/);
    expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(4);
    expect(text).not.toContain('`');
  });

  it.each(entries)('%s cites the 0.0.9 source it rests on', (_key, {source}) => {
    for (const part of source.split('; '))
      expect(part).toMatch(/^(?:lib\/[\w/]+\.dart|CHANGELOG\.md):\d+(?:-\d+)?(?:,\d+(?:-\d+)?)*$/);
  });

  it('is not the start of a manifest note, cut where the note has a stop', () => {
    const notes = manifestNotes();
    const cut = entries.filter(([, {text}]) => notes.some((note) => note !== text && note.startsWith(text)));
    expect(cut.map(([key]) => key)).toEqual([]);
  });
});

test('every card whose manifest entry has a note shows a description, and every description has its card', () => {
  const described = Object.entries(cards).filter(([, card]) => card.description !== undefined);
  expect(described.map(([key]) => key).sort()).toEqual(Object.keys(descriptions).sort());
  expect(described.length).toBeGreaterThan(100);
});

test('a card whose note has no description stops the table with the name to describe', () => {
  const {RetryStrategyOptions: _dropped, ...fewer} = descriptions;
  expect(() => buildApiLinks(manifest, fewer)).toThrow(/^RetryStrategyOptions: .*data\/api-card-descriptions\.json/);
});

describe('the warnings stay on their cards', () => {
  it.each([
    ['RetryStrategyOptions', /TypeError/],
    ['CircuitBreakerStrategyOptions', /TypeError/],
    ['HedgingStrategyOptions', /TypeError/],
    ['TypedResiliencePipelineBuilder', /TypeError/],
    ['HedgingDelayGenerator', /TypeError/],
    ['ResiliencePipelineBuilder.addMemoryCache', /context\.operationKey/],
    ['ResiliencePipeline.executeAndCapture', /TypeError.*onMiss|OperationCancelledException.*TypeError/],
    ['CacheStrategyOptions', /<dynamic> for a cache shared by several call types/],
    ['MemoryCacheProvider.get', /most recently used .* even when the read returns null/],
    ['Outcome', /private subclasses/],
  ])('%s', (key, pattern) => {
    expect(cards[key].description).toMatch(pattern);
  });
});

test('the generated link table is the one the cards give', () => {
  expect((linkTable as Record<string, ApiLinkCard>)['ResiliencePipeline.executeAndCapture']).toEqual(
    cards['ResiliencePipeline.executeAndCapture'],
  );
});
