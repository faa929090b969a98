/**
 * Checks a workaround of src/plugins/workarounds.ts against the installed packages: the files it
 * replaces or relies on are there, the build's pattern still finds them, and they still export
 * what the site's stand-in replaces or uses. Each problem is a sentence naming the workaround
 * and the file or export at fault.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {init as initModuleLexer, parse as parseModule} from 'es-module-lexer';
import {parse as parseCommonJs} from 'cjs-module-lexer';
import ts from 'typescript';
import {packageFile, sitePath, type PackageFile, type Workaround} from '../../src/plugins/workarounds';

const requireHere = createRequire(__filename);

/** The names a JavaScript file exports, read without running it (ES module or CommonJS). */
export async function exportsOfScript(file: string, seen = new Set<string>()): Promise<Set<string>> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  await initModuleLexer;
  let moduleSyntax = false;
  // Docusaurus's client files are ES modules with JSX left in, which the lexer cannot read: those
  // are read as TypeScript's output of them (the exports are the same).
  for (const text of [source, () => transpile(file, source)]) {
    try {
      const code = typeof text === 'string' ? text : text();
      const [imports, exports, , hasModuleSyntax] = parseModule(code);
      moduleSyntax = hasModuleSyntax;
      for (const entry of exports) names.add(entry.n);
      // `export * from './x'`: the names of ./x, followed for relative requests.
      for (const entry of imports) {
        if (entry.n && entry.n.startsWith('.') && /^export\s*\*\s*from/.test(code.slice(entry.ss, entry.se))) {
          for (const name of await exportsOfScript(resolveRelative(file, entry.n), seen)) if (name !== 'default') names.add(name);
        }
      }
      break;
    } catch {
      // Not readable as it is: the transpiled text next, then CommonJS.
    }
  }
  if (moduleSyntax) return names;
  const {exports, reexports} = parseCommonJs(source);
  for (const name of exports) names.add(name);
  for (const request of reexports) {
    if (request.startsWith('.')) for (const name of await exportsOfScript(resolveRelative(file, request), seen)) names.add(name);
  }
  return names;
}

function resolveRelative(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  return [base, `${base}.js`, `${base}.mjs`, path.join(base, 'index.js')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? base;
}

/** `source` as JavaScript an ES module lexer reads: types and JSX compiled, modules left as written. */
function transpile(file: string, source: string): string {
  return ts.transpileModule(source, {
    // JavaScript is read as JSX; TypeScript as its extension says.
    fileName: /\.tsx?$/.test(file) ? file : `${file.replace(/\.[cm]?jsx?$/, '')}.jsx`,
    compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, jsx: ts.JsxEmit.ReactJSX, allowJs: true},
  }).outputText;
}

/** The names a site file (TypeScript) exports, types left out. */
export async function exportsOfSiteFile(file: string): Promise<Set<string>> {
  await initModuleLexer;
  return new Set(parseModule(transpile(file, readFileSync(file, 'utf8')))[1].map((entry) => entry.n));
}

/** What `ref` exports, by its `exportsVia`. */
async function exportsOfTarget(ref: PackageFile, file: string): Promise<Set<string>> {
  if (ref.exportsVia !== 'require') return exportsOfScript(file);
  const loaded = requireHere(file) as Record<string, unknown>;
  const names = new Set<string>(['default']);
  // Properties of a UMD object, own or inherited (chalk's styles are getters on its prototype).
  for (let object: object | null = loaded; object && object !== Object.prototype && object !== Function.prototype; object = Object.getPrototypeOf(object)) {
    for (const name of Object.getOwnPropertyNames(object)) names.add(name);
  }
  return names;
}

/** Does `source` import or require `specifier` (in quotes, after `from`, `require(` or `import(`)? */
export function importsSpecifier(source: string, specifier: string): boolean {
  const quoted = `["']${specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["']`;
  return new RegExp(`(?:\\bfrom\\s*|\\brequire\\(\\s*|\\bimport\\(\\s*|^\\s*import\\s*)${quoted}`, 'm').test(source);
}

const short = (file: string) => file.replace(/^.*[\\/]node_modules[\\/]/, '');

/** Problems with one file of another package: missing, changed since compared, exports or text gone. */
async function checkFile(name: string, ref: PackageFile, role: string): Promise<{problems: string[]; file?: string; exported?: Set<string>}> {
  let file: string;
  try {
    file = packageFile(ref);
  } catch (error) {
    return {problems: [`${name}: ${role} ${ref.package}/${ref.file}: ${(error as Error).message}`]};
  }
  if (!existsSync(file)) return {problems: [`${name}: ${role} ${ref.package}/${ref.file} does not exist (${file})`]};
  const problems: string[] = [];
  const source = readFileSync(file, 'utf8');
  for (const text of ref.contains ?? []) {
    if (!source.includes(text)) problems.push(`${name}: ${role} ${short(file)} no longer contains ${JSON.stringify(text)}`);
  }
  if (ref.pinned) {
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    if (hash !== ref.pinned) {
      problems.push(
        `${name}: ${role} ${short(file)} has changed since the site's copy of its logic was compared with it ` +
          `(sha256 ${hash}, pinned ${ref.pinned}): compare it, update the site's file, then the pin in src/plugins/workarounds.ts`,
      );
    }
  }
  let exported: Set<string> | undefined;
  if (ref.exports?.length) {
    try {
      exported = await exportsOfTarget(ref, file);
    } catch (error) {
      return {problems: [...problems, `${name}: could not read the exports of ${short(file)}: ${(error as Error).message}`], file};
    }
    for (const wanted of ref.exports) {
      if (!exported.has(wanted)) problems.push(`${name}: ${role} ${short(file)} no longer exports ${wanted}`);
    }
  }
  return {problems, file, exported};
}

/** Every problem with `entry`, named by `name`; an empty list when the workaround still fits. */
export async function checkWorkaround(name: string, entry: Workaround): Promise<string[]> {
  const target = await checkFile(name, entry.target, 'the target');
  const problems = [...target.problems];

  if (entry.standIn && !existsSync(sitePath(entry.standIn))) problems.push(`${name}: the stand-in ${entry.standIn} does not exist`);
  if (!existsSync(sitePath(entry.by))) problems.push(`${name}: ${entry.by}, which makes the swap, does not exist`);

  const match = entry.match;
  if (match.by === 'path' && target.file && !match.pattern.test(target.file)) {
    problems.push(`${name}: the build's pattern ${match.pattern} does not match ${short(target.file)}`);
  }
  if (match.by === 'theme') {
    const component = sitePath(path.join('src/theme', match.component));
    if (!['index.tsx', 'index.ts'].some((index) => existsSync(path.join(component, index)))) {
      problems.push(`${name}: the site has no src/theme/${match.component}/index.tsx to shadow the theme's`);
    }
  }
  if (match.by === 'text' && target.file) {
    const source = readFileSync(target.file, 'utf8');
    for (const line of match.lines) {
      if (!source.includes(line)) problems.push(`${name}: ${short(target.file)} no longer writes the line ${line}`);
    }
  }
  if (match.by === 'request' || match.by === 'alias' || match.by === 'rule') {
    for (const importer of match.importers) {
      const checked = await checkFile(name, importer, 'the importer');
      problems.push(...checked.problems);
      if (!checked.file) continue;
      const source = readFileSync(checked.file, 'utf8');
      if (!importsSpecifier(source, importer.specifier)) {
        problems.push(`${name}: the importer ${short(checked.file)} no longer imports ${JSON.stringify(importer.specifier)}`);
      }
      if (match.by === 'request' && !match.pattern.test(importer.specifier)) {
        problems.push(`${name}: the build's pattern ${match.pattern} does not match the request ${JSON.stringify(importer.specifier)}`);
      }
      if (match.by === 'alias' && match.request.replace(/\$$/, '') !== importer.specifier) {
        problems.push(`${name}: the alias ${match.request} is not the request ${JSON.stringify(importer.specifier)}`);
      }
      if (match.by === 'rule' && !match.test.test(checked.file)) {
        problems.push(`${name}: the rule's test ${match.test} does not match the importer ${short(checked.file)}`);
      }
      if (importer.uses) {
        const provided = new Set(entry.target.exports ?? []);
        for (const [, used] of source.matchAll(importer.uses)) {
          if (!provided.has(used)) problems.push(`${name}: the importer ${short(checked.file)} uses ${used}, which the stand-in does not give`);
        }
      }
    }
  }

  if (entry.whole && entry.standIn && target.file && existsSync(sitePath(entry.standIn))) {
    const original = target.exported ?? (await exportsOfScript(target.file));
    const standIn = await exportsOfSiteFile(sitePath(entry.standIn));
    for (const exported of original) {
      if (!standIn.has(exported)) problems.push(`${name}: the stand-in ${entry.standIn} does not export ${exported}, which ${short(target.file)} exports`);
    }
  }

  for (const ref of entry.relies ?? []) problems.push(...(await checkFile(name, ref, 'a file it relies on,')).problems);
  return problems;
}
