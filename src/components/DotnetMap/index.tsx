/**
 * The Polly for .NET name map: every row of data/dotnet-names.json with its polly_dart
 * names linked to the API reference, as scripts/generate-dotnet-map.ts resolved them
 * (data/generated/dotnet-map.json), and a search box and version filter that narrow the
 * table in the browser (src/dotnet/filter). The server renders every row.
 */
import {useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import mapJson from '@site/data/generated/dotnet-map.json';
import {filterRows, type GenerationFilter} from '@site/src/dotnet/filter';
import type {ShownRow} from '@site/src/dotnet/map';
import type {PollyGeneration} from '@site/src/dotnet/names';
import {LiveRegion, SelectField, useSafeId} from '@site/src/components/FigureKit';
import styles from './styles.module.css';

const GENERATIONS: readonly {value: GenerationFilter; label: string}[] = [
  {value: 'all', label: 'v7 and v8'},
  {value: 'v7', label: 'v7 (policies)'},
  {value: 'v8', label: 'v8 (pipelines)'},
];

const GENERATION_TEXT: Record<PollyGeneration, string> = {v7: 'v7', v8: 'v8', both: 'v7, v8'};

const rows = (mapJson as {rows: ShownRow[]}).rows;

function DartNames({row}: {row: ShownRow}): ReactNode {
  if (row.links.length === 0) return <span className={styles.none}>none</span>;
  return (
    <ul className={styles.names}>
      {row.links.map((link) => (
        <li key={link.name}>
          <Link to={link.href}>
            <code>{link.name}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function DotnetMap(): ReactNode {
  const [query, setQuery] = useState('');
  const [generation, setGeneration] = useState<GenerationFilter>('all');
  const searchId = useSafeId('dotnet-search');
  const captionId = useSafeId('dotnet-caption');
  const brokenLinks = useBrokenLinks();
  rows.forEach((row) => brokenLinks.collectAnchor(row.id));

  const shown = filterRows(rows, {query, generation});
  const status =
    shown.length === rows.length ? `All ${rows.length} names shown.` : `${shown.length} of ${rows.length} names shown.`;

  return (
    <div className={styles.map} data-testid="dotnet-map">
      <div className={styles.controls}>
        <div className={styles.search}>
          <label htmlFor={searchId}>Find a .NET name</label>
          <input
            id={searchId}
            type="search"
            value={query}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            placeholder="WaitAndRetryAsync"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <SelectField label="Polly for .NET version" value={generation} options={GENERATIONS} onChange={setGeneration} />
      </div>
      <LiveRegion>{status}</LiveRegion>
      {/* Focusable, so that keyboard users can scroll the table sideways on a narrow screen. Left out of the
          search index: search finds a .NET name through the same data (data/dotnet-names.json), read as synonyms. */}
      <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0} data-search-skip="">
        <table aria-labelledby={captionId}>
          <caption id={captionId} className={styles.caption}>
            Polly for .NET names and their polly_dart 0.0.9 counterparts
          </caption>
          <thead>
            <tr>
              <th scope="col">Polly for .NET</th>
              <th scope="col">Version</th>
              <th scope="col">polly_dart</th>
              <th scope="col">What to know</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.id} id={row.id} data-polly={row.polly}>
                <th scope="row">
                  <Link to={row.page}>
                    <code>{row.dotnet}</code>
                  </Link>
                </th>
                <td>{GENERATION_TEXT[row.polly]}</td>
                <td>
                  <DartNames row={row} />
                </td>
                <td>{row.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>
          No name matches <q>{query}</q>. Try part of it, such as <code>Retry</code> or <code>Circuit</code>.
        </p>
      ) : null}
    </div>
  );
}
