// The 'react' that Docusaurus's client entry sees (plugins/idle-hydration): React itself, except that
// `startTransition` runs its callback as an idle task of React's scheduler. Inside that task React reads
// the scheduler's priority and gives the first render, the hydration, an idle lane.
import React from 'react';
import {unstable_IdlePriority as IdlePriority, unstable_scheduleCallback as scheduleCallback} from 'scheduler';

export default React;

export function startTransition(render: () => void): void {
  scheduleCallback(IdlePriority, () => {
    render();
  });
}
