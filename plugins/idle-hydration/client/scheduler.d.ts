// The part of React's scheduler (the `scheduler` package, which react-dom runs on) that this plugin calls.
declare module 'scheduler' {
  export const unstable_IdlePriority: number;
  export function unstable_getCurrentPriorityLevel(): number;
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown;
}
