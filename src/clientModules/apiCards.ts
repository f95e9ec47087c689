/**
 * Client module: the card of a linked polly_dart name in a code sample
 * (plugins/dart-links makes the links, class `api-ref`). Only these few
 * listeners are in the first load; the card's code and data are a chunk of
 * their own (src/components/ApiCard/card.ts), fetched when a reader first
 * points at such a name (after a short delay), focuses it or taps it.
 * Without JavaScript the names are plain links.
 */
import type {ClientModule} from '@docusaurus/types';
import type * as CardModule from '../components/ApiCard/card';

/** How long the pointer rests on a name before its card opens. */
const HOVER_DELAY_MS = 400;

type Card = typeof CardModule;

let card: Promise<Card | null> | null = null;

function loadCard(): Promise<Card | null> {
  card ??= import('../components/ApiCard/card').catch(() => {
    card = null; // the next hover, focus or tap tries again
    return null;
  });
  return card;
}

function nameLink(target: EventTarget | null): HTMLAnchorElement | null {
  return target instanceof Element ? target.closest<HTMLAnchorElement>('a.api-ref') : null;
}

let hovered: HTMLAnchorElement | null = null;
let hoverTimer: ReturnType<typeof setTimeout> | undefined;
/** Whether the last pointer down was a finger (or a pen): then a tap opens the card instead of following the link. */
let touch = false;

function install(): void {
  document.addEventListener('pointerdown', (event) => {
    touch = event.pointerType !== 'mouse';
  });
  document.addEventListener('keydown', () => {
    touch = false;
  });
  document.addEventListener('pointerover', (event) => {
    const link = nameLink(event.target);
    if (event.pointerType !== 'mouse' || !link || link === hovered) return;
    hovered = link;
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(() => {
      void loadCard().then((module) => {
        if (module && hovered === link) module.openCard(link, 'pointer');
      });
    }, HOVER_DELAY_MS);
  });
  document.addEventListener('pointerout', (event) => {
    const link = nameLink(event.target);
    if (link && link === hovered && nameLink(event.relatedTarget) !== link) {
      hovered = null;
      clearTimeout(hoverTimer);
    }
  });
  document.addEventListener('focusin', (event) => {
    const link = nameLink(event.target);
    if (!link || touch) return;
    void loadCard().then((module) => {
      if (module && document.activeElement === link) module.openCard(link, 'focus');
    });
  });
  document.addEventListener('click', (event) => {
    const link = nameLink(event.target);
    if (!link || !touch) return;
    // The first tap opens the card (which links to the same entry); a tap on a name whose card is open follows it.
    if (link.hasAttribute('aria-describedby')) return;
    event.preventDefault();
    void loadCard().then((module) => module?.openCard(link, 'tap'));
  });
}

let installed = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (installed) return;
    installed = true;
    install();
  },
};

export default clientModule;
