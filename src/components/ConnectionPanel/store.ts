/**
 * The reader's connection (base URL, API key, tenant, environment, user, scope) for the API
 * pages' samples. Kept in this tab's sessionStorage; in localStorage too when the reader asks to
 * be remembered on this device. Nothing here is ever sent anywhere: the samples only show the
 * values, and the reader runs a copied sample against their own server.
 */
import {useSyncExternalStore} from 'react';
import type {Connection} from '../RequestSamples/samples';

export const CONNECTION_STORAGE_KEY = 'docbox.api-connection';
export const CONNECTION_FIELDS = ['baseUrl', 'apiKey', 'tenantId', 'tenantEnv', 'userId', 'scope'] as const;

export type StoredConnection = {connection: Connection; remembered: boolean; set: boolean};

const NONE: StoredConnection = {connection: {}, remembered: false, set: false};
const listeners = new Set<() => void>();
let cache: {key: string; value: StoredConnection} | undefined;

/** Only the known fields, trimmed, and only those with a value. */
function clean(value: unknown): Connection {
  const connection: Connection = {};
  if (!value || typeof value !== 'object') return connection;
  for (const field of CONNECTION_FIELDS) {
    const item = (value as Record<string, unknown>)[field];
    if (typeof item === 'string' && item.trim()) connection[field] = item.trim();
  }
  return connection;
}

function storageItem(kind: 'sessionStorage' | 'localStorage'): string | null {
  try {
    return window[kind].getItem(CONNECTION_STORAGE_KEY);
  } catch {
    return null; // storage blocked: the panel then lasts as long as the page
  }
}

export function readConnection(): StoredConnection {
  if (typeof window === 'undefined') return NONE;
  const session = storageItem('sessionStorage');
  const local = storageItem('localStorage');
  // Nothing stored: the very value the page hydrated with, so React has nothing to render again.
  if (session === null && local === null) return NONE;
  const key = `${session}\u0000${local}`;
  if (cache?.key === key) return cache.value;
  let connection: Connection = {};
  try {
    connection = clean(JSON.parse(session ?? local ?? 'null'));
  } catch {
    connection = {};
  }
  const value = {connection, remembered: local !== null, set: Object.keys(connection).length > 0};
  cache = {key, value};
  return value;
}

let memory: StoredConnection | undefined;

function notify() {
  for (const listener of listeners) listener();
}

export function saveConnection(values: Connection, remember: boolean): void {
  const connection = clean(values);
  const text = JSON.stringify(connection);
  try {
    window.sessionStorage.setItem(CONNECTION_STORAGE_KEY, text);
    if (remember) window.localStorage.setItem(CONNECTION_STORAGE_KEY, text);
    else window.localStorage.removeItem(CONNECTION_STORAGE_KEY);
    memory = undefined;
  } catch {
    memory = {connection, remembered: false, set: Object.keys(connection).length > 0};
  }
  notify();
}

export function forgetConnection(): void {
  try {
    window.sessionStorage.removeItem(CONNECTION_STORAGE_KEY);
    window.localStorage.removeItem(CONNECTION_STORAGE_KEY);
  } catch {
    // nothing stored
  }
  memory = undefined;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab remembering or forgetting on this device.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONNECTION_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The reader's connection. The server, and the browser while it hydrates, see none: the page's
 * HTML keeps the documented example values, and the reader's own replace them right after.
 */
export function useConnection(): StoredConnection {
  return useSyncExternalStore(subscribe, () => memory ?? readConnection(), () => NONE);
}
