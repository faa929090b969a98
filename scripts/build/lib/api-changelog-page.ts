/**
 * The API changelog page as Markdown, from src/data/apiChangelog/changelog.json: written by
 * api-generate.ts into the API docs folder as /docs/api/changelog, so it is built, searched and
 * turned into a Markdown twin like any page.
 */
import {CHANGELOG_ROUTE, releaseAnchor, type ChangelogData} from '../../../src/data/apiChangelog';

type Spec = {info?: {version?: string}; paths?: Record<string, Record<string, {operationId?: string; summary?: string}>>};

const operationRoute = (operationId: string) => `/docs/api/${operationId.replace(/_/g, '-')}`;

/** MDX reads `{`, `}` and `<` as code outside code spans; the texts are prose with code spans. */
function escapeMdx(markdown: string): string {
  return markdown
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[{}<>]/g, (character) => `\\${character}`)))
    .join('');
}

function summaries(spec: Spec): Map<string, string> {
  const result = new Map<string, string>();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (operation?.operationId) result.set(operation.operationId, operation.summary ?? operation.operationId);
    }
  }
  return result;
}

const GROUPS: {title: string; accepts: (change: ChangelogData['releases'][number]['changes'][number]) => boolean}[] = [
  {title: 'Breaking', accepts: (change) => change.breaking && !change.documentationOnly},
  {title: 'Added', accepts: (change) => !change.breaking && !change.documentationOnly && change.kind === 'added'},
  {title: 'Changed', accepts: (change) => !change.breaking && !change.documentationOnly && change.kind === 'changed'},
  {title: 'Deprecated', accepts: (change) => !change.breaking && !change.documentationOnly && change.kind === 'deprecated'},
  {title: 'Removed', accepts: (change) => !change.breaking && !change.documentationOnly && change.kind === 'removed'},
  {title: 'Corrections to the description only', accepts: (change) => Boolean(change.documentationOnly)},
];

const KIND_WORD = {added: 'Added', changed: 'Changed', deprecated: 'Deprecated', removed: 'Removed'};

/** The whole changelog page, front matter included. */
export function changelogPage(changelog: ChangelogData, spec: Spec): string {
  const names = summaries(spec);
  const operationLinks = (ids: string[]) =>
    ids.map((id) => (names.has(id) ? `[${names.get(id)}](${operationRoute(id)})` : `\`${id}\` (no longer in the API)`)).join(', ');
  const newest = changelog.releases[0];
  // How the list is made goes to the page's "How this page is checked" (its front matter's
  // checked_how, shown under the freshness line), so that the page opens with the changes.
  const checkedHow = [
    `The server generates an OpenAPI description from its code, and the repository [${changelog.repository}](https://github.com/${changelog.repository}) keeps it at every release tag.`,
    '`scripts/update/api-changelog.ts` compares the description of each release with the one before and lists what changed.',
    "The server's maintainers did not regenerate that file for every release, and it describes the code's annotations rather than its routes,",
    'so changes read in the server\'s source are added and marked "(read in the source)", and the differences that changed only the description, not what the server does, are listed apart.',
  ].join(' ');
  const lines: string[] = [
    '---',
    'id: changelog',
    'title: API changelog',
    'sidebar_label: API changelog',
    `description: The operations, parameters and fields each Docbox server release from ${changelog.releases.at(-1)?.version} to ${newest.version} added, changed or removed in the HTTP API, with the changes that break older clients marked.`,
    'keywords: ["API changes", "breaking changes", "since version", "upgrade client", "what changed"]',
    `checked_how: ${JSON.stringify(checkedHow)}`,
    'custom_edit_url: null',
    '---',
    '',
    '<!-- Written by npm run api:generate from src/data/apiChangelog/changelog.json; do not edit. -->',
    '',
    `What each Docbox server release, newest first, added, changed, deprecated or removed in the HTTP API: operations, parameters, fields and status codes. Read it before you upgrade a server or move a client to a newer one. The API has no version of its own: it is the version of the server, which [Get the server version](/docs/api/server-details) reports, and this reference describes ${newest.version}. Each operation page says which release it appeared in and the releases that changed it.`,
    '',
    '**Breaking** marks a change after which a client written for the previous release can fail: a field it reads is gone or may now be missing, a value it does not know can appear, or a request it sends is now refused.',
    '',
  ];

  for (const release of changelog.releases) {
    lines.push(`## ${release.version} {#${releaseAnchor(release.version)}}`, '');
    lines.push(`Released ${release.date} · [release notes](/blog/docbox-${release.version.replace(/\./g, '-')})`, '');
    const isFirst = release === changelog.releases.at(-1);
    if (isFirst) {
      const first = Object.entries(changelog.operations)
        .filter(([, dates]) => dates.since === release.version)
        .map(([id]) => id)
        .sort((a, b) => (names.get(a) ?? a).localeCompare(names.get(b) ?? b));
      lines.push(`The first release. Of the operations in this reference, ${first.length} were there from the start: ${operationLinks(first)}.`, '');
      continue;
    }
    if (release.changes.length === 0) {
      lines.push(
        release.descriptionChanged
          ? 'The generated description changed only in its wording: no operation, parameter, field or status code changed.'
          : 'No change to the operations, parameters, fields or status codes is recorded: the generated description is the same as in the release before, and the changes of this release read in the source do not touch the API.',
        '',
      );
      continue;
    }
    for (const group of GROUPS) {
      const changes = release.changes.filter(group.accepts);
      if (changes.length === 0) continue;
      lines.push(`**${group.title}**`, '');
      for (const change of changes) {
        const text = escapeMdx(change.text);
        const what = group.title === 'Breaking' || group.title.startsWith('Corrections') ? `${KIND_WORD[change.kind]}: ${text}` : text.charAt(0).toUpperCase() + text.slice(1);
        const where = change.operations.length > 0 ? `: ${operationLinks(change.operations)}` : ' (every operation)';
        const why = change.documentationOnly ? ` (${escapeMdx(change.documentationOnly)})` : '';
        const origin = change.origin === 'source' ? ' *(read in the source)*' : '';
        lines.push(`- ${what}${where}${why}${origin}`);
      }
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
