import {decompressSync} from 'fflate';

/**
 * Unpacks an operation page's `api` front matter, which the API plugin packs with zlib's deflate
 * (the theme's own page used pako for this one call; fflate does it in a third of the size).
 * Takes gzip, zlib or raw deflate data, as pako's `ungzip` does.
 */
export function ungzip(data: Uint8Array): Uint8Array {
  return decompressSync(data);
}
