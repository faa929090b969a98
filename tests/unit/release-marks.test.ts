import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {applyMarks, entryState, summaryText} from '../../src/components/Releases/apply';
import {createSitemapItems} from '../../config/freshness';
import {freshnessOf, isStale, reportUrl} from '../../src/components/PageMeta/freshness';
import {datesText, lineOf, releaseData, serverReleases, type MarkKind} from '../../src/data/releases';
import deferHydration, {DEFERRED_COMPONENT} from '../../src/remark/deferHydration';
import {ADMONITION_KINDS} from '../../src/plugins/markdownTwins/mdx';
import releaseMarks, {markEntries, ReleaseMarkError} from '../../src/remark/releaseMarks';
import {verifiedCommands, verifiedSettings} from '../../src/data/releases/verifiedReleases';

const root = path.resolve(__dirname, '../..');
const PAGES = {
  settings: 'docs/guides/configuration/server-environment-variables.md',
  cli: 'docs/guides/setup/intro.md',
  config: 'docs/guides/configuration/cli-config-file.md',
  upgrading: 'docs/guides/operating/upgrading.md',
};

type Node = {type: string; name?: string; value?: string; attributes?: {name: string; value?: unknown}[]; children?: Node[]; position?: {start: {line: number}}};

/** Parsed as Docusaurus parses a page (heading IDs and admonition titles preprocessed). */
const parse = (source: string) =>
  unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkDirective)
    .use(remarkGfm)
    .parse(admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(source.replace(/^---\n[\s\S]*?\n---\n/, '')), ADMONITION_KINDS)) as Node;

function elements(tree: Node, name: string): Node[] {
  const found: Node[] = [];
  const walk = (node: Node) => {
    if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === name) found.push(node);
    node.children?.forEach(walk);
  };
  walk(tree);
  return found;
}

const textOf = (node: Node): string => (node.type === 'text' || node.type === 'inlineCode' ? (node.type === 'inlineCode' ? `\`${node.value}\`` : node.value!) : (node.children ?? []).map(textOf).join(''));
const attribute = (node: Node, name: string) => node.attributes?.find((entry) => entry.name === name)?.value as string | undefined;

/** The entries each page's marks name: kind and id. */
function markedOn(file: string): {kind: MarkKind; id: string}[] {
  return elements(parse(readFileSync(path.join(root, file), 'utf8')), 'Since').flatMap((node) => markEntries(node as never).map(({kind, id}) => ({kind, id})));
}

describe('the reference pages carry the dates of every entry (src/remark/releaseMarks.ts)', () => {
  it('the server environment variables page marks every variable the server ever read', () => {
    const marked = new Set(markedOn(PAGES.settings).filter((entry) => entry.kind === 'setting').map((entry) => entry.id));
    assert.deepEqual([...marked].sort(), Object.keys(releaseData.server.settings).sort());
  });

  it('the CLI reference marks every subcommand and every option of every release', () => {
    const marked = markedOn(PAGES.cli);
    assert.deepEqual(marked.filter((entry) => entry.kind === 'command').map((entry) => entry.id).sort(), Object.keys(releaseData.cli.commands).sort());
    assert.deepEqual([...new Set(marked.filter((entry) => entry.kind === 'option').map((entry) => entry.id))].sort(), Object.keys(releaseData.cli.options).sort());
  });

  it('the CLI configuration file page marks every key of every release', () => {
    const marked = new Set(markedOn(PAGES.config).filter((entry) => entry.kind === 'configKey').map((entry) => entry.id));
    assert.deepEqual([...marked].sort(), Object.keys(releaseData.cli.configKeys).sort());
  });

  it('writes each mark\'s text from the data: the dates of its first entry, then those that differ', () => {
    for (const file of [PAGES.settings, PAGES.cli, PAGES.config]) {
      const tree = parse(readFileSync(path.join(root, file), 'utf8'));
      releaseMarks()(tree as never, {path: file});
      for (const node of elements(tree, 'Since')) {
        const entries = JSON.parse(attribute(node, 'marks')!) as [MarkKind, string, string, string][];
        const [kind, id, since, removedIn] = entries[0]!;
        const line = lineOf(kind);
        const expected = datesText({since, ...(removedIn ? {removedIn} : {})}, line, line === 'cli');
        assert.ok(textOf(node).startsWith(expected), `${file}:${node.position?.start.line}: ${id} reads "${textOf(node)}", not "${expected}…"`);
        // The dates the switch compares are the data's.
        const data = kind === 'setting' ? releaseData.server.settings[id] : kind === 'command' ? releaseData.cli.commands[id] : kind === 'option' ? releaseData.cli.options[id] : releaseData.cli.configKeys[id];
        assert.equal(since, data!.since, id);
        assert.equal(removedIn, data!.removedIn ?? '', id);
      }
    }
  });

  it('reads a mark, and its twin, as the data says: an alias dated apart, a change of an option', () => {
    const tree = parse('| `DOCBOX_SERVER_ADDRESS` <Since setting="DOCBOX_SERVER_ADDRESS SERVER_ADDRESS" /> | x |\n| - | - |\n| `migrate-search` <Since command="migrate-search" options="--env --name" /> | y |\n');
    const twin = structuredClone(tree);
    releaseMarks()(tree as never, {path: 'p.md'});
    const [address, search] = elements(tree, 'Since');
    // The dates as read at the tags (verifiedReleases.ts), not copied from the data the code reads.
    // `--name` became Option<String> in CLI 0.5.0 (src/main.rs MigrateSearch; String at 0.4.0).
    const addressText = `since ${verifiedSettings.DOCBOX_SERVER_ADDRESS!.since}; \`SERVER_ADDRESS\` since ${verifiedSettings.SERVER_ADDRESS!.since}`;
    assert.equal(textOf(address!), addressText);
    assert.equal(textOf(search!), `since CLI ${verifiedCommands['migrate-search']!.since}; \`--name\` optional since CLI 0.5.0`);
    releaseMarks({target: 'markdown'})(twin as never, {path: 'p.md'});
    assert.equal(elements(twin, 'Since').length, 0);
    assert.ok(textOf(twin).includes(`\`DOCBOX_SERVER_ADDRESS\` (${addressText})`), textOf(twin));
  });

  it('stops on a mark that names what the data does not have, with the file and line', () => {
    const tree = parse('Text <Since setting="DOCBOX_NO_SUCH" /> here.\n');
    assert.throws(() => releaseMarks()(tree as never, {path: 'p.md'}), (error: Error) => error instanceof ReleaseMarkError && /p\.md:1: setting DOCBOX_NO_SUCH is not in/.test(error.message));
  });

  it('the upgrade table has one marked row per server release, and the switch and the notes', () => {
    const tree = parse(readFileSync(path.join(root, PAGES.upgrading), 'utf8'));
    assert.deepEqual(elements(tree, 'UpgradeStep').map((node) => attribute(node, 'release')), serverReleases.map((release) => release.version));
    assert.equal(elements(tree, 'ReleaseSwitch').length, 1);
    assert.equal(elements(tree, 'UpgradeNotes').length, 1);
  });

  it('writes the switch in words in the twin: how entries are dated, and the CLI of each server release', () => {
    const tree = parse('<ReleaseSwitch />\n\n| a <Since command="create-root" /> | b |\n| - | - |\n\n<UpgradeNotes />\n');
    releaseMarks({target: 'markdown'})(tree as never, {path: 'p.md'});
    const text = textOf(tree);
    assert.match(text, /CLI commands, options and configuration keys are dated in docbox-cli releases/);
    assert.match(text, /Docbox 0\.7\.0 to 0\.7\.1: CLI 0\.8\.0/);
    assert.match(text, /Docbox 0\.9\.0 to 0\.9\.3: CLI 0\.9\.0 \(no CLI release is built on these server releases yet; this is the newest\)/);
    assert.match(text, /0\.8\.0: settings added: .*`DOCBOX_LOGGING_FORMAT`.*operations added: `folder_create_zip`; CLI 0\.8\.0 to 0\.9\.0, commands added: `migrate-storage`/);
  });

  it('keeps a table with marks as the server\'s HTML: a mark needs no React in the browser', () => {
    const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(releaseMarks as never).use(deferHydration);
    const tree = processor.runSync(processor.parse('| `DOCBOX_API_KEY` <Since setting="DOCBOX_API_KEY" /> | x |\n| - | - |\n')) as Node;
    assert.equal(tree.children![0]!.name, DEFERRED_COMPONENT);
  });
});

describe('marking for the reader\'s release (src/components/Releases/apply.ts)', () => {
  it('tells an entry that arrived later from one the release still has and one it no longer has', () => {
    assert.equal(entryState(['setting', 'X', '0.8.0', '', []], '0.7.1'), 'newer');
    assert.equal(entryState(['setting', 'X', '0.2.0', '0.6.0', []], '0.5.0'), 'kept');
    assert.equal(entryState(['setting', 'X', '0.2.0', '0.6.0', []], '0.6.0'), 'removed');
    assert.equal(entryState(['setting', 'X', '0.2.0', '', ['0.4.0']], '0.4.0'), 'newer');
    assert.equal(entryState(['setting', 'X', '0.2.0', '', []], '0.9.3'), 'present');
  });

  it('marks elements through their attributes, counts them, and takes every mark off when nothing is chosen', () => {
    // A stand-in for the page: elements with data-marks and a hidden note each.
    type Fake = {dataset: Record<string, string>; note: {textContent: string}; querySelector: () => {textContent: string}};
    const fake = (marks: unknown[], step?: string): Fake => {
      const note = {textContent: ''};
      return {dataset: step ? {upgradeStep: step} : {marks: JSON.stringify(marks)}, note, querySelector: () => note};
    };
    const marks = [
      fake([['setting', 'DOCBOX_LOGGING_FORMAT', '0.8.0', '', []]]),
      fake([['setting', 'DOCBOX_SERVER_ADDRESS', '0.9.3', '', []], ['setting', 'SERVER_ADDRESS', '0.1.0', '', []]]),
      fake([['setting', 'DOCBOX_WEB_SCRAPE_IMAGE_CACHE_DURATION', '0.2.0', '0.6.0', []]]),
      fake([['option', 'migrate-storage --env', '0.9.0', '', []]]),
    ];
    const steps = [fake([], '0.7.1'), fake([], '0.8.0')];
    const page = {querySelectorAll: (selector: string) => (selector === '[data-marks]' ? marks : steps)};
    const summary = applyMarks(page as never, '0.7.1', '0.8.0');
    assert.deepEqual(marks.map((mark) => mark.dataset.releaseState), ['newer', 'partly', 'removed', 'newer']);
    assert.equal(marks[1]!.note.textContent, ' (Not all in Docbox 0.7.1: DOCBOX_SERVER_ADDRESS arrived later.)');
    assert.equal(marks[3]!.note.textContent, ' (Not in CLI 0.8.0: it arrived in 0.9.0.)');
    assert.deepEqual(steps.map((step) => step.dataset.releaseState), ['done', 'to-go']);
    assert.equal(
      summaryText(summary, '0.7.1', '0.8.0'),
      'For Docbox 0.7.1 with CLI 0.8.0: 3 entries are marked as newer than your release (2 settings, 1 option); 1 entry is already gone in your release; 1 release to go through is marked in the table.',
    );
    applyMarks(page as never, undefined, undefined);
    assert.deepEqual([...marks, ...steps].map((mark) => mark.dataset.releaseState), [undefined, undefined, undefined, undefined, undefined, undefined]);
    assert.deepEqual([...marks, ...steps].map((mark) => mark.note.textContent), ['', '', '', '', '', '']);
  });
});

describe('freshness and reporting a problem (src/components/PageMeta, config/freshness.ts)', () => {
  it('reads the front matter record whether YAML gave a date or the browser a string, and how the page is checked in one line', () => {
    assert.deepEqual(freshnessOf({checked_against: '0.9.3', checked_on: new Date('2026-11-25T00:00:00Z')}), {checkedAgainst: '0.9.3', checkedOn: '2026-11-25', checkedHow: undefined});
    assert.deepEqual(freshnessOf({checked_against: '0.9.3', checked_on: '2026-11-25T00:00:00.000Z'}), {checkedAgainst: '0.9.3', checkedOn: '2026-11-25', checkedHow: undefined});
    assert.deepEqual(freshnessOf({checked_how: '  Its blocks run\n  against PostgreSQL 15. '}).checkedHow, 'Its blocks run against PostgreSQL 15.');
    assert.deepEqual(freshnessOf({checked_how: '   '}).checkedHow, undefined);
    assert.deepEqual(freshnessOf({}), {checkedAgainst: undefined, checkedOn: undefined, checkedHow: undefined});
  });

  it('calls a page checked against an older release than the newest out of date', () => {
    assert.equal(isStale({checkedAgainst: '0.9.2', checkedOn: '2026-07-20'}, '0.9.3'), true);
    assert.equal(isStale({checkedAgainst: '0.9.3'}, '0.9.3'), false);
    assert.equal(isStale({}, '0.9.3'), false);
  });

  it('prefills a new issue with the page, the section and the releases', () => {
    const url = new URL(
      reportUrl({
        repository: 'https://github.com/o/r/',
        pageUrl: 'https://docs.example/docs/guides/intro',
        title: 'Introduction',
        section: {title: 'What it is', id: 'what-it-is'},
        checkedAgainst: '0.9.3',
        chosen: {server: '0.7.1'},
      }),
    );
    assert.equal(`${url.origin}${url.pathname}`, 'https://github.com/o/r/issues/new');
    assert.equal(url.searchParams.get('title'), 'Docs: Introduction (What it is)');
    const body = url.searchParams.get('body')!;
    assert.match(body, /^Page: https:\/\/docs\.example\/docs\/guides\/intro#what-it-is$/m);
    assert.match(body, /^Section: What it is$/m);
    assert.match(body, /^Release I run: Docbox 0\.7\.1$/m);
    assert.match(body, /^The page was checked against: Docbox 0\.9\.3$/m);
  });

  it('gives every sitemap URL a lastmod: its own, or the newest of its section', async () => {
    const items = await createSitemapItems({
      defaultCreateSitemapItems: async () => [
        {url: 'https://x/blog/a', lastmod: '2026-11-20', changefreq: null, priority: null},
        {url: 'https://x/blog/b', lastmod: '2026-11-22', changefreq: null, priority: null},
        {url: 'https://x/blog', lastmod: null, changefreq: null, priority: null},
        {url: 'https://x/docs/a', lastmod: '2026-11-27', changefreq: null, priority: null},
        {url: 'https://x/search', lastmod: null, changefreq: null, priority: null},
      ],
    } as never);
    assert.deepEqual(items.map((item) => item.lastmod), ['2026-11-20', '2026-11-22', '2026-11-22', '2026-11-27', '2026-11-27']);
  });
});
