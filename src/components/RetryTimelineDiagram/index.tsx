// RetryTimelineDiagram as an ordinary component. With the islands accelerator on, the bundler takes ./index.island.tsx instead
// (plugins/islands).
export {default} from './RetryTimelineDiagram';
