import {execFile} from 'node:child_process';
import {rmSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/**
 * Builds a fixture site with the project's Docusaurus and reports the exit code and all output.
 * The bundler's persistent cache is keyed by the project, not the site folder: without
 * DOCUSAURUS_NO_PERSISTENT_CACHE, one fixture's compiled page could stand in for another's.
 */
export function buildFixtureSite(siteDir: string, outDir: string): Promise<{code: number; output: string}> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', siteDir, '--out-dir', outDir],
      {
        cwd: root,
        env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', NO_COLOR: '1', FORCE_COLOR: '0'},
        maxBuffer: 32 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
        resolve({code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr});
      },
    );
  });
}
