/**
 * One line on a strategy guide for readers who know Polly for .NET: the .NET names that map
 * to this strategy (from data/dotnet-names.json) and a link to the full map.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {manifest} from '@site/src/api/manifest';
import {dotnetNamesForGuide, mapRows, pointerNames} from '@site/src/dotnet/map';
import styles from './styles.module.css';

/** How many .NET names the line spells out before "and N more". */
const SHOWN = 4;

export default function DotnetPointer({guide}: {guide: string}): ReactNode {
  const rows = dotnetNamesForGuide(mapRows(manifest), guide);
  if (rows.length === 0) throw new Error(`DotnetPointer: no .NET name maps to ${guide}`);
  const shown = pointerNames(rows, SHOWN);
  const rest = rows.length - shown.length;
  return (
    <p className={styles.pointer} data-testid="dotnet-pointer">
      <span className={styles.label}>Coming from Polly for .NET?</span>{' '}
      {shown.map((name, i) => (
        <span key={name}>
          {i > 0 ? (i === shown.length - 1 && rest === 0 ? ' and ' : ', ') : null}
          <code>{name}</code>
        </span>
      ))}
      {rest > 0 ? ` and ${rest} more` : null} map to this strategy; the{' '}
      <Link to="/getting-started/basic-concepts#coming-from-polly-for-net">name map</Link> gives their polly_dart names
      and what behaves differently.
    </p>
  );
}
