/**
 * CONTRIBUTING's upgrade checklist is the one generated from seams.ts, and the version ranges of the
 * registry read as intended.
 */
import fs from 'node:fs';
import path from 'node:path';
import {seams} from '../../seams';
import {checklist, END, inRange, outOfRange, replaceChecklist, START} from '../../scripts/lib/seam-checklist';

describe('inRange', () => {
  it.each([
    ['3.10.2', '3.10.x', true],
    ['3.10.3', '3.10.x', true],
    ['3.11.0', '3.10.x', false],
    ['19.3.1', '19.x', true],
    ['2.4.1', '2.4.1', true],
    ['2.4.10', '2.4.1', false],
    ['0.0.4-4', '0.0.4-4', true],
    ['0.0.4-5', '0.0.4-4', false],
    ['0.0.4-4', '0.0.x', true],
    ['3.10.2-rc.1', '3.10.2', false],
    ['3.10.2+build.5', '3.10.2', true],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(inRange(version, range)).toBe(expected);
  });
});

describe('outOfRange', () => {
  it('names the entries whose installed package is outside their range, or missing', () => {
    const versions: Record<string, string> = {'@docusaurus/theme-classic': '3.11.0'};
    expect(outOfRange(seams, (name) => versions[name] ?? null).length).toBe(seams.length);
  });
});

describe('CONTRIBUTING.md', () => {
  it('holds the checklist generated from seams.ts (npm run seams -- --write)', () => {
    const contributing = fs.readFileSync(path.join(__dirname, '..', '..', 'CONTRIBUTING.md'), 'utf8');
    const section = contributing.slice(contributing.indexOf(START), contributing.indexOf(END) + END.length);
    expect(section).toBe(checklist(seams));
  });

  it('names every entry once', () => {
    const text = checklist(seams);
    for (const seam of seams) expect(text.split(`\`${seam.id}\``).length - 1).toBe(1);
  });

  it('refuses a document without the markers', () => {
    expect(() => replaceChecklist('no markers', checklist(seams))).toThrow('no <!-- upgrade-checklist:start -->');
  });
});
