/**
 * Islands: a figure whose code is not part of its page's first load.
 *
 * The server renders the figure in full, as before, so the page reads the same
 * with and without JavaScript. In the browser, a page that loads from the
 * server keeps the figure's HTML as it is through hydration (React leaves the
 * children of an element with inner HTML alone) and fetches its code later:
 * - a static figure (a diagram) never needs it: its HTML is final;
 * - an interactive one (a simulator) fetches it when the reader points at
 *   it, touches it or moves the focus into it, and otherwise, once the page
 *   has hydrated, when the figure comes within a screen of the view or in the
 *   browser's first idle moment; then it renders in place of the HTML it had,
 *   which it matches, and the control the reader had focused or clicked
 *   meanwhile gets the focus or the click;
 * - one marked `render: 'near'` (a code block of the Markdown) renders only when
 *   it comes within a screen of the view, never under the reader's pointer
 *   or focus (see IslandOptions).
 *
 * A page reached by a link has no server HTML: there the code starts loading
 * as soon as the page's own code runs, ahead of its render.
 *
 * The server has each island's module at hand when it renders (see
 * ./lazyModule.ts).
 */
import {startTransition, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {KEEP_SERVER_HTML, useKeepServerHtml} from './useKeepServerHtml';
import {hasHydrated, lazyModule, whenHydrated, whenIdleAfterLoad} from './lazyModule';
import styles from './styles.module.css';

export interface IslandOptions<P> {
  /** A figure with controls: its code loads after the page (see above). A static one only when rendered in the browser. */
  interactive: boolean;
  /**
   * When an interactive island loaded from the server renders. `soon` (the default, a simulator): at the reader's
   * first pointer, touch or focus in it, when it comes within a screen of the view, or in the first idle moment,
   * handing the focus and the click over. `near` (a code block of the Markdown): only when it comes within a screen
   * of the view, and never while the reader's pointer or focus is in it, so that the HTML the reader is using (a
   * selection, a linked name whose card is open) is not replaced under them; a guide of thirty blocks then renders
   * none of them in the moments after load.
   */
  render?: 'soon' | 'near';
  /** What a page reached by a link shows while the code loads (nothing by default). */
  placeholder?: ComponentType<P>;
}

/** Where an element sits among the island's elements, so that the same element can be found after the island rendered anew. */
function indexIn(root: HTMLElement, element: Element | null): number {
  return element && root.contains(element) ? Array.prototype.indexOf.call(root.querySelectorAll('*'), element) : -1;
}

/** What a click can act on inside a figure. */
const CONTROLS = 'button, a[href], input, select, textarea, label, summary';

function elementAt(root: HTMLElement, index: number): HTMLElement | null {
  const element = index < 0 ? null : root.querySelectorAll('*')[index];
  return element instanceof HTMLElement ? element : null;
}

/**
 * The component `load` gives, as an island named `name` (the `data-island`
 * attribute). `moduleId` is `require.resolveWeak` of the same module.
 */
export function lazyIsland<P extends object>(
  name: string,
  load: () => Promise<{default: ComponentType<P>}>,
  moduleId: string | number,
  {interactive, render = 'soon', placeholder: Placeholder}: IslandOptions<P>,
): ComponentType<P> {
  const module = lazyModule(load, moduleId);
  // `data-interactive`: "" for an island that renders soon after load, "near" for one that waits for the reader.
  const interactiveMark = interactive ? (render === 'near' ? 'near' : '') : undefined;
  const ready = (): ComponentType<P> | null => module.current()?.default ?? null;
  const start = (): Promise<ComponentType<P> | null> => module.load().then((loaded) => loaded?.default ?? null);

  // A page reached by a link: the app has hydrated before this page's code runs.
  if (ExecutionEnvironment.canUseDOM && hasHydrated()) void start();

  function Island(props: P): ReactNode {
    const fromServer = useKeepServerHtml(null);
    const [Component, setComponent] = useState<ComponentType<P> | null>(ready);
    const box = useRef<HTMLDivElement>(null);
    // The control focused or clicked while the code loaded, by position.
    const pending = useRef<{focus: number; click: number}>({focus: -1, click: -1});

    useEffect(() => {
      if (Component !== null) return;
      let current = true;
      const root = box.current;
      const fetchNow = (): void => {
        void start().then((component) => {
          if (!current || component === null) return;
          if (root) pending.current.focus = indexIn(root, document.activeElement);
          // A transition: React renders the figure in slices instead of one long task.
          startTransition(() => setComponent(() => component));
        });
      };
      if (!fromServer) {
        fetchNow();
        return () => {
          current = false;
        };
      }
      if (!interactive || !root) return;
      // Nearness to the view counts once the page has hydrated: a figure at the top of the page would
      // otherwise take its code in the middle of the page's own hydration.
      const whenNear = (job: () => void): (() => void) => {
        let observer: IntersectionObserver | null = null;
        const cancelWatch = whenHydrated(() => {
          if (typeof IntersectionObserver !== 'function' || !root.firstElementChild) return;
          observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && job(), {
            rootMargin: '100% 0px',
          });
          // The box has no box of its own (display: contents): watch its first child.
          observer.observe(root.firstElementChild);
        });
        return () => {
          cancelWatch();
          observer?.disconnect();
        };
      };

      if (render === 'near') {
        // In use: the reader's pointer or focus is in it, or a card describing a part of it is open
        // (`aria-describedby`, src/components/ApiCard), whose focus and pointer are outside the island.
        const inUse = (): boolean =>
          root.contains(document.activeElement) ||
          root.firstElementChild?.matches(':hover') === true ||
          root.querySelector('[aria-describedby]') !== null;
        let near = false;
        const renderIfFree = (): void => {
          if (!near || inUse()) return;
          void start().then((component) => {
            if (current && component !== null && !inUse()) startTransition(() => setComponent(() => component));
          });
        };
        // Once near, any later focus or pointer move on the page checks again, after the event has settled.
        const later = (): void => void setTimeout(renderIfFree, 0);
        const cancelNear = whenNear(() => {
          if (near) return;
          near = true;
          document.addEventListener('focusin', later);
          document.addEventListener('pointerover', later);
          renderIfFree();
        });
        return () => {
          current = false;
          document.removeEventListener('focusin', later);
          document.removeEventListener('pointerover', later);
          cancelNear();
        };
      }

      const onClick = (event: MouseEvent): void => {
        const target = event.target instanceof Element ? event.target : null;
        pending.current.click = indexIn(root, target?.closest(CONTROLS) ?? null);
        fetchNow();
      };
      const triggers = ['pointerover', 'touchstart', 'focusin'] as const;
      for (const type of triggers) root.addEventListener(type, fetchNow, {once: true, passive: true});
      root.addEventListener('click', onClick);
      const cancelNear = whenNear(fetchNow);
      const cancelIdle = whenIdleAfterLoad(fetchNow);
      return () => {
        current = false;
        for (const type of triggers) root.removeEventListener(type, fetchNow);
        root.removeEventListener('click', onClick);
        cancelNear();
        cancelIdle();
      };
    }, [Component, fromServer]);

    // Hand the focus and the click over to the rendered controls.
    useLayoutEffect(() => {
      const root = box.current;
      if (Component === null || !root) return;
      const {focus, click} = pending.current;
      pending.current = {focus: -1, click: -1};
      elementAt(root, focus)?.focus();
      elementAt(root, click)?.click();
    }, [Component]);

    if (Component === null) {
      return fromServer ? (
        <div
          ref={box}
          className={styles.island}
          data-island={name}
          data-interactive={interactiveMark}
          dangerouslySetInnerHTML={KEEP_SERVER_HTML}
          suppressHydrationWarning
        />
      ) : (
        <div ref={box} className={styles.island} data-island={name} data-interactive={interactiveMark}>
          {Placeholder ? <Placeholder {...props} /> : null}
        </div>
      );
    }
    return (
      // `data-island-ready` is never in the server's HTML: it marks the code as running.
      <div
        ref={box}
        className={styles.island}
        data-island={name}
        data-interactive={interactiveMark}
        data-island-ready={ExecutionEnvironment.canUseDOM ? '' : undefined}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
