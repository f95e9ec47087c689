import {Fragment, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import RetryBackoffSimulator from '@site/src/components/RetryBackoffSimulator';
import CircuitBreakerSimulator from '@site/src/components/CircuitBreakerSimulator';
import TimeoutSimulator from '@site/src/components/TimeoutSimulator';
import HedgingSimulator from '@site/src/components/HedgingSimulator';
import RateLimiterSimulator from '@site/src/components/RateLimiterSimulator';
import PipelineComposer from '@site/src/components/PipelineComposer';
import styles from './playground.module.css';

interface Section {
  id: string;
  title: string;
  guide: string;
  intro: string;
  view: ReactNode;
}

const SECTIONS: Section[] = [
  {
    id: 'retry',
    title: 'Retry',
    guide: '/strategies/retry',
    intro: 'The delay before each retry, assuming every attempt fails.',
    view: <RetryBackoffSimulator />,
  },
  {
    id: 'circuit-breaker',
    title: 'Circuit breaker',
    guide: '/strategies/circuit-breaker',
    intro: 'Send calls through one breaker and let time pass.',
    view: <CircuitBreakerSimulator />,
  },
  {
    id: 'timeout',
    title: 'Timeout',
    guide: '/strategies/timeout',
    intro: 'One call racing the timer.',
    view: <TimeoutSimulator />,
  },
  {
    id: 'hedging',
    title: 'Hedging',
    guide: '/strategies/hedging',
    intro: 'When each attempt starts and which answer the caller gets.',
    view: <HedgingSimulator />,
  },
  {
    id: 'rate-limiter',
    title: 'Rate limiter',
    guide: '/strategies/rate-limiter',
    intro: 'Evenly spaced requests against each of the four limiters.',
    view: <RateLimiterSimulator />,
  },
];

export default function Playground(): React.JSX.Element {
  return (
    <Layout title="Playground" description="Try polly_dart's strategies interactively and compose a pipeline.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Playground</Heading>
        <p>
          Explore how polly_dart 0.0.9 behaves: change a strategy&apos;s options and watch the delays, states and
          timelines it produces, then compose a pipeline and copy the Dart code that builds it. Every picture is
          computed from the library&apos;s own rules, including the ones that may surprise you.
        </p>

        <Heading as="h2" id="pipeline">
          Compose a pipeline
        </Heading>
        <p>
          Choose the strategies and put them in order. The first one you add is the outermost layer: it sees the call
          first and the outcome last. See <Link to="/advanced/combining-strategies">Combining strategies</Link> for why
          the order matters. The page&apos;s address keeps the layout: bookmark it, share it, or use the back button to
          undo a change.
        </p>
        <PipelineComposer urlState />

        {SECTIONS.map((section) => (
          <Fragment key={section.id}>
            <Heading as="h2" id={section.id}>
              {section.title}
            </Heading>
            <p>
              {section.intro} Read more in <Link to={section.guide}>{section.title}</Link>.
            </p>
            {section.view}
          </Fragment>
        ))}
      </main>
    </Layout>
  );
}
