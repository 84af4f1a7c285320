// The part of subset-font's API (github.com/papandreou/subset-font, README "API") that
// scripts/lib/devanagari-font.ts and its test use; the package ships no types.
declare module 'subset-font' {
  type Axis = number | { min: number; max: number; default?: number };
  interface Options {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    variationAxes?: Record<string, Axis>;
    keepAllGlyphs?: boolean;
  }
  export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
