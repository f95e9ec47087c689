import vm from 'node:vm';
import {makeStoredSearchesInert, storedSearchesScript} from '../../plugins/search/client/storedSearches';
import {MemoryStorage} from './memory-storage';

const origin = 'https://polly-dart.github.io';
const recent = '__DOCSEARCH_RECENT_SEARCHES__polly_dart';
const favourite = '__DOCSEARCH_FAVORITE_SEARCHES__polly_dart';
const hit = {
  objectID: 'a1',
  url: '/strategies/retry#backoff',
  type: 'lvl2',
  hierarchy: {lvl0: 'Strategies', lvl1: 'Retry', lvl2: 'Backoff', lvl3: null},
  content: null,
};
const hostile = '<img src=x onerror="alert(1)">';

/** A storage class of its own, so that wrapping its prototype touches no other test's. */
function storageClass(): typeof MemoryStorage {
  class OwnStorage extends MemoryStorage {}
  // Methods on the subclass prototype, as Storage's are on Storage.prototype.
  for (const name of ['getItem', 'setItem', 'removeItem'] as const) {
    Object.defineProperty(OwnStorage.prototype, name, {
      value: MemoryStorage.prototype[name],
      writable: true,
      configurable: true,
    });
  }
  return OwnStorage;
}

function freshStorage(entries: Record<string, string> = {}): MemoryStorage {
  return new (storageClass())(entries);
}

function cleaned(entries: Record<string, string>, baseUrl = '/'): Record<string, string> {
  const storage = freshStorage(entries);
  makeStoredSearchesInert(storage, origin, baseUrl, false);
  return storage.snapshot();
}

describe('stored searches on load', () => {
  it('keeps valid stored hits untouched', () => {
    const entries = {
      [recent]: JSON.stringify([hit]),
      [favourite]: JSON.stringify([{...hit, type: 'content', content: 'text'}]),
    };
    expect(cleaned(entries)).toEqual(entries);
  });

  it.each(['{not json', '42', '"retry"', 'null', '{"objectID":"a1"}', ''])('removes a value of %s', (value) => {
    expect(cleaned({[recent]: value, [favourite]: value})).toEqual({});
  });

  it('drops entries that are not stored hits or that leave the site, and keeps the rest in order', () => {
    const second = {...hit, objectID: 'b2', url: `${origin}/intro`};
    const broken = [
      42,
      null,
      [hit],
      {...hit, objectID: 7},
      {...hit, objectID: ''},
      {...hit, url: 'javascript:alert(1)'},
      {...hit, url: 'JavaScript:alert(1)'},
      {...hit, url: ' javascript:alert(1)'},
      {...hit, url: 'data:text/html,<script>alert(1)</script>'},
      {...hit, url: '//evil.example/x'},
      {...hit, url: '/\\evil.example/x'},
      {...hit, url: 'https://evil.example/intro'},
      {...hit, url: 'http://polly-dart.github.io.evil.example/intro'},
      {...hit, type: 'lvl9'},
      {...hit, hierarchy: null},
      {...hit, hierarchy: ['Retry']},
      {...hit, hierarchy: {lvl0: {nested: true}}},
      {...hit, hierarchy: {lvl0: 'A', lvl7: 'B'}},
      {...hit, content: 5},
    ];
    const result = cleaned({[recent]: JSON.stringify([broken[0], hit, ...broken.slice(1), second])});
    expect(JSON.parse(result[recent])).toEqual([hit, second]);
  });

  it('drops links to another site under the same origin (another base path)', () => {
    const other = {...hit, url: '/other-project/intro'};
    const own = {...hit, objectID: 'b', url: '/polly_dart/intro'};
    const result = cleaned({[recent]: JSON.stringify([other, own])}, '/polly_dart/');
    expect(JSON.parse(result[recent])).toEqual([own]);
  });

  it('escapes markup in every string field and leaves out highlight and snippet parts', () => {
    const entry = {
      ...hit,
      hierarchy: {lvl0: hostile, lvl1: `Retry ${hostile}`, lvl2: '<b>x</b>', lvl6: hostile},
      content: hostile,
      anchor: hostile,
      _snippetResult: {content: {value: hostile, matchLevel: 'full'}},
      _highlightResult: {hierarchy: {lvl1: {value: hostile}}},
      __docsearch_parent: {hierarchy: {lvl1: hostile}},
    };
    const [result] = JSON.parse(cleaned({[recent]: JSON.stringify([entry])})[recent]);
    const escaped = '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;';
    expect(result).toEqual({
      objectID: 'a1',
      url: hit.url,
      type: 'lvl2',
      hierarchy: {lvl0: escaped, lvl1: `Retry ${escaped}`, lvl2: '&lt;b&gt;x&lt;/b&gt;', lvl6: escaped},
      content: escaped,
      anchor: escaped,
    });
    expect(JSON.stringify(result)).not.toMatch(/</);
  });

  it('is safe to repeat: an escaped value stays as it is', () => {
    const entry = {...hit, hierarchy: {lvl0: 'Future<T> & "more"', lvl1: 'List&lt;T&gt;'}};
    const once = cleaned({[recent]: JSON.stringify([entry])});
    expect(JSON.parse(once[recent])[0].hierarchy).toEqual({
      lvl0: 'Future&lt;T&gt; &amp; &quot;more&quot;',
      lvl1: 'List&lt;T&gt;',
    });
    expect(cleaned(once)).toEqual(once);
  });

  it('cleans the keys of every index name, and no other key', () => {
    const other = '__DOCSEARCH_SOMETHING_ELSE__';
    expect(cleaned({__DOCSEARCH_RECENT_SEARCHES__hosted_index: '[1]', [other]: '{'})).toEqual({
      __DOCSEARCH_RECENT_SEARCHES__hosted_index: '[]',
      [other]: '{',
    });
  });
});

describe('stored searches read and written later', () => {
  it('cleans what DocSearch writes and what another page wrote after the load', () => {
    const storage = freshStorage({theme: 'dark'});
    makeStoredSearchesInert(storage, origin, '/', true);

    storage.setItem(
      recent,
      JSON.stringify([
        {...hit, hierarchy: {lvl0: hostile}},
        {...hit, url: 'javascript:x'},
      ]),
    );
    expect(JSON.parse(storage.snapshot()[recent])).toEqual([
      {...hit, hierarchy: {lvl0: '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'}},
    ]);
    storage.setItem(favourite, '{not json');
    expect(storage.snapshot()[favourite]).toBeUndefined();

    // Written behind the wrapper's back, as another page of the origin would.
    MemoryStorage.prototype.setItem.call(storage, favourite, JSON.stringify([{...hit, content: hostile}]));
    expect(JSON.parse(storage.getItem(favourite) ?? 'null')).toEqual([
      {...hit, content: '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;'},
    ]);
    MemoryStorage.prototype.setItem.call(storage, favourite, 'null');
    expect(storage.getItem(favourite)).toBeNull();

    // Other keys pass through untouched.
    storage.setItem('theme', '<light>');
    expect(storage.getItem('theme')).toBe('<light>');
  });

  it('leaves other storage objects of the same kind alone', () => {
    const OwnStorage = storageClass();
    const storage = new OwnStorage();
    const session = new OwnStorage();
    makeStoredSearchesInert(storage, origin, '/', true);
    session.setItem(recent, '{kept as written');
    expect(session.getItem(recent)).toBe('{kept as written');
  });
});

describe('storedSearchesScript', () => {
  it('runs on its own, as the inline script does, against the page storage', () => {
    const localStorage = freshStorage({[recent]: '{', [favourite]: JSON.stringify([hit])});
    vm.runInNewContext(storedSearchesScript('/'), {window: {localStorage, location: {origin}}, URL});
    expect(localStorage.snapshot()).toEqual({[favourite]: JSON.stringify([hit])});
    localStorage.setItem(recent, JSON.stringify([{...hit, url: 'https://evil.example/'}]));
    expect(localStorage.snapshot()[recent]).toBe('[]');
  });

  it('swallows a storage that throws (storage disabled by the browser)', () => {
    const window = {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
      location: {origin},
    };
    expect(() => vm.runInNewContext(storedSearchesScript('/'), {window, URL})).not.toThrow();
  });
});
