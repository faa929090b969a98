/**
 * Link-preview cards: one 1200x630 PNG per page, drawn at build time. Satori lays out the card
 * (a tree of plain objects, no JSX) into an SVG with the text as outlines, and resvg's WASM
 * build turns that into a PNG: no browser, no network, no native binaries. The font is Inter
 * from the @fontsource/inter package; the mark is the site's own static/img/favicon.svg.
 * Line breaking is done beforehand by scripts/build/lib/social-card-layout.ts with the same font's
 * metrics, so every line is drawn exactly as laid out.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {initWasm, Resvg} from '@resvg/resvg-wasm';
import satori from 'satori';
import {indexedPng} from './png';
import opentype from '@shuding/opentype.js';
import {
  CARD_HEIGHT,
  CARD_PADDING,
  CARD_WIDTH,
  TEXT_WIDTH,
  TITLE_LINES,
  fitPath,
  fitTitle,
  methodColours,
  type CardContent,
  type Measure,
} from './social-card-layout';

/** Colours of the site's dark theme (src/css/custom.css), the mode it opens in. */
const COLOURS = {
  background: '#16181d',
  text: '#f5f6f7',
  muted: '#b4bac6',
  accent: '#8c9ff2',
  brand: '#3451c9',
};

type Weight = 500 | 600 | 700;
const WEIGHTS: Weight[] = [500, 600, 700];

type SatoriNode = {type: string; props: Record<string, unknown> & {style?: Record<string, unknown>}};

function el(type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): SatoriNode {
  return {type, props: {style, children, ...extra}};
}

export type CardRenderer = {
  /** Renders one card; throws with the reason when it cannot. */
  render(card: CardContent): Promise<Buffer>;
  /** Width of text in the title's font. */
  measure: Measure;
};

function fontFile(weight: Weight): string {
  const dir = path.dirname(require.resolve('@fontsource/inter/package.json'));
  return path.join(dir, 'files', `inter-latin-${weight}-normal.woff`);
}

function readFont(file: string): Buffer {
  try {
    return readFileSync(file);
  } catch (error) {
    throw new Error(`cannot read the card font ${file}: ${(error as Error).message}. Is @fontsource/inter installed (npm ci)?`);
  }
}

let wasmReady: Promise<void> | undefined;

/** resvg's WASM module may be initialised once per process. */
function initResvg(): Promise<void> {
  wasmReady ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return wasmReady;
}

/**
 * Loads the fonts, the mark and the renderer. `siteHost` is printed at the foot of cards that
 * have no operation row; `markFile` is the site's mark (an SVG without text).
 */
export async function createCardRenderer(options: {siteHost: string; markFile: string}): Promise<CardRenderer> {
  const fontData = new Map(WEIGHTS.map((weight) => [weight, readFont(fontFile(weight))]));
  const parsed = new Map(
    WEIGHTS.map((weight) => {
      const data = fontData.get(weight)!;
      try {
        return [weight, opentype.parse(new Uint8Array(data).buffer)];
      } catch (error) {
        throw new Error(`cannot parse the card font ${fontFile(weight)}: ${(error as Error).message}`);
      }
    }),
  );
  const measureWith =
    (weight: Weight): Measure =>
    (text, fontSize) =>
      parsed.get(weight)!.getAdvanceWidth(text, fontSize);
  const measureTitle = measureWith(700);
  const measurePath = measureWith(500);

  /** Characters the font has no glyph for would be drawn as empty boxes. */
  function checkGlyphs(text: string, what: string): void {
    const font = parsed.get(700)!;
    const missing = [...new Set([...text])].filter((char) => !/\s/.test(char) && font.charToGlyphIndex(char) === 0);
    if (missing.length) {
      const list = missing.map((char) => `"${char}" (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')})`);
      throw new Error(`the ${what} has characters the card font (Inter, Latin) cannot draw: ${list.join(', ')}`);
    }
  }

  const markSvg = readFileSync(options.markFile, 'utf8');
  if (!markSvg.includes('<svg')) throw new Error(`${options.markFile} is not an SVG`);
  const mark = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;
  const fonts = WEIGHTS.map((weight) => ({name: 'Inter', data: fontData.get(weight)!, weight, style: 'normal' as const}));
  await initResvg();

  function tree(card: CardContent): SatoriNode {
    checkGlyphs(card.title, 'title');
    const title = fitTitle(card.title, measureTitle, card.operation ? TITLE_LINES.operation : TITLE_LINES.page);

    let foot: SatoriNode;
    if (card.operation) {
      checkGlyphs(card.operation.path, 'operation path');
      const method = card.operation.method.toUpperCase();
      const colours = methodColours(method);
      const badgeFont = 30;
      const badgeWidth = Math.ceil(measureWith(700)(method, badgeFont)) + 2 * 20;
      const gap = 24;
      const apiPath = fitPath(card.operation.path, measurePath, TEXT_WIDTH - badgeWidth - gap);
      foot = el('div', {display: 'flex', alignItems: 'flex-start'}, [
        el(
          'div',
          {
            display: 'flex',
            flexShrink: 0,
            width: badgeWidth,
            justifyContent: 'center',
            padding: '6px 0',
            borderRadius: 8,
            background: colours.background,
            color: colours.text,
            fontSize: badgeFont,
            fontWeight: 700,
            marginRight: gap,
          },
          method,
        ),
        el(
          'div',
          {display: 'flex', flexDirection: 'column', color: COLOURS.text, fontSize: apiPath.fontSize, fontWeight: 500, lineHeight: 1.3},
          apiPath.lines.map((line) => el('div', {display: 'flex', whiteSpace: 'pre'}, line)),
        ),
      ]);
    } else {
      foot = el('div', {display: 'flex', color: COLOURS.muted, fontSize: 28, fontWeight: 500}, options.siteHost);
    }

    return el(
      'div',
      {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        boxSizing: 'border-box',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `64px ${CARD_PADDING}px 72px`,
        background: COLOURS.background,
        fontFamily: 'Inter',
        color: COLOURS.text,
      },
      [
        // The mark and the name, as in the navbar.
        el('div', {display: 'flex', alignItems: 'center'}, [
          el('img', {width: 64, height: 64, marginRight: 20}, undefined, {src: mark, width: 64, height: 64}),
          el('div', {display: 'flex', fontSize: 44, fontWeight: 700, letterSpacing: -0.5}, 'Docbox'),
        ]),
        el('div', {display: 'flex', flexDirection: 'column'}, [
          el(
            'div',
            {display: 'flex', color: COLOURS.accent, fontSize: 30, fontWeight: 600, letterSpacing: 2, marginBottom: 18},
            card.section.toUpperCase(),
          ),
          el(
            'div',
            {display: 'flex', flexDirection: 'column', fontSize: title.fontSize, fontWeight: 700, lineHeight: 1.15, letterSpacing: 0},
            title.lines.map((line) => el('div', {display: 'flex', whiteSpace: 'pre'}, line)),
          ),
        ]),
        foot,
        // The band along the foot, in the brand colour.
        el('div', {position: 'absolute', left: 0, bottom: 0, width: CARD_WIDTH, height: 14, background: COLOURS.brand}),
      ],
    );
  }

  return {
    measure: measureTitle,
    async render(card) {
      const svg = await satori(tree(card) as never, {width: CARD_WIDTH, height: CARD_HEIGHT, fonts});
      const image = new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render();
      // A card has about a hundred colours: as a palette image it is a third of resvg's RGBA PNG.
      const png = indexedPng(image.width, image.height, image.pixels) ?? image.asPng();
      return Buffer.from(png);
    },
  };
}
