import {readFileSync} from 'node:fs';
import path from 'node:path';

/**
 * Every entry of the troubleshooting page is headed by the text a reader sees. Pasted whole into
 * the search box, that text must open the troubleshooting entry first, not the pages that mention
 * it in passing (the known issues, the guides). Read from the page, so a new entry joins the set.
 */
const troubleshooting = readFileSync(path.join(__dirname, '../../docs/guides/troubleshooting.md'), 'utf8');
export const ERROR_TEXTS = [...troubleshooting.matchAll(/^### (.+?) \{#([\w-]+)\}$/gm)].map(([, text, anchor]) => ({
  text: text!.replace(/`/g, ''),
  anchor: anchor!,
}));
