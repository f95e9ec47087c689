import {twinFile} from '../../plugins/llms/llms';
import {absoluteUrl, assistantPrompt, chatGptUrl, claudeUrl, copyMessage, twinPath} from '@site/src/pageTools/links';

describe('twinPath', () => {
  it('adds .md to a page path, and names the docs home index.md', () => {
    expect(twinPath('/intro', '/')).toBe('/intro.md');
    expect(twinPath('/strategies/retry', '/')).toBe('/strategies/retry.md');
    expect(twinPath('/', '/')).toBe('/index.md');
    expect(twinPath('/api/outcome/', '/')).toBe('/api/outcome.md');
  });

  it('keeps the base path', () => {
    expect(twinPath('/docs/intro', '/docs/')).toBe('/docs/intro.md');
    expect(twinPath('/docs/', '/docs/')).toBe('/docs/index.md');
    expect(twinPath('/docs/intro', '/docs')).toBe('/docs/intro.md');
  });

  it('names the file plugins/llms writes, under the base path', () => {
    for (const baseUrl of ['/', '/docs/'])
      for (const page of ['', 'intro', 'strategies/retry', 'api/outcome/']) {
        const permalink = `${baseUrl}${page}`;
        expect(twinPath(permalink, baseUrl)).toBe(`${baseUrl}${twinFile(permalink, baseUrl)}`);
      }
  });
});

describe('assistant links', () => {
  const markdown = absoluteUrl('https://polly-dart.github.io/', '/strategies/retry.md');
  const prompt = assistantPrompt('Retry', 'Polly Dart', markdown);

  it('point the assistant at the absolute address of the Markdown twin', () => {
    expect(markdown).toBe('https://polly-dart.github.io/strategies/retry.md');
    expect(prompt).toContain('https://polly-dart.github.io/strategies/retry.md');
    expect(prompt).toContain('"Retry"');
    expect(prompt).toContain('Polly Dart');
  });

  it('carry the prompt whole in the q parameter of ChatGPT and Claude', () => {
    for (const [make, origin] of [
      [chatGptUrl, 'https://chatgpt.com/'],
      [claudeUrl, 'https://claude.ai/new'],
    ] as const) {
      const url = new URL(make(prompt));
      expect(`${url.origin}${url.pathname}`).toBe(origin);
      expect(url.searchParams.get('q')).toBe(prompt);
      expect([...url.searchParams.keys()]).toEqual(['q']);
    }
  });

  it('escape what would break the query string', () => {
    const tricky = assistantPrompt('A & B #1 ?x=y', 'Site', 'https://example.org/a.md');
    expect(new URL(chatGptUrl(tricky)).searchParams.get('q')).toBe(tricky);
    expect(chatGptUrl(tricky)).not.toMatch(/[ &#]/);
  });
});

describe('copyMessage', () => {
  it('says what happened, and why a copy failed', () => {
    expect(copyMessage({ok: true})).toBe('Copied this page as Markdown.');
    expect(copyMessage({ok: false, failure: 'clipboard'})).toMatch(/^Could not copy: .*clipboard/);
    expect(copyMessage({ok: false, failure: 'fetch', status: 404})).toMatch(/^Could not copy: .*HTTP 404/);
    expect(copyMessage({ok: false, failure: 'fetch'})).toMatch(/^Could not copy: .*network error/);
  });
});
