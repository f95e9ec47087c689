import {
  answerFor,
  feedbackStorageKey,
  githubRepoUrl,
  issueUrl,
  maxRemembered,
  readAnswers,
  withAnswer,
} from '@site/src/feedback/feedback';

describe('stored answers', () => {
  it('live under one project key', () => {
    expect(feedbackStorageKey).toBe('polly-dart.page-feedback');
  });

  it('are remembered per page', () => {
    let raw = withAnswer(null, '/intro', 'yes');
    raw = withAnswer(raw, '/strategies/retry', 'no');
    expect(answerFor(raw, '/intro')).toBe('yes');
    expect(answerFor(raw, '/strategies/retry')).toBe('no');
    expect(answerFor(raw, '/strategies/timeout')).toBeNull();
    raw = withAnswer(raw, '/intro', 'no');
    expect(answerFor(raw, '/intro')).toBe('no');
    expect(JSON.parse(raw)).toEqual({'/strategies/retry': 'no', '/intro': 'no'});
  });

  it('ignore a value that is not JSON, not an object, or an entry that is not a page and a yes or no', () => {
    for (const raw of [null, '', 'yes', '{', '[]', '["/intro","yes"]', 'null', '42', '"yes"'])
      expect(answerFor(raw, '/intro')).toBeNull();
    const hostile = JSON.stringify({
      '/intro': '<img src=x onerror=alert(1)>',
      '/a': 'YES',
      '/b': true,
      '/c': {toString: 'yes'},
      'javascript:alert(1)': 'yes',
      '/<script>': 'no',
      '/ok': 'yes',
    });
    expect([...readAnswers(hostile)]).toEqual([['/ok', 'yes']]);
    expect(answerFor('{"__proto__": "yes"}', '__proto__')).toBeNull();
    expect(answerFor('{"__proto__": {"/intro": "yes"}}', '/intro')).toBeNull();
  });

  it('drop invalid entries when a new answer is written', () => {
    const raw = withAnswer(JSON.stringify({'/intro': '<b>', '/x': 'no'}), '/y', 'yes');
    expect(JSON.parse(raw)).toEqual({'/x': 'no', '/y': 'yes'});
  });

  it(`keep the latest ${maxRemembered} answers`, () => {
    let raw: string | null = null;
    for (let i = 0; i <= maxRemembered; i += 1) raw = withAnswer(raw, `/page-${i}`, 'yes');
    expect(readAnswers(raw).size).toBe(maxRemembered);
    expect(answerFor(raw, '/page-0')).toBeNull();
    expect(answerFor(raw, `/page-${maxRemembered}`)).toBe('yes');
  });
});

describe('the issue a "No" opens', () => {
  it('is a new issue on the repository, with the page title and address', () => {
    const url = new URL(
      issueUrl('https://github.com/flutterninja9/polly_dart', {
        title: 'Retry & backoff',
        url: 'https://polly-dart.github.io/strategies/retry',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/flutterninja9/polly_dart/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs: "Retry & backoff" did not help');
    expect(url.searchParams.get('body')).toContain('Page: Retry & backoff\n');
    expect(url.searchParams.get('body')).toContain('Address: https://polly-dart.github.io/strategies/retry\n');
  });

  it('goes only to a GitHub repository address', () => {
    expect(githubRepoUrl('https://github.com/flutterninja9/polly_dart')).toBe(
      'https://github.com/flutterninja9/polly_dart',
    );
    expect(githubRepoUrl('https://github.com/flutterninja9/polly_dart.git/')).toBe(
      'https://github.com/flutterninja9/polly_dart',
    );
    for (const bad of [undefined, 42, '', 'http://github.com/a/b', 'https://evil.example/a/b', 'https://github.com/a'])
      expect(githubRepoUrl(bad)).toBeNull();
  });
});
