/**
 * Figures and sequences the pages state, checked against the models of src/models/: the hedging
 * floor and call count with the defaults (src/models/hedging, after hedging_strategy.dart:138-189
 * at 2a85979), the times of the hedging sample's two calls, the token bucket's burst
 * (src/models/rateLimiter, rate_limiter_strategy.dart:180-193), and one statement of each rule
 * that the site once told two ways (a claim that comes back fails here).
 */
import fs from 'node:fs';
import path from 'node:path';
import {HEDGING_DEFAULTS, hedgingTimeline} from '@site/src/models/hedging';
import {evenlySpaced, slidingWindow, tokenBucket} from '@site/src/models/rateLimiter';
import {simLayers, type StrategyKind} from '@site/src/models/pipeline';
import {COMPOSITION_ORDER} from '@site/src/models/decisionGuide';
import {
  CANCELLATION,
  CLIENTS,
  COMPOSER_OPTIONS,
  callsUntilOpen,
  scenario,
  simulateLayout,
} from '@site/src/models/pipelineSimulation';
import manifestJson from '../../data/polly_dart-0.0.9.json';

const docs = path.join(__dirname, '..', '..', 'docs');
const page = (route: string) => fs.readFileSync(path.join(docs, `${route}.mdx`), 'utf8');

function allPages(dir = docs): {route: string; text: string}[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return allPages(full);
    if (!entry.name.endsWith('.mdx')) return [];
    return [{route: path.relative(docs, full).replace(/\.mdx$/, ''), text: fs.readFileSync(full, 'utf8')}];
  });
}

/** The sentence of `text` that matches `pattern`, or a failure naming the missing claim. */
function claim(route: string, pattern: RegExp): RegExpMatchArray {
  const match = page(route).match(pattern);
  if (!match) throw new Error(`${route}: the claim ${pattern} is gone; update this test with the page`);
  return match;
}

const WORDS: Record<string, number> = {one: 1, two: 2, twice: 2, three: 3};
const msOf = (amount: string, unit: string) => (WORDS[amount] ?? Number(amount)) * (/^s|second/.test(unit) ? 1000 : 1);

describe('hedging with the default options', () => {
  // A primary that answers at once: the caller still waits for the last hedge to start.
  const fast = hedgingTimeline(HEDGING_DEFAULTS, [
    {durationMs: 5, succeeds: true},
    {durationMs: 5, succeeds: true},
  ]);

  it.each([
    ['strategies/hedging', /each call takes at least (one) (second) and runs your callback (twice)/],
    ['strategies/hedging', /With the default delay that is (one) full (second) per call[^.]*\.()/],
    ['strategies/overview', /runs the work (twice) and no call comes back in less than (one) (second)/],
    ['api/hedging-strategy', /with the defaults every call takes at least (1) (s) and runs the operation (twice)/],
  ] as const)('%s states the floor and the calls the model gives (%s)', (route, pattern) => {
    const [, a, b, c] = claim(route, pattern);
    const figures = [a, b, c].filter((x) => x !== '');
    const calls = figures.find((x) => x === 'twice');
    const amount = figures.find((x) => x !== 'twice' && !/^(s|second)$/.test(x));
    const unit = figures.find((x) => /^(s|second)$/.test(x));
    expect(msOf(amount ?? '', unit ?? '')).toBe(fast.decidedAtMs);
    if (calls) expect(WORDS[calls]).toBe(fast.attempts.length);
    expect(fast.attempts.every((a) => a.startMs <= fast.decidedAtMs)).toBe(true);
  });

  it('the guide says one hedge, so every call runs the work twice', () => {
    claim(
      'strategies/hedging',
      /With the default options there is one hedged attempt, so every call runs the work twice\./,
    );
    expect(HEDGING_DEFAULTS.maxHedgedAttempts).toBe(1);
    expect(fast.attempts).toHaveLength(2);
  });
});

describe('the hedging guide’s sample and timeline', () => {
  const source = page('strategies/hedging');
  const sample = source.slice(source.indexOf('## Try it'), source.indexOf('<HedgingSimulator'));
  const delayMs = Number(/delay: const Duration\(milliseconds: (\d+)\)/.exec(sample)?.[1]);
  const runs = [...(/in \[(.*)\]\) \{/.exec(sample)?.[1] ?? '').matchAll(/\((\d+), (\d+)\)/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  const printed = [...sample.matchAll(/\/\/ attempt (\d) \(took (\d+) ms\), returned after (\d+) ms/g)].map((m) =>
    m.slice(1).map(Number),
  );

  it('prints what the model computes for each call', () => {
    expect(runs).toHaveLength(2);
    expect(printed).toHaveLength(runs.length);
    runs.forEach(([primaryMs, hedgeMs], i) => {
      const t = hedgingTimeline({maxHedgedAttempts: 1, delayMs}, [
        {durationMs: primaryMs, succeeds: true},
        {durationMs: hedgeMs, succeeds: true},
      ]);
      const [winner, took, returnedAfter] = printed[i];
      expect(winner).toBe(t.winner);
      expect(took).toBe(t.winner === 0 ? primaryMs : hedgeMs);
      expect(returnedAfter).toBe(t.decidedAtMs);
    });
  });

  it('tells the second call of the timeline as the model does', () => {
    const [, primaryMs, answerMs] = claim(
      'strategies/hedging',
      /In the second, the primary answers after (\d+) ms, but the caller still gets that answer only at (\d+) ms/,
    ).map(Number);
    const t = hedgingTimeline({maxHedgedAttempts: 1, delayMs}, [
      {durationMs: primaryMs, succeeds: true},
      {durationMs: 220, succeeds: true},
    ]);
    expect(t.winner).toBe(0);
    expect(t.decidedAtMs).toBe(answerMs);
  });
});

describe('one statement of each rule', () => {
  const pages = allPages();

  it.each([
    // Hedging: every hedge starts on every call (hedging_strategy.dart:138-169).
    [
      /(?:hedge|hedging)[^.]{0,80}\bonly (?:when|if|for)\b[^.]{0,60}\b(?:slow|late)\b/i,
      'a hedge that starts only for slow calls',
    ],
    [/if no good answer has arrived/i, 'a hedge that waits for the primary'],
    [/first mirror is slow/i, 'a log line that blames the primary'],
    [/adds? a one-second delay/i, 'a delay added to the call instead of a floor'],
    // Circuit breaker: the first probe to finish decides (circuit_breaker_strategy.dart:313-326).
    [/closes once one of them succeeds/i, 'a half-open circuit that waits for a success'],
    // Fallback: the strategy catches what any action throws (fallback_strategy.dart:112-123).
    [/fromFunction[^.]*so that its errors become the outcome/i, 'fromFunction credited with catching errors'],
    // Token bucket: it refills the whole limit at once, so it is no cap per second.
    [/at most\s+(?:\/\/\s*)?10 calls per second/i, 'a token bucket read as a cap per second'],
    // Fixed window: twice the limit passes around a boundary (rate_limiter_strategy.dart:255-261).
    [/fixed[- ]?window[^.]{0,120}\b(?:keeps?|stays?) (?:you )?(?:under|within)/i, 'a fixed window that keeps a quota'],
    // Hedging examines outcomes only after its last delay (hedging_strategy.dart:138-180).
    [/\b(?:comes|come) back at once\b/i, 'a refusal under hedging that comes back at once'],
    [
      /hedging a predicate that leaves the breaker's and the limiter's rejections out/i,
      'hedging told to keep refusals',
    ],
    // A rejection the breaker leaves out still counts towards minimumThroughput.
    [/slower to open, never quicker/i, 'rejections that can only delay the opening'],
  ])('no page says %s (%s)', (pattern) => {
    const hits = pages.filter((p) => pattern.test(p.text)).map((p) => p.route);
    expect(hits).toEqual([]);
  });

  it('the circuit breaker page says in both places that the first call to finish decides', () => {
    const text = page('strategies/circuit-breaker');
    expect(text).toMatch(/the first call to finish decides/);
    expect(text).toMatch(/the first one to \*\*finish\*\* decides/);
  });

  it('the manifest gives the real mechanism of the typed-options TypeError', () => {
    const classes = (manifestJson as unknown as {classes: Record<string, {notes?: string}>}).classes;
    for (const name of ['RetryStrategyOptions', 'CircuitBreakerStrategyOptions']) {
      expect(classes[name].notes).toMatch(/raw type/);
      expect(classes[name].notes).not.toMatch(/casts each callback to the call's T/);
    }
  });
});

describe('the traps of a layout, where the pages name them', () => {
  it('the hedging guide says a retry outside makes the primary and the hedge share the number the simulation shows', () => {
    const [, shared] = claim(
      'strategies/hedging',
      /\*\*Retry outside hedging\*\*[^\n]*On the first retry the primary and the hedge both read (\d)/,
    );
    const seen = simulateLayout(simLayers(['retry', 'hedging'])).findings.flatMap((f) =>
      f.cls === 'sameAttemptNumber' ? f.attemptNumbers : [],
    );
    expect(seen).toContain(Number(shared));
  });

  it('the hedging guide names the limiter and fallback traps the simulation sees around hedging', () => {
    claim('strategies/hedging', /\*\*A rate limiter or a concurrency limiter outside hedging\*\*/);
    claim('strategies/hedging', /\*\*Fallback inside hedging\*\*/);
    const classes = (order: Parameters<typeof simLayers>[0]) =>
      simulateLayout(simLayers(order)).findings.map((f) => f.cls);
    expect(classes(['rateLimiter', 'hedging'])).toContain('callsPerPermit');
    expect(classes(['concurrencyLimiter', 'hedging'])).toContain('inFlightPerPermit');
    expect(classes(['hedging', 'fallback'])).toContain('hedgeDiscardsAnswer');
  });

  it('the overview puts the limiter outside the breaker, as the guide and the composer do', () => {
    claim('strategies/overview', /but outside any circuit breaker/);
    const {results} = simulateLayout(simLayers(['circuitBreaker', 'rateLimiter']), [scenario('overloaded')], {
      client: 'send',
      breaker: 'halfOpen',
    });
    expect(results[0].halfOpen[0]?.rejection).toBe(true);
  });

  it('the shared breaker sample does not retry an open circuit', () => {
    const source = page('advanced/combining-strategies');
    const invoices = source.slice(source.indexOf('final listInvoices'), source.indexOf('Future<String> charge'));
    expect(invoices).toContain('.addRetry(');
    expect(invoices).toContain('is! CircuitBreakerRejectedException');
  });

  it('the .NET section ports the first pipelines, each with a counterexample and a working layout', () => {
    const source = page('getting-started/basic-concepts');
    const section = source.slice(source.indexOf('{#dotnet-first-pipelines}'), source.indexOf('{#dotnet-names}'));
    expect(section.match(/```dart counterexample/g)).toHaveLength(2);
    expect(section.match(/```dart\n/g)?.length).toBeGreaterThanOrEqual(2);
    expect(section).toContain('.addRetry(const RetryStrategyOptions())\n    .addTimeout(');
    expect(section).toContain('context: ctx.copy()');
    expect(section).toMatch(/AddHedging/);
  });
});

describe('the shared token bucket', () => {
  it('lets through the burst the sample states, which a sliding window would not', () => {
    const [, calls, withinMs] = claim(
      'advanced/custom-strategies',
      /so (\d+) calls can reach the search\s+(?:\/\/\s*)?service within (\d+) ms/,
    ).map(Number);
    const options = {permitLimit: 10, windowMs: 1000, segmentsPerWindow: 1};
    // The last 10 ms before the refill and the first 10 ms after it.
    const times = evenlySpaced(calls, withinMs / calls, options.windowMs - withinMs / 2);
    expect(tokenBucket(options, times).every((d) => d.kind === 'admitted')).toBe(true);
    expect(slidingWindow(options, times).filter((d) => d.kind === 'admitted')).toHaveLength(options.permitLimit);
  });
});

describe('hedging, a circuit breaker and a limiter, as the pages tell them', () => {
  const defaultBreaker = simulateLayout([
    {kind: 'hedging', excludes: []},
    {kind: 'circuitBreaker', excludes: []},
  ]).findings.find((f) => f.cls === 'breakerOpens' && f.scenario === 'healthy');

  it.each([
    [
      'advanced/combining-strategies',
      /every healthy call adds one success and one failure to the circuit, a failure ratio of (0\.5)/,
    ],
    [
      'strategies/hedging',
      /each healthy call adds one success and one failure to the circuit: a failure ratio of (0\.5)/,
    ],
  ] as const)('%s states the ratio a breaker inside hedging records on a healthy call', (route, pattern) => {
    const [, ratio] = claim(route, pattern);
    if (defaultBreaker?.cls !== 'breakerOpens') throw new Error('the simulation no longer opens the circuit');
    expect([defaultBreaker.failures, defaultBreaker.records]).toEqual([1, 2]);
    expect(defaultBreaker.failures / defaultBreaker.records).toBe(Number(ratio));
    expect(Number(ratio)).toBeGreaterThanOrEqual(COMPOSER_OPTIONS.circuitBreaker.failureRatio);
  });

  it('the pages tell the breaker inside hedging to leave its client’s cancellation out, as the composer does', () => {
    // What each client throws for the cancelled loser, as the pages list it and the model has it.
    const listed =
      /`OperationCancelledException` with `CancellableHttpClient.send`, package:http's `RequestAbortedException` with `sendAbortable`, a `DioException` of type `DioExceptionType.cancel` with dio/;
    claim('advanced/combining-strategies', listed);
    claim('strategies/hedging', listed);
    expect(CANCELLATION).toEqual({send: 'operationCancelled', sendAbortable: 'requestAborted', dio: 'dioCancel'});
    claim('strategies/hedging', /Leave your client's cancellation out of that breaker's `shouldHandle`/);
    // The composer's layout, with each client: no breaker opens on healthy traffic.
    for (const client of CLIENTS) {
      const guided = simulateLayout(simLayers(['hedging', 'rateLimiter', 'circuitBreaker']), undefined, {
        client,
      }).findings;
      expect(guided.filter((f) => f.cls === 'breakerOpens')).toEqual([]);
    }
    // Leaving out OperationCancelledException alone protects only send: the circuit opens during
    // the call the hedging page names.
    const [, call] = claim('strategies/hedging', /the circuit opens, during the (\w+) call/);
    const onlySend = [
      {kind: 'hedging' as const, excludes: []},
      {kind: 'circuitBreaker' as const, excludes: ['operationCancelled' as const]},
    ];
    for (const client of ['sendAbortable', 'dio'] as const) {
      const [r] = simulateLayout(onlySend, [scenario('healthy')], {client}).results;
      expect(r.callsToOpen[1]).toBe({fifth: 5}[call]);
    }
  });

  it('the pages say the first call to finish decides a half-open circuit, a rejection included', () => {
    claim(
      'strategies/circuit-breaker',
      /the first call to finish decides: a success closes the circuit, a failure opens it/,
    );
    claim('strategies/circuit-breaker', /a rejection from a limiter inside it included/);
    const halfOpen = (order: ('circuitBreaker' | 'rateLimiter')[]) =>
      simulateLayout(simLayers(order), [scenario('overloaded')], {client: 'send', breaker: 'halfOpen'}).results[0];
    expect(halfOpen(['circuitBreaker', 'rateLimiter']).halfOpen[0]).toMatchObject({rejection: true, failed: false});
    expect(halfOpen(['rateLimiter', 'circuitBreaker']).halfOpen).toEqual({});
  });

  it('a primary the limiter refused is seen after the delay, and would win if hedging kept it as an answer', () => {
    claim('advanced/combining-strategies', /a primary that the limiter refused straight away is seen only then/);
    claim('advanced/combining-strategies', /that refused primary, looked at first, would be the answer/);
    const run = (hedgingExcludes: ('rateLimited' | 'brokenCircuit')[]) =>
      simulateLayout(
        [
          {kind: 'hedging', excludes: hedgingExcludes},
          {kind: 'rateLimiter', excludes: []},
        ],
        [scenario('limiterFreesUp')],
      ).results[0];
    expect(run(['rateLimited'])).toMatchObject({outcome: 'rateLimited', answerMs: COMPOSER_OPTIONS.hedging.delayMs});
    expect(run([]).outcome).toBe('service result');
  });

  it('an open circuit comes back as its rejection after the hedge delay', () => {
    claim('advanced/combining-strategies', /makes the call end with that rejection, after the hedge delay/);
    const [result] = simulateLayout(simLayers(['hedging', 'circuitBreaker']), [scenario('circuitOpen')]).results;
    expect(result).toMatchObject({outcome: 'brokenCircuit', answerMs: COMPOSER_OPTIONS.hedging.delayMs});
  });
});

describe('rejections a breaker leaves out', () => {
  it('can bring the opening forward, with the figures the rate limiter guide gives', () => {
    const NUMBERS: Record<string, number> = {five: 5, ten: 10};
    const [, throughput, failures, records, ratio] = claim(
      'strategies/rate-limiter',
      /with `minimumThroughput: (\d+)`, (\w+) failures and \2 rejections make (\w+) records with a ratio of (0\.5)/,
    );
    const n = NUMBERS[failures];
    const failed = Array.from({length: n}, () => ({failed: true}));
    const rejected = Array.from({length: n}, () => ({failed: false}));
    expect(NUMBERS[records]).toBe(2 * n);
    expect(n / NUMBERS[records]).toBe(Number(ratio));
    // One execution: the failures alone never reach the throughput; with the rejections they open it.
    expect(callsUntilOpen([...failed, ...rejected], Number(ratio), Number(throughput))).toBe(1);
    expect(callsUntilOpen(failed, Number(ratio), Number(throughput))).toBe(2);
  });
});

describe('the telemetry sample', () => {
  const source = page('advanced/monitoring');
  const sample = source.slice(source.indexOf('ResiliencePipeline observedPipeline'), source.indexOf('.build();\n```'));

  it("keeps limiter rejections out of the retry and composes in the guide's order (the limiter outside the breaker)", () => {
    const retry = sample.slice(sample.indexOf('.addRetry('), sample.indexOf('.addRateLimiter('));
    expect(retry).toContain('is! RateLimiterRejectedException');
    expect(retry).toContain('is! CircuitBreakerRejectedException');
    const names: Record<string, StrategyKind> = {
      Fallback: 'fallback',
      TimeoutWithOptions: 'timeout',
      Retry: 'retry',
      CircuitBreaker: 'circuitBreaker',
      RateLimiter: 'rateLimiter',
    };
    const order = [...sample.matchAll(/\.add(Fallback|TimeoutWithOptions|Retry|CircuitBreaker|RateLimiter)\(/g)].map(
      (m) => names[m[1]],
    );
    expect(order).toEqual(COMPOSITION_ORDER.filter((kind) => order.includes(kind)));
    expect(order.indexOf('rateLimiter')).toBeLessThan(order.indexOf('circuitBreaker'));
  });
});
