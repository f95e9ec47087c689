/**
 * The site's accelerators: mechanism that exists only to make pages load faster. Each is a local plugin that
 * brings its own theme components (getThemePath) and bundler changes (configureWebpack), listed in one place in
 * docusaurus.config.ts. `ACCELERATORS=off` builds the same site on Docusaurus's and React's public behaviour
 * alone; `ACCELERATORS=-islands,-paint-first` leaves out the named ones. See ./README.md.
 */
export const ACCELERATORS = {
  'paint-first': 'scripts start after the first paint; the icon and the logo inside the HTML',
  islands:
    "figures and the Markdown's code blocks keep the server's HTML; their code loads after the page; code colours as a stylesheet",
  'hydration-transition': 'the browser flag useIsBrowser() reads, and the mobile menu, set in a transition',
  'search-early': "/search?q=… opened from the server paints its first rows before the page's scripts run",
} as const;

export type Accelerator = keyof typeof ACCELERATORS;

const NAMES = Object.keys(ACCELERATORS) as Accelerator[];

function isAccelerator(name: string): name is Accelerator {
  return Object.hasOwn(ACCELERATORS, name);
}

/**
 * The accelerators a value of ACCELERATORS turns on. Unset, empty or `on`: all. `off`: none. A comma-separated
 * list of names turns on those alone; names with a leading `-` are taken out of all (or out of the list before
 * them). Throws on a name it does not know, listing the ones it does.
 */
export function acceleratorsFrom(value: string | undefined): ReadonlySet<Accelerator> {
  const words = (value ?? '')
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
  if (words.length === 0 || (words.length === 1 && words[0] === 'on')) return new Set(NAMES);
  if (words.length === 1 && words[0] === 'off') return new Set();
  const named = words.filter((word) => !word.startsWith('-'));
  const chosen = new Set<Accelerator>(named.length === 0 ? NAMES : []);
  for (const word of words) {
    const name = word.replace(/^-/, '');
    if (!isAccelerator(name)) {
      throw new Error(
        `ACCELERATORS: unknown accelerator "${name}" in "${value}". Use on, off, or names from: ${NAMES.join(', ')} ` +
          '(a leading "-" leaves one out).',
      );
    }
    if (word.startsWith('-')) chosen.delete(name);
    else chosen.add(name);
  }
  return chosen;
}
