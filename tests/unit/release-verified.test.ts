/**
 * The release data (src/data/releases/releases.json, written by npm run releases:data) held to the
 * dates read at the tags by a second route (src/data/releases/verifiedReleases.ts): every setting,
 * command, option and configuration key, its "since" and its "removed in". The release marks'
 * own tests compute their expectations from releases.json, so a wrong date there fails only here.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {releaseData} from '../../src/data/releases';
import type {VersionedEntry} from '../../src/data/releases/types';
import {verifiedCommands, verifiedConfigKeys, verifiedOptions, verifiedSettings, type VerifiedReleaseEntry} from '../../src/data/releases/verifiedReleases';

const kinds: [string, Record<string, VersionedEntry>, Record<string, VerifiedReleaseEntry>][] = [
  ['setting', releaseData.server.settings, verifiedSettings],
  ['CLI command', releaseData.cli.commands, verifiedCommands],
  ['CLI option', releaseData.cli.options, verifiedOptions],
  ['configuration key', releaseData.cli.configKeys, verifiedConfigKeys],
];

/** The entries of one kind whose dates in the data differ from the verified ones, or that one side lacks. */
function disagreements(data: Record<string, VersionedEntry>, verified: Record<string, VerifiedReleaseEntry>): string[] {
  const wrong: string[] = [];
  for (const name of Object.keys(data)) if (!verified[name]) wrong.push(`${name}: in releases.json, not in verifiedReleases.ts`);
  for (const [name, checked] of Object.entries(verified)) {
    const entry = data[name];
    if (!entry) {
      wrong.push(`${name}: read at the tags (${checked.source}), missing from releases.json`);
      continue;
    }
    if (entry.since !== checked.since) wrong.push(`${name}: releases.json says since ${entry.since}, the tags ${checked.since} (${checked.source})`);
    if (entry.removedIn !== checked.removedIn) {
      wrong.push(`${name}: releases.json says removed in ${entry.removedIn ?? '(never)'}, the tags ${checked.removedIn ?? '(never)'} (${checked.source})`);
    }
    if (entry.absentIn?.length) wrong.push(`${name}: releases.json says absent in ${entry.absentIn.join(', ')}; the tags show no gap`);
  }
  return wrong;
}

describe('the release data against the dates read at the tags (src/data/releases/verifiedReleases.ts)', () => {
  for (const [kind, data, verified] of kinds) {
    it(`dates every ${kind} where the tags do (since, removed in), with no entry on one side only`, () => {
      assert.deepEqual(disagreements(data, verified), []);
    });
  }

  it('names an entry whose since, removed in or presence differs (checked on a copy of the data)', () => {
    const data: Record<string, VersionedEntry> = {A: {since: '0.4.0'}, B: {since: '0.1.0'}, C: {since: '0.1.0', absentIn: ['0.2.0']}, D: {since: '0.1.0'}};
    const verified: Record<string, VerifiedReleaseEntry> = {
      A: {since: '0.3.0', source: 'a'},
      B: {since: '0.1.0', removedIn: '0.2.0', source: 'b'},
      C: {since: '0.1.0', source: 'c'},
      E: {since: '0.1.0', source: 'e'},
    };
    assert.deepEqual(disagreements(data, verified), [
      'D: in releases.json, not in verifiedReleases.ts',
      'A: releases.json says since 0.4.0, the tags 0.3.0 (a)',
      'B: releases.json says removed in (never), the tags 0.2.0 (b)',
      'C: releases.json says absent in 0.2.0; the tags show no gap',
      'E: read at the tags (e), missing from releases.json',
    ]);
  });
});
