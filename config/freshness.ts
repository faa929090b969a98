import type * as Preset from '@docusaurus/preset-classic';
import {latestServer} from '../src/data/releases';
import {docsRepositoryUrl} from './site';

/**
 * What the pages say about their freshness, and the sitemap's dates: "Last updated" is the date
 * of the page source's last commit (git, never the clock, so a rebuild of the same commit gives
 * the same pages), "Checked against Docbox x.y.z" the page's `checked_against` and `checked_on`
 * front matter (docs-dev/releases.md), and the sitemap's `lastmod` the same git dates.
 */

/** Site-wide values the pages' footers read (siteConfig.customFields). */
export const freshnessFields = {
  docsRepositoryUrl,
  /** The newest server release (src/data/releases/releases.json): an older `checked_against` says so. */
  newestServerRelease: latestServer,
};

type SitemapOptions = NonNullable<Exclude<Preset.Options['sitemap'], false>>;
type CreateSitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;
type SitemapItem = Awaited<ReturnType<CreateSitemapItems>>[number];

/**
 * The sitemap with a `lastmod` for every URL. Pages with a source file have its git date (docs,
 * release notes, the landing page); a page made from others (the search page, the release-note
 * lists and tags) takes the newest date of the pages under the same path, or of the whole site.
 */
export const createSitemapItems: CreateSitemapItems = async ({defaultCreateSitemapItems, ...params}) => {
  const items = await defaultCreateSitemapItems(params);
  const dated = items.filter((item) => item.lastmod);
  const newest = (list: SitemapItem[]) => list.map((item) => item.lastmod!).sort().pop();
  const siteNewest = newest(dated);
  return items.map((item) => {
    if (item.lastmod) return item;
    const path = new URL(item.url).pathname;
    const section = path.split('/').slice(0, 2).join('/');
    const under = dated.filter((other) => new URL(other.url).pathname.startsWith(`${section}/`));
    return {...item, lastmod: newest(under) ?? siteNewest ?? null};
  });
};

export const sitemapOptions: SitemapOptions = {lastmod: 'date', changefreq: null, priority: null, createSitemapItems};
