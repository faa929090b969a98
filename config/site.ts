/**
 * The site's settings, each in one place. Values that differ per deployment come from the
 * environment so the same commit can be built for staging and production.
 */

/** The site's name: the navbar, page titles ("Page | Docbox") and the link-preview cards. */
export const siteTitle = 'Docbox';

/** Public URL the site is served from (canonical links, sitemap, feeds). */
export const siteUrl = process.env.SITE_URL ?? 'https://docbox-nz.pages.dev';

/** Where the Docbox source code lives (navbar and footer). */
export const sourceCodeUrl = 'https://github.com/docbox-nz/docbox';

/**
 * The repository of this documentation site, where "Report a problem" opens a new issue (its
 * `/issues/new`, prefilled with the page's address, section and release). The link is a plain
 * link: nothing is loaded from there until a reader follows it. Set DOCS_REPOSITORY_URL to build
 * for another repository.
 */
export const docsRepositoryUrl = process.env.DOCS_REPOSITORY_URL ?? 'https://github.com/docbox-nz/docbox-website';

/** Name shown in the footer's copyright line: "Copyright © 2025 {name} Ltd." */
export const copyrightHolder = process.env.COPYRIGHT_HOLDER ?? 'Docbox';

/** One line saying what Docbox is; used as the tagline and meta description. */
export const tagline =
  'Multi-tenant file storage, processing and search that runs behind your own backend.';

/**
 * The announcement bar. Change `id` whenever it announces something new (not for a rewording) so
 * that readers who dismissed the previous announcement see the new one. Short enough for one line
 * on a 360 px phone, where a second line pushed the page's heading 22 px down.
 */
export const announcement = {
  id: 'release-0-9-3',
  content: 'Current release: Docbox 0.9.3 (<a href="/blog/docbox-0-9-3">release notes</a>)',
};

/** Path the OpenAPI description is published at, on the site's own origin. */
export const openApiDownloadPath = '/api/docbox.json';
