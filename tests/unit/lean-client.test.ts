/**
 * plugins/lean-client: the tslib stand-in must cover every helper
 * @docusaurus/utils-common calls, and the check that guards it must catch a
 * helper it lacks.
 */
import fs from 'node:fs';
import path from 'node:path';
import {missingHelpers, tslibHelpersCalled} from '../../plugins/lean-client/helpers';
import {__importDefault} from '../../plugins/lean-client/tslib-helpers';

const utilsCommon = path.join(path.dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib');

describe('tslibHelpersCalled', () => {
  it('lists the helpers called through the tslib binding, once each, sorted', () => {
    const source = [
      'const tslib_1 = require("tslib");',
      'tslib_1.__importDefault(a); tslib_1.__awaiter(this); tslib_1.__importDefault(b);',
      'other.__importStar(c);',
    ].join('\n');
    expect(tslibHelpersCalled(source)).toEqual(['__awaiter', '__importDefault']);
  });
});

describe('missingHelpers', () => {
  it('names a helper the stand-in lacks, with the file that calls it', () => {
    const sources = new Map([
      ['index.js', 'tslib_1.__importDefault(x)'],
      ['async.js', 'tslib_1.__awaiter(this, void 0, void 0, function* () {})'],
    ]);
    expect(missingHelpers(sources, ['__importDefault'])).toEqual(['__awaiter (async.js)']);
  });

  it('finds nothing missing in the installed @docusaurus/utils-common', () => {
    const sources = new Map(
      fs
        .readdirSync(utilsCommon)
        .filter((file) => file.endsWith('.js'))
        .map((file) => [file, fs.readFileSync(path.join(utilsCommon, file), 'utf8')] as const),
    );
    const missing = missingHelpers(sources, ['__importDefault']);
    if (missing.length > 0) {
      throw new Error(
        `seam tslib-stand-in stopped working: @docusaurus/utils-common now calls ${missing.join(', ')}. ` +
          'Add each helper to plugins/lean-client/tslib-helpers.ts (copy it from tslib) and to PROVIDED in plugins/lean-client/index.ts.',
      );
    }
    expect(tslibHelpersCalled([...sources.values()].join('\n'))).toEqual(['__importDefault']);
  });
});

describe('the stand-in', () => {
  it('behaves as tslib does for a CommonJS and an ES module', () => {
    const esModule = {__esModule: true, default: 1};
    expect(__importDefault(esModule)).toBe(esModule);
    const commonJs = {value: 2};
    expect(__importDefault(commonJs)).toEqual({default: commonJs});
  });
});
