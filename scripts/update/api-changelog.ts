/**
 * Writes the API changelog's data, src/data/apiChangelog/changelog.json, from the server's own
 * generated OpenAPI file at every release tag of docbox-nz/docbox, compared tag by tag
 * (scripts/update/lib/api-changelog.ts), plus what was read in the source
 * (src/data/apiChangelog/sourceReading.ts):
 *
 *   npm run api:changelog -- [path to a clone of docbox-nz/docbox]
 *
 * Without a path it clones the repository (bare, into a temporary folder). The output is
 * committed: the build reads it and needs no network. Any problem (a tag without a description,
 * a file that is not JSON, an operation of api/docbox.json the changelog cannot date) stops the
 * script with the tag, the file and the problem, and leaves the last good changelog in place.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {operationsOf, summariseDiff, type ApiChange} from './lib/api-changelog';
import type {ChangelogData} from '../../src/data/apiChangelog';
import * as sourceReading from '../../src/data/apiChangelog/sourceReading';

const root = path.resolve(__dirname, '..', '..');
const output = path.join(root, 'src/data/apiChangelog/changelog.json');
const REPOSITORY = 'https://github.com/docbox-nz/docbox.git';
/** Where the generated description lived: the HTTP crate from 0.7.0, the server crate before. */
const DESCRIPTION_FILES = ['packages/docbox-http/docbox.json', 'packages/docbox/docbox.json'];

type Changelog = ChangelogData;
type ChangelogRelease = ChangelogData['releases'][number];

export class ChangelogError extends Error {}

function git(gitDir: string, args: string[]): string {
  return execFileSync('git', ['--git-dir', gitDir, ...args], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

const semver = (tag: string) => tag.split('.').map(Number);
function compareVersions(a: string, b: string): number {
  const [x, y] = [semver(a), semver(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

type OpenApi = {paths?: Record<string, Record<string, unknown>>; info?: {version?: string}};

/** What was read in the source (src/data/apiChangelog/sourceReading.ts); the tests pass their own. */
type SourceReading = Pick<typeof sourceReading, 'documentationOnly' | 'pathCorrections' | 'routedSince' | 'sourceChanges'> &
  Partial<Pick<typeof sourceReading, 'rewrites'>>;

/** The generated description at a tag, with documented paths replaced by routed ones. */
function descriptionAt(gitDir: string, tag: string, {pathCorrections}: SourceReading): {file: string; text: string; doc: OpenApi} {
  const files = git(gitDir, ['ls-tree', '-r', '--name-only', tag]).split('\n');
  const file = DESCRIPTION_FILES.find((candidate) => files.includes(candidate));
  if (!file) throw new ChangelogError(`tag ${tag}: no generated OpenAPI description (looked for ${DESCRIPTION_FILES.join(', ')})`);
  const text = git(gitDir, ['show', `${tag}:${file}`]);
  let doc: OpenApi;
  try {
    doc = JSON.parse(text) as OpenApi;
  } catch (error) {
    throw new ChangelogError(`tag ${tag}: ${file}: not JSON (${(error as Error).message})`);
  }
  if (!doc.paths || typeof doc.paths !== 'object') throw new ChangelogError(`tag ${tag}: ${file}: no paths object`);
  for (const correction of pathCorrections) {
    if (doc.paths[correction.documented]) {
      doc.paths[correction.routed] = doc.paths[correction.documented];
      delete doc.paths[correction.documented];
    }
  }
  return {file, text, doc};
}

type Change = ChangelogRelease['changes'][number];

/**
 * The part of `change` that names `operations` (all of it when they are not given), and what is
 * left: a line whose operations are only partly concerned is split in two.
 */
function splitOff(change: Change, operations: string[] | undefined): {matched?: Change; rest?: Change} {
  if (!operations) return {matched: change};
  const matched = change.operations.filter((id) => operations.includes(id));
  if (matched.length === 0) return {rest: change};
  const rest = change.operations.filter((id) => !operations.includes(id));
  return {matched: {...change, operations: matched}, rest: rest.length > 0 ? {...change, operations: rest} : undefined};
}

/** Lines that read the same (text, kind, breaking, why) once, with all their operations. */
function mergeSame(changes: Change[]): Change[] {
  const merged = new Map<string, Change>();
  for (const change of changes) {
    const key = [change.kind, change.text, change.breaking, change.documentationOnly ?? ''].join('|');
    const entry = merged.get(key);
    if (!entry) {
      merged.set(key, {...change, operations: [...change.operations]});
      continue;
    }
    entry.operations = [...new Set([...entry.operations, ...change.operations])].sort();
    // Part of the line is in the generated description as it stands: the line is.
    if (change.origin === 'openapi') entry.origin = 'openapi';
    if (change.source && !entry.source?.includes(change.source)) entry.source = entry.source ? `${entry.source}; ${change.source}` : change.source;
  }
  return [...merged.values()];
}

/**
 * The comparison's lines corrected by what was read in the source: rewritten (`rewrites`), then
 * moved to the corrections of the description (`documentationOnly`), then merged. Every rule must
 * match a line of its release, so one the data no longer needs stops the script.
 */
function correctLines(version: string, changes: ApiChange[], {documentationOnly, rewrites = []}: SourceReading): Change[] {
  let lines: Change[] = changes;
  for (const rule of rewrites.filter((entry) => entry.version === version)) {
    let matchedAny = false;
    lines = lines.flatMap((change) => {
      if (!change.text.startsWith(rule.textStartsWith)) return [change];
      const {matched, rest} = splitOff(change, rule.operations);
      if (!matched) return [change];
      matchedAny = true;
      const corrected: Change = {...matched, ...rule.to, origin: 'source', source: rule.source};
      return rest ? [rest, corrected] : [corrected];
    });
    if (!matchedAny) throw new ChangelogError(`src/data/apiChangelog/sourceReading.ts: rewrite of "${rule.textStartsWith}" at ${version} matches no line${rule.operations ? ` of ${rule.operations.join(', ')}` : ''}`);
  }
  lines = mergeSame(lines);
  for (const rule of documentationOnly.filter((entry) => entry.version === version)) {
    let matchedAny = false;
    lines = lines.flatMap((change) => {
      if (change.documentationOnly || !change.text.startsWith(rule.textStartsWith)) return [change];
      const {matched, rest} = splitOff(change, rule.operations);
      if (!matched) return [change];
      matchedAny = true;
      const corrected: Change = {...matched, breaking: false, documentationOnly: rule.why, ...(rule.source ? {source: rule.source} : {})};
      return rest ? [rest, corrected] : [corrected];
    });
    if (!matchedAny) throw new ChangelogError(`src/data/apiChangelog/sourceReading.ts: documentation-only rule "${rule.textStartsWith}" at ${version} matches no line${rule.operations ? ` of ${rule.operations.join(', ')}` : ''}`);
  }
  return mergeSame(lines);
}

export function buildChangelog(gitDir: string, described: OpenApi, reading: SourceReading = sourceReading): Changelog {
  const {routedSince, sourceChanges} = reading;
  const tags = git(gitDir, ['tag', '--list'])
    .split('\n')
    .filter((tag) => /^\d+\.\d+\.\d+$/.test(tag))
    .sort(compareVersions);
  if (tags.length === 0) throw new ChangelogError(`${gitDir}: no release tags (x.y.z)`);

  const releases: ChangelogRelease[] = [];
  const firstSeen = new Map<string, string>();
  let previous: {text: string; doc: OpenApi} | undefined;
  for (const tag of tags) {
    const current = descriptionAt(gitDir, tag, reading);
    for (const id of operationsOf(current.doc).keys()) if (!firstSeen.has(id)) firstSeen.set(id, tag);
    const changed = !previous || previous.text !== current.text;
    const mechanical = previous && changed ? correctLines(tag, summariseDiff(previous.doc, current.doc), reading) : [];
    const fromSource = sourceChanges
      .filter((change) => change.version === tag)
      .map(({version: _version, ...change}) => ({...change, origin: 'source' as const}));
    releases.push({
      version: tag,
      date: git(gitDir, ['log', '-1', '--format=%cs', tag]).trim(),
      commit: git(gitDir, ['rev-parse', '--short=7', `${tag}^{commit}`]).trim(),
      description: current.file,
      descriptionChanged: changed,
      changes: [...fromSource, ...mechanical],
    });
    previous = current;
  }
  // An operation is dated by the release that routed it (src/data/apiChangelog/sourceReading.ts):
  // one the description listed before the router had it was not there for a client, and the
  // earlier "added" says so.
  for (const {operationId, version} of routedSince) {
    // Described after it was routed: the later "added" is not a change for clients, only the
    // description catching up, and is said so among the corrections of the description.
    for (const release of releases.filter((entry) => compareVersions(entry.version, version) > 0)) {
      const added = release.changes.find((change) => change.text === 'operation added' && change.operations.includes(operationId));
      if (!added) continue;
      added.operations = added.operations.filter((id) => id !== operationId);
      const text = 'operation first listed in the description';
      const why = `the server has routed it since ${version}`;
      const same = release.changes.find((change) => change.text === text && change.documentationOnly === why);
      if (same) {
        same.operations.push(operationId);
        continue;
      }
      release.changes.push({kind: 'added', breaking: false, text, operations: [operationId], origin: 'source', documentationOnly: why});
    }
    for (const release of releases.filter((entry) => compareVersions(entry.version, version) < 0)) {
      const added = release.changes.find((change) => change.text === 'operation added' && change.operations.includes(operationId));
      if (!added) continue;
      added.operations = added.operations.filter((id) => id !== operationId);
      const text = `operation documented, but not routed until ${version} (the server answered 404)`;
      const same = release.changes.find((change) => change.text === text);
      if (same) {
        same.operations.push(operationId);
        continue;
      }
      release.changes.push({
        kind: 'added',
        breaking: false,
        text,
        operations: [operationId],
        origin: 'source',
        documentationOnly: `not routed until ${version}`,
      });
    }
  }
  // An "operation added" whose every operation was dated to another release says nothing now.
  for (const release of releases) release.changes = release.changes.filter((change) => change.text !== 'operation added' || change.operations.length > 0);
  for (const change of sourceChanges) {
    if (!tags.includes(change.version)) throw new ChangelogError(`src/data/apiChangelog/sourceReading.ts: ${change.version} is not a release tag`);
  }

  // "since": the first release whose description has the operation, or the release that
  // routed it; "changed in": the later releases with a change that names it.
  const operations: Changelog['operations'] = {};
  const problems: string[] = [];
  for (const id of operationsOf(described as never).keys()) {
    const routed = routedSince.find((entry) => entry.operationId === id)?.version;
    const since = routed ?? firstSeen.get(id);
    if (!since) {
      problems.push(`api/docbox.json: operation ${id} is in no release's generated description; add it to src/data/apiChangelog/sourceReading.ts`);
      continue;
    }
    const changedIn = releases
      .filter((release) => compareVersions(release.version, since) > 0)
      .filter((release) => release.changes.some((change) => change.operations.includes(id) && !change.documentationOnly && change.text !== 'operation added'))
      .map((release) => release.version);
    operations[id] = {since, changedIn};
  }
  if (problems.length > 0) throw new ChangelogError(problems.join('\n'));
  return {repository: 'docbox-nz/docbox', releases: releases.reverse(), operations};
}

function main(): void {
  let gitDir = process.argv[2] ?? process.env.DOCBOX_SERVER_GIT;
  let cloned: string | undefined;
  if (!gitDir) {
    cloned = mkdtempSync(path.join(os.tmpdir(), 'docbox-server-'));
    console.log(`Cloning ${REPOSITORY} …`);
    execFileSync('git', ['clone', '--bare', '--quiet', REPOSITORY, cloned], {stdio: 'inherit'});
    gitDir = cloned;
  }
  try {
    const repository = path.resolve(gitDir);
    try {
      git(repository, ['rev-parse', '--git-dir']);
    } catch {
      throw new ChangelogError(`${repository}: not a git repository of docbox-nz/docbox`);
    }
    const described = JSON.parse(readFileSync(path.join(root, 'api/docbox.json'), 'utf8')) as OpenApi;
    const changelog = buildChangelog(repository, described);
    writeFileSync(`${output}.tmp`, `${JSON.stringify(changelog, null, 2)}\n`);
    renameSync(`${output}.tmp`, output);
    const newest = changelog.releases[0];
    console.log(`${path.relative(root, output)}: ${changelog.releases.length} releases, newest ${newest.version}; ${Object.keys(changelog.operations).length} operations dated.`);
  } finally {
    if (cloned) rmSync(cloned, {recursive: true, force: true});
  }
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof ChangelogError ? `The API changelog was not written.\n${error.message}` : error);
    process.exit(1);
  }
}
