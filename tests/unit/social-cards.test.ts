import {cardPath} from '@site/src/socialCards/cardPath';
import {
  cardKey,
  cardTree,
  fitTitle,
  pageTitle,
  sectionOf,
  titleFontSize,
  type CardNode,
} from '../../plugins/social-cards/card';

describe('cardPath', () => {
  it('gives every page its own PNG under img/cards, the home page index.png', () => {
    expect(cardPath('/', '/')).toBe('img/cards/index.png');
    expect(cardPath('/intro', '/')).toBe('img/cards/intro.png');
    expect(cardPath('/strategies/retry', '/')).toBe('img/cards/strategies/retry.png');
    expect(cardPath('/blog/tags/dart/', '/')).toBe('img/cards/blog/tags/dart.png');
    expect(cardPath('/404.html', '/')).toBe('img/cards/404.png');
  });

  it('works under a base path and refuses paths outside it or climbing out', () => {
    expect(cardPath('/docs/intro', '/docs/')).toBe('img/cards/intro.png');
    expect(cardPath('/docs/', '/docs/')).toBe('img/cards/index.png');
    expect(cardPath('/other/intro', '/docs/')).toBeNull();
    expect(cardPath('/a/../../etc', '/')).toBeNull();
    expect(cardPath('/a b<script>', '/')).toBeNull();
  });
});

describe('card content', () => {
  const sections = [
    {label: 'Documentation', pages: [{path: '/', title: 'Home', description: ''}]},
    {label: 'Strategies', pages: [{path: '/strategies/retry', title: 'Retry', description: ''}]},
  ];

  it('takes the title without the site suffix', () => {
    expect(pageTitle('Retry | Polly Dart', 'Polly Dart')).toBe('Retry');
    expect(pageTitle('Polly Dart', 'Polly Dart')).toBe('Polly Dart');
    expect(pageTitle(' | Polly Dart', 'Polly Dart')).toBe('Polly Dart');
  });

  it('names the section: sidebar category, Blog, or the first path segment', () => {
    expect(sectionOf('/strategies/retry', '/', sections, 'Polly Dart')).toBe('Strategies');
    expect(sectionOf('/', '/', sections, 'Polly Dart')).toBe('Documentation');
    expect(sectionOf('/blog/tags/dart', '/', sections, 'Polly Dart')).toBe('Blog');
    expect(sectionOf('/playground', '/', sections, 'Polly Dart')).toBe('Playground');
    expect(sectionOf('/404.html', '/', sections, 'Polly Dart')).toBe('Page not found');
  });

  it('shrinks the type as titles grow and cuts very long ones at a word', () => {
    const sizes = ['Retry', 'Combining strategies into pipelines', 'x'.repeat(60), 'x'.repeat(90)].map(titleFontSize);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    expect(new Set(sizes).size).toBe(4);
    const long = 'word '.repeat(40).trim();
    expect(fitTitle(long).length).toBeLessThanOrEqual(110);
    expect(fitTitle(long).endsWith('word…')).toBe(true);
    expect(fitTitle('Retry')).toBe('Retry');
  });
});

describe('cardTree', () => {
  const text = (node: CardNode | string): string[] => {
    if (typeof node === 'string') return [node];
    const children = node.props.children;
    if (children === undefined) return [];
    return (Array.isArray(children) ? children : [children]).flatMap(text);
  };
  const images = (node: CardNode | string): string[] =>
    typeof node === 'string'
      ? []
      : [
          ...(node.props.src ? [node.props.src] : []),
          ...[node.props.children ?? []].flat().flatMap((child) => images(child as CardNode | string)),
        ];

  it('says the site name, section, title and host, with the logo, on a 1200 × 630 card', () => {
    const tree = cardTree(
      {title: 'Circuit breaker', section: 'Strategies', siteName: 'Polly Dart', host: 'polly-dart.github.io'},
      'data:image/svg+xml;base64,PHN2Zy8+',
    );
    expect(tree.props.style).toMatchObject({width: 1200, height: 630});
    expect(text(tree)).toEqual(['Polly Dart', 'Strategies', 'Circuit breaker', 'polly-dart.github.io']);
    expect(images(tree)).toEqual(['data:image/svg+xml;base64,PHN2Zy8+']);
  });
});

describe('cardKey', () => {
  const content = {title: 'Retry', section: 'Strategies', siteName: 'Polly Dart', host: 'polly-dart.github.io'};
  const inputs = {logo: '<svg/>', fonts: [new Uint8Array([1, 2, 3])], layout: 'v1', renderers: 'satori@1'};

  it('is the same for the same inputs and changes with any of them', () => {
    const key = cardKey(content, inputs);
    expect(cardKey({...content}, {...inputs})).toBe(key);
    const changed = [
      cardKey({...content, title: 'Retry!'}, inputs),
      cardKey({...content, section: 'Blog'}, inputs),
      cardKey({...content, host: 'example.org'}, inputs),
      cardKey(content, {...inputs, logo: '<svg />'}),
      cardKey(content, {...inputs, fonts: [new Uint8Array([1, 2, 4])]}),
      cardKey(content, {...inputs, layout: 'v2'}),
      cardKey(content, {...inputs, renderers: 'satori@2'}),
    ];
    expect(new Set([key, ...changed]).size).toBe(changed.length + 1);
  });
});
