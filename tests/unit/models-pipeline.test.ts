import api from '../../data/polly_dart-0.0.9.json';
import {
  RECOMMENDED_ORDER,
  STRATEGY_KINDS,
  moveStrategy,
  nestingText,
  pipelineDart,
  pipelineNotes,
  type StrategyKind,
} from '../../src/models/pipeline';

interface ApiParam {
  name: string;
  named: boolean;
}
interface ApiClass {
  constructors?: {name: string; params: ApiParam[]}[];
  methods?: {name: string; params: ApiParam[]}[];
}
const classes = api.classes as unknown as Record<string, ApiClass>;
const builderMethods = new Set((classes.ResiliencePipelineBuilder.methods ?? []).map((m) => m.name));
const DART_CORE = new Set(['Duration', 'Future', 'String']);

/** Every `Class(` or `Class.named(` call in the code with the named arguments written inside it. */
function constructorCalls(code: string): {cls: string; ctor: string; named: string[]}[] {
  const calls: {cls: string; ctor: string; named: string[]}[] = [];
  const re = /\b([A-Z]\w*)(?:<[\w<>, ]+>)?(?:\.(\w+))?\(/g;
  for (let m = re.exec(code); m; m = re.exec(code)) {
    let depth = 1;
    let i = re.lastIndex;
    const start = i;
    for (; depth > 0 && i < code.length; i++) depth += code[i] === '(' ? 1 : code[i] === ')' ? -1 : 0;
    const inner = code.slice(start, i - 1).replace(/\([^()]*\)/g, '()');
    const named = [...inner.matchAll(/(?:^|[(,]\s*)(\w+):/g)].map((n) => n[1]);
    calls.push({cls: m[1], ctor: m[2] ?? '', named});
  }
  return calls;
}

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
    expect(retryOutside.some((n) => n.severity === 'warning' && n.text.includes('OperationCancelledException'))).toBe(true);
    expect(pipelineNotes(['timeout', 'retry']).every((n) => n.severity === 'info')).toBe(true);
  });

  it('has no warning for the recommended layout', () => {
    expect(pipelineNotes(RECOMMENDED_ORDER).filter((n) => n.severity === 'warning')).toEqual([]);
  });

  it('warns about Hedging wherever it is', () => {
    expect(pipelineNotes(['hedging']).filter((n) => n.severity === 'warning')).toHaveLength(1);
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

  describe.each(STRATEGY_KINDS)('the code with %s', (kind) => {
    const code = pipelineDart(RECOMMENDED_ORDER.includes(kind) ? RECOMMENDED_ORDER : [...RECOMMENDED_ORDER, kind]);

    it('imports polly_dart', () => {
      expect(code.startsWith("import 'package:polly_dart/polly_dart.dart';")).toBe(true);
    });

    it('uses only builder methods that exist', () => {
      for (const [, method] of code.matchAll(/\.(add\w+)\(/g)) expect(builderMethods).toContain(method);
    });

    it('uses only constructors and named parameters that exist in api.json', () => {
      for (const call of constructorCalls(code)) {
        if (DART_CORE.has(call.cls)) continue;
        const ctor = classes[call.cls]?.constructors?.find((c) => c.name === call.ctor);
        expect(ctor).toBeDefined();
        const names = new Set(ctor!.params.filter((p) => p.named).map((p) => p.name));
        for (const name of call.named) expect(names).toContain(name);
      }
    });

    it('uses no name listed as non-existent', () => {
      const typeNames = api.nonExistentNames.names.map((entry) => entry.split(' ')[0]).filter((name) => /^[A-Z]\w+$/.test(name));
      expect(typeNames).toContain('BrokenCircuitException');
      for (const name of typeNames) expect(code).not.toMatch(new RegExp(`\\b${name}\\b`));
      expect(code).not.toMatch(/\.add\(|\.properties\b|executeAsync/);
    });
  });
});

describe('retry outside a circuit breaker', () => {
  it('leaves CircuitBreakerRejectedException out of the retry predicate', () => {
    expect(pipelineDart(['retry', 'circuitBreaker'])).toContain('is! CircuitBreakerRejectedException');
    expect(pipelineDart(['circuitBreaker', 'retry'])).not.toContain('shouldHandle');
  });
});
