import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';

/**
 * Every colour a code block can give a token, in both colour modes, has WCAG AA contrast (4.5:1)
 * on the block's background and on a highlighted line's. Token by token type, so it covers every
 * language and token the site could show; the end-to-end walk runs axe's colour rules on the code
 * blocks of a sample of pages only (tests/e2e/every-page.spec.ts, CODE_COLOUR_SAMPLE).
 */
type Rgb = [number, number, number];

function parseColour(value: string): {rgb: Rgb; alpha: number} {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (hex) {
    const digits = hex[1]!.length === 3 ? [...hex[1]!].map((digit) => digit + digit).join('') : hex[1]!;
    return {rgb: [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb, alpha: 1};
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)(?:\s*[/,]\s*([\d.]+)(%?))?\s*\)$/.exec(value.trim());
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    return {rgb: [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])], alpha};
  }
  throw new Error(`a colour this test cannot read: ${value}`);
}

const over = (top: {rgb: Rgb; alpha: number}, below: Rgb): Rgb => top.rgb.map((channel, index) => channel * top.alpha + below[index]! * (1 - top.alpha)) as Rgb;

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The colour each token type ends up with: the last style naming it wins, as in the renderer; a
 * style's opacity fades the colour the token has (the plain text's when the style sets none).
 */
function tokenColours(theme: PrismTheme): Map<string, {colour: string; opacity: number}> {
  const colours = new Map<string, {colour: string; opacity: number}>([['(plain text)', {colour: theme.plain.color!, opacity: 1}]]);
  for (const {types, style} of theme.styles) {
    const opacity = (style as {opacity?: number}).opacity;
    for (const type of types) {
      const before = colours.get(type) ?? {colour: theme.plain.color!, opacity: 1};
      colours.set(type, {colour: style.color ?? before.colour, opacity: opacity ?? before.opacity});
    }
  }
  return colours;
}

/** The highlighted line's background from custom.css: a translucent layer over the block's. */
function highlightedLineLayer(mode: 'light' | 'dark'): string {
  const css = readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8');
  const selector = mode === 'dark' ? "html[data-theme='dark']" : ':root';
  for (const [, found, body] of css.matchAll(/(:root|html\[data-theme='dark'\])\s*\{([^}]*)\}/g)) {
    const value = found === selector ? /--docusaurus-highlighted-code-line-bg:\s*([^;]+);/.exec(body!)?.[1] : undefined;
    if (value) return value;
  }
  throw new Error(`src/css/custom.css: no --docusaurus-highlighted-code-line-bg under ${selector}`);
}

describe('code colours', () => {
  test('the contrast formula gives the known ratios', () => {
    assert.equal(Math.round(contrast([0, 0, 0], [255, 255, 255]) * 10) / 10, 21);
    assert.equal(Math.round(contrast([119, 119, 119], [255, 255, 255]) * 100) / 100, 4.48);
  });

  for (const [mode, theme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
    test(`every token colour of the ${mode} code theme has 4.5:1 on the block and on a highlighted line`, () => {
      const block = parseColour(theme.plain.backgroundColor!).rgb;
      const highlighted = over(parseColour(highlightedLineLayer(mode)), block);
      const colours = tokenColours(theme);
      assert.ok(colours.size > 10, `${colours.size} token colours`);
      const low: string[] = [];
      for (const [type, {colour, opacity}] of colours) {
        const parsed = parseColour(colour);
        for (const [where, background] of [['block', block], ['highlighted line', highlighted]] as const) {
          const ratio = contrast(over({rgb: parsed.rgb, alpha: parsed.alpha * opacity}, background), background);
          if (ratio < 4.5) low.push(`${type} ${colour}${opacity < 1 ? ` at opacity ${opacity}` : ''} on the ${where}: ${ratio.toFixed(2)}:1`);
        }
      }
      assert.deepEqual(low, []);
    });
  }
});
