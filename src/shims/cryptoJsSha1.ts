import {sha1} from '@noble/hashes/legacy';
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils';

/**
 * Stands in for crypto-js in the browser bundle (see src/plugins/codeSplitting.ts). The API theme
 * uses crypto-js for one thing, `CryptoJS.SHA1(text).toString()` to name stored credentials, and
 * crypto-js is 18 KiB of JavaScript on every API page. Same digest: SHA-1 of the UTF-8 text, hex.
 */
const CryptoJS = {
  SHA1(message: string) {
    const digest = bytesToHex(sha1(utf8ToBytes(message)));
    return {toString: () => digest};
  },
};

export default CryptoJS;
