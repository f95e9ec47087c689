/**
 * What the browser tests read off a loaded page, for routes.spec.ts: the page's problems (console errors,
 * failed requests), its accessible structure, and whether anything sticks out past a narrow screen.
 */
import apiLinks from '../../data/generated/api-links.json';
import {animationsDone, expect, type Page} from './fixtures';

/** Collects console errors, uncaught errors, failed requests and 4xx/5xx responses from the moment it is called. */
export function watchProblems(page: Page): {problems: string[]; settle: () => Promise<void>} {
  const problems: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', () => {
    inFlight -= 1;
    lastActivity = Date.now();
  });
  page.on('console', (message) => {
    // The location names the resource when a request failed ("Failed to load resource").
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    inFlight -= 1;
    lastActivity = Date.now();
    problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  /**
   * Resolves once no request has been in flight for half a second, counted from the last request to start or
   * end: after a check that took longer than that (axe), usually at once.
   */
  const settle = async () => {
    await animationFrames(page);
    while (inFlight > 0 || Date.now() - lastActivity < 500) await page.waitForTimeout(50);
  };
  return {problems, settle};
}

/** Resolves after the page has rendered two more frames (an IntersectionObserver reports within them). */
export async function animationFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

/** Landmarks in document order, each as `role "name"`. */
async function landmarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const roles: Record<string, string> = {
      HEADER: 'banner',
      NAV: 'navigation',
      MAIN: 'main',
      ASIDE: 'complementary',
      FOOTER: 'contentinfo',
    };
    const inSection = (element: Element) =>
      element.parentElement?.closest('article, aside, main, nav, section') !== null;
    return Array.from(document.querySelectorAll('header, nav, main, aside, footer, [role]'))
      .filter((element) => (element as HTMLElement).offsetParent !== null || element.tagName === 'MAIN')
      .flatMap((element) => {
        const explicit = element.getAttribute('role');
        let role = explicit ?? roles[element.tagName];
        // A header or footer inside a sectioning element is no landmark.
        if (!explicit && (element.tagName === 'HEADER' || element.tagName === 'FOOTER') && inSection(element))
          return [];
        if (
          !role ||
          !['banner', 'navigation', 'main', 'complementary', 'contentinfo', 'search', 'region'].includes(role)
        ) {
          return [];
        }
        if (role === 'region' && !element.getAttribute('aria-label')) role = '';
        const name = element.getAttribute('aria-label');
        return role ? [name ? `${role} "${name}"` : role] : [];
      });
  });
}

/** The headings of <main>, indented by level. */
async function headings(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((heading) => (heading as HTMLElement).offsetParent !== null)
      .map((heading) => {
        const level = Number(heading.tagName[1]);
        const text = (heading.textContent ?? '')
          .replace(/\u200b/g, '')
          .replace(/\s+/g, ' ')
          .trim();
        return `${'  '.repeat(level - 1)}h${level} ${text}`;
      }),
  );
}

async function region(page: Page, label: string, selector: string): Promise<string> {
  const element = page.locator(selector).first();
  if ((await element.count()) === 0) return `${label}: none`;
  return `${label}:\n${(await element.ariaSnapshot())
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n')}`;
}

/**
 * The page's accessible structure as text: landmarks, the headings of <main>, and ARIA snapshots of the
 * navbar, the docs sidebar, the breadcrumbs and the footer. Prose other than headings is left out, so
 * editing a page's text does not change it. Read at 1280 px, where the sidebar is shown.
 */
export async function structure(page: Page, route: string): Promise<string> {
  return [
    `route: ${route}`,
    `landmarks:\n${(await landmarks(page)).map((line) => `  - ${line}`).join('\n')}`,
    `headings:\n${(await headings(page)).map((line) => `  ${line}`).join('\n')}`,
    await region(page, 'navbar', 'nav.navbar'),
    await region(page, 'sidebar', 'nav.menu[aria-label]'),
    await region(page, 'breadcrumbs', 'nav[aria-label="Breadcrumbs"]'),
    await region(page, 'footer', 'footer.footer'),
    '',
  ].join('\n');
}

/** Opens every <details> of the page (the models' "as a table" views among them) and waits for the animation. */
export async function openEveryDetails(page: Page): Promise<void> {
  const closed = page.locator('details:not([open]) > summary');
  for (let guard = 0; guard < 50 && (await closed.count()) > 0; guard += 1) {
    await closed.first().click();
  }
  await expect(closed).toHaveCount(0);
  // Docusaurus's <details> animate open.
  await animationsDone(page);
}

/** How far the page scrolls sideways, and the outermost elements past the right edge that no scrolling box clips. */
export async function sideways(page: Page): Promise<{width: number; culprits: string[]}> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    const viewport = document.documentElement.clientWidth;
    const culprits: string[] = [];
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    const fixed = (element: Element): boolean => getComputedStyle(element).position === 'fixed';
    if (width > viewport)
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
        const box = element.getBoundingClientRect();
        if (box.right > viewport + 0.5 && !fixed(element) && !clipped(element) && culprits.length < 5)
          culprits.push(
            `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} (${Math.round(box.right)} px)`,
          );
      }
    return {width: Math.max(width, viewport) - viewport, culprits};
  });
}

/** What a page links to the API: the polly_dart names of its code samples, its pub.dev links, and their cards. */
export interface LinkCounts {
  /** Links of the names in the code samples (plugins/dart-links). */
  sampleApiLinks: number;
  /** Links to pub.dev anywhere in the page, before any card opens. */
  pubDevLinks: number;
  /** Distinct entries the sample links point to (an address, or the missing name a link marks). */
  targets: number;
  /** Of those entries, the ones the card script has a card for (its table, data/generated/api-links.json). */
  cards: number;
  /** Whether the first sample link's card opened when the link took the focus (none: no sample link). */
  firstCardOpens: boolean | null;
}

const cardTable = Object.entries(apiLinks as Record<string, {href: string; missing?: unknown}>);
/** The card script's entries (src/components/ApiCard/card.ts, `cardFor`): addresses, and the names marked missing. */
const cardEntries = {
  hrefs: cardTable.filter(([, card]) => !card.missing).map(([, card]) => card.href),
  missing: cardTable.filter(([key]) => key.startsWith('!')).map(([key]) => key.slice(1)),
};

/**
 * Counts the page's API links and the entries they point to that have a card, by the card script's own rule
 * (`cardFor`), and opens the first sample link's card by focus (the card script's `focusin` listener), waiting for
 * it to describe its link. Opening each card in turn would prove no more (they all come from one table and one
 * function) and took 30 to 80 ms a card on a busy machine.
 */
export async function linkCounts(page: Page): Promise<LinkCounts> {
  return page.evaluate(async ({hrefs, missing}) => {
    const sampleLinks = Array.from(document.querySelectorAll<HTMLAnchorElement>('pre a.api-ref'));
    const pubDevLinks = document.querySelectorAll('a[href^="https://pub.dev/"]').length;
    const hasCard = (link: HTMLAnchorElement): boolean => {
      if (link.dataset.missing) return missing.includes(link.dataset.missing);
      const address = new URL(link.href, document.baseURI);
      return hrefs.some((href) => (address.pathname + address.hash).endsWith(href));
    };
    const byEntry = new Map(sampleLinks.map((link) => [link.dataset.missing ?? link.getAttribute('href'), link]));
    const cards = [...byEntry.values()].filter(hasCard).length;
    let firstCardOpens: boolean | null = null;
    if (sampleLinks.length > 0) {
      // The card's chunk is fetched on the first focus; the condition, not a delay, ends the wait. A code block
      // island that renders meanwhile replaces the link: the one in the page now takes the focus again.
      const first = () => document.querySelector<HTMLAnchorElement>('pre a.api-ref');
      firstCardOpens = await new Promise<boolean>((resolve) => {
        const deadline = performance.now() + 10_000;
        const check = () => {
          const link = first();
          if (link && document.activeElement !== link) link.focus({preventScroll: true});
          const opened =
            link !== null &&
            (link.getAttribute('aria-describedby') ?? '').includes('api-name-card') &&
            document.getElementById('api-name-card') !== null;
          if (opened || performance.now() > deadline) resolve(opened);
          else setTimeout(check, 20);
        };
        check();
      });
      first()?.blur();
    }
    return {sampleApiLinks: sampleLinks.length, pubDevLinks, targets: byEntry.size, cards, firstCardOpens};
  }, cardEntries);
}
