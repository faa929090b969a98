/**
 * Small search indexes for unit tests, built by the search theme's own index builder with the
 * site's options (config/search.ts: English, stop words kept), in the five parts the site's
 * build writes: titles, headings, descriptions, keywords, section texts.
 */
import {buildIndex} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/buildIndex';
import {loadSearchIndex, type LoadedSearchIndex, type SearchDocument, type SearchIndexPart} from '../../src/search/rank';

export type TestPage = {
  url: string;
  title: string;
  description?: string;
  /** The page's keywords document: its sidebar label and keywords, comma-separated. */
  keywords?: string;
  /** The page's sections: the text before the first heading has none; a heading with text '' heads a group. */
  sections: {heading?: string; text: string}[];
};

const slug = (heading: string) => `#${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The parts of an index file for `pages`, as `JSON.parse` of `search-index-*.json` gives them. */
export function testIndexParts(pages: TestPage[]): SearchIndexPart[] {
  const parts: SearchDocument[][] = [[], [], [], [], []];
  let id = 0;
  for (const page of pages) {
    const pageId = (id += 1);
    parts[0]!.push({i: pageId, t: page.title, u: page.url, b: ['Docs']});
    if (page.description) parts[2]!.push({i: pageId, t: page.description, s: page.title, u: page.url, p: pageId});
    if (page.keywords) parts[3]!.push({i: pageId, t: page.keywords, s: page.title, u: page.url, p: pageId});
    for (const {heading, text} of page.sections) {
      const h = heading ? slug(heading) : '';
      if (heading) parts[1]!.push({i: (id += 1), t: heading, u: page.url, h, p: pageId});
      // A heading straight above another one (a group of sections) has no text of its own.
      if (text) parts[4]!.push({i: (id += 1), t: text, s: heading ?? page.title, u: page.url, h, p: pageId});
    }
  }
  // Through JSON, as the worker and Node code read the file.
  return JSON.parse(JSON.stringify(buildIndex(parts, {language: ['en'], removeDefaultStopWordFilter: ['en'], removeDefaultStemmer: false})));
}

export function testIndex(pages: TestPage[]): LoadedSearchIndex {
  return loadSearchIndex(testIndexParts(pages));
}
