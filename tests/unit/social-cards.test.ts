import assert from 'node:assert/strict';
import {inflateSync} from 'node:zlib';
import path from 'node:path';
import {before, describe, it} from 'node:test';
import {indexedPng} from '../../scripts/build/lib/png';
import {
  ELLIPSIS,
  TEXT_WIDTH,
  TITLE_LINES,
  TITLE_SIZES,
  fitPath,
  fitTitle,
  methodColours,
  pageTitle,
  sectionOf,
  wrapText,
  type Measure,
} from '../../scripts/build/lib/social-card-layout';
import {createCardRenderer, type CardRenderer} from '../../scripts/build/lib/social-cards';
import {readHead, withSocialMeta} from '../../scripts/build/lib/social-meta';
import {cardFile, routeOf} from '../../scripts/build/lib/social-pages';

/** Every character half an em wide: easy widths to reason about. */
const halfEm: Measure = (text, fontSize) => [...text].length * fontSize * 0.5;

/** The chunks of a PNG file, by type. */
function chunks(png: Buffer): {type: string; data: Buffer}[] {
  const found: {type: string; data: Buffer}[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    found.push({type: png.toString('latin1', offset + 4, offset + 8), data: png.subarray(offset + 8, offset + 8 + length)});
    offset += 12 + length;
  }
  return found;
}

describe('card sections and titles', () => {
  it('puts each route in its section, and the rest on the site-wide card', () => {
    assert.equal(sectionOf('/docs/guides/intro'), 'Guides');
    assert.equal(sectionOf('/docs/category/aws'), 'Guides');
    assert.equal(sectionOf('/docs/api/file-get'), 'API reference');
    assert.equal(sectionOf('/blog'), 'Release notes');
    assert.equal(sectionOf('/blog/docbox-0-9-3'), 'Release notes');
    assert.equal(sectionOf('/blogroll'), undefined);
    assert.equal(sectionOf('/'), undefined);
    assert.equal(sectionOf('/search'), undefined);
  });

  it('takes the site name off the document title', () => {
    assert.equal(pageTitle('Introduction | Docbox', 'Docbox'), 'Introduction');
    assert.equal(pageTitle('Search the documentation', 'Docbox'), 'Search the documentation');
    assert.equal(pageTitle('  Two\n words | Docbox', 'Docbox'), 'Two words');
  });

  it('maps built files to routes and routes to card files', () => {
    assert.equal(routeOf('index.html'), '/');
    assert.equal(routeOf('docs/guides/intro.html'), '/docs/guides/intro');
    assert.equal(routeOf('blog/page/2.html'), '/blog/page/2');
    assert.equal(cardFile('/docs/api/file-get'), 'img/social/docs/api/file-get.png');
  });
});

describe('title layout', () => {
  it('keeps a short title on one line at the largest size', () => {
    const fitted = fitTitle('Introduction', halfEm, TITLE_LINES.page);
    assert.deepEqual(fitted, {lines: ['Introduction'], truncated: false, fontSize: TITLE_SIZES[0]});
  });

  it('wraps at spaces and never makes a line wider than the text area', () => {
    const title = 'Get a presigned download URL for a generated file';
    const fitted = fitTitle(title, halfEm, TITLE_LINES.page);
    assert.equal(fitted.truncated, false);
    assert.equal(fitted.lines.join(' '), title);
    for (const line of fitted.lines) assert.ok(halfEm(line, fitted.fontSize) <= TEXT_WIDTH, line);
  });

  it('steps down through the sizes before it cuts anything', () => {
    // 3 lines of 27 characters at 76 px; 3 lines of 40 at 52 px.
    const title = Array.from({length: 20}, () => 'word').join(' ');
    const fitted = fitTitle(title, halfEm, TITLE_LINES.page);
    assert.equal(fitted.truncated, false);
    assert.ok(fitted.fontSize < TITLE_SIZES[0] && fitted.fontSize >= TITLE_SIZES[TITLE_SIZES.length - 1]);
  });

  it('cuts a very long title at a word with an ellipsis on the last line', () => {
    const title = Array.from({length: 80}, (_, i) => `word${i}`).join(' ');
    const fitted = fitTitle(title, halfEm, TITLE_LINES.operation);
    assert.equal(fitted.truncated, true);
    assert.equal(fitted.fontSize, TITLE_SIZES[TITLE_SIZES.length - 1]);
    assert.equal(fitted.lines.length, TITLE_LINES.operation);
    const last = fitted.lines[fitted.lines.length - 1];
    assert.ok(last.endsWith(ELLIPSIS));
    assert.match(last, /word\d+…$/, 'cut after a whole word');
    for (const line of fitted.lines) assert.ok(halfEm(line, fitted.fontSize) <= TEXT_WIDTH, line);
  });

  it('drops punctuation left before the ellipsis', () => {
    const wrapped = wrapText('aaaa bbbb, cccc dddd', 10, 60, 1, halfEm);
    assert.deepEqual(wrapped, {lines: [`aaaa bbbb${ELLIPSIS}`], truncated: true});
  });

  it('breaks a word wider than a line where it must', () => {
    const wrapped = wrapText('x'.repeat(25), 10, 50, 3, halfEm);
    assert.deepEqual(wrapped.lines, ['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('refuses an empty title', () => {
    assert.throws(() => fitTitle('   ', halfEm, 3), /title is empty/);
  });
});

describe('operation row layout', () => {
  it('keeps a short path on one line at the largest size', () => {
    assert.deepEqual(fitPath('/box/{scope}', halfEm, 800), {lines: ['/box/{scope}'], truncated: false, fontSize: 34});
  });

  it('breaks a long path before a slash, each line starting a segment', () => {
    const apiPath = '/box/{scope}/file/{file_id}/generated/{type}/raw-presigned';
    const fitted = fitPath(apiPath, halfEm, 500);
    assert.equal(fitted.truncated, false);
    assert.equal(fitted.lines.join(''), apiPath);
    assert.ok(fitted.lines.length <= 2);
    for (const line of fitted.lines) {
      assert.ok(line.startsWith('/'), line);
      assert.ok(halfEm(line, fitted.fontSize) <= 500, line);
    }
  });

  it('ends a path too long for two lines in an ellipsis', () => {
    const apiPath = Array.from({length: 30}, (_, i) => `/segment${i}`).join('');
    const fitted = fitPath(apiPath, halfEm, 400);
    assert.equal(fitted.truncated, true);
    assert.equal(fitted.lines.length, 2);
    assert.ok(fitted.lines[1].endsWith(ELLIPSIS));
    for (const line of fitted.lines) assert.ok(halfEm(line, fitted.fontSize) <= 400, line);
  });

  it('rejects a path that is not one', () => {
    assert.throws(() => fitPath('box/{scope}', halfEm, 400), /does not start with \//);
  });

  it('colours methods as the API pages do', () => {
    assert.equal(methodColours('get').background, '#3451c9');
    assert.equal(methodColours('POST').background, '#197a33');
    assert.equal(methodColours('DELETE').background, '#c9191f');
    assert.throws(() => methodColours('FETCH'), /not an HTTP method/);
  });
});

describe('palette PNG', () => {
  it('writes a palette image that decodes to the same pixels', () => {
    const rgba = new Uint8Array([255, 0, 0, 255, 0, 0, 255, 255, 255, 0, 0, 255, 0, 0, 255, 128]);
    const png = indexedPng(2, 2, rgba);
    assert.ok(png);
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const parts = Object.fromEntries(chunks(png).map((chunk) => [chunk.type, chunk.data]));
    assert.equal(parts.IHDR.readUInt32BE(0), 2);
    assert.equal(parts.IHDR[9], 3, 'colour type: palette');
    assert.deepEqual([...parts.PLTE], [255, 0, 0, 0, 0, 255, 0, 0, 255]);
    assert.deepEqual([...parts.tRNS], [255, 255, 128]);
    assert.deepEqual([...inflateSync(parts.IDAT)], [0, 0, 1, 0, 0, 2]);
  });

  it('gives up on more than 256 colours', () => {
    const rgba = new Uint8Array(257 * 4).map((_, i) => (i % 4 === 3 ? 255 : Math.floor(i / 4) % 256));
    rgba[256 * 4 + 1] = 1;
    assert.equal(indexedPng(257, 1, rgba), undefined);
  });
});

describe('card renderer', () => {
  let renderer: CardRenderer;
  before(async () => {
    renderer = await createCardRenderer({
      siteHost: 'docs.example.test',
      markFile: path.join(__dirname, '../../static/img/favicon.svg'),
    });
  });

  it('draws a 1200x630 PNG, the same bytes each time', async () => {
    const card = {
      section: 'API reference',
      title: 'Get a presigned download URL for a generated file',
      operation: {method: 'POST', path: '/box/{scope}/file/{file_id}/generated/{type}/raw-presigned'},
    } as const;
    const png = await renderer.render(card);
    const header = chunks(png)[0];
    assert.equal(header.type, 'IHDR');
    assert.deepEqual([header.data.readUInt32BE(0), header.data.readUInt32BE(4)], [1200, 630]);
    assert.ok(png.length < 40_000, `${png.length} bytes`);
    assert.deepEqual(await renderer.render(card), png);
  });

  it('measures with the real font: a wider title takes more room', () => {
    assert.ok(renderer.measure('WWWW', 50) > renderer.measure('iiii', 50));
  });

  it('names the characters the font cannot draw', async () => {
    await assert.rejects(renderer.render({section: 'Guides', title: 'Docbox 文档'}), /cannot draw: "文" \(U\+6587\), "档"/);
  });
});

describe('preview tags in the head', () => {
  const page = (head: string) => `<!doctype html><html><head>${head}</head><body></body></html>`;
  const image = {url: 'https://docs.example.test/img/social/docs/a.png', alt: 'Docbox Guides: A', width: 1200, height: 630};

  it('adds the image, og:type and og:description, replacing an old image', () => {
    const html = page(
      '<title data-rh=true>A | Docbox</title><meta data-rh=true name=twitter:card content=summary_large_image />' +
        '<meta data-rh=true property=og:image content=https://docs.example.test/img/old.png />' +
        '<meta data-rh=true property=og:title content="A | Docbox"/><meta data-rh=true name=description content="About &quot;A&quot;."/>',
    );
    const head = readHead(withSocialMeta(html, {image, type: 'article'}, 'a.html'), 'a.html');
    assert.equal(head.meta.get('og:image'), image.url);
    assert.equal(head.meta.get('twitter:image'), image.url);
    assert.equal(head.meta.get('og:image:width'), '1200');
    assert.equal(head.meta.get('og:type'), 'article');
    assert.equal(head.meta.get('og:description'), 'About "A".');
    const result = withSocialMeta(html, {image, type: 'article'}, 'a.html');
    assert.equal(result.match(/og:image content/g)?.length, 1);
  });

  it('keeps an og:type already there and sets og:title to the title', () => {
    const html = page(
      '<title>Search the documentation</title><meta name=twitter:card content=summary_large_image>' +
        '<meta property=og:title content=Docbox><meta property=og:type content=article>',
    );
    const result = withSocialMeta(html, {image, type: 'website'}, 'search.html');
    const head = readHead(result, 'search.html');
    assert.equal(head.meta.get('og:type'), 'article');
    assert.equal(head.meta.get('og:title'), 'Search the documentation');
    assert.equal(result.match(/og:title/g)?.length, 1);
    assert.equal(result.match(/og:type/g)?.length, 1);
  });

  it('drops og:url and the canonical link from the not-found page', () => {
    const html = page(
      '<title>Page Not Found | Docbox</title><meta property=og:url content=https://docs.example.test/404.html>' +
        '<link rel=canonical href=https://docs.example.test/404.html>',
    );
    const head = readHead(withSocialMeta(html, {image, type: 'website', notFound: true}, '404.html'), '404.html');
    assert.equal(head.meta.has('og:url'), false);
    assert.equal(head.canonical, undefined);
    assert.equal(head.meta.get('twitter:card'), 'summary_large_image');
  });

  it('reads attribute values that hold a tag, and nothing inside them as an attribute', () => {
    const html = page(
      '<title>F</title><meta name=description content="Hits are wrapped in `<em>` tags; name=x property=og:image">' +
        '<meta property=og:description content="Hits are wrapped in `<em>` tags"/>',
    );
    const head = readHead(html, 'f.html');
    assert.equal(head.meta.get('description'), 'Hits are wrapped in `<em>` tags; name=x property=og:image');
    assert.equal(head.meta.get('og:description'), 'Hits are wrapped in `<em>` tags');
    assert.equal(head.meta.has('og:image'), false);
  });

  it('names the page that has no head', () => {
    assert.throws(() => withSocialMeta('<p>hi</p>', {image, type: 'website'}, 'broken.html'), /broken\.html: no <head>/);
  });
});
