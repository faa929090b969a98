// The part of satori's font parser (a fork of opentype.js) that the card layout measures with.
declare module '@shuding/opentype.js' {
  export type Font = {
    getAdvanceWidth(text: string, fontSize: number): number;
    charToGlyphIndex(char: string): number;
  };
  const opentype: {parse(buffer: ArrayBuffer): Font};
  export default opentype;
}
