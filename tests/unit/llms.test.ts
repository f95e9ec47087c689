import {htmlFiles} from '../../plugins/lib/built-pages';
import {
  llmsFullTxt,
  llmsTxt,
  pageUrl,
  siteRoot,
  twinFile,
  twinHeader,
  twinMarkdown,
  type LlmsSite,
} from '../../plugins/llms/llms';

const site: LlmsSite = {
  title: 'Polly Dart',
  tagline: 'Resilience for Dart.',
  url: 'https://polly-dart.github.io',
  baseUrl: '/',
};
const project: LlmsSite = {...site, url: 'https://example.github.io/', baseUrl: '/polly_dart/'};
const retry = {path: '/strategies/retry', title: 'Retry', description: 'Run a failed call again.'};
const home = {path: '/', title: 'Home', description: ''};
const post = {path: '/blog/introducing-polly-dart', title: 'Introducing polly_dart', description: 'The announcement.'};

describe('file names and addresses', () => {
  it('puts a twin next to its page, the docs home at index.md', () => {
    expect(twinFile('/strategies/retry', '/')).toBe('strategies/retry.md');
    expect(twinFile('/', '/')).toBe('index.md');
    expect(twinFile('/polly_dart/intro', '/polly_dart/')).toBe('intro.md');
    expect(twinFile('/polly_dart/', '/polly_dart/')).toBe('index.md');
    expect(twinFile('/intro/', '/')).toBe('intro.md');
  });

  it('looks for a page as name.html, then name/index.html', () => {
    expect(htmlFiles('/strategies/retry', '/')).toEqual(['strategies/retry.html', 'strategies/retry/index.html']);
    expect(htmlFiles('/', '/')).toEqual(['index.html']);
    expect(htmlFiles('/polly_dart/intro', '/polly_dart/')).toEqual(['intro.html', 'intro/index.html']);
    expect(htmlFiles('/polly_dart', '/polly_dart/')).toEqual(['index.html']);
    expect(htmlFiles('/other/intro', '/polly_dart/')).toEqual([]);
    expect(htmlFiles('/404.html', '/')).toEqual([]);
  });

  it('joins the site address and base path without doubled slashes', () => {
    expect(siteRoot(project.url, project.baseUrl)).toBe('https://example.github.io/polly_dart/');
    expect(pageUrl(project, {...retry, path: '/polly_dart/strategies/retry'})).toBe(
      'https://example.github.io/polly_dart/strategies/retry',
    );
  });
});

describe('twinHeader', () => {
  it('names the library release and the canonical address first, as front matter', () => {
    expect(twinHeader({package: 'polly_dart', version: '0.0.9'}, 'https://polly-dart.github.io/strategies/retry')).toBe(
      '---\nlibrary: polly_dart 0.0.9\ncanonical: https://polly-dart.github.io/strategies/retry\n---\n\n',
    );
  });
});

describe('twinMarkdown', () => {
  it('heads the content with title, description and source address', () => {
    expect(twinMarkdown(retry, 'https://polly-dart.github.io/strategies/retry', '\nBody text.\n\n')).toBe(
      '# Retry\n\n> Run a failed call again.\n\nSource: https://polly-dart.github.io/strategies/retry\n\nBody text.\n',
    );
  });

  it('leaves out an empty description', () => {
    expect(twinMarkdown(home, 'https://polly-dart.github.io/', 'Body.')).toBe(
      '# Home\n\nSource: https://polly-dart.github.io/\n\nBody.\n',
    );
  });
});

describe('llmsTxt', () => {
  const text = llmsTxt(
    site,
    [
      {label: 'Start here', pages: [home]},
      {label: 'Strategies', pages: [retry]},
    ],
    [post],
  );

  it('starts with the title and the tagline as summary', () => {
    expect(text.startsWith('# Polly Dart\n\n> Resilience for Dart.\n\n')).toBe(true);
    expect(text).toContain('[llms-full.txt](https://polly-dart.github.io/llms-full.txt)');
  });

  it('lists docs by section with links to their twins and their descriptions', () => {
    expect(text).toContain(
      '## Start here\n\n- [Home](https://polly-dart.github.io/index.md)\n\n## Strategies\n\n- [Retry](https://polly-dart.github.io/strategies/retry.md): Run a failed call again.',
    );
  });

  it('ends with the blog posts, linked as pages', () => {
    expect(
      text.endsWith(
        '## Blog\n\n- [Introducing polly_dart](https://polly-dart.github.io/blog/introducing-polly-dart): The announcement.\n',
      ),
    ).toBe(true);
  });

  it('has no blog section without posts, and honours the base path', () => {
    const projectText = llmsTxt(
      project,
      [{label: 'Docs', pages: [{...retry, path: '/polly_dart/strategies/retry'}]}],
      [],
    );
    expect(projectText).not.toContain('## Blog');
    expect(projectText).toContain('(https://example.github.io/polly_dart/strategies/retry.md)');
  });
});

describe('llmsFullTxt', () => {
  it('puts every twin after the site heading, separated by rules', () => {
    const twins = [
      {page: home, url: 'https://polly-dart.github.io/', markdown: '# Home\n\nOne.\n'},
      {page: retry, url: 'https://polly-dart.github.io/strategies/retry', markdown: '# Retry\n\nTwo.\n'},
    ];
    expect(llmsFullTxt(site, twins)).toBe(
      '# Polly Dart\n\n> Resilience for Dart.\n\n---\n\n# Home\n\nOne.\n\n---\n\n# Retry\n\nTwo.\n',
    );
  });
});
