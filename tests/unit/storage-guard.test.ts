import vm from 'node:vm';
import {guardScript, guardStoredPreferences} from '../../plugins/storage-guard/guard';

/** The part of the Storage API the guard uses, over a Map. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(entries: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(entries)) this.items.set(key, value);
  }
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.items);
  }
}

const recent = '__DOCSEARCH_RECENT_SEARCHES__polly_dart';
const favourite = '__DOCSEARCH_FAVORITE_SEARCHES__polly_dart';
const hit = {
  objectID: 'a1',
  url: '/strategies/retry#backoff',
  type: 'lvl2',
  hierarchy: {lvl0: 'Strategies', lvl1: 'Retry', lvl2: 'Backoff', lvl3: null},
  content: null,
};

function guarded(
  entries: Record<string, string>,
  announcementId: string | null = 'polly-dart-0-0-9',
): Record<string, string> {
  const storage = new MemoryStorage(entries);
  guardStoredPreferences(storage, announcementId);
  return storage.snapshot();
}

describe('theme', () => {
  it.each(['light', 'dark'])('keeps "%s"', (theme) => {
    expect(guarded({theme})).toEqual({theme});
  });

  it.each(['purple', '', 'DARK', 'system', '{"mode":"dark"}'])('removes "%s"', (theme) => {
    expect(guarded({theme, other: 'kept'})).toEqual({other: 'kept'});
  });
});

describe('announcement', () => {
  it('keeps the dismissed flag of the current announcement', () => {
    const entries = {'docusaurus.announcement.id': 'polly-dart-0-0-9', 'docusaurus.announcement.dismiss': 'true'};
    expect(guarded(entries)).toEqual(entries);
  });

  it.each([['polly-dart-0-0-8'], ['']])('drops the dismissed flag stored for announcement id "%s"', (id) => {
    expect(guarded({'docusaurus.announcement.id': id, 'docusaurus.announcement.dismiss': 'true'})).toEqual({
      'docusaurus.announcement.id': id,
    });
  });

  it('drops a dismissed flag with no id', () => {
    expect(guarded({'docusaurus.announcement.dismiss': 'true'})).toEqual({});
  });

  it('leaves the flag alone when the site has no announcement', () => {
    expect(guarded({'docusaurus.announcement.dismiss': 'true'}, null)).toEqual({
      'docusaurus.announcement.dismiss': 'true',
    });
  });
});

describe('DocSearch recent and favourite searches', () => {
  it('keeps valid stored hits untouched', () => {
    const entries = {
      [recent]: JSON.stringify([hit]),
      [favourite]: JSON.stringify([{...hit, type: 'content', content: 'text'}]),
    };
    expect(guarded(entries)).toEqual(entries);
  });

  it.each(['{not json', '42', '"retry"', 'null', '{"objectID":"a1"}', ''])('removes a value of %s', (value) => {
    expect(guarded({[recent]: value, [favourite]: value})).toEqual({});
  });

  it('drops entries that are not stored hits and keeps the rest in order', () => {
    const second = {...hit, objectID: 'b2', url: 'https://polly-dart.github.io/intro'};
    const broken = [
      42,
      null,
      [hit],
      {...hit, objectID: 7},
      {...hit, url: 'javascript:alert(1)'},
      {...hit, url: '//evil.example/x'},
      {...hit, type: 'lvl9'},
      {...hit, hierarchy: null},
      {...hit, hierarchy: ['Retry']},
      {...hit, hierarchy: {lvl0: {nested: true}}},
      {...hit, content: 5},
    ];
    const result = guarded({[recent]: JSON.stringify([broken[0], hit, ...broken.slice(1), second])});
    expect(JSON.parse(result[recent])).toEqual([hit, second]);
  });

  it('cleans the keys of every index name, and no other key', () => {
    const other = '__DOCSEARCH_SOMETHING_ELSE__';
    expect(guarded({__DOCSEARCH_RECENT_SEARCHES__hosted_index: '[1]', [other]: '{'})).toEqual({
      __DOCSEARCH_RECENT_SEARCHES__hosted_index: '[]',
      [other]: '{',
    });
  });
});

describe('guardScript', () => {
  it('runs on its own, as the inline script does, against the page storage', () => {
    const localStorage = new MemoryStorage({theme: 'purple', [recent]: '{'});
    vm.runInNewContext(guardScript('polly-dart-0-0-9'), {window: {localStorage}});
    expect(localStorage.snapshot()).toEqual({});
  });

  it('swallows a storage that throws (storage disabled by the browser)', () => {
    const window = {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    };
    expect(() => vm.runInNewContext(guardScript(null), {window})).not.toThrow();
  });
});
