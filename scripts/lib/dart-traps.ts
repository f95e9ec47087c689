/**
 * Known traps of polly_dart 0.0.9 and of Flutter: code that compiles but
 * does not do what a reader expects. A sample on the site may only show one
 * inside a DON'T section, marked `counterexample`. Works on masked source
 * (comments and string contents blanked, see dart-parser.ts); pure.
 *
 * Pipeline order: the builder appends each strategy to a list in the order
 * of the `add*` calls and `build()` keeps that order
 * (lib/src/resilience_pipeline_builder.dart); the pipeline runs strategy 0
 * first and hands each strategy the rest of the chain as its callback
 * (lib/src/resilience_pipeline.dart:61, 80-90 at 2a85979). So the first
 * strategy added is the outermost.
 */
import {closingIndex, lineAt, skipSpace, splitArguments, typeArgumentsEnd, type SampleProblem} from './dart-scan';

type StepKind =
  'retry' | 'timeout' | 'breaker' | 'limiter' | 'concurrency' | 'hedging' | 'fallback' | 'cache' | 'other';

interface Step {
  name: string;
  kind: StepKind;
  /** Offset of the method name. */
  at: number;
  /** The text between the call's parentheses. */
  args: string;
  argsStart: number;
  /** Type argument of the method itself (`addMemoryCache<String>`), if any. */
  typeArgument: string | null;
}

interface Chain {
  typed: boolean;
  start: number;
  steps: Step[];
}

const KIND_BY_METHOD: Record<string, StepKind> = {
  addRetry: 'retry',
  addTimeout: 'timeout',
  addTimeoutWithOptions: 'timeout',
  addCircuitBreaker: 'breaker',
  addRateLimiter: 'limiter',
  addConcurrencyLimiter: 'concurrency',
  addHedging: 'hedging',
  addFallback: 'fallback',
  addCache: 'cache',
  addMemoryCache: 'cache',
  addCacheWithKeyGenerator: 'cache',
};

const KIND_BY_STRATEGY: Record<string, StepKind> = {
  RetryStrategy: 'retry',
  TimeoutStrategy: 'timeout',
  CircuitBreakerStrategy: 'breaker',
  RateLimiterStrategy: 'limiter',
  HedgingStrategy: 'hedging',
  FallbackStrategy: 'fallback',
  CacheStrategy: 'cache',
};

const STATEFUL: StepKind[] = ['breaker', 'limiter', 'concurrency', 'cache'];
const TYPED_CALLBACKS = [
  'shouldHandle',
  'delayGenerator',
  'onRetry',
  'breakDurationGenerator',
  'onOpened',
  'onClosed',
  'onHalfOpened',
];

/** What a fallback inside each kind of strategy does to it. */
const FALLBACK_BLINDS = new Map<StepKind, string>([
  ['retry', 'it turns every failure into a result, so the retry never sees a failure and never retries'],
  ['breaker', 'it turns every failure into a result, so the circuit breaker records only successes and never opens'],
  ['cache', 'it turns every failure into a result, and the cache stores the fallback value as if it were an answer'],
]);

function stepKind(name: string, args: string): StepKind {
  if (name === 'addRateLimiter' && /\bRateLimiterStrategyOptions\s*\.\s*concurrencyLimiter\b/.test(args)) {
    return 'concurrency';
  }
  if (name !== 'addStrategy') return KIND_BY_METHOD[name] ?? 'other';
  const strategy = /^\s*(?:\w+\.)?(\w+)\s*(?:<[^(]*>)?\s*\(/.exec(args)?.[1] ?? '';
  return KIND_BY_STRATEGY[strategy] ?? 'other';
}

/** Every `ResiliencePipelineBuilder()...` / `TypedResiliencePipelineBuilder<T>()...` chain. */
function builderChains(text: string): Chain[] {
  const chains: Chain[] = [];
  for (const m of text.matchAll(/(?<![\w$])(?:\w+\s*\.\s*)?(Typed)?ResiliencePipelineBuilder\b/g)) {
    let k = skipSpace(text, (m.index ?? 0) + m[0].length);
    if (text[k] === '<') k = skipSpace(text, typeArgumentsEnd(text, k));
    if (text[k] !== '(') continue;
    k = closingIndex(text, k);
    const chain: Chain = {typed: Boolean(m[1]), start: m.index ?? 0, steps: []};
    while (k > 0) {
      const step = /^\s*\.\.?\s*([A-Za-z_]\w*)\s*(<[^()]*?>)?\s*\(/.exec(text.slice(k, k + 300));
      if (!step) break;
      const open = k + step[0].length - 1;
      const close = closingIndex(text, open);
      if (close < 0) break;
      const args = text.slice(open + 1, close - 1);
      chain.steps.push({
        name: step[1],
        kind: stepKind(step[1], args),
        at: k + step[0].indexOf(step[1]),
        args,
        argsStart: open + 1,
        typeArgument: step[2] ? step[2].slice(1, -1).replace(/\s+/g, '') : null,
      });
      k = close;
    }
    chains.push(chain);
  }
  return chains;
}

const isDynamic = (type: string) => type.replace(/\s+/g, '') === 'dynamic';

/** `(Args<dynamic> a)` or the raw `(Args a)`: a parameter type that accepts what the strategy passes. */
const DYNAMIC_PARAMETER = /^\s*[A-Z]\w*\s*(?:<\s*dynamic\s*>)?\s+\w+\s*$/;

/**
 * Whether a callback value of typed options would fail when read through
 * `<dynamic>`: a closure or a function declared in the sample whose parameter
 * is typed otherwise, or any other expression (such as `PredicateBuilder()`,
 * which takes the options' type) that does not say `<dynamic>`. An identifier
 * declared elsewhere cannot be judged and passes.
 */
function failsThroughDynamic(text: string, value: string): boolean {
  const closure = /^\s*\(([^()]*)\)\s*(?:async\s*)?(?:=>|\{)/.exec(value);
  if (closure) return !DYNAMIC_PARAMETER.test(closure[1].split(',')[0]);
  const name = /^\s*([a-z_]\w*)\s*$/.exec(value)?.[1];
  if (!name) return !/<\s*dynamic\s*>/.test(value);
  const declaration = new RegExp(`(?<![\\w$.])${name}\\s*\\(([^()]*)\\)\\s*(?:async\\s*)?(?:=>|\\{)`).exec(text);
  return declaration !== null && !DYNAMIC_PARAMETER.test(declaration[1].split(',')[0]);
}

/** Callback arguments of an options call that will be read through `<dynamic>` and fail. */
function typedCallbacks(text: string, open: number, close: number): {name: string; at: number}[] {
  return splitArguments(text, open, close)
    .filter((arg) => arg.name && TYPED_CALLBACKS.includes(arg.name))
    .filter((arg) => failsThroughDynamic(text, text.slice(arg.valueStart, arg.end)))
    .map((arg) => ({name: arg.name as string, at: arg.start + text.slice(arg.start, arg.end).search(/\S/)}));
}

/** The type argument written between `Name` and `(` (or `.named(`), or null when there is none. */
function optionsCall(text: string, nameEnd: number): {typeArgument: string | null; open: number} | null {
  let k = skipSpace(text, nameEnd);
  let typeArgument: string | null = null;
  if (text[k] === '<') {
    const end = typeArgumentsEnd(text, k);
    if (end < 0) return null;
    typeArgument = text.slice(k + 1, end - 1);
    k = skipSpace(text, end);
  }
  const named = /^\.\s*\w+\s*/.exec(text.slice(k, k + 100));
  if (named) k += named[0].length;
  return text[k] === '(' ? {typeArgument, open: k} : null;
}

export function checkTraps(text: string): SampleProblem[] {
  const problems: SampleProblem[] = [];
  const report = (offset: number, message: string) =>
    problems.push({line: lineAt(text, offset), message: `0.0.9 trap: ${message}`});
  const chains = builderChains(text);

  // Typed Retry / circuit breaker options with callbacks: addRetry and addCircuitBreaker take
  // untyped options (resilience_pipeline_builder.dart:25, 44) and the strategy casts each
  // callback to the call's type (retry_strategy.dart:152-153, 185 at 2a85979).
  for (const m of text.matchAll(
    /(?<![\w$])(RetryStrategyOptions|CircuitBreakerStrategyOptions|HedgingStrategyOptions)\b/g,
  )) {
    const call = optionsCall(text, (m.index ?? 0) + m[0].length);
    if (!call?.typeArgument || isDynamic(call.typeArgument)) continue;
    const close = closingIndex(text, call.open);
    for (const cb of typedCallbacks(text, call.open, close)) {
      const hedging = m[1] === 'HedgingStrategyOptions';
      if (hedging && cb.name !== 'delayGenerator') continue;
      report(
        cb.at,
        `${m[1]}<${call.typeArgument}> with '${cb.name}' throws a TypeError at run time; ` +
          (hedging
            ? "type the generator's parameter as HedgingDelayGeneratorArguments<dynamic>"
            : 'leave the type argument out, or type the callback parameter with <dynamic>'),
      );
    }
  }
  for (const chain of chains.filter((c) => c.typed)) {
    for (const step of chain.steps.filter((s) => s.kind === 'retry' || s.kind === 'breaker')) {
      const options = /^\s*(?:const\s+)?(?:RetryStrategyOptions|CircuitBreakerStrategyOptions)\b/.exec(step.args);
      if (!options) continue;
      const call = optionsCall(text, step.argsStart + options[0].length);
      if (!call || call.typeArgument !== null) continue; // explicit type arguments are checked above
      for (const cb of typedCallbacks(text, call.open, closingIndex(text, call.open))) {
        report(
          cb.at,
          `TypedResiliencePipelineBuilder.${step.name} makes the options typed, so '${cb.name}' throws a TypeError at run time; type its parameter with <dynamic>`,
        );
      }
    }
  }

  // Retry never inspects results: a result returns at once, only a thrown exception reaches
  // shouldHandle (retry_strategy.dart:161-168).
  for (const m of text.matchAll(/(?<![\w$])RetryStrategyOptions\b/g)) {
    const call = optionsCall(text, (m.index ?? 0) + m[0].length);
    if (!call) continue;
    const handles = splitArguments(text, call.open, closingIndex(text, call.open)).find(
      (a) => a.name === 'shouldHandle',
    );
    const result = handles ? text.slice(handles.valueStart, handles.end).search(/\.\s*handleResult\s*\(/) : -1;
    if (handles && result >= 0) {
      report(
        handles.valueStart + result,
        'a retry never looks at results, so handleResult has no effect; throw from the callback instead',
      );
    }
  }

  // A fallback action must return an Outcome, not a bare value (typedef FallbackAction,
  // fallback_strategy.dart:35-36).
  for (const m of text.matchAll(
    /\bfallbackAction\s*:\s*\([^()]*\)\s*(?:async\s*)?=>\s*(?:'|"|\d|\[|\{|true\b|false\b|null\b|const\b)/g,
  )) {
    report(
      m.index ?? 0,
      'a fallback action returns an Outcome<T> (Outcome.fromResult(...)), not a bare value; this does not compile',
    );
  }

  for (const chain of chains) {
    const {steps} = chain;
    steps.forEach((step, j) => {
      const before = steps.slice(0, j);
      const lastRetry = before.map((s) => s.kind).lastIndexOf('retry');
      // Retry outside Timeout does not retry timeouts: the timeout cancels the shared context
      // (timeout_strategy.dart:115-126, 163) and the retry checks it before every attempt
      // (retry_strategy.dart:159).
      if (step.kind === 'timeout' && lastRetry >= 0 && !before.slice(lastRetry).some((s) => s.kind === 'hedging')) {
        report(
          step.at,
          'a timeout added after a retry sits inside it: a timed-out attempt is not retried, the caller gets OperationCancelledException; put the timeout outside or nest a per-attempt timeout on ctx.copy()',
        );
      }
      // A concurrency limiter outside a timeout hands its permit on when the timeout
      // returns, while the timed-out work may still run. A time-based limiter's
      // release does nothing, so its cap holds (rate_limiter_strategy.dart).
      // A callback that honours cancellation stops when the timeout cancels the context.
      const honoursCancellation = /\b(?:cancellationToken|cancellationFuture|throwIfCancellationRequested)\b/.test(
        text,
      );
      if (step.kind === 'timeout' && before.some((s) => s.kind === 'concurrency') && !honoursCancellation) {
        report(
          step.at,
          'a concurrency limiter added before this timeout hands its permit on when the timeout fires, while the timed-out work may still be running',
        );
      }
      // A fallback turns every failure into a result, so the strategies outside it see only successes.
      const outer = step.kind === 'fallback' ? before.find((s) => FALLBACK_BLINDS.has(s.kind)) : undefined;
      if (outer) {
        report(step.at, `a fallback added after ${outer.name} sits inside it: ${FALLBACK_BLINDS.get(outer.kind)}`);
      }
      // A limiter takes one permit per execution (RateLimiterStrategy.executeCore in
      // rate_limiter_strategy.dart) and hedging
      // inside it starts 1 + maxHedgedAttempts calls on every execution
      // (hedging_strategy.dart:138-169): the limit no longer holds for the service.
      const limiter = before.find((s) => s.kind === 'limiter' || s.kind === 'concurrency');
      if (step.kind === 'hedging' && limiter) {
        report(
          step.at,
          `hedging added after ${limiter.name} sits inside it: one permit covers every attempt the hedging starts, so more calls reach the service than the limit`,
        );
      }
      // Hedging cancels the loser on every call (hedging_strategy.dart:178, 209-211); the request
      // then throws its client's cancellation (src/models/conformance.ts), which a breaker inside
      // with the default predicate records as a failure (circuit_breaker_strategy.dart:292-296).
      // The predicate (or a helper of the sample it calls) must leave out the cancellation of the
      // client the sample uses: OperationCancelledException always, RequestAbortedException with
      // sendAbortable, DioExceptionType.cancel with dio.
      const hedgingOutside = before.find((s) => s.kind === 'hedging');
      if (step.kind === 'breaker' && hedgingOutside) {
        const helper = /\bisCancellation\b/.test(step.args) ? text : step.args;
        const needed = [
          'OperationCancelledException',
          ...(/\bsendAbortable\b/.test(text) ? ['RequestAbortedException'] : []),
          ...(/\btoDioCancelToken\b/.test(text) ? ['DioExceptionType.cancel'] : []),
        ].filter((name) => !helper.includes(name));
        if (needed.length > 0) {
          report(
            step.at,
            `a circuit breaker added after addHedging sits inside it: the attempt hedging cancels on every call throws ${needed.join(' or ')} with the client of this sample, which the breaker records as a failure, so healthy traffic can open the circuit; leave that exception out of its shouldHandle`,
          );
        }
        // Such a breaker cannot tell a timeout's cancellation from Hedging's: a timeout outside it
        // never counts a hanging call as a failure.
        if (before.some((s) => s.kind === 'timeout')) {
          report(
            step.at,
            'a circuit breaker that leaves cancellation out sits inside a timeout: a hanging call reaches it only as that cancellation, so the circuit never opens on a hanging service and a hanging half-open probe closes it; put the timeout inside the breaker',
          );
        }
      }
      // A limiter inside a breaker: in half-open, the breaker lets every call through and the first
      // to finish decides (circuit_breaker_strategy.dart:275, 313-320), so a rejection decides it
      // whatever the predicate says.
      const breakerOutside = before.find((s) => s.kind === 'breaker');
      if ((step.kind === 'limiter' || step.kind === 'concurrency') && breakerOutside) {
        report(
          step.at,
          `a limiter added after ${breakerOutside.name} sits inside the breaker: in half-open, a rejection reaches the breaker before any probe reaches the service and decides the circuit; put the limiter outside the breaker`,
        );
      }
      // A breaker outside hedging and a limiter: when the limiter refuses every attempt, hedging
      // throws a TypeError (hedging_strategy.dart:185), which the breaker records as a failure.
      if (
        step.kind === 'hedging' &&
        before.some((s) => s.kind === 'breaker') &&
        steps.slice(j + 1).some((s) => s.kind === 'limiter' || s.kind === 'concurrency')
      ) {
        report(
          step.at,
          'a circuit breaker outside hedging and a limiter records the TypeError hedging throws when the limiter refuses every attempt as a failure, so a burst can open the circuit while the service is healthy',
        );
      }
      // Fallback inside hedging: a primary that fails fast becomes the fallback value, which
      // hedging returns as a good answer (fallback_strategy.dart:112-123, hedging_strategy.dart:172-180).
      const hedge = step.kind === 'fallback' ? before.find((s) => s.kind === 'hedging') : undefined;
      if (hedge) {
        report(
          step.at,
          'a fallback added after addHedging sits inside it: a primary that fails fast returns the fallback value and a hedge that succeeds is thrown away',
        );
      }
      // Without shouldHandle a retry handles every exception, circuit breaker rejections
      // included (retry_strategy.dart:152-153).
      const defaultRetry = before.find(
        (s) => s.kind === 'retry' && !/\bshouldHandle\s*:/.test(s.args) && !/^\s*[a-z_]\w*\s*$/.test(s.args),
      );
      if (step.kind === 'breaker' && defaultRetry) {
        report(
          step.at,
          'the retry added before this circuit breaker uses the default predicate, so it also retries CircuitBreakerRejectedException',
        );
      }
      // A limiter inside a breaker or a retry with the default predicate: the breaker records every
      // RateLimiterRejectedException as a failure (circuit_breaker_strategy.dart:250-251, 292-296),
      // so a burst the limiter turns away opens the circuit while the service is healthy, and the
      // retry tries a refused call again after its delay (retry_strategy.dart:152-153).
      const limitedBy = ['limiter', 'concurrency'].includes(step.kind)
        ? before.filter(
            (s) =>
              (s.kind === 'breaker' || s.kind === 'retry') &&
              !/\bshouldHandle\s*:/.test(s.args) &&
              !/^\s*[a-z_]\w*\s*$/.test(s.args),
          )
        : [];
      for (const outerStep of limitedBy) {
        report(
          step.at,
          outerStep.kind === 'breaker'
            ? `a limiter added after ${outerStep.name} with the default predicate sits inside it: the breaker records every RateLimiterRejectedException as a failure, so a burst the limiter turns away can open the circuit while the service is healthy; leave that exception out of its shouldHandle`
            : `a limiter added after ${outerStep.name} with the default predicate sits inside it: the retry tries every RateLimiterRejectedException again after its delay; leave that exception out of its shouldHandle`,
        );
      }
      // The fallback action gets the context the fallback was given (FallbackStrategy.executeCore,
      // fallback_strategy.dart), which an inner timeout has cancelled (timeout_strategy.dart:115-126, 163).
      if (
        step.kind === 'fallback' &&
        steps.slice(j + 1).some((s) => s.kind === 'timeout') &&
        /\bcancellation(?:Token|Future)\b/.test(step.args)
      ) {
        report(
          step.at,
          "the fallback action runs on the context the inner timeout cancelled, so that context's token is already cancelled",
        );
      }
    });
  }

  // Pipelines and builders held in variables.
  for (const m of text.matchAll(
    /(?<![\w$.])([a-z_]\w*)\s*=\s*(?=(?:\w+\s*\.\s*)?(?:Typed)?ResiliencePipelineBuilder\b)/g,
  )) {
    const name = m[1];
    const chain = chains.find((c) => c.start === (m.index ?? 0) + m[0].length);
    if (!chain) continue;
    const built = chain.steps.some((s) => s.name === 'build');
    if (built) checkPipelineCalls(text, name, chain, report);
    else checkRepeatedBuild(text, name, chain, report);
  }

  checkSetState(text, (offset, message) =>
    problems.push({line: lineAt(text, offset), message: `Flutter trap: ${message}`}),
  );

  // A context belongs to one execution: a timeout cancels its token, and a cancelled token
  // stays cancelled (timeout_strategy.dart:115-126, 163, lib/src/cancellation_token.dart).
  for (const m of text.matchAll(/\b(?:final|var)\s+([a-z_]\w*)\s*=\s*(?:\w+\s*\.\s*)?ResilienceContext\s*\(/g)) {
    const uses = [...text.matchAll(new RegExp(`\\bcontext\\s*:\\s*${m[1]}\\b(?!\\s*\\.)`, 'g'))];
    for (const use of uses.slice(1)) {
      report(
        use.index ?? 0,
        `the context '${m[1]}' is passed to a second execution; a timeout cancels a context for good, so give every execution a new one`,
      );
    }
  }
  return problems;
}

/**
 * Calls through a pipeline held in a variable: fallback or cache options typed
 * for another T (the fallback casts its options to the call's type,
 * fallback_strategy.dart:82; CacheStrategy.executeCore, cache_strategy.dart),
 * a cache with no key (the default key is the context's operationKey,
 * cache_strategy.dart), a hedged request that must not run twice
 * (HedgingStrategy.executeCore, hedging_strategy.dart).
 */
function checkPipelineCalls(
  text: string,
  name: string,
  chain: Chain,
  report: (offset: number, message: string) => void,
): void {
  const typed = chain.steps.flatMap((step) => {
    if (step.kind !== 'fallback' && step.kind !== 'cache') return [];
    const options =
      /^\s*(?:const\s+)?(?:FallbackStrategyOptions|CacheStrategyOptions)\s*<([^()]*?)>\s*(?:\.\s*\w+\s*)?\(/.exec(
        step.args,
      );
    const type = (options?.[1] ?? step.typeArgument ?? '').replace(/\s+/g, '');
    return type && !isDynamic(type) ? [{kind: step.kind, type}] : [];
  });
  const keyless = chain.steps.some((s) => s.kind === 'cache' && !/\bkeyGenerator\s*:/.test(s.args));
  const hedged = chain.steps.some((s) => s.kind === 'hedging');
  for (const call of text.matchAll(
    new RegExp(`(?<![\\w$.])${name}\\s*\\.\\s*(?:executeAndCapture|execute)\\s*(<)?`, 'g'),
  )) {
    let open = (call.index ?? 0) + call[0].length;
    if (call[1]) {
      const typeStart = open - 1;
      const end = typeArgumentsEnd(text, typeStart);
      if (end < 0) continue;
      const type = text.slice(typeStart + 1, end - 1).replace(/\s+/g, '');
      for (const options of typed.filter((t) => t.type !== type)) {
        report(
          typeStart,
          `the ${options.kind} of '${name}' is typed <${options.type}> but this call is <${type}>: ` +
            (options.kind === 'fallback'
              ? 'the fallback fails with a TypeError'
              : 'the cache stores nothing and fires no callback'),
        );
      }
      open = skipSpace(text, end);
    }
    if (text[open] !== '(') continue;
    const close = closingIndex(text, open);
    const args = splitArguments(text, open, close);
    const context = args.find((a) => a.name === 'context');
    const contextValue = context ? text.slice(context.valueStart, context.end) : '';
    if (keyless && (!context || /^\s*(?:\w+\s*\.\s*)?ResilienceContext\s*\(\s*\)\s*$/.test(contextValue))) {
      report(call.index ?? 0, `'${name}' caches by operation key, and this call gives none: the cache is bypassed`);
    }
    if (hedged && /\.\s*(?:post|put|patch)\s*\(/.test(text.slice(open, close))) {
      report(call.index ?? 0, `'${name}' hedges, and a hedge always starts: this request runs more than once`);
    }
  }
}

/**
 * `build()` twice on a builder with state: both pipelines wrap the builder's own strategy
 * objects (ResiliencePipelineBuilder.build, resilience_pipeline_builder.dart), so they share it.
 */
function checkRepeatedBuild(
  text: string,
  name: string,
  chain: Chain,
  report: (offset: number, message: string) => void,
): void {
  const later = [...text.matchAll(new RegExp(`(?<![\\w$.])${name}\\s*\\.\\.?\\s*(add\\w+)\\s*\\(`, 'g'))].map(
    (m) => KIND_BY_METHOD[m[1]],
  );
  const stateful = [...chain.steps.map((s) => s.kind), ...later].some((kind) => STATEFUL.includes(kind));
  if (!stateful) return;
  const builds = [...text.matchAll(new RegExp(`(?<![\\w$.])${name}\\s*\\.\\.?\\s*build\\s*\\(`, 'g'))];
  for (const second of builds.slice(1)) {
    report(
      second.index ?? 0,
      `build() is called again on '${name}': both pipelines share its circuit breaker, rate limiter or cache`,
    );
  }
}

// ---------------------------------------------------------------- Flutter: setState

/**
 * Whether `name` is declared in the sample with a Future type
 * (`Future<X> name`, `late Future<X>? name`, `Future<X> name(`).
 */
function declaredAsFuture(text: string, name: string): boolean {
  for (const m of text.matchAll(/(?<![\w$.])Future(?:Or)?\b/g)) {
    let k = skipSpace(text, (m.index ?? 0) + m[0].length);
    if (text[k] === '<') {
      const end = typeArgumentsEnd(text, k);
      if (end < 0) continue;
      k = end;
    }
    if (text[k] === '?') k++;
    const declared = /^\s+(?:get\s+)?([A-Za-z_$][\w$]*)/.exec(text.slice(k, k + 200));
    if (declared?.[1] === name) return true;
  }
  // `name(...) async {` or `name(...) async =>`: an async function returns a Future.
  return new RegExp(`(?<![\\w$.])${name.replace(/\$/g, '\\$')}\\s*\\([^()]*\\)\\s*async\\b`).test(text);
}

/** Whether an expression evaluates to a Future, as far as the sample shows. */
function isFutureExpression(text: string, expression: string): boolean {
  const e = expression.trim();
  if (/^await\b/.test(e)) return false;
  if (/^Future(?:Or)?\b/.test(e)) return true;
  // A pipeline's execute and executeAndCapture return a Future (resilience_pipeline.dart:26, 37 at 2a85979).
  if (/\.\s*(?:execute|executeAndCapture|then|catchError|whenComplete|timeout)\s*(?:<[^()]*>)?\s*\(/.test(e))
    return true;
  const call = /([A-Za-z_$][\w$]*)\s*(?:<[^()]*>)?\s*\([^]*\)$/.exec(e);
  if (call && declaredAsFuture(text, call[1])) return true;
  const variable = /^(?:[\w$]+\s*\.\s*)*([A-Za-z_$][\w$]*)$/.exec(e);
  return variable !== null && declaredAsFuture(text, variable[1]);
}

/**
 * `setState` whose callback returns a Future: an `async` callback, or an
 * arrow whose body is (or assigns) a Future. `State.setState` asserts that
 * its callback returned no Future (Flutter, packages/flutter/lib/src/widgets/
 * framework.dart), so a debug build throws and the widget never rebuilds.
 */
function checkSetState(text: string, report: (offset: number, message: string) => void): void {
  for (const m of text.matchAll(/(?<![\w$.])setState\s*\(/g)) {
    const open = (m.index ?? 0) + m[0].length - 1;
    const close = closingIndex(text, open);
    if (close < 0) continue;
    const argument = text.slice(open + 1, close - 1);
    if (/^\s*\(\s*\)\s*async\b/.test(argument)) {
      report(
        m.index ?? 0,
        'an async setState callback returns a Future: setState throws in debug builds; do the async work first, then call setState with a plain callback',
      );
      continue;
    }
    const arrow = /^\s*\(\s*\)\s*=>/.exec(argument);
    if (!arrow) continue;
    const body = argument.slice(arrow[0].length).replace(/,\s*$/, '');
    const assignment = /^\s*((?:[\w$]+\s*\.\s*)*([A-Za-z_$][\w$]*))\s*(?:\?\?)?=(?![=>])([^]*)$/.exec(body);
    const future = assignment
      ? declaredAsFuture(text, assignment[2]) || isFutureExpression(text, assignment[3])
      : isFutureExpression(text, body);
    if (future) {
      report(
        m.index ?? 0,
        assignment
          ? `setState(() => ${assignment[1].replace(/\s+/g, '')} = ...) returns the Future it assigns: setState throws in debug builds and the widget never rebuilds; use a block body, setState(() { ... })`
          : 'this setState arrow returns a Future: setState throws in debug builds and the widget never rebuilds; use a block body, setState(() { ... })',
      );
    }
  }
}
