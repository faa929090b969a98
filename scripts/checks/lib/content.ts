/**
 * Checks that written pages are real content: front matter a page needs, a floor of words,
 * no placeholder text, code blocks that name their language, and tabs that are not the API
 * theme's (docusaurus-theme-openapi-docs replaces @theme/Tabs and @theme/TabItem for every page;
 * `@theme-init/…` is the classic theme's, which guides use so they do not load API code).
 */
import matter from 'gray-matter';

export type ContentProblem = {file: string; line?: number; message: string};

const PLACEHOLDER = /\b(lorem ipsum|dolor sit amet|TODO|TBD|FIXME|coming soon|placeholder text)\b/i;

/** Prose of an MDX page: no front matter, code blocks, imports, JSX tags or link targets. */
export function proseOf(body: string): string {
  return body
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' x ');
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word)).length;
}

/** Opening fences without a language, with their line numbers (1-based). */
export function fencesWithoutLanguage(source: string): number[] {
  const missing: number[] = [];
  let open: string | null = null;
  source.split('\n').forEach((line, index) => {
    const fence = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (!fence) return;
    const marker = fence[1]!;
    const info = fence[2]!.trim();
    if (open === null) {
      open = marker;
      if (info === '') missing.push(index + 1);
    } else if (marker.startsWith(open) && info === '') {
      open = null;
    }
  });
  return missing;
}

export function checkPage(file: string, source: string, minWords: number): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const {data, content} = matter(source);
  if (typeof data.title !== 'string' || data.title.trim() === '') {
    problems.push({file, message: 'front matter has no title'});
  }
  if (typeof data.description !== 'string' || data.description.trim().length < 20) {
    problems.push({file, message: 'front matter has no description (one sentence, 20+ characters)'});
  }
  const words = wordCount(proseOf(content));
  // A category's index page is its description and the cards of its pages.
  const isCategoryIndex = /^<DocCardList \/>$/m.test(content);
  if (words < minWords && !isCategoryIndex) {
    problems.push({file, message: `only ${words} words of prose; a page needs at least ${minWords}`});
  }
  const offset = source.split('\n').length - content.split('\n').length;
  content.split('\n').forEach((line, index) => {
    const match = PLACEHOLDER.exec(line);
    if (match && !/^\s*(```|~~~)/.test(line)) {
      problems.push({file, line: index + 1 + offset, message: `placeholder text "${match[0]}"`});
    }
  });
  for (const line of fencesWithoutLanguage(content)) {
    problems.push({file, line: line + offset, message: 'code block without a language'});
  }
  content.split('\n').forEach((line, index) => {
    const tabs = /^import \w+ from '@theme\/(Tabs|TabItem)';/.exec(line);
    if (tabs) {
      problems.push({
        file,
        line: index + 1 + offset,
        message: `imports @theme/${tabs[1]}, which is the API theme's; import @theme-init/${tabs[1]} (the classic theme's)`,
      });
    }
  });
  return problems;
}

/**
 * The page's freshness record (docs-dev/releases.md): `checked_against`, the Docbox server
 * release it was last checked against, and `checked_on`, the day, no earlier than that release.
 * The pages show both ("Checked against Docbox 0.9.3 on …"), and say so when a newer release
 * has come out since.
 */
export function checkFreshness(file: string, source: string, releases: {version: string; date: string}[]): ContentProblem[] {
  const {data} = matter(source);
  const problems: ContentProblem[] = [];
  const against = data.checked_against;
  const on = data.checked_on instanceof Date ? data.checked_on.toISOString().slice(0, 10) : data.checked_on;
  const release = releases.find((entry) => entry.version === against);
  if (typeof against !== 'string' || !release) {
    problems.push({file, message: `front matter needs checked_against: the Docbox server release the page was last checked against (one of ${releases.map((entry) => entry.version).join(', ')})`});
  }
  if (typeof on !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(on)) {
    problems.push({file, message: 'front matter needs checked_on: the day the page was last checked (YYYY-MM-DD)'});
  } else if (release && on < release.date) {
    problems.push({file, message: `checked_on ${on} is before Docbox ${release.version} was tagged (${release.date})`});
  }
  return problems;
}
