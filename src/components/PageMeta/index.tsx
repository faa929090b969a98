import {useCallback, useRef, type ReactNode, type SyntheticEvent} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {readChoice} from '@site/src/components/Releases/store';
import {CHECKED_HOW_LABEL, checkedHowPieces, isStale, longDate, reportUrl, type Freshness} from './freshness';
import styles from './styles.module.css';

type Fields = {docsRepositoryUrl: string; newestServerRelease: string};

function useFields(): Fields & {siteUrl: string} {
  const {siteConfig} = useDocusaurusContext();
  return {...(siteConfig.customFields as Fields), siteUrl: siteConfig.url.replace(/\/$/, '')};
}

/** The `h2`/`h3` that a node of the article comes under (the last one before it). */
function headingBefore(article: ParentNode, node: Node): HTMLElement | undefined {
  let found: HTMLElement | undefined;
  for (const heading of Array.from(article.querySelectorAll<HTMLElement>('h2[id], h3[id]'))) {
    if (heading === node || heading.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING) found = heading;
    else break;
  }
  return found;
}

/**
 * The section the reader means: the one holding the text they selected, else (from the table of
 * contents, which stays in view) the last heading above a third of the window, else the one the
 * address points at.
 */
function sectionFor(link: HTMLElement): {title: string; id: string} | undefined {
  const article = document.querySelector('article') ?? document;
  const named = (heading: HTMLElement | null | undefined) =>
    heading ? {title: (heading.textContent ?? '').replace(/\u200b/g, '').trim(), id: heading.id} : undefined;
  const selection = window.getSelection();
  if (selection && !selection.isCollapsed && selection.anchorNode && article.contains(selection.anchorNode)) {
    const heading = headingBefore(article, selection.anchorNode);
    if (heading) return named(heading);
  }
  if (link.closest('[data-report-in-view]')) {
    let inView: HTMLElement | undefined;
    for (const heading of Array.from(article.querySelectorAll<HTMLElement>('h2[id], h3[id]'))) {
      if (heading.getBoundingClientRect().top > window.innerHeight / 3) break;
      inView = heading;
    }
    if (inView) return named(inView);
  }
  const hash = decodeURIComponent(window.location.hash.slice(1));
  const target = hash ? document.getElementById(hash) : null;
  return named(target?.matches('h2, h3') ? target : target ? headingBefore(article, target) : undefined);
}

/**
 * "Report a problem with this page": a plain link to a new issue on the documentation's
 * repository (config/site.ts, docsRepositoryUrl). The server writes it with the page's address and
 * checked release; when the reader points at, focuses or follows it, it is written again with
 * the section they mean (the text they selected, or, beside the table of contents, the one in
 * view) and the release they chose in the release switch. Nothing is requested from the other
 * site until the link is followed.
 */
export function ReportProblem({title, checkedAgainst, className}: {title: string; checkedAgainst?: string; className?: string}): ReactNode {
  const {docsRepositoryUrl, siteUrl} = useFields();
  const {pathname} = useLocation();
  const pageUrl = `${siteUrl}${pathname}`;
  const href = reportUrl({repository: docsRepositoryUrl, pageUrl, title, checkedAgainst});
  // A press on the link can clear the reader's selection before the click: the section read
  // when the pointer went down stands for the click that follows it.
  const pressed = useRef<{section?: {title: string; id: string}; at: number}>(undefined);
  const refresh = useCallback(
    (event: SyntheticEvent<HTMLAnchorElement>) => {
      const link = event.currentTarget;
      let section = sectionFor(link);
      if (event.type === 'pointerdown') pressed.current = {section, at: performance.now()};
      else if (!section && pressed.current && performance.now() - pressed.current.at < 2000) section = pressed.current.section;
      link.href = reportUrl({repository: docsRepositoryUrl, pageUrl, title, checkedAgainst, section, chosen: readChoice()});
    },
    [docsRepositoryUrl, pageUrl, title, checkedAgainst],
  );
  return (
    <a className={clsx(styles.report, className)} href={href} target="_blank" rel="noopener noreferrer" onPointerDown={refresh} onFocus={refresh} onClick={refresh} data-report-problem="">
      Report a problem with this page
    </a>
  );
}

/**
 * "How this page is checked", a native disclosure (it opens without scripts): the release and day
 * of the last check, then the page's own `checked_how` (which sources back it and how its blocks
 * are run), kept here so that the page itself can open with what it helps to do.
 */
export function CheckedHow({freshness}: {freshness: Freshness}): ReactNode {
  const pieces = checkedHowPieces(freshness);
  if (pieces.length === 0) return null;
  return (
    <details className={styles.how} data-checked-how="">
      <summary>{CHECKED_HOW_LABEL}</summary>
      <p>
        {pieces.map((piece, index) =>
          'code' in piece ? (
            <code key={index}>{piece.code}</code>
          ) : 'link' in piece ? (
            <Link key={index} to={piece.link}>
              {piece.text}
            </Link>
          ) : (
            piece.text
          ),
        )}
      </p>
    </details>
  );
}

/**
 * The page's freshness, at its end: when its source last changed (git), which Docbox release
 * it was last checked against, and when (its front matter), and how it is checked.
 */
export function PageFreshness({lastUpdatedAt, freshness, title}: {lastUpdatedAt?: number | null; freshness: Freshness; title: string}): ReactNode {
  const {checkedAgainst, checkedOn} = freshness;
  return (
    <div className={styles.freshness} data-page-freshness="">
      {lastUpdatedAt ? (
        <span>
          Last updated <time dateTime={new Date(lastUpdatedAt).toISOString().slice(0, 10)}>{longDate(lastUpdatedAt)}</time>
        </span>
      ) : null}
      {checkedAgainst ? (
        <span>
          Checked against Docbox {checkedAgainst}
          {checkedOn ? (
            <>
              {' '}
              on <time dateTime={checkedOn}>{longDate(checkedOn)}</time>
            </>
          ) : null}
        </span>
      ) : null}
      <ReportProblem title={title} checkedAgainst={checkedAgainst} />
      <CheckedHow freshness={freshness} />
    </div>
  );
}

/** At the top of a page checked against an older release than the newest: it says so. */
export function StaleNote({freshness}: {freshness: Freshness}): ReactNode {
  const {newestServerRelease} = useFields();
  const {checkedAgainst, checkedOn} = freshness;
  if (!isStale(freshness, newestServerRelease)) return null;
  return (
    <p className={styles.stale} role="note" data-stale-page="">
      This page was last checked against Docbox {checkedAgainst}
      {checkedOn ? ` on ${longDate(checkedOn)}` : ''}. Docbox {newestServerRelease} has come out since: what it changed may not be here
      yet (see the <Link to="/docs/api/changelog">API changelog</Link> and the <Link to="/blog">release notes</Link>).
    </p>
  );
}
