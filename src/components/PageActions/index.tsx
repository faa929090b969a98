import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {markdownUrl} from './markdownUrl';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

const STATUS: Record<CopyState, string> = {
  idle: '',
  copied: 'The page is on the clipboard as Markdown.',
  failed: 'The page could not be copied. Use View as Markdown instead.',
};

/** The page's Markdown, fetched only now, from the site itself. */
async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url, {headers: {Accept: 'text/markdown, text/plain'}});
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Puts text on the clipboard. The text is handed over as a promise inside the click, which is
 * what Safari needs; browsers that cannot take a promise get the text once it has arrived.
 */
async function copyToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    try {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch {
      // Fall through to writeText: a failed fetch fails there too.
    }
  }
  await navigator.clipboard.writeText(await text);
}

function CopyIcon({done}: {done: boolean}): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      {done ? (
        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <>
          <rect x="5.5" y="5.5" width="8" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
          <path d="M10.5 3.5v-.5A1.5 1.5 0 0 0 9 1.5H4A1.5 1.5 0 0 0 2.5 3v7A1.5 1.5 0 0 0 4 11.5h.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
        </>
      )}
    </svg>
  );
}

function MarkdownIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="1" y="3.5" width="14" height="9" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.2" />
      <path d="M3.5 10.5v-5l2 2.5 2-2.5v5M11.5 5.5v4.5M9.8 8.6l1.7 1.9 1.7-1.9" fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * "Copy page" (the page's Markdown to the clipboard) and "View as Markdown" (opens the .md twin)
 * for doc, API and release-note pages. Both are rendered with the page, so nothing moves when
 * it hydrates, and nothing is requested until one of them is used.
 */
export default function PageActions({className}: {className?: string}): ReactNode {
  const {pathname} = useLocation();
  const href = markdownUrl(pathname);
  const [state, setState] = useState<CopyState>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);
  useEffect(() => setState('idle'), [href]);

  const copy = async () => {
    clearTimeout(reset.current);
    try {
      await copyToClipboard(fetchMarkdown(href));
      setState('copied');
    } catch {
      setState('failed');
    }
    reset.current = setTimeout(() => setState('idle'), 3000);
  };

  return (
    <div className={clsx(styles.actions, className)} role="group" aria-label="This page as Markdown">
      <button type="button" className={styles.action} onClick={copy}>
        <CopyIcon done={state === 'copied'} />
        {/* Both labels take the same place, so the button keeps its width. */}
        <span className={styles.labels}>
          <span className={clsx(state !== 'idle' && styles.hidden)}>Copy page</span>
          <span className={clsx(state !== 'copied' && styles.hidden)}>Copied</span>
          <span className={clsx(state !== 'failed' && styles.hidden)}>Not copied</span>
        </span>
      </button>
      <a className={styles.action} href={href} type="text/markdown">
        <MarkdownIcon />
        <span>
          <span className={styles.wideOnly}>View as </span>Markdown
        </span>
      </a>
      <span className={styles.status} role="status">
        {STATUS[state]}
      </span>
    </div>
  );
}
