import {manifest} from '@site/src/api/manifest';
import {
  allDocLinks,
  constructorDocUrl,
  enumValueDocUrl,
  memberDocUrl,
  pubDevDocsRoot,
  symbolDocUrl,
} from '@site/src/api/pubDev';

const root = 'https://pub.dev/documentation/polly_dart/latest/polly_dart/';

describe('dartdoc addresses of polly_dart 0.0.9', () => {
  it('point at the latest docs of the polly_dart library on pub.dev', () => {
    expect(pubDevDocsRoot).toBe('https://pub.dev/documentation/polly_dart/latest/');
  });

  it('give classes of every kind the -class.html page, enums and typedefs the plain one', () => {
    expect(symbolDocUrl(manifest, 'RetryStrategyOptions')).toBe(`${root}RetryStrategyOptions-class.html`);
    expect(symbolDocUrl(manifest, 'ResilienceStrategy')).toBe(`${root}ResilienceStrategy-class.html`); // abstract
    expect(manifest.classes.Outcome.kind).toBe('sealed class');
    expect(symbolDocUrl(manifest, 'Outcome')).toBe(`${root}Outcome-class.html`);
    expect(symbolDocUrl(manifest, 'CircuitState')).toBe(`${root}CircuitState.html`); // enum
    expect(symbolDocUrl(manifest, 'DelayGenerator')).toBe(`${root}DelayGenerator.html`); // typedef
  });

  it('derive the page of every exported symbol from its kind in the manifest', () => {
    expect(manifest.symbols).toHaveLength(76);
    for (const symbol of manifest.symbols) {
      const cls = manifest.classes[symbol];
      const expected = cls && cls.kind !== 'enum' ? `${root}${symbol}-class.html` : `${root}${symbol}.html`;
      expect([symbol, symbolDocUrl(manifest, symbol)]).toEqual([symbol, expected]);
    }
  });

  it('put constructors, fields, getters and methods in their class folder', () => {
    expect(constructorDocUrl(manifest, 'RetryStrategyOptions', '')).toBe(
      `${root}RetryStrategyOptions/RetryStrategyOptions.html`,
    );
    expect(constructorDocUrl(manifest, 'RetryStrategyOptions', 'noDelay')).toBe(
      `${root}RetryStrategyOptions/RetryStrategyOptions.noDelay.html`,
    );
    expect(memberDocUrl(manifest, 'RetryStrategyOptions', 'maxRetryAttempts')).toBe(
      `${root}RetryStrategyOptions/maxRetryAttempts.html`,
    );
    expect(memberDocUrl(manifest, 'ResiliencePipelineBuilder', 'addRetry')).toBe(
      `${root}ResiliencePipelineBuilder/addRetry.html`,
    );
    expect(enumValueDocUrl(manifest, 'CircuitState', 'halfOpen')).toBe(`${root}CircuitState.html`);
  });

  it('refuse names the manifest does not have', () => {
    expect(() => symbolDocUrl(manifest, 'BrokenCircuitException')).toThrow(/not a symbol exported/);
    expect(() => constructorDocUrl(manifest, 'RetryStrategyOptions', 'exponential')).toThrow(/no constructor/);
    expect(() => memberDocUrl(manifest, 'RetryStrategyOptions', 'jitter')).toThrow(/declares no member/);
    expect(() => enumValueDocUrl(manifest, 'CircuitState', 'broken')).toThrow(/no value/);
  });

  describe('every symbol, constructor and member of the manifest', () => {
    const links = allDocLinks(manifest);
    const count = manifest.symbols.reduce((sum, symbol) => {
      const cls = manifest.classes[symbol];
      if (!cls) return sum + 1;
      const members = cls.fields.length + cls.getters.length + cls.methods.length;
      return sum + 1 + cls.constructors.length + members + (cls.values?.length ?? 0);
    }, 0);

    it('has one address, with a distinct label', () => {
      expect(links).toHaveLength(count);
      expect(new Set(links.map((link) => link.label)).size).toBe(links.length);
    });

    it('has an address in its own symbol’s page or folder, made of URL-safe characters only', () => {
      for (const {label, url} of links) {
        const [symbol, member] = label.split('.');
        const file = url.slice(root.length);
        expect(url.startsWith(root)).toBe(true);
        expect(encodeURI(url)).toBe(url);
        const cls = manifest.classes[symbol];
        if (member === undefined) {
          expect([label, file]).toEqual([
            label,
            cls && cls.kind !== 'enum' ? `${symbol}-class.html` : `${symbol}.html`,
          ]);
        } else if (cls.values?.includes(member)) {
          expect([label, file]).toEqual([label, `${symbol}.html`]);
        } else if (member === 'new') {
          expect([label, file]).toEqual([label, `${symbol}/${symbol}.html`]);
        } else if (cls.constructors.some((c) => c.name === member)) {
          expect([label, file]).toEqual([label, `${symbol}/${symbol}.${member}.html`]);
        } else {
          expect([label, file]).toEqual([label, `${symbol}/${member}.html`]);
        }
      }
    });
  });
});
