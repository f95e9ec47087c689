/**
 * One line on a strategy guide for readers who know Polly for .NET: the .NET names that map
 * to this strategy (data/generated/dotnet-pointers.json, from data/dotnet-names.json) and a
 * link to the full map.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import pointersJson from '@site/data/generated/dotnet-pointers.json';
import type {GuidePointer} from '@site/src/dotnet/map';
import styles from './styles.module.css';

const pointers = pointersJson as Record<string, GuidePointer | undefined>;

export default function DotnetPointer({guide}: {guide: string}): ReactNode {
  const pointer = pointers[guide];
  if (!pointer || pointer.names.length === 0) throw new Error(`DotnetPointer: no .NET name maps to ${guide}`);
  const {names, more} = pointer;
  return (
    <p className={styles.pointer} data-testid="dotnet-pointer">
      <span className={styles.label}>Coming from Polly for .NET?</span>{' '}
      {names.map((name, i) => (
        <span key={name}>
          {i > 0 ? (i === names.length - 1 && more === 0 ? ' and ' : ', ') : null}
          <code>{name}</code>
        </span>
      ))}
      {more > 0 ? ` and ${more} more` : null} map to this strategy; the{' '}
      <Link to="/getting-started/basic-concepts#coming-from-polly-for-net">name map</Link> gives their polly_dart names
      and what behaves differently.
    </p>
  );
}
