import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import RetryBackoffChart from '@site/src/components/RetryBackoffChart';
import CircuitBreakerSimulator from '@site/src/components/CircuitBreakerSimulator';
import TimeoutTimeline from '@site/src/components/TimeoutTimeline';
import HedgingTimeline from '@site/src/components/HedgingTimeline';
import RateLimiterView from '@site/src/components/RateLimiterView';
import PipelineComposer from '@site/src/components/PipelineComposer';
import styles from './playground.module.css';

export default function Playground(): React.JSX.Element {
  return (
    <Layout title="Playground" description="Try polly_dart's strategies interactively and compose a pipeline.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">Playground</Heading>
        <p>
          Explore how polly_dart 0.0.9 behaves: change a strategy&apos;s options and watch the delays, states and
          timelines it produces, then compose a pipeline and copy the Dart code that builds it. Every picture is computed
          from the library&apos;s own rules, including the ones that may surprise you.
        </p>

        <Heading as="h2" id="pipeline">
          Compose a pipeline
        </Heading>
        <p>
          Choose the strategies and put them in order. The first one you add is the outermost layer: it sees the call
          first and the outcome last. See <Link to="/advanced/combining-strategies">Combining strategies</Link> for why
          the order matters.
        </p>
        <PipelineComposer />

        <Heading as="h2" id="retry">
          Retry
        </Heading>
        <p>
          The delay before each retry, assuming every attempt fails. Read more in <Link to="/strategies/retry">Retry</Link>.
        </p>
        <RetryBackoffChart />

        <Heading as="h2" id="circuit-breaker">
          Circuit breaker
        </Heading>
        <p>
          Send calls through one breaker and let time pass. Read more in{' '}
          <Link to="/strategies/circuit-breaker">Circuit breaker</Link>.
        </p>
        <CircuitBreakerSimulator />

        <Heading as="h2" id="timeout">
          Timeout
        </Heading>
        <p>
          One call racing the timer. Read more in <Link to="/strategies/timeout">Timeout</Link>.
        </p>
        <TimeoutTimeline />

        <Heading as="h2" id="hedging">
          Hedging
        </Heading>
        <p>
          When each attempt starts and which answer the caller gets. Read more in{' '}
          <Link to="/strategies/hedging">Hedging</Link>.
        </p>
        <HedgingTimeline />

        <Heading as="h2" id="rate-limiter">
          Rate limiter
        </Heading>
        <p>
          Evenly spaced requests against each of the four limiters. Read more in{' '}
          <Link to="/strategies/rate-limiter">Rate limiter</Link>.
        </p>
        <RateLimiterView />
      </main>
    </Layout>
  );
}
