import vm from 'node:vm';
import {guardScript, guardStoredPreferences} from '../../plugins/storage-guard/guard';
import {MemoryStorage} from './memory-storage';

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

describe('guardScript', () => {
  it('runs on its own, as the inline script does, against the page storage', () => {
    const localStorage = new MemoryStorage({theme: 'purple'});
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
