import {useEffect, useId, useState, type ReactNode} from 'react';
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
  const [answer, setAnswer] = useState<Answer | null>(null);
  const questionId = useId();
  const repo = githubRepoUrl(siteConfig.customFields?.repoUrl);
  const issue = repo && issueUrl(repo, {title, url: absoluteUrl(siteConfig.url, permalink)});

  useEffect(() => setAnswer(answerFor(readStored(), permalink)), [permalink]);

  const give = (given: Answer) => {
    setAnswer(given);
    store(permalink, given);
    if (given === 'no' && issue) window.open(issue, '_blank', 'noopener,noreferrer');
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
              <a href={issue} target="_blank" rel="noopener noreferrer">
                open the issue form for this page
              </a>
              .
            </>
          ) : (
            'Thank you for telling us.'
          ))}
      </p>
    </footer>
  );
}
