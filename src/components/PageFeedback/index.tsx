import {useId, useState, useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  answerFor,
  feedbackStorageKey,
  githubRepoUrl,
  issueUrl,
  withAnswer,
  type Answer,
} from '@site/src/feedback/feedback';
import {absoluteUrl} from '@site/src/pageTools/links';
import styles from './styles.module.css';

function readStored(): string | null {
  try {
    return window.localStorage.getItem(feedbackStorageKey);
  } catch {
    return null;
  }
}

/** Another tab that answers updates this one; the server and the hydrating render have no stored answer. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function store(path: string, answer: Answer): void {
  try {
    window.localStorage.setItem(feedbackStorageKey, withAnswer(readStored(), path, answer));
  } catch {
    // storage full or blocked: the answer counts for this visit only
  }
}

/**
 * "Was this page helpful?" at the end of a docs page. Yes thanks the reader;
 * No opens a prefilled GitHub issue about the page in a new tab (with a link
 * to it, should the browser block the tab). The answer is kept per page in
 * local storage and shown again on the next visit; no request is made.
 */
export default function PageFeedback({permalink, title}: {permalink: string; title: string}): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const stored = useSyncExternalStore(
    subscribe,
    () => answerFor(readStored(), permalink),
    () => null,
  );
  // An answer given on this page in this visit, kept with the page it was given on.
  const [given, setGiven] = useState<{permalink: string; answer: Answer} | null>(null);
  const answer = given?.permalink === permalink ? given.answer : stored;
  const questionId = useId();
  const repo = githubRepoUrl(siteConfig.customFields?.repoUrl);
  const issue = repo && issueUrl(repo, {title, url: absoluteUrl(siteConfig.url, permalink)});

  const give = (choice: Answer) => {
    setGiven({permalink, answer: choice});
    store(permalink, choice);
    if (choice === 'no' && issue) window.open(issue, '_blank', 'noopener,noreferrer');
  };

  return (
    <footer className={styles.feedback} data-page-feedback="">
      <p id={questionId} className={styles.question}>
        Was this page helpful?
      </p>
      <div role="group" aria-labelledby={questionId} className={styles.answers}>
        <button type="button" className={styles.answer} aria-pressed={answer === 'yes'} onClick={() => give('yes')}>
          Yes
        </button>
        <button type="button" className={styles.answer} aria-pressed={answer === 'no'} onClick={() => give('no')}>
          No
        </button>
      </div>
      <p role="status" className={styles.status}>
        {answer === 'yes' && 'Thank you for telling us.'}
        {answer === 'no' &&
          (issue ? (
            <>
              Thank you. Tell us what was missing in the issue form that opened in a new tab, or{' '}
              <Link to={issue} target="_blank" rel="noopener noreferrer">
                open the issue form for this page
              </Link>
              .
            </>
          ) : (
            'Thank you for telling us.'
          ))}
      </p>
    </footer>
  );
}
