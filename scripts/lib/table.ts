/** Plain-text tables and number formats for command-line reports. */

export type Align = 'left' | 'right';

/** Columns padded to their widest cell; numbers read best right-aligned. */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align: readonly Align[] = [],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]): string =>
    widths
      .map((width, column) => {
        const cell = cells[column] ?? '';
        return align[column] === 'right' ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** Bytes as kilobytes of 1000 bytes, one decimal: the unit the budgets are written in. */
export function formatKB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

export function formatMs(milliseconds: number): string {
  return milliseconds >= 1000 ? `${(milliseconds / 1000).toFixed(2)} s` : `${Math.round(milliseconds)} ms`;
}
