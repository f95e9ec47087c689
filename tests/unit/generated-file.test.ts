/**
 * What the generate scripts print and write (scripts/lib/generated-file.ts):
 * a file whose text is unchanged is left alone, and `--check` names the
 * command that brings a stale file up to date.
 */
import {planGenerated, type FileState} from '../../scripts/lib/generated-file';

const command = 'npx tsx scripts/generate-dotnet-map.ts';
const files: FileState[] = [
  {name: 'same.json', text: '{}\n', current: '{}\n'},
  {name: 'stale.json', text: '{"a": 1}\n', current: '{}\n'},
  {name: 'missing.json', text: '[]\n', current: undefined},
];

describe('planGenerated', () => {
  it('in check mode writes nothing and reports each stale or missing file with the command to run', () => {
    expect(planGenerated(files, true, command)).toEqual({
      lines: [
        'same.json: up to date',
        `stale.json: out of date; run ${command}`,
        `missing.json: out of date; run ${command}`,
      ],
      write: [],
      stale: true,
    });
  });

  it('otherwise writes the stale and missing files and fails nothing', () => {
    const plan = planGenerated(files, false, command);
    expect(plan.lines).toEqual(['same.json: up to date', 'stale.json: written', 'missing.json: written']);
    expect(plan.write.map((file) => file.name)).toEqual(['stale.json', 'missing.json']);
    expect(plan.stale).toBe(false);
  });

  it('passes the check when every file is up to date', () => {
    expect(planGenerated(files.slice(0, 1), true, command)).toEqual({
      lines: ['same.json: up to date'],
      write: [],
      stale: false,
    });
  });
});
