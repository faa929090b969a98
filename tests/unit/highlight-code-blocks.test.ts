import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import highlightCodeBlocks, {
  applyMagicComments,
  defaultMagicComments,
  highlightCode,
  parseRanges,
} from '../../src/remark/highlightCodeBlocks';
import {codeTokenCss} from '../../src/plugins/codeHighlighting';
import {highlightCodeBlocksPlugin} from '../../config/prism';

const options = {additionalLanguages: ['bash', 'properties'], aliases: {dotenv: 'properties'}, plainLanguages: ['text']};
const lines = (html: string) => html.match(/<div class="[^"]*token-line[^"]*">.*?<br><\/div>/g) ?? [];

describe('build-time highlighting of code blocks', () => {
  it('turns each line into a token line with typed token spans', () => {
    const {html, code} = highlightCode('export A=1\necho "$A"\n', 'bash', undefined, options);
    assert.equal(code, 'export A=1\necho "$A"');
    assert.equal(lines(html).length, 2);
    assert.match(html, /<span class="token builtin class-name">export<\/span>/);
    assert.match(html, /<span class="token string">/);
  });

  it('escapes markup in the code', () => {
    const {html} = highlightCode('echo "<b>&amp;</b>"', 'bash', undefined, options);
    assert.ok(!html.includes('<b>'));
    assert.match(html, /&lt;b&gt;&amp;amp;&lt;\/b&gt;/);
  });

  it('keeps an empty line as one line, not two', () => {
    const {html} = highlightCode('a\n\nb', 'text', undefined, options);
    assert.deepEqual(lines(html), [
      '<div class="token-line">a<br></div>',
      '<div class="token-line"><br></div>',
      '<div class="token-line">b<br></div>',
    ]);
  });

  it('reads the title and line numbers from the info string', () => {
    const result = highlightCode('a', 'text', `title="docker-compose.yml" showLineNumbers=5`, options);
    assert.equal(result.title, 'docker-compose.yml');
    assert.equal(result.lineNumbersStart, 5);
    assert.match(result.html, /<span class="code-line-number"><\/span>/);
    assert.equal(highlightCode('a', 'text', 'showLineNumbers', options).lineNumbersStart, 1);
    assert.equal(highlightCode('a', 'text', `title='single quotes'`, options).title, 'single quotes');
    assert.equal(highlightCode('a', 'text', undefined, options).title, undefined);
  });

  it('highlights an aliased language with its grammar and leaves plain languages untouched', () => {
    assert.match(highlightCode('KEY=value', 'dotenv', undefined, options).html, /class="token key attr-name">KEY</);
    assert.doesNotMatch(highlightCode('KEY=value', 'text', undefined, options).html, /class="token /);
  });

  it('refuses a language it cannot highlight, naming it', () => {
    assert.throws(() => highlightCode('x', 'bsh', undefined, options), /no syntax highlighting for language "bsh"/);
  });
});

describe('magic comments and line ranges', () => {
  it('removes highlight-next-line and marks the next line', () => {
    const result = applyMagicComments('a\n# highlight-next-line\nb\nc', undefined, defaultMagicComments);
    assert.equal(result.code, 'a\nb\nc');
    assert.deepEqual(result.lineClassNames, {1: ['theme-code-block-highlighted-line']});
  });

  it('marks every line of a highlight-start/end block, in any comment style', () => {
    const result = applyMagicComments('a\n// highlight-start\nb\nc\n// highlight-end\nd', undefined, defaultMagicComments);
    assert.equal(result.code, 'a\nb\nc\nd');
    assert.deepEqual(Object.keys(result.lineClassNames), ['1', '2']);
    const html = applyMagicComments('<!-- highlight-next-line -->\nx', undefined, defaultMagicComments);
    assert.deepEqual(html, {code: 'x', lineClassNames: {0: ['theme-code-block-highlighted-line']}});
  });

  it('marks {1,3-4} ranges and keeps the code as written', () => {
    assert.deepEqual(parseRanges('1,3-4'), [0, 2, 3]);
    const result = applyMagicComments('a\n# highlight-next-line\nb', '{1}', defaultMagicComments);
    assert.equal(result.code, 'a\n# highlight-next-line\nb');
    assert.deepEqual(result.lineClassNames, {0: ['theme-code-block-highlighted-line']});
    const {html} = highlightCode('a\nb', 'bash', '{2}', options);
    assert.equal(lines(html)[1], '<div class="token-line theme-code-block-highlighted-line">b<br></div>');
  });

  it('rejects a malformed range', () => {
    assert.throws(() => parseRanges('2-x'), /"2-x" is not a line number/);
  });
});

describe('the remark plugin', () => {
  const tree = (lang: string, value: string) => ({
    type: 'root',
    children: [{type: 'code', lang, meta: 'title="Run it"', value, position: {start: {line: 12}}, data: {hProperties: {metastring: 'title="Run it"'}}}],
  });

  it('adds the highlighted lines and title to the code element and keeps the theme properties', () => {
    const root = tree('bash', '# highlight-next-line\nls -la\n');
    highlightCodeBlocks(options)(root, {path: 'docs/a.md'});
    const node = root.children[0] as {value: string; data: {hProperties: Record<string, string>}};
    assert.equal(node.value, 'ls -la');
    assert.equal(node.data.hProperties.metastring, 'title="Run it"');
    assert.equal(node.data.hProperties['data-title'], 'Run it');
    assert.match(node.data.hProperties['data-highlighted'], /theme-code-block-highlighted-line/);
  });

  it('names the file and line of a block it cannot highlight', () => {
    assert.throws(
      () => highlightCodeBlocks(options)(tree('yml2', 'a: 1'), {path: 'docs/guides/setup.md'}),
      /Code block at docs\/guides\/setup.md:12: no syntax highlighting for language "yml2"/,
    );
  });

  it("highlights every language the site's configuration names", () => {
    const [, siteOptions] = highlightCodeBlocksPlugin;
    for (const language of [...(siteOptions.additionalLanguages ?? []), ...Object.keys(siteOptions.aliases ?? {})]) {
      assert.match(highlightCode('a=1', language, undefined, siteOptions).html, /token-line/, language);
    }
  });
});

describe('token colours', () => {
  const css = codeTokenCss(themes.github, themes.dracula);

  it('styles the light theme as the base and the dark theme under [data-theme=dark]', () => {
    assert.match(css, /^\.docbox-code-block\{--prism-color:#393A34;--prism-background-color:#f6f8fa\}$/m);
    assert.match(css, /^\[data-theme='dark'\] \.docbox-code-block\{--prism-color:#F8F8F2;--prism-background-color:#282A36\}$/m);
    assert.match(css, /^\.docbox-code-block \.token\.string\{color:#e3116c\}$/m);
    assert.match(css, /^\[data-theme='dark'\] \.docbox-code-block \.token\.string\{color:rgb\(255, 121, 198\)\}$/m);
  });

  it('merges repeated entries for a type, later ones winning, as prism-react-renderer does', () => {
    // github gives keyword #00a4db, then #00009f.
    assert.match(css, /^\.docbox-code-block \.token\.keyword\{color:#00009f\}$/m);
  });

  it('resets in dark mode what only the light theme sets', () => {
    // github's comments are italic; dracula's are not.
    assert.match(css, /^\.docbox-code-block \.token\.comment\{color:#999988;font-style:italic\}$/m);
    assert.match(css, /^\[data-theme='dark'\] \.docbox-code-block \.token\.comment\{color:rgb\(98, 114, 164\);font-style:normal\}$/m);
    assert.match(css, /^\[data-theme='dark'\] \.docbox-code-block \.token\.namespace\{opacity:1\}$/m);
  });
});
