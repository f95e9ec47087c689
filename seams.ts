/**
 * The registry of every place where the site depends on how a package works
 * inside, beyond its public API: each ejected theme file and each reach into a
 * package's internals. One entry each; nothing else in the repository lists
 * them. CONTRIBUTING's upgrade checklist is generated from this file
 * (`npm run seams -- --checklist`), and `tests/unit/seams.test.ts` checks that
 * every entry names a test that exists and mentions the entry's id.
 *
 * A new patch or minor release of a package does not stop the build: the test
 * an entry names fails when the reach stops working, and its message says what
 * to look at. `checked` is the range of versions the reach was last checked
 * on; `npm run seams` lists the entries whose installed package is outside it.
 */
export interface Seam {
  /** Short kebab-case name, quoted in the failure message of the test below. */
  id: string;
  /** The npm package reached into or copied from. */
  package: string;
  /** The semver range of that package the seam was checked on. */
  checked: string;
  /** `ejected`: a copied theme file; `internal`: code that depends on a package's private files, fields or output. */
  kind: 'ejected' | 'internal';
  /** Our files that hold the reach. */
  where: string[];
  /** What it does and what it buys, in one or two sentences. */
  what: string;
  /** The test that fails when the reach stops working: a file under tests/, optionally `file > test title`. */
  test: string;
  /** What a maintainer looks at when that test fails. */
  ifBroken: string;
}

export const seams = [] satisfies Seam[];
