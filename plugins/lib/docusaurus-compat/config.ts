/**
 * The settings of docusaurus.config.ts that must differ between Docusaurus 3.10 and 4 (see ./client.ts, which
 * says what this folder is).
 *
 * 1. `future.v4`: on 3.10, Docusaurus Faster's SSG worker threads need the v4 flag
 *    `removeLegacyPostBuildHeadAttribute`; Docusaurus 4 has that behaviour by default and rejects the flag.
 */
import fs from 'node:fs';

const {version} = JSON.parse(fs.readFileSync(require.resolve('@docusaurus/core/package.json'), 'utf8')) as {
  version: string;
};

/** The major version of the installed Docusaurus. */
const docusaurusMajor = Number(version.split('.')[0]);

/** The `future.v4` setting for the installed Docusaurus. */
export const futureV4: object = docusaurusMajor >= 4 ? {} : {removeLegacyPostBuildHeadAttribute: true};
