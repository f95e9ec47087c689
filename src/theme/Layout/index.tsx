// Wrapped to mount the crash probe inside the layout's error boundary, so the
// boundary can be tested on the production build (see CrashProbe).
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import CrashProbe from '@site/src/components/CrashProbe';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper({children, ...props}: Props): React.JSX.Element {
  return (
    <Layout {...props}>
      <CrashProbe />
      {children}
    </Layout>
  );
}
