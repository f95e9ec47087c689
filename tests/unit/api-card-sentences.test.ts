/**
 * The one-sentence descriptions of the API link cards (src/api/apiLinks.ts): a sentence ends at a
 * full stop or a semicolon, never at the stop of an abbreviation such as "e.g.", so a card keeps
 * the warning its note carries after one.
 */
import manifestJson from '@site/data/polly_dart-0.0.9.json';
import linkTable from '@site/data/generated/api-links.json';
import {buildApiLinks, oneLine, type ApiLinkCard} from '@site/src/api/apiLinks';
import type {ApiManifest} from '@site/shared/apiManifest';

const cards = buildApiLinks(manifestJson as ApiManifest);

test('an abbreviation does not end the sentence', () => {
  expect(oneLine('Give a type (e.g. String for execute<String>) or dynamic. Then more.')).toBe(
    'Give a type (e.g. String for execute<String>) or dynamic.',
  );
  expect(oneLine('Stops here; not here.')).toBe('Stops here;');
  expect(oneLine('No stop at all')).toBe('No stop at all');
  expect(oneLine(undefined)).toBeUndefined();
});

test('no card stops at an abbreviation', () => {
  const cut = Object.entries(cards).filter(([, card]) => /\b(?:e\.g|i\.e|etc|vs)\.$/i.test(card.description ?? ''));
  expect(cut.map(([key]) => key)).toEqual([]);
});

test('the executeAndCapture card keeps its warning that the outermost strategy’s errors still escape', () => {
  expect(cards['ResiliencePipeline.executeAndCapture'].description).toMatch(/still propagate as thrown errors$/);
  expect(cards.CacheStrategyOptions.description).toMatch(/<dynamic> for a cache shared by several call types\.$/);
});

test('the generated link table is the one the cards give', () => {
  expect((linkTable as Record<string, ApiLinkCard>)['ResiliencePipeline.executeAndCapture']).toEqual(
    cards['ResiliencePipeline.executeAndCapture'],
  );
});
