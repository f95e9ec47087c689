/**
 * The card of a linked polly_dart name in a code sample: what the name is,
 * its declaration, whether it is required and its default, its description
 * (data/api-card-descriptions.json), since when it exists or what changed, and links to its API row
 * and its dartdoc page. Loaded on demand by src/clientModules/apiCards.ts;
 * plain DOM, since the code blocks it serves are server HTML that React
 * keeps as it is.
 *
 * It opens below the name (above when there is no room below), never over
 * it; closes on Escape, when the pointer leaves the name and the card, and
 * when the focus leaves both. While open, the name is described by the card
 * (`aria-describedby` on the card's lines), so its accessible name stays the
 * identifier. Tab on
 * the name moves into the card, Tab past its last link to what follows the
 * name, Shift+Tab from its first link back to the name.
 */
import linksJson from '@site/data/generated/api-links.json';
import type {ApiLinkCard} from '@site/src/api/apiLinks';
import {placeCard} from '@site/src/codeLinks/placement';
import styles from './styles.module.css';

const cards = linksJson as Record<string, ApiLinkCard>;
const CARD_ID = 'api-name-card';
/** Grace before the card closes once the pointer has left the name, so it can move onto the card. */
const LEAVE_DELAY_MS = 250;

/** The card entry of a name link: by the missing entry it names, else by its address (without the base URL). */
export function cardFor(link: HTMLAnchorElement): ApiLinkCard | null {
  const missing = link.dataset.missing;
  if (missing) return cards[`!${missing}`] ?? null;
  const url = new URL(link.href, document.baseURI);
  const address = url.pathname + url.hash;
  return Object.values(cards).find((card) => !card.missing && address.endsWith(card.href)) ?? null;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function render(card: ApiLinkCard, link: HTMLAnchorElement): HTMLElement {
  // A landmark of its own at the end of the page (axe's region rule), named by its title.
  const root = element('aside', styles.card);
  root.id = CARD_ID;
  root.setAttribute('aria-labelledby', `${CARD_ID}-title`);
  const title = element('p', styles.title);
  title.id = `${CARD_ID}-title`;
  title.append(element('code', '', card.name));
  root.append(title);
  const kind = element('p', styles.kind, card.kind);
  kind.id = `${CARD_ID}-kind`;
  if (card.missing) kind.classList.add(styles.missing);
  if (card.since) kind.append(' ', element('span', styles.badge, `since ${card.since}`));
  if (card.changed)
    kind.append(' ', element('span', styles.badge, `changed in ${card.changed.version}: ${card.changed.what}`));
  root.append(kind);
  const signature = element('pre', styles.signature);
  signature.id = `${CARD_ID}-signature`;
  signature.append(element('code', '', card.signature));
  root.append(signature);
  if (card.facts) {
    const facts = element('p', styles.facts, card.facts);
    facts.id = `${CARD_ID}-facts`;
    root.append(facts);
  }
  if (card.description) {
    const description = element('p', styles.description, card.description);
    description.id = `${CARD_ID}-description`;
    root.append(description);
  }
  const links = element('p', styles.links);
  const api = element('a', '', card.missing ? 'API reference of the class' : 'API reference');
  api.href = link.href;
  links.append(api);
  if (card.pub) {
    const pub = element('a', '', 'pub.dev documentation');
    pub.href = card.pub;
    pub.target = '_blank';
    pub.rel = 'noopener noreferrer';
    links.append(pub);
  }
  root.append(links);
  return root;
}

interface Open {
  link: HTMLAnchorElement;
  root: HTMLElement;
  leaveTimer?: ReturnType<typeof setTimeout>;
  cleanup: () => void;
}

let open: Open | null = null;

export function closeCard(): void {
  if (!open) return;
  const {link, root, cleanup} = open;
  open = null;
  cleanup();
  link.removeAttribute('aria-describedby');
  root.remove();
}

function focusables(): HTMLElement[] {
  return [
    ...Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
      ),
    ),
  ].filter(
    (node) => !node.closest(`#${CARD_ID}`) && node.getClientRects().length > 0 && !node.hasAttribute('disabled'),
  );
}

/** Opens the card of `link` (closing any other); `how` is what opened it. */
export function openCard(link: HTMLAnchorElement, how: 'pointer' | 'focus' | 'tap'): void {
  if (open?.link === link) return;
  closeCard();
  const card = cardFor(link);
  if (!card || !link.isConnected) return;
  const root = render(card, link);
  document.body.append(root);
  const name = link.getBoundingClientRect();
  const {top, left} = placeCard(
    name,
    {width: root.offsetWidth, height: root.offsetHeight},
    {
      width: document.documentElement.clientWidth,
      height: window.innerHeight,
      scrollX: window.scrollX,
      scrollY: window.scrollY,
    },
  );
  root.style.top = `${top}px`;
  root.style.left = `${left}px`;
  // What the name is, its declaration, facts and description: the name itself stays its accessible name.
  link.setAttribute(
    'aria-describedby',
    ['kind', 'signature', 'facts', 'description']
      .map((part) => `${CARD_ID}-${part}`)
      .filter((id) => document.getElementById(id))
      .join(' '),
  );

  const state: Open = {link, root, cleanup: () => undefined};
  const cancelLeave = () => clearTimeout(state.leaveTimer);
  const leave = () => {
    cancelLeave();
    state.leaveTimer = setTimeout(closeCard, LEAVE_DELAY_MS);
  };
  const inside = (node: EventTarget | null) => node instanceof Node && (link.contains(node) || root.contains(node));
  const onPointerOut = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && !inside(event.relatedTarget)) leave();
  };
  const onPointerOver = (event: PointerEvent) => {
    if (inside(event.target)) cancelLeave();
  };
  const onFocusOut = (event: FocusEvent) => {
    if (!inside(event.relatedTarget)) closeCard();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      const hadFocus = root.contains(document.activeElement);
      closeCard();
      if (hadFocus) link.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    const inCard = Array.from(root.querySelectorAll<HTMLElement>('a[href]'));
    const at = document.activeElement;
    if (at === link && !event.shiftKey && inCard.length > 0) {
      event.preventDefault();
      inCard[0].focus();
    } else if (at === inCard[0] && event.shiftKey) {
      event.preventDefault();
      link.focus();
    } else if (at === inCard.at(-1) && !event.shiftKey) {
      event.preventDefault();
      const order = focusables();
      const next = order[order.indexOf(link) + 1];
      closeCard();
      (next ?? link).focus();
    }
  };
  const onTapOutside = (event: PointerEvent) => {
    if (!inside(event.target)) closeCard();
  };
  link.addEventListener('pointerout', onPointerOut);
  root.addEventListener('pointerout', onPointerOut);
  document.addEventListener('pointerover', onPointerOver);
  link.addEventListener('focusout', onFocusOut);
  root.addEventListener('focusout', onFocusOut);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('pointerdown', onTapOutside);
  window.addEventListener('popstate', closeCard);
  state.cleanup = () => {
    cancelLeave();
    link.removeEventListener('pointerout', onPointerOut);
    root.removeEventListener('pointerout', onPointerOut);
    document.removeEventListener('pointerover', onPointerOver);
    link.removeEventListener('focusout', onFocusOut);
    root.removeEventListener('focusout', onFocusOut);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('pointerdown', onTapOutside);
    window.removeEventListener('popstate', closeCard);
  };
  open = state;
  root.dataset.openedBy = how;
}
