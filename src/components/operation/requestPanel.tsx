import {useMemo, type ReactNode} from 'react';
import RequestSamples from '@site/src/components/RequestSamples';
import type {Operation} from '@site/src/components/RequestSamples/samples';
import {ungzip} from './ungzip';

/**
 * The right-hand column's request samples, which need the operation unpacked. The server renders
 * them into the HTML; in the browser this module loads only when the reader uses them
 * (./Island.tsx). (The theme's request builder, a second set of samples in the theme's style, is
 * not on the site: these samples, with the reader's own server and key from the connection panel,
 * are the one place for them.)
 */

/** The plugin packs each operation's description into its page's front matter (base64 of zlib data). */
function unpackOperation(packed: string): unknown {
  const bytes = Uint8Array.from(atob(packed), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(ungzip(bytes)));
}

export function RequestPanel({packedOperation}: {packedOperation: string}): ReactNode {
  const item = useMemo(() => unpackOperation(packedOperation), [packedOperation]);
  return <RequestSamples operation={item as Operation} />;
}
