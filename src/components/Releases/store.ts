/**
 * The release the reader runs, as they chose it in the release switch: a Docbox server release
 * and, when they say so, a docbox-cli release (otherwise the CLI release that goes with the
 * server's). Kept in this browser's localStorage only, like the connection panel's values: it is
 * never sent anywhere, and pages render the same for everyone until it is applied in the browser.
 */
import {useSyncExternalStore} from 'react';

export const RELEASE_STORAGE_KEY = 'docbox.release';

export type ReleaseChoice = {server?: string; cli?: string};

const NONE: ReleaseChoice = {};
const VERSION = /^\d+\.\d+\.\d+$/;
const listeners = new Set<() => void>();
let cache: {text: string | null; value: ReleaseChoice} | undefined;
let memory: ReleaseChoice | undefined;

function stored(): string | null {
  try {
    return window.localStorage.getItem(RELEASE_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the choice lasts as long as the page
  }
}

export function readChoice(): ReleaseChoice {
  if (typeof window === 'undefined') return NONE;
  if (memory) return memory;
  const text = stored();
  if (text === null) return NONE;
  if (cache?.text === text) return cache.value;
  let value: ReleaseChoice = NONE;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    value = {};
    if (typeof parsed.server === 'string' && VERSION.test(parsed.server)) value.server = parsed.server;
    if (typeof parsed.cli === 'string' && VERSION.test(parsed.cli)) value.cli = parsed.cli;
  } catch {
    value = NONE;
  }
  cache = {text, value};
  return value;
}

export function saveChoice(choice: ReleaseChoice): void {
  const clean: ReleaseChoice = {};
  if (choice.server && VERSION.test(choice.server)) clean.server = choice.server;
  if (choice.cli && VERSION.test(choice.cli)) clean.cli = choice.cli;
  try {
    if (!clean.server && !clean.cli) window.localStorage.removeItem(RELEASE_STORAGE_KEY);
    else window.localStorage.setItem(RELEASE_STORAGE_KEY, JSON.stringify(clean));
    memory = undefined;
  } catch {
    memory = clean;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RELEASE_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The reader's choice. The server, and the browser while it hydrates, see none. */
export function useReleaseChoice(): ReleaseChoice {
  return useSyncExternalStore(subscribe, readChoice, () => NONE);
}

/**
 * The choice made in this page's own switch before its scripts arrived (ReleaseSwitch saves it as
 * the page loads): made here, not kept from an earlier visit, though storage holds it by the time
 * the page's effects read it.
 */
let pickedBeforeScripts: ReleaseChoice = NONE;
export function notePickedBeforeScripts(choice: ReleaseChoice): void {
  pickedBeforeScripts = choice;
}
export function choicePickedBeforeScripts(): ReleaseChoice {
  return pickedBeforeScripts;
}
