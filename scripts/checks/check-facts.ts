/**
 * Fact checks on the written pages (run by npm test; see scripts/checks/lib/facts.ts): config examples
 * parse, environment variables, docbox-cli command lines and TypeScript SDK methods are ones
 * Docbox has, the two reference pages agree with the lists in src/data/, and aws commands name
 * their profile and region. On the guides, the lines of every tool in TOOLS (aws, docker,
 * docker compose, the PostgreSQL clients, systemctl, journalctl, terraform, kubectl and cargo
 * install) use only subcommands and options those tools have (the lists in src/data/). Prints every problem with file and line.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {awsCli} from '../../src/data/awsCli';
import {cliSubcommands, docboxCli} from '../../src/data/cli';
import {cargoInstall} from '../../src/data/cargo';
import {docker} from '../../src/data/docker';
import {dockerCompose} from '../../src/data/dockerCompose';
import {journalctl} from '../../src/data/journalctl';
import {kubectl} from '../../src/data/kubectl';
import {pgDump, pgDumpall, pgRestore, psql} from '../../src/data/postgresCli';
import {systemctl} from '../../src/data/systemctl';
import {terraform} from '../../src/data/terraform';
import {libraryEnvVars, retiredEnvVars, serverEnvVars} from '../../src/data/serverEnvVars';
import {sdkServiceMethods} from '../../src/data/sdk';
import {
  checkAwsCommands,
  checkCliCommands,
  checkCliReference,
  checkEnvVariables,
  checkExamples,
  checkSdkCalls,
  referenceTableVariables,
  type FactProblem,
} from './lib/facts';

const root = path.resolve(__dirname, '..', '..');
const ENV_REFERENCE = 'docs/guides/configuration/server-environment-variables.md';
const CLI_REFERENCE = 'docs/guides/setup/intro.md';

const markdownFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const current = new Set(serverEnvVars.flatMap((variable) => [variable.name, ...(variable.aliases ?? [])]));
const withRetired = new Set([...current, ...retiredEnvVars]);

// `docker compose` before `docker`: the first program that matches a line checks it.
const TOOLS = [awsCli, dockerCompose, docker, pgDump, pgDumpall, pgRestore, psql, systemctl, journalctl, terraform, kubectl, cargoInstall];
const guides = markdownFiles('docs/guides');
const posts = markdownFiles('blog');
const pages = [...guides, ...posts, 'api/reference/docbox.mdx'];
const problems: FactProblem[] = [];

for (const file of pages) {
  const source = read(file);
  problems.push(...checkExamples(file, source));
  // docbox-cli everywhere; the other tools on the guides (the operating pages and the rest).
  problems.push(...checkCliCommands(file, source, file.startsWith('docs/guides/') ? [docboxCli, ...TOOLS] : [docboxCli]));
  if (file.startsWith('docs/guides/')) problems.push(...checkAwsCommands(file, source));
  // Release notes and the reference's "removed" table may name retired variables; nothing else may.
  const known = file === ENV_REFERENCE || file.startsWith('blog/') ? withRetired : current;
  problems.push(...checkEnvVariables(file, source, known));
  problems.push(...checkSdkCalls(file, source, sdkServiceMethods));
}
// The API description's prose names variables too (limits, search backends).
problems.push(...checkEnvVariables('api/docbox.json', read('api/docbox.json'), current));

// The environment variable reference documents exactly the variables the server reads.
const documented = new Set(referenceTableVariables(read(ENV_REFERENCE)));
for (const name of current) {
  if (!documented.has(name)) problems.push({file: ENV_REFERENCE, message: `no table row names ${name}`});
}
for (const name of documented) {
  if (!withRetired.has(name) && !libraryEnvVars.includes(name)) {
    problems.push({file: ENV_REFERENCE, message: `${name} is in a table but not in src/data/serverEnvVars.ts`});
  }
}
problems.push(...checkCliReference(CLI_REFERENCE, read(CLI_REFERENCE), docboxCli));

for (const problem of problems) {
  console.error(`${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
}
if (problems.length > 0) process.exit(1);
console.log(
  `Fact checks passed: ${pages.length} pages; ${current.size} server variables, ${cliSubcommands.length} CLI subcommands; ${TOOLS.map((tool) => tool.program).join(', ')} lines on the guides.`,
);
