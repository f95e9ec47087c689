import Layout from '@theme/Layout';
import Heading from '@theme/Heading';

export default function Playground(): React.JSX.Element {
  return (
    <Layout title="Playground" description="Try polly_dart's strategies interactively and compose a pipeline.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Playground</Heading>
        <p>
          Explore how polly_dart 0.0.9 behaves: change a strategy&apos;s options and watch the delays, states and
          timelines it produces, then compose a pipeline and copy the Dart code that builds it.
        </p>
      </main>
    </Layout>
  );
}
