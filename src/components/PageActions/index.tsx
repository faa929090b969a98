import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {mcpServersConfig} from '@site/src/data/release';
import {markdownUrl} from './markdownUrl';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';
type Copied = 'page' | 'mcp';

const STATUS: Record<Copied, Record<CopyState, string>> = {
  page: {
    idle: '',
    copied: 'The page is on the clipboard as Markdown.',
    failed: 'The page could not be copied. Use View as Markdown instead.',
  },
  mcp: {
    idle: '',
    copied: 'The MCP configuration is on the clipboard.',
    failed: 'The MCP configuration could not be copied.',
  },
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

/** A copy button's three labels, in one grid cell so the button keeps its width. */
function CopyLabels({state, children}: {state: CopyState; children: ReactNode}): ReactNode {
  return (
    <span className={styles.labels}>
      <span className={clsx(state !== 'idle' && styles.hidden)}>{children}</span>
      <span className={clsx(state !== 'copied' && styles.hidden)}>Copied</span>
      <span className={clsx(state !== 'failed' && styles.hidden)}>Not copied</span>
    </span>
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
 * The Markdown twins are written by the production build (src/plugins/markdownTwins); the dev
 * server (`npm start`) has none, so there the two controls that read them are left out instead of
 * leading to "Page Not Found".
 */
const TWINS_SERVED = process.env.NODE_ENV === 'production';

/**
 * "Copy page" (the page's Markdown to the clipboard), "View as Markdown" (opens the .md twin) and
 * "Copy MCP config" (the configuration that plugs the docs' MCP server into a coding agent;
 * docs/guides/integrating/docs-for-agents.md) for doc, API and release-note pages. They are
 * rendered with the page, so nothing moves when it hydrates, and nothing is requested until one
 * of them is used.
 */
export default function PageActions({className}: {className?: string}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const href = markdownUrl(pathname);
  const [copied, setCopied] = useState<{what: Copied; state: CopyState}>({what: 'page', state: 'idle'});
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);
  useEffect(() => setCopied({what: 'page', state: 'idle'}), [href]);
  const stateOf = (what: Copied): CopyState => (copied.what === what ? copied.state : 'idle');

  const copy = async (what: Copied) => {
    clearTimeout(reset.current);
    try {
      await copyToClipboard(what === 'page' ? fetchMarkdown(href) : Promise.resolve(mcpServersConfig(siteConfig.url)));
      setCopied({what, state: 'copied'});
    } catch {
      setCopied({what, state: 'failed'});
    }
    reset.current = setTimeout(() => setCopied({what, state: 'idle'}), 3000);
  };

  return (
    <div className={clsx(styles.actions, className)} role="group" aria-label="This page as Markdown, and the MCP server of the docs">
      {TWINS_SERVED && (
        <>
          <button type="button" className={styles.action} onClick={() => copy('page')}>
            <CopyIcon done={stateOf('page') === 'copied'} />
            <CopyLabels state={stateOf('page')}>Copy page</CopyLabels>
          </button>
          <a className={styles.action} href={href} type="text/markdown" title="View as Markdown">
            <MarkdownIcon />
            <span>
              <span className={styles.wideOnly}>View as </span>Markdown
            </span>
          </a>
        </>
      )}
      <button type="button" className={styles.action} onClick={() => copy('mcp')} title="Adds these docs' MCP server to a coding agent">
        <CopyIcon done={stateOf('mcp') === 'copied'} />
        <CopyLabels state={stateOf('mcp')}>
          <span>
            <span className={styles.wideOnly}>Copy </span>MCP<span className={styles.wideOnly}> config</span>
          </span>
        </CopyLabels>
      </button>
      <span className={styles.status} role="status">
        {STATUS[copied.what][copied.state]}
      </span>
    </div>
  );
}
