import {BREAKER_DEFAULTS, type BreakerModelOptions} from '../../src/models/circuitBreaker';
import {
  breakText,
  clock,
  initialSimulation,
  simulationReducer,
  type SimAction,
} from '../../src/models/breakerSimulation';

const options: BreakerModelOptions = {
  ...BREAKER_DEFAULTS,
  minimumThroughput: 2,
  failureRatio: 0.5,
  breakDurationMs: 5000,
};
const run = (...actions: SimAction[]) => actions.reduce(simulationReducer, initialSimulation(options));

describe('the circuit breaker simulation', () => {
  it('starts closed at 0 s with an empty log', () => {
    const sim = initialSimulation(options);
    expect(sim.snapshot.state).toBe('closed');
    expect(sim.now).toBe(0);
    expect(sim.log).toEqual([]);
  });

  it('moves the clock 100 ms per call and logs each call, newest first', () => {
    const sim = run({type: 'call', outcome: 'success', count: 2});
    expect(sim.now).toBe(200);
    expect(sim.log.map((entry) => entry.text)).toEqual(['0.1 s: a success ran.', '0.0 s: a success ran.']);
  });

  it('opens on enough failures and says so, then rejects calls without running them', () => {
    const sim = run({type: 'call', outcome: 'failure', count: 2}, {type: 'call', outcome: 'success', count: 1});
    expect(sim.snapshot.state).toBe('open');
    expect(sim.log[1].text).toBe('0.1 s: a failure ran; opened for 5 s (onOpened).');
    expect(sim.log[0].text).toBe('0.2 s: rejected without running: CircuitBreakerRejectedException (open).');
  });

  it('says time alone changes nothing, and that an ended break waits for a call', () => {
    const opened = run({type: 'call', outcome: 'failure', count: 2});
    expect(breakText(opened.snapshot, opened.now)).toMatch(/^ends in /);
    const waited = simulationReducer(opened, {type: 'wait', ms: 10_000});
    expect(waited.snapshot.state).toBe('open');
    expect(waited.log[0].text).toBe(
      '10.2 s: 10 s passed; nothing changes without a call. The break is over, but the state stays open until a call arrives.',
    );
    expect(breakText(waited.snapshot, waited.now)).toBe(
      'ended at 5.1 s; the state stays open until the next call arrives',
    );
    const probed = simulationReducer(waited, {type: 'call', outcome: 'success', count: 1});
    expect(probed.snapshot.state).toBe('closed');
    expect(probed.log[0].text).toContain('half-open (onHalfOpened)');
  });

  it('isolates and closes at the next call, as polly_dart 0.0.9 does', () => {
    const asked = run({type: 'isolate'});
    expect(asked.log[0].text).toBe('0.0 s: isolateAsync() called; it takes effect at the next call.');
    const isolated = simulationReducer(asked, {type: 'call', outcome: 'success', count: 1});
    expect(isolated.snapshot.state).toBe('isolated');
    const closed = simulationReducer(simulationReducer(isolated, {type: 'close'}), {
      type: 'call',
      outcome: 'success',
      count: 1,
    });
    expect(closed.snapshot.state).toBe('closed');
  });

  it('keeps the last six log lines and starts over when the options change', () => {
    const sim = run({type: 'call', outcome: 'success', count: 9});
    expect(sim.log).toHaveLength(6);
    expect(sim.log[0].id).toBe(9);
    const reset = simulationReducer(sim, {type: 'options', options: {...options, minimumThroughput: 5}});
    expect(reset).toEqual(initialSimulation({...options, minimumThroughput: 5}));
  });

  it('writes the clock in tenths of a second', () => {
    expect(clock(0)).toBe('0.0 s');
    expect(clock(12_345)).toBe('12.3 s');
  });
});
