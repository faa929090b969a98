/**
 * The API changelog's data (changelog.json, written by `npm run api:changelog`) and the line each
 * operation page shows: the release it appeared in and those that changed it. Used by the API
 * page generator (scripts/build/api-generate.ts) and the Markdown twins, so both say the same.
 */
import changelogJson from './changelog.json';

export interface ApiChange {
  kind: 'added' | 'changed' | 'deprecated' | 'removed';
  /** A client written for the previous release can fail because of it. */
  breaking: boolean;
  /** What changed, in Markdown (code in backticks), without the operations' names. */
  text: string;
  /** The operations it touches (operationIds); empty for changes to the whole API. */
  operations: string[];
  /** Where it was read: the generated OpenAPI files, or the server's source. */
  origin: 'openapi' | 'source';
  /** Why a change of the description is not a change of the server. */
  documentationOnly?: string;
}

export interface ChangelogData {
  repository: string;
  releases: {
    version: string;
    date: string;
    commit: string;
    description: string;
    descriptionChanged: boolean;
    changes: (ApiChange & {source?: string})[];
  }[];
  operations: Record<string, {since: string; changedIn: string[]}>;
}

export const CHANGELOG_ROUTE = '/docs/api/changelog';

/** The anchor of a release's section: `v0-6-0`. */
export const releaseAnchor = (version: string) => `v${version.replace(/\./g, '-')}`;

export const changelog = changelogJson as ChangelogData;

/** "Since 0.2.0 · changed in 0.4.0, 0.6.0", each version linked to its changelog section. */
export function versionLine(operationId: string, data: ChangelogData = changelog): string {
  const dates = data.operations[operationId];
  if (!dates) throw new Error(`src/data/apiChangelog/changelog.json: no "since" version for operation ${operationId}; run npm run api:changelog`);
  const link = (version: string) => `[${version}](${CHANGELOG_ROUTE}#${releaseAnchor(version)})`;
  const changed = dates.changedIn.length > 0 ? ` · changed in ${dates.changedIn.map(link).join(', ')}` : '';
  return `Since Docbox ${link(dates.since)}${changed}`;
}

