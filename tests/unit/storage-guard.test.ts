import fs from 'node:fs';
import vm from 'node:vm';
import {GUARD_FILE} from '../../plugins/storage-guard';
import {MemoryStorage} from './memory-storage';

/** The guard's file, run as the browser runs the inline script: with the page's storage and the script element. */
const script = fs.readFileSync(GUARD_FILE, 'utf8');
function run(window: {localStorage: Storage}, announcementId: string | null): void {
  const currentScript = {getAttribute: (name: string) => (name === 'data-announcement-id' ? announcementId : null)};
  vm.runInNewContext(script, {window, document: {currentScript}});
}

function guarded(
  entries: Record<string, string>,
  announcementId: string | null = 'polly-dart-0-0-9',
): Record<string, string> {
  const storage = new MemoryStorage(entries);
  run({localStorage: storage}, announcementId);
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

describe('the inline script', () => {
  it('runs on its own with no current script (no announcement id known)', () => {
    const localStorage = new MemoryStorage({theme: 'purple', 'docusaurus.announcement.dismiss': 'true'});
    vm.runInNewContext(script, {window: {localStorage}, document: {currentScript: null}});
    expect(localStorage.snapshot()).toEqual({'docusaurus.announcement.dismiss': 'true'});
  });

  it('swallows a storage that throws (storage disabled by the browser)', () => {
    const window = {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
    };
    expect(() => run(window, null)).not.toThrow();
  });
});
