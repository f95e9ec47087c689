import {manifest} from '@site/src/api/manifest';
import {anchorsOf, describeSymbol, formatParams, softBreaks, tokenizeType} from '@site/src/api/members';
import {memberAnchor, symbolAnchor, symbolHref} from '@site/src/api/pages';

const classNames = Object.keys(manifest.classes);

describe('describeSymbol', () => {
  it('refuses names that polly_dart 0.0.9 does not export', () => {
    expect(() => describeSymbol(manifest, 'RateLimitExceededException')).toThrow(/not a symbol exported/);
    expect(() => describeSymbol(manifest, 'BrokenCircuitException')).toThrow(/not a symbol exported/);
  });

  it('lists the unnamed and every named constructor of RetryStrategyOptions', () => {
    const view = describeSymbol(manifest, 'RetryStrategyOptions');
    expect(view.constructors.map((c) => c.name)).toEqual([
      'RetryStrategyOptions',
      'RetryStrategyOptions.noDelay',
      'RetryStrategyOptions.immediate',
      'RetryStrategyOptions.infinite',
    ]);
    expect(view.constructors.map((c) => c.id)).toEqual([
      'retrystrategyoptions-retrystrategyoptions',
      'retrystrategyoptions-nodelay',
      'retrystrategyoptions-immediate',
      'retrystrategyoptions-infinite',
    ]);
  });

  it('gives the unnamed constructor parameters the option anchors and named ones their own', () => {
    const view = describeSymbol(manifest, 'RetryStrategyOptions');
    const [unnamed, noDelay] = view.constructors;
    expect(unnamed.params.find((p) => p.name === 'maxRetryAttempts')?.id).toBe('retrystrategyoptions-maxretryattempts');
    expect(noDelay.params.find((p) => p.name === 'maxRetryAttempts')?.id).toBe(
      'retrystrategyoptions-nodelay-maxretryattempts',
    );
    expect(view.properties.find((p) => p.name === 'maxRetryAttempts')?.id).toBe(
      'retrystrategyoptions-maxretryattempts-field',
    );
  });

  it('shows the fields a named constructor sets itself, linked to their rows', () => {
    const immediate = describeSymbol(manifest, 'RetryStrategyOptions').constructors[2];
    expect(immediate.fixed).toContainEqual({
      name: 'delay',
      value: 'Duration.zero',
      id: 'retrystrategyoptions-delay',
    });
    expect(immediate.fixed.map((f) => f.name)).toEqual(
      Object.keys(manifest.classes.RetryStrategyOptions.constructors[2].fixedFields ?? {}),
    );
  });

  it('lets a property take the member anchor when no unnamed constructor holds it', () => {
    const view = describeSymbol(manifest, 'RateLimiterStrategyOptions');
    expect(view.properties.find((p) => p.name === 'permitLimit')?.id).toBe('ratelimiterstrategyoptions-permitlimit');
    expect(view.constructors[0].params[0].id).toBe('ratelimiterstrategyoptions-tokenbucket-permitlimit');
    const outcome = describeSymbol(manifest, 'Outcome');
    expect(outcome.properties.find((p) => p.name === 'result')?.id).toBe('outcome-result');
  });

  it('carries every constructor parameter of every class with its exact type, default and kind', () => {
    for (const name of classNames) {
      const view = describeSymbol(manifest, name);
      manifest.classes[name].constructors.forEach((ctor, i) => {
        const rows = view.constructors[i].params;
        expect(rows.map((r) => [r.name, r.type, r.defaultValue, r.required, r.named])).toEqual(
          ctor.params.map((p) => [p.name, p.type, p.default, p.required, p.named]),
        );
      });
    }
  });

  it('carries every field, getter, method and enum value of every class', () => {
    for (const name of classNames) {
      const cls = manifest.classes[name];
      const view = describeSymbol(manifest, name);
      expect(view.properties.map((p) => p.name)).toEqual([...cls.fields, ...cls.getters].map((m) => m.name));
      expect(view.methods.map((m) => m.name)).toEqual(cls.methods.map((m) => m.name));
      expect(view.values.map((v) => v.name)).toEqual(cls.values ?? []);
      expect(view.since).toBe(cls.since);
    }
  });

  it('gives every symbol unique row anchors that start with its own anchor', () => {
    for (const name of manifest.symbols) {
      const ids = anchorsOf(describeSymbol(manifest, name));
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id.startsWith(`${symbolAnchor(name)}-`)).toBe(true);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('writes Dart signatures for methods, static ones included', () => {
    const pipeline = describeSymbol(manifest, 'ResiliencePipeline');
    expect(pipeline.methods.find((m) => m.name === 'execute')?.signature).toBe(
      'Future<T> execute<T>(ResilienceCallback<T> callback, {ResilienceContext? context})',
    );
    const outcome = describeSymbol(manifest, 'Outcome');
    expect(outcome.methods.find((m) => m.name === 'fromFuture')?.signature).toBe(
      'static Future<Outcome<T>> fromFuture<T>(Future<T> future)',
    );
    const builder = describeSymbol(manifest, 'ResiliencePipelineBuilder');
    expect(builder.methods.find((m) => m.name === 'addMemoryCache')?.signature).toBe(
      'ResiliencePipelineBuilder addMemoryCache<T>({Duration? ttl, int? maxSize, Duration cleanupInterval = const Duration(minutes: 5)})',
    );
  });

  it('describes typedefs by their signature and parameters, and enums by their values', () => {
    const delayGenerator = describeSymbol(manifest, 'DelayGenerator');
    expect(delayGenerator.declaration).toBe(manifest.functions.DelayGenerator.signature);
    expect(delayGenerator.typedefParams.map((p) => [p.id, p.type])).toEqual([
      ['delaygenerator-args', 'DelayGeneratorArguments<T>'],
    ]);
    const state = describeSymbol(manifest, 'CircuitState');
    expect(state.declaration).toBe('enum CircuitState { closed, open, halfOpen, isolated }');
    expect(state.values.map((v) => v.id)).toContain('circuitstate-halfopen');
  });

  it('marks members added after their class', () => {
    const outcome = describeSymbol(manifest, 'Outcome');
    expect(outcome.methods.find((m) => m.name === 'when')?.since).toBe('0.0.9');
    expect(outcome.methods.find((m) => m.name === 'asFuture')?.since).toBeUndefined();
    const opened = describeSymbol(manifest, 'OnCircuitOpenedArguments');
    expect(opened.properties.find((p) => p.name === 'outcome')?.since).toBe('0.0.9');
    expect(opened.properties.find((p) => p.name === 'isManual')?.since).toBe('0.0.9');
    expect(opened.properties.find((p) => p.name === 'breakDuration')?.since).toBeUndefined();
  });

  it('shows RateLimiterRejectedException.message as changed in 0.0.9, not as new', () => {
    // lib/src/strategies/rate_limiter_strategy.dart at 2a85979: `this.message` moved from an
    // optional positional parameter into the named ones; the field itself dates from 0.0.1.
    const view = describeSymbol(manifest, 'RateLimiterRejectedException');
    const message = view.constructors[0].params.find((p) => p.name === 'message');
    expect(message?.since).toBeUndefined();
    expect(message?.changed).toEqual({version: '0.0.9', what: 'became named'});
    expect(view.properties.find((p) => p.name === 'message')?.since).toBeUndefined();
    expect(view.constructors[0].params.find((p) => p.name === 'retryAfter')?.since).toBe('0.0.9');
  });
});

/** Every member a table can badge, with the symbol's own release. */
function datedMembers(): {symbol: string; member: string; since?: string; classSince: string}[] {
  return classNames.flatMap((symbol) => {
    const cls = manifest.classes[symbol];
    const members = [
      ...cls.fields.map((f) => ({member: f.name, since: f.since})),
      ...cls.getters.map((g) => ({member: g.name, since: g.since})),
      ...cls.methods.map((m) => ({member: `${m.name}()`, since: m.since})),
      ...cls.constructors.flatMap((c) =>
        c.params.map((p) => ({member: `${c.name || 'new'}(${p.name})`, since: p.since})),
      ),
    ];
    return members.map((m) => ({symbol, classSince: cls.since, ...m}));
  });
}

const version = (v: string) => v.split('.').map(Number);
const later = (a: string, b: string) => {
  const [x, y] = [version(a), version(b)];
  const i = x.findIndex((n, k) => n !== y[k]);
  return i >= 0 && x[i] > y[i];
};

describe('the release each member was added in', () => {
  it('is later than its class whenever it is given', () => {
    const wrong = datedMembers().filter((m) => m.since !== undefined && !later(m.since, m.classSince));
    expect(wrong).toEqual([]);
  });

  it('is the same for a field and the constructor parameter that sets it', () => {
    const mismatches = classNames.flatMap((symbol) => {
      const cls = manifest.classes[symbol];
      return cls.constructors.flatMap((c) =>
        c.params.flatMap((p) => {
          const field = cls.fields.find((f) => f.name === p.name);
          return field && field.since !== p.since
            ? [
                `${symbol}.${p.name}: field ${field.since ?? 'with its class'}, parameter ${p.since ?? 'with its class'}`,
              ]
            : [];
        }),
      );
    });
    expect(mismatches).toEqual([]);
  });

  it('marks exactly the members the 0.0.9 release added (CHANGELOG.md at 2a85979)', () => {
    const added = datedMembers()
      .filter((m) => m.since === '0.0.9' && !m.member.includes('('))
      .map((m) => `${m.symbol}.${m.member}`)
      .sort();
    expect(added).toEqual(
      [
        'BreakDurationGeneratorArguments.outcome',
        'HedgingDelayGeneratorArguments.primaryOutcome',
        'OnCircuitClosedArguments.isManual',
        'OnCircuitOpenedArguments.isManual',
        'OnCircuitOpenedArguments.outcome',
        'OnHedgingArguments.outcome',
        'OnRateLimiterRejectedArguments.retryAfter',
        'RateLimiterRejectedException.retryAfter',
        'ResiliencePipeline.empty',
      ].sort(),
    );
    const methods = datedMembers()
      .filter((m) => m.since === '0.0.9' && m.member.endsWith('()'))
      .map((m) => `${m.symbol}.${m.member}`)
      .sort();
    expect(methods).toEqual(
      ['Outcome.tryGetException()', 'Outcome.tryGetResult()', 'Outcome.when()', 'PredicateBuilder.handleWhen()'].sort(),
    );
  });
});

describe('formatParams', () => {
  it('groups required positional, optional positional and named parameters as Dart does', () => {
    const timeout = manifest.classes.TimeoutRejectedException.constructors[0].params;
    expect(formatParams(timeout, false)).toBe('(timeout, [message])');
    expect(formatParams(timeout)).toBe("(Duration timeout, [String message = 'The operation timed out'])");
    const rateLimiter = manifest.classes.RateLimiterRejectedException.constructors[0].params;
    expect(formatParams(rateLimiter, false)).toBe('(reason, {retryAfter, message})');
    const tokenBucket = manifest.classes.RateLimiterStrategyOptions.constructors[0].params;
    expect(formatParams(tokenBucket, false)).toBe(
      '({required permitLimit, required window, segmentsPerWindow, onRejected})',
    );
    expect(formatParams([])).toBe('()');
  });
});

describe('tokenizeType', () => {
  it('picks out exported symbol names and leaves the rest as text', () => {
    expect(tokenizeType('Future<Outcome<T>>', manifest.symbols)).toEqual([
      {text: 'Future<'},
      {text: 'Outcome', symbol: 'Outcome'},
      {text: '<T>>'},
    ]);
    expect(tokenizeType('bool Function(Outcome<T> outcome)', manifest.symbols).filter((t) => t.symbol)).toEqual([
      {text: 'Outcome', symbol: 'Outcome'},
    ]);
  });

  it('keeps the described symbol as plain text and does not link partial names', () => {
    expect(tokenizeType('RetryStrategyOptions<T>', manifest.symbols, 'RetryStrategyOptions')).toEqual([
      {text: 'RetryStrategyOptions<T>'},
    ]);
    expect(tokenizeType('OutcomeX', manifest.symbols)).toEqual([{text: 'OutcomeX'}]);
  });
});

describe('softBreaks', () => {
  it('splits inside camel-case names and after angle brackets, dots and slashes without losing text', () => {
    expect(softBreaks('BreakDurationGenerator<T>?')).toEqual(['Break', 'Duration', 'Generator<', 'T>?']);
    expect(softBreaks('DelayBackoffType.exponential')).toEqual(['Delay', 'Backoff', 'Type.', 'exponential']);
    expect(softBreaks('lib/src/outcome.dart')).toEqual(['lib/', 'src/', 'outcome.', 'dart']);
    expect(softBreaks('int')).toEqual(['int']);
  });
});

describe('anchors and links', () => {
  it('builds lower-case anchors and site paths', () => {
    expect(symbolAnchor('RetryStrategyOptions')).toBe('retrystrategyoptions');
    expect(memberAnchor('RetryStrategyOptions', 'maxRetryAttempts')).toBe('retrystrategyoptions-maxretryattempts');
    expect(symbolHref('RetryStrategyOptions')).toBe('/api/retry-strategy#retrystrategyoptions');
    expect(symbolHref('CancellationToken')).toBe('/api/resilience-context#cancellationtoken');
    expect(symbolHref('Future')).toBeUndefined();
  });
});
