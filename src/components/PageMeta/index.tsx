import {useCallback, type ReactNode, type SyntheticEvent} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {readChoice} from '@site/src/components/Releases/store';
import {compareVersions, longDate, reportUrl, type Freshness} from './freshness';
import styles from './styles.module.css';

type Fields = {docsRepositoryUrl: string; newestServerRelease: string};

function useFields(): Fields & {siteUrl: string} {
  const {siteConfig} = useDocusaurusContext();
  return {...(siteConfig.customFields as Fields), siteUrl: siteConfig.url.replace(/\/$/, '')};
}

/** The heading the reader is in: the last `h2`/`h3` of the article that starts above a third of the window. */
function sectionInView(from: Element): {title: string; id: string} | undefined {
  const article = from.closest('article') ?? document.querySelector('article') ?? document;
  let found: {title: string; id: string} | undefined;
  for (const heading of Array.from(article.querySelectorAll<HTMLElement>('h2[id], h3[id]'))) {
    if (heading.getBoundingClientRect().top > window.innerHeight / 3) break;
    found = {title: (heading.textContent ?? '').replace(/\u200b/g, '').trim(), id: heading.id};
  }
  return found;
}

/**
 * "Report a problem with this page": a plain link to a new issue on the documentation's
 * repository (config/site.ts, docsRepositoryUrl). The server writes it with the page's address and
 * checked release; when the reader points at, focuses or follows it, it is written again with
 * the section they are reading and the release they chose in the release switch. Nothing is
 * requested from the other site until the link is followed.
 */
export function ReportProblem({title, checkedAgainst}: {title: string; checkedAgainst?: string}): ReactNode {
  const {docsRepositoryUrl, siteUrl} = useFields();
  const {pathname} = useLocation();
  const pageUrl = `${siteUrl}${pathname}`;
  const href = reportUrl({repository: docsRepositoryUrl, pageUrl, title, checkedAgainst});
  const refresh = useCallback(
    (event: SyntheticEvent<HTMLAnchorElement>) => {
      const link = event.currentTarget;
      link.href = reportUrl({repository: docsRepositoryUrl, pageUrl, title, checkedAgainst, section: sectionInView(link), chosen: readChoice()});
    },
    [docsRepositoryUrl, pageUrl, title, checkedAgainst],
  );
  return (
    <a className={styles.report} href={href} target="_blank" rel="noopener noreferrer" onPointerDown={refresh} onFocus={refresh} onClick={refresh} data-report-problem="">
      Report a problem with this page
    </a>
  );
}

/**
 * The page's freshness, at its end: when its source last changed (git), and which Docbox release
 * it was last checked against, and when (its front matter).
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
    </div>
  );
}

/** At the top of a page checked against an older release than the newest: it says so. */
export function StaleNote({freshness}: {freshness: Freshness}): ReactNode {
  const {newestServerRelease} = useFields();
  const {checkedAgainst, checkedOn} = freshness;
  if (!checkedAgainst || compareVersions(checkedAgainst, newestServerRelease) >= 0) return null;
  return (
    <p className={styles.stale} role="note" data-stale-page="">
      This page was last checked against Docbox {checkedAgainst}
      {checkedOn ? ` on ${longDate(checkedOn)}` : ''}. Docbox {newestServerRelease} has come out since: what it changed may not be here
      yet (see the <Link to="/docs/api/changelog">API changelog</Link> and the <Link to="/blog">release notes</Link>).
    </p>
  );
}
