/**
 * A small seeded random source (mulberry32) standing in for Dart's `Random`,
 * so that jittered delays are the same on the server and in the browser.
 * It does not reproduce Dart's own sequence, only its range: [0, 1).
 */
export type RandomSource = () => number;

export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
