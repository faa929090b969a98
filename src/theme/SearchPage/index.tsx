/**
 * The search page (/search?q=) of @easyops-cn/docusaurus-search-local, copied from its
 * SearchPage.jsx (0.55.3; pinned in src/plugins/workarounds.ts, `searchPage`) with one change:
 * a result that lacks some words of the query says which, under its path ("Missing:" and the
 * words struck through, src/search/missingWords.ts), as the navbar box's results do; every result
 * shows an excerpt (a title or heading, the page's description or the section's text:
 * SearchResult.excerpt); and the page's title ends with the site's name. Everything else is the theme's: the same worker, query hook, markup and styles.
 */
import React, {useCallback, useEffect, useMemo, useState, type ChangeEvent, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata, usePluralForm} from '@docusaurus/theme-common';
import clsx from 'clsx';
// The site's wrapper of the theme's hook (src/shims/useSearchQuery.ts) stands in for this request.
import useSearchQuery from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/hooks/useSearchQuery';
import {fetchIndexesByWorker, searchByWorker} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {highlight} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import {highlightStemmed} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import {getStemmedPositions} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import {concatDocumentPath} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/concatDocumentPath';
import {normalizeContextByPath} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/normalizeContextByPath';
import {
  Mark,
  searchContextByPaths,
  useAllContextsWithNoSearchContext,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGenerated';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css';
import type {SearchResult} from '@site/src/search/rank';
import {tidyExcerpt} from '@site/src/search/excerpt';
import {MISSING_LABEL} from '@site/src/search/missingWords';
import ownStyles from './styles.module.css';

/** The theme's document kinds (its shared/interfaces), as src/search/rank.ts numbers them. */
const SearchDocumentType = {Title: 0, Heading: 1, Description: 2, Keywords: 3, Content: 4} as const;

export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent(): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const {selectMessage} = usePluralForm();
  const {searchValue, searchContext, searchVersion, updateSearchPath, updateSearchContext} = useSearchQuery();
  const [searchQuery, setSearchQuery] = useState(searchValue);
  const [searchResults, setSearchResults] = useState<SearchResult[]>();
  const versionUrl = `${baseUrl}${searchVersion}`;
  const pageTitle = useMemo(
    () =>
      searchQuery
        ? translate(
            {
              id: 'theme.SearchPage.existingResultsTitle',
              message: 'Search results for "{query}"',
              description: 'The search page title for non-empty query',
            },
            {query: searchQuery},
          )
        : translate({
            id: 'theme.SearchPage.emptyResultsTitle',
            message: 'Search the documentation',
            description: 'The search page title for empty query',
          }),
    [searchQuery],
  );

  useEffect(() => {
    updateSearchPath(searchQuery);
    if (searchQuery) {
      void (async () => {
        const results = (await searchByWorker(versionUrl, searchContext, searchQuery, 100)) as SearchResult[];
        setSearchResults(results);
      })();
    } else {
      setSearchResults(undefined);
    }
    // `updateSearchPath` should not be in the deps, otherwise will cause call stack overflow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchQuery, versionUrl, searchContext]);

  const handleSearchInputChange = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    setSearchQuery(event.target.value);
  }, []);

  useEffect(() => {
    if (searchValue && searchValue !== searchQuery) setSearchQuery(searchValue);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchValue]);

  const [searchWorkerReady, setSearchWorkerReady] = useState(false);
  useEffect(() => {
    async function doFetchIndexes() {
      if (!Array.isArray(searchContextByPaths) || searchContext || useAllContextsWithNoSearchContext) {
        await fetchIndexesByWorker(versionUrl, searchContext);
      }
      setSearchWorkerReady(true);
    }
    void doFetchIndexes();
  }, [searchContext, versionUrl]);

  return (
    <React.Fragment>
      <Head>
        {/* Search pages are not indexed: https://github.com/facebook/docusaurus/pull/3233 */}
        <meta property="robots" content="noindex, follow" />
      </Head>
      {/* The site's title template: "Search results for "…" | Docbox", as every other page. */}
      <PageMetadata title={pageTitle} />

      <div className="container margin-vert--lg">
        <h1>{pageTitle}</h1>

        <div className="row">
          <div
            className={clsx('col', {
              [styles.searchQueryColumn!]: Array.isArray(searchContextByPaths),
              'col--9': Array.isArray(searchContextByPaths),
              'col--12': !Array.isArray(searchContextByPaths),
            })}>
            <input
              type="search"
              name="q"
              className={styles.searchQueryInput}
              aria-label="Search"
              onChange={handleSearchInputChange}
              value={searchQuery}
              autoComplete="off"
              autoFocus
            />
          </div>
          {Array.isArray(searchContextByPaths) ? (
            <div className={clsx('col', 'col--3', 'padding-left--none', styles.searchContextColumn)}>
              <select
                name="search-context"
                className={styles.searchContextInput}
                id="context-selector"
                value={searchContext}
                onChange={(event) => updateSearchContext(event.target.value)}>
                {useAllContextsWithNoSearchContext && (
                  <option value="">
                    {translate({id: 'theme.SearchPage.searchContext.everywhere', message: 'Everywhere'})}
                  </option>
                )}
                {searchContextByPaths.map((context) => {
                  const {label, path} = normalizeContextByPath(context, currentLocale);
                  return (
                    <option key={path} value={path}>
                      {label}
                    </option>
                  );
                })}
              </select>
            </div>
          ) : null}
        </div>

        {!searchWorkerReady && searchQuery && (
          <div>
            <LoadingRing />
          </div>
        )}

        {searchResults &&
          (searchResults.length > 0 ? (
            <p>
              {selectMessage(
                searchResults.length,
                translate(
                  {
                    id: 'theme.SearchPage.documentsFound.plurals',
                    message: '1 document found|{count} documents found',
                    description: 'Pluralized label for "{count} documents found"',
                  },
                  {count: searchResults.length},
                ),
              )}
            </p>
          ) : process.env.NODE_ENV === 'production' ? (
            <p>
              {translate({
                id: 'theme.SearchPage.noResultsText',
                message: 'No documents were found',
                description: 'The paragraph for empty search result',
              })}
            </p>
          ) : (
            <p>⚠️ The search index is only available when you run docusaurus build!</p>
          ))}

        <section>
          {searchResults?.map((item) => (
            <SearchResultItem key={item.document.i} searchResult={item} />
          ))}
        </section>
      </div>
    </React.Fragment>
  );
}

/** The excerpt of a result whose own text is not shown (a title, heading or keywords): its first words, with the query's marked. */
const EXCERPT_LENGTH = 200;
function shortExcerpt(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.lastIndexOf(' ', EXCERPT_LENGTH);
  return `${text.slice(0, cut > 0 ? cut : EXCERPT_LENGTH)}…`;
}

function SearchResultItem({searchResult: {document, type, page, tokens, metadata, missing, excerpt}}: {searchResult: SearchResult}): ReactNode {
  const isTitle = type === SearchDocumentType.Title;
  const isKeywords = type === SearchDocumentType.Keywords;
  const isDescription = type === SearchDocumentType.Description;
  const isDescriptionOrKeywords = isDescription || isKeywords;
  const isTitleRelated = isTitle || isDescriptionOrKeywords;
  const isContent = type === SearchDocumentType.Content;
  const pathItems = ((isTitle ? document.b : page ? page.b : undefined) ?? []).slice();
  const articleTitle = (isContent || isDescriptionOrKeywords ? document.s : document.t) ?? '';
  if (!isTitleRelated && page) pathItems.push(page.t);
  let search = '';
  if (Mark && tokens.length > 0) {
    const params = new URLSearchParams();
    for (const token of tokens) params.append('_highlight', token);
    search = `?${params.toString()}`;
  }
  return (
    <article className={styles.searchResultItem}>
      <h2>
        <Link
          to={document.u + search + (document.h || '')}
          dangerouslySetInnerHTML={{
            __html:
              isContent || isDescriptionOrKeywords
                ? highlight(articleTitle, tokens)
                : tidyExcerpt(highlightStemmed(articleTitle, getStemmedPositions(metadata, 't'), tokens, 100)),
          }}
        />
      </h2>
      {pathItems.length > 0 && <p className={styles.searchResultItemPath}>{concatDocumentPath(pathItems)}</p>}
      {isContent || isDescription ? (
        <p
          className={styles.searchResultItemSummary}
          dangerouslySetInnerHTML={{__html: tidyExcerpt(highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, 100))}}
        />
      ) : (
        // A title, heading or keywords result: the page's description or the section's text.
        excerpt && <p className={styles.searchResultItemSummary} dangerouslySetInnerHTML={{__html: highlight(shortExcerpt(excerpt), tokens.map((token) => token.toLowerCase()))}} />
      )}
      {missing.length > 0 && (
        <p className={ownStyles.missing}>
          {MISSING_LABEL}{' '}
          {missing.map((word, index) => (
            <React.Fragment key={word}>
              {index > 0 && ' '}
              <s>{word}</s>
            </React.Fragment>
          ))}
        </p>
      )}
    </article>
  );
}
