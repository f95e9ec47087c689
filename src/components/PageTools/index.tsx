import {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  absoluteUrl,
  assistantPrompt,
  chatGptUrl,
  claudeUrl,
  copyMessage,
  twinPath,
  type CopyResult,
} from '@site/src/pageTools/links';
import styles from './styles.module.css';

/** Loads the twin and writes it to the clipboard; nothing is fetched before the reader asks. */
async function copyTwin(path: string): Promise<CopyResult> {
  let text: string;
  try {
    const response = await fetch(path, {headers: {Accept: 'text/markdown, text/plain'}});
    if (!response.ok) return {ok: false, failure: 'fetch', status: response.status};
    text = await response.text();
  } catch {
    return {ok: false, failure: 'fetch'};
  }
  try {
    await navigator.clipboard.writeText(text);
    return {ok: true};
  } catch {
    return {ok: false, failure: 'clipboard'};
  }
}

/**
 * The page tools of a docs page: a disclosure button that shows a short list
 * of actions on the page's Markdown twin (copy it, view it, open the page in
 * ChatGPT or Claude). Escape, a click outside or moving focus out closes the
 * list; Escape returns focus to the button. The result of a copy is said in a
 * live region that stays in the page.
 */
export default function PageTools({permalink, title}: {permalink: string; title: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const markdownPath = twinPath(permalink, siteConfig.baseUrl);
  const prompt = assistantPrompt(title, siteConfig.title, absoluteUrl(siteConfig.url, markdownPath));

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const copy = async () => {
    if (busy) return;
    setBusy(true);
    setMessage('');
    const result = await copyTwin(markdownPath);
    setBusy(false);
    setMessage(copyMessage(result));
  };

  return (
    <div
      ref={root}
      className={styles.tools}
      data-page-tools=""
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) close(false);
      }}>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((was) => !was)}>
        Page tools
        <svg className={styles.chevron} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open && (
        <ul id={listId} className={styles.list}>
          <li>
            <button type="button" className={styles.item} onClick={copy} aria-disabled={busy}>
              Copy page as Markdown
            </button>
          </li>
          <li>
            {/* pathname:// keeps the router out: the twin is a static file, not a route. */}
            <Link className={styles.item} to={`pathname://${markdownPath}`} target="_self">
              View as Markdown
            </Link>
          </li>
          <li>
            <Link className={styles.item} to={chatGptUrl(prompt)} target="_blank" rel="noopener noreferrer">
              Open in ChatGPT<span className={styles.external}> (opens in new tab)</span>
            </Link>
          </li>
          <li>
            <Link className={styles.item} to={claudeUrl(prompt)} target="_blank" rel="noopener noreferrer">
              Open in Claude<span className={styles.external}> (opens in new tab)</span>
            </Link>
          </li>
        </ul>
      )}
      <p className={styles.status} role="status">
        {message}
      </p>
    </div>
  );
}
