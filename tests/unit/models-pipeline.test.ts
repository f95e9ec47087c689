import {NOT_MODELLED} from '@site/src/models/conformance';
import {
  RECOMMENDED_ORDER,
  hasTrap,
  moveStrategy,
  nestingText,
  pipelineDart,
  pipelineNotes,
  type StrategyKind,
  warningsFrom,
} from '../../src/models/pipeline';
import {SCENARIOS, simulateLayout, type Finding} from '../../src/models/pipelineSimulation';

describe('pipeline composer', () => {
  it('wraps with index 0 outermost', () => {
    expect(nestingText(['fallback', 'retry', 'timeout'])).toBe('Fallback(Retry(Timeout(your callback)))');
    expect(nestingText([])).toBe('your callback');
  });

  it('moves a strategy one place and ignores moves past either end', () => {
    const order: StrategyKind[] = ['retry', 'timeout', 'fallback'];
    expect(moveStrategy(order, 1, -1)).toEqual(['timeout', 'retry', 'fallback']);
    expect(moveStrategy(order, 1, 1)).toEqual(['retry', 'fallback', 'timeout']);
    expect(moveStrategy(order, 0, -1)).toBe(order);
    expect(moveStrategy(order, 2, 1)).toBe(order);
  });

  it('warns that Retry outside Timeout does not retry timeouts, and not the other way round', () => {
    const retryOutside = pipelineNotes(['retry', 'timeout']);
    expect(retryOutside.some((n) => n.severity === 'trap' && n.text.includes('OperationCancelledException'))).toBe(
      true,
    );
    expect(pipelineNotes(['timeout', 'retry']).every((n) => n.severity === 'info')).toBe(true);
  });

  it('sees no timeout trap when Hedging sits between Retry and Timeout', () => {
    expect(hasTrap(['retry', 'hedging', 'timeout'])).toBe(false);
    expect(hasTrap(['retry', 'circuitBreaker', 'timeout'])).toBe(true);
  });

  it('sees no trap in a limiter outside a timeout, since the callback stops when the timeout cancels it', () => {
    // The composer's fetchGreeting honours cancellation, so the timed-out work ends with the timeout.
    expect(hasTrap(['concurrencyLimiter', 'timeout'])).toBe(false);
    expect(hasTrap(['timeout', 'concurrencyLimiter'])).toBe(false);
    expect(hasTrap(['rateLimiter', 'timeout'])).toBe(false);
    expect(pipelineNotes(['rateLimiter', 'timeout'])).toEqual([
      {severity: 'info', text: expect.stringContaining('its cap holds')},
    ]);
    expect(pipelineDart(['timeout'])).toContain('context.throwIfCancellationRequested()');
    // Finding 5: the composer points out the place, and says the model does not cover a
    // callback that ignores the cancellation, without a verdict on it.
    const outside = pipelineNotes(['concurrencyLimiter', 'timeout']).filter((n) => n.severity !== 'info');
    expect(outside.map((n) => n.severity)).toEqual(['caution', 'caution']);
    expect(outside[1].text).toContain(`the model does not cover ${NOT_MODELLED[0]}`);
    expect(outside[0].text).toContain('CancellableHttpClient.send');
    expect(
      pipelineNotes(['timeout', 'concurrencyLimiter'])
        .map((n) => n.text)
        .join(' '),
    ).not.toContain('does not cover');
  });

  it('says that Retry outside Timeout returns the fallback value when a Fallback sits between them', () => {
    const notes = pipelineNotes(['retry', 'fallback', 'timeout']);
    expect(notes.map((n) => n.text).join('\n')).not.toContain('OperationCancelledException');
    expect(notes).toContainEqual(
      expect.objectContaining({severity: 'trap', text: expect.stringContaining('returns it')}),
    );
    expect(notes).toContainEqual(
      expect.objectContaining({severity: 'trap', text: expect.stringContaining('Fallback inside Retry')}),
    );
  });

  it.each([
    ['retry', 'never retries'],
    ['circuitBreaker', 'never opens'],
    ['cache', 'the cache stores it'],
  ] as const)('flags Fallback inside %s as a trap', (outer, consequence) => {
    expect(pipelineNotes([outer, 'fallback'])).toContainEqual(
      expect.objectContaining({severity: 'trap', text: expect.stringContaining(consequence)}),
    );
    expect(hasTrap(['fallback', outer])).toBe(false);
  });

  it('sees no fallback trap when the fallback is inside Timeout, Hedging or a limiter', () => {
    expect(hasTrap(['timeout', 'fallback'])).toBe(false);
    expect(hasTrap(['rateLimiter', 'fallback'])).toBe(false);
    expect(hasTrap(['concurrencyLimiter', 'fallback'])).toBe(false);
  });

  it('has no trap or caution in the recommended layout', () => {
    expect(pipelineNotes(RECOMMENDED_ORDER).filter((n) => n.severity !== 'info')).toEqual([]);
  });

  it('cautions about Hedging wherever it is', () => {
    expect(pipelineNotes(['hedging']).filter((n) => n.severity === 'caution')).toHaveLength(1);
  });

  it('writes the builder calls in the chosen order', () => {
    const code = pipelineDart(['timeout', 'retry', 'circuitBreaker']);
    const calls = [...code.matchAll(/\.(add\w+)\(/g)].map((m) => m[1]);
    expect(calls).toEqual(['addTimeout', 'addRetry', 'addCircuitBreaker']);
    expect(code).toMatch(/addTimeout\(.*\/\/ outermost/);
    expect(code).toMatch(/\)\) \/\/ innermost/);
  });

  it('passes an operation key and disposes the provider only when a cache is used', () => {
    expect(pipelineDart(['cache'])).toContain("ResilienceContext(operationKey: 'greeting')");
    expect(pipelineDart(['cache'])).toContain('cache.dispose()');
    expect(pipelineDart(['retry'])).not.toContain('operationKey');
  });
});

describe('a circuit breaker outside a limiter', () => {
  it('leaves RateLimiterRejectedException out of the breaker predicate', () => {
    expect(pipelineDart(['circuitBreaker', 'rateLimiter'])).toContain('is! RateLimiterRejectedException');
    expect(pipelineDart(['circuitBreaker', 'concurrencyLimiter'])).toContain('is! RateLimiterRejectedException');
    expect(pipelineDart(['rateLimiter', 'circuitBreaker'])).not.toContain('shouldHandle');
    expect(pipelineDart(RECOMMENDED_ORDER)).toContain('is! RateLimiterRejectedException');
  });
});

describe('a breaker that healthy traffic would open', () => {
  it('is a trap in the order the guide avoids, with the figures of the simulation', () => {
    const note = pipelineNotes(['circuitBreaker', 'hedging', 'rateLimiter']).find((n) => n.cls === 'breakerOpens');
    expect(note).toMatchObject({severity: 'trap', text: expect.stringContaining('TypeError')});
    expect(note?.text).toMatch(/^When the limiter refuses every attempt, /);
    expect(note?.text).toContain('during call 10');
  });

  it('is no trap inside Hedging, where the code leaves the cancelled loser out of the predicate', () => {
    const code = pipelineDart(['hedging', 'circuitBreaker']);
    expect(code).toContain('!isCancellation(outcome.exception)');
    // Every client's cancellation: send, sendAbortable and dio.
    for (const name of [
      'e is OperationCancelledException',
      'e is http.RequestAbortedException',
      'DioExceptionType.cancel',
    ]) {
      expect(code).toContain(name);
    }
    expect(hasTrap(['hedging', 'circuitBreaker'])).toBe(false);
    // With the default predicate, each healthy call records a success and the loser's cancellation.
    const opens = warningsFrom(
      ['hedging', 'circuitBreaker'],
      simulateLayout([
        {kind: 'hedging', excludes: []},
        {kind: 'circuitBreaker', excludes: []},
      ]).findings,
    ).find((n) => n.cls === 'breakerOpens');
    expect(opens?.text).toBe(
      'On a healthy call, Hedging cancels the attempt that loses, the request throws OperationCancelledException, and the breaker records it as a failure: each call adds 2 records to the circuit, 1 of them a failure, so such calls open the circuit during call 5 while the service is healthy. The simulation sees this with CancellableHttpClient.send only.',
    );
  });
});

describe('retry outside a circuit breaker', () => {
  it('leaves CircuitBreakerRejectedException out of the retry predicate', () => {
    expect(pipelineDart(['retry', 'circuitBreaker'])).toContain('is! CircuitBreakerRejectedException');
    expect(pipelineDart(['circuitBreaker', 'retry'])).not.toContain('shouldHandle');
  });
});

describe('a trap is a broken promise in a scenario a reader calls normal', () => {
  it('calls only the scenario where every attempt fails abnormal', () => {
    expect(SCENARIOS.filter((s) => !s.normal).map((s) => s.id)).toEqual(['failing']);
  });

  it('makes the same warning a caution when only that scenario shows it', () => {
    const retried = (scenario: Finding['scenario']): Finding => ({
      cls: 'retriesRejection',
      scenario,
      retry: 0,
      rejection: 'rateLimited',
      viaTypeError: false,
    });
    const order: StrategyKind[] = ['retry', 'rateLimiter'];
    expect(warningsFrom(order, [retried('overloaded')]).map((n) => n.severity)).toEqual(['trap']);
    expect(warningsFrom(order, [retried('failing')]).map((n) => n.severity)).toEqual(['caution']);
    expect(warningsFrom(order, [retried('failing'), retried('overloaded')]).map((n) => n.severity)).toEqual(['trap']);
  });
});
