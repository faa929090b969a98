/**
 * Stands in for @docusaurus/theme-common's `utils/emojiUtils` (src/plugins/codeSplitting.ts).
 * The theme's doc cards split a leading emoji off each card's label. The original builds an
 * `Intl.Segmenter` when its module loads and tests each label's first grapheme with a Unicode-set
 * regular expression; on a section page that loaded the browser's segmentation data and compiled
 * the expression in the middle of hydration (a task Lighthouse put at over 100 ms on a phone-speed
 * CPU), for labels that start with a letter. Same results; the costly parts run only for a label
 * that could start with an emoji.
 */

let segmenter: Intl.Segmenter | undefined;
let singleEmoji: RegExp | undefined;

// No emoji starts with an ASCII letter, a space or ASCII punctuation other than "#" and "*"
// (keycap emoji start with a digit, "#" or "*").
const CANNOT_START_EMOJI = /^[A-Za-z\s!"$%&'()+,\-./:;<=>?@[\\\]^_`{|}~]/;

/** Splits "⚠️ Hello" into the emoji "⚠️" and the rest " Hello"; `emoji` is null when there is none. */
export function extractLeadingEmoji(input: string): {emoji: string | null; rest: string} {
  if (input === '' || CANNOT_START_EMOJI.test(input)) return {emoji: null, rest: input};
  segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
  const first = segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  // Emoji with flags, joiners and skin tones are one grapheme; digits alone are not emoji.
  singleEmoji ??= new RegExp('^\\p{RGI_Emoji}$', 'v');
  if (!first || !singleEmoji.test(first)) return {emoji: null, rest: input};
  return {emoji: first, rest: input.slice(first.length)};
}
