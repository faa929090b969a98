import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {SWITCHABLE, WORKAROUNDS, isOn, packageFile, workaroundsOff, type Workaround} from '../../src/plugins/workarounds';
import codeSplittingPlugin from '../../src/plugins/codeSplitting';
import fastStartupPlugin from '../../src/plugins/fastStartup';
import {checkWorkaround, exportsOfScript, exportsOfSiteFile, importsSpecifier} from '../support/workarounds';

// Every swap, wrapper and copy of the performance layer (src/plugins/workarounds.ts), checked
// against the installed packages: an upgrade that moves a file, renames an export or changes a
// copied module fails here, with the workaround's name, instead of dropping it without a word.
describe('the performance layer still fits the installed packages', () => {
  for (const [name, entry] of Object.entries(WORKAROUNDS) as [string, Workaround][]) {
    it(`${name}: ${entry.target.package}/${entry.target.file}`, async () => {
      const problems = await checkWorkaround(name, entry);
      assert.deepEqual(problems, [], problems.join('\n'));
    });
  }
});

// The build's plugins take their patterns from the registry: what they configure is what the
// registry lists, so the checks above are checks of the build.
describe('the plugins swap what the registry lists', () => {
  class Replacement {
    constructor(
      readonly pattern: RegExp,
      readonly standIn: string,
    ) {}
  }
  type Configured = {
    plugins?: unknown[];
    module?: {rules?: {test: RegExp; resolve: {alias: Record<string, string>}}[]};
    resolve?: {alias?: Record<string, string>};
  };
  const configure = (plugin: ReturnType<typeof codeSplittingPlugin>, isServer: boolean): Configured => {
    const config = {mode: 'production', optimization: {splitChunks: {cacheGroups: {common: {}, styles: {}}}}};
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}};
    const configureWebpack = plugin.configureWebpack as unknown as (config: object, isServer: boolean, utils: object) => Configured;
    return configureWebpack(config, isServer, utils);
  };
  const plugins = {
    'src/plugins/codeSplitting.ts': codeSplittingPlugin(),
    'src/plugins/fastStartup/index.ts': fastStartupPlugin(),
  };
  /** Why the plugin's configuration lacks the swap of `entry`, or undefined when it makes it. */
  const missingSwap = (name: string, entry: Workaround, isServer: boolean): string | undefined => {
    const configured = configure(plugins[entry.by as keyof typeof plugins], isServer);
    const match = entry.match;
    const standIn = entry.standIn ?? '';
    if (match.by === 'path' || match.by === 'request') {
      const found = (configured.plugins ?? []).some(
        (made) => made instanceof Replacement && made.pattern === match.pattern && made.standIn.endsWith(standIn),
      );
      return found ? undefined : `${name}: no NormalModuleReplacementPlugin(${match.pattern}, ${standIn})`;
    }
    if (match.by === 'alias') {
      return configured.resolve?.alias?.[match.request]?.endsWith(standIn) ? undefined : `${name}: no alias ${match.request} to ${standIn}`;
    }
    if (match.by === 'rule') {
      const rule = configured.module?.rules?.find((candidate) => candidate.test === match.test);
      return rule?.resolve.alias[match.request]?.endsWith(standIn) ? undefined : `${name}: no rule aliasing ${match.request} to ${standIn}`;
    }
    return undefined;
  };
  const buildsOf = (entry: Workaround) => (entry.builds === 'both' ? [false, true] : [entry.builds === 'server']);

  for (const [name, entry] of Object.entries(WORKAROUNDS) as [string, Workaround][]) {
    const plugin = plugins[entry.by as keyof typeof plugins];
    if (!plugin || (entry.match.by === 'path' && !entry.standIn)) continue;
    for (const isServer of buildsOf(entry)) {
      it(`${name} is swapped by ${entry.by} in the ${isServer ? 'server' : 'browser'} build`, () => {
        const missing = missingSwap(name, entry, isServer);
        assert.equal(missing, undefined, missing);
      });
    }
  }

  it('DOCBOX_WORKAROUNDS_OFF leaves out the swap it names, and only that one', () => {
    const saved = process.env.DOCBOX_WORKAROUNDS_OFF;
    try {
      for (const off of SWITCHABLE) {
        process.env.DOCBOX_WORKAROUNDS_OFF = off;
        for (const name of SWITCHABLE) {
          const entry: Workaround = WORKAROUNDS[name];
          for (const isServer of buildsOf(entry)) {
            const missing = missingSwap(name, entry, isServer);
            if (name === off) assert.notEqual(missing, undefined, `${off} switched off, yet still swapped in the ${isServer ? 'server' : 'browser'} build`);
            else assert.equal(missing, undefined, `${off} switched off: ${missing}`);
          }
        }
      }
    } finally {
      if (saved === undefined) delete process.env.DOCBOX_WORKAROUNDS_OFF;
      else process.env.DOCBOX_WORKAROUNDS_OFF = saved;
    }
  });
});

// The checks can fail: entries that no longer fit, each reported with its name and the file or
// export at fault.
describe('checkWorkaround', () => {
  const fits: Workaround = WORKAROUNDS.emojiUtils;

  it('passes an entry that fits', async () => {
    assert.deepEqual(await checkWorkaround('emojiUtils', fits), []);
  });

  it('reports an export the target no longer has', async () => {
    const entry = {...fits, target: {...fits.target, exports: ['extractLeadingEmoji', 'extractTrailingEmoji']}};
    assert.deepEqual(await checkWorkaround('fake', entry), [
      'fake: the target @docusaurus/theme-common/lib/utils/emojiUtils.js no longer exports extractTrailingEmoji',
    ]);
  });

  it('reports a target file that is gone', async () => {
    const entry = {...fits, target: {...fits.target, file: 'lib/utils/emojiUtilz.js'}};
    const [problem] = await checkWorkaround('fake', entry);
    assert.match(problem, /^fake: the target @docusaurus\/theme-common\/lib\/utils\/emojiUtilz\.js does not exist/);
  });

  it('reports a pattern that matches nothing', async () => {
    const entry: Workaround = {...fits, match: {by: 'path', pattern: /[\\/]emojiUtils\.mjs$/}};
    assert.deepEqual(await checkWorkaround('fake', entry), [
      "fake: the build's pattern /[\\\\/]emojiUtils\\.mjs$/ does not match @docusaurus/theme-common/lib/utils/emojiUtils.js",
    ]);
  });

  it('reports an export of the original the whole-module stand-in lacks', async () => {
    const entry: Workaround = {...fits, standIn: 'src/shims/docsPluginOrder.ts'};
    assert.deepEqual(await checkWorkaround('fake', entry), [
      'fake: the stand-in src/shims/docsPluginOrder.ts does not export extractLeadingEmoji, which @docusaurus/theme-common/lib/utils/emojiUtils.js exports',
    ]);
  });

  it('reports an importer that no longer makes the request, and a request the pattern misses', async () => {
    const base = WORKAROUNDS.docsClientUtils;
    const entry: Workaround = {
      ...base,
      match: {...base.match, importers: [{...base.match.importers[0], specifier: './docsClientUtilities'}]},
    };
    assert.deepEqual(await checkWorkaround('fake', entry), [
      'fake: the importer @docusaurus/plugin-content-docs/lib/client/index.js no longer imports "./docsClientUtilities"',
      'fake: the build\'s pattern /^\\.\\/docsClientUtils$/ does not match the request "./docsClientUtilities"',
    ]);
  });

  it('reports a name the importer uses that the stand-in does not give', async () => {
    const base = WORKAROUNDS.tslibInUtilsCommon;
    const entry: Workaround = {...base, target: {...base.target, exports: ['__assign']}};
    const problems = await checkWorkaround('fake', entry);
    assert.ok(problems.includes('fake: the importer @docusaurus/utils-common/lib/index.js uses __importDefault, which the stand-in does not give'), problems.join('\n'));
  });

  it('reports a copied file that changed since it was compared', async () => {
    const entry: Workaround = {...WORKAROUNDS.clientEntry, target: {...WORKAROUNDS.clientEntry.target, pinned: '0000000000000000'}};
    const [problem] = await checkWorkaround('fake', entry);
    assert.match(problem, /^fake: the target @docusaurus\/core\/lib\/client\/clientEntry\.js has changed since the site's copy/);
  });

  it('reports a generated line that is no longer written, and text a file no longer contains', async () => {
    const entry: Workaround = {
      ...WORKAROUNDS.operationPartImports,
      match: {by: 'text', lines: ['import Gone from "@theme/Gone";']},
      relies: [{package: '@docusaurus/core', file: 'lib/client/exports/Link.js', contains: ['window.docusaurus.gone']}],
    };
    assert.deepEqual(await checkWorkaround('fake', entry), [
      'fake: docusaurus-plugin-openapi-docs/lib/markdown/index.js no longer writes the line import Gone from "@theme/Gone";',
      'fake: a file it relies on, @docusaurus/core/lib/client/exports/Link.js no longer contains "window.docusaurus.gone"',
    ]);
  });

  it('reports a theme component the site does not shadow', async () => {
    const entry: Workaround = {...WORKAROUNDS.operationPage, match: {by: 'theme', component: 'Markdwn'}};
    assert.deepEqual(await checkWorkaround('fake', entry), ["fake: the site has no src/theme/Markdwn/index.tsx to shadow the theme's"]);
  });
});

describe('reading exports', () => {
  it('reads an ES module, a CommonJS module and a TypeScript stand-in', async () => {
    const esm = await exportsOfScript(packageFile({package: '@docusaurus/theme-common', file: 'lib/utils/reactUtils.js'}));
    assert.ok(esm.has('useShallowMemoObject') && esm.has('ReactContextError'), [...esm].join());
    const cjs = await exportsOfScript(packageFile({package: 'docusaurus-theme-openapi-docs', file: 'lib/theme/ApiItem/store.js'}));
    assert.ok(cjs.has('createStoreWithoutState'), [...cjs].join());
    assert.deepEqual([...(await exportsOfSiteFile('src/shims/reactUtils.ts'))].sort(), [
      'ReactContextError',
      'composeProviders',
      'useEvent',
      'usePrevious',
      'useShallowMemoObject',
    ]);
  });

  it('finds an import request written as import, require or dynamic import, and nothing else', () => {
    assert.ok(importsSpecifier('import {a} from "./x";', './x'));
    assert.ok(importsSpecifier('const x = __importDefault(require("crypto-js"));', 'crypto-js'));
    assert.ok(importsSpecifier("await import('../hooks/useSearchQuery')", '../hooks/useSearchQuery'));
    assert.ok(!importsSpecifier('import {a} from "./xy";', './x'));
    assert.ok(!importsSpecifier('const name = "./x";', './x'));
  });
});

describe('switching a swap off to measure it (DOCBOX_WORKAROUNDS_OFF)', () => {
  it('reads the names, and refuses one that cannot be switched off, naming it', () => {
    assert.deepEqual([...workaroundsOff(' cryptoJs,chalk ,')], ['cryptoJs', 'chalk']);
    assert.equal(workaroundsOff('').size, 0);
    assert.throws(() => workaroundsOff('cryptoJs,operationPage'), /DOCBOX_WORKAROUNDS_OFF: "operationPage" is not a workaround that can be switched off/);
  });

  it('a switched-off swap is left out; the others stay', () => {
    const saved = process.env.DOCBOX_WORKAROUNDS_OFF;
    try {
      delete process.env.DOCBOX_WORKAROUNDS_OFF;
      assert.ok(isOn(WORKAROUNDS.cryptoJs));
      process.env.DOCBOX_WORKAROUNDS_OFF = 'cryptoJs';
      assert.equal(isOn(WORKAROUNDS.cryptoJs), false);
      assert.ok(isOn(WORKAROUNDS.chalk));
    } finally {
      if (saved === undefined) delete process.env.DOCBOX_WORKAROUNDS_OFF;
      else process.env.DOCBOX_WORKAROUNDS_OFF = saved;
    }
  });
});
