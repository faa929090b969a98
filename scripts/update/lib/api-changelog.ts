/**
 * The API changelog's mechanical part: the server's own generated OpenAPI files at two release
 * tags compared with api-smart-diff, and its many low-level differences summarised as lines a
 * developer reads ("added: field `file.pinned` in the 200 response"), one per change,
 * with the operations each one touches. Used by scripts/update/api-changelog.ts; pure, so the unit
 * tests can feed it small documents.
 */
import {merge} from 'allof-merge';
import {apiCompare, type Diff} from 'api-smart-diff';
import type {ApiChange} from '../../../src/data/apiChangelog';

export type {ApiChange};
type ChangeKind = ApiChange['kind'];

type OpenApi = {paths?: Record<string, Record<string, {operationId?: string} | unknown>>; [key: string]: unknown};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** The operationId of `method path` in a document, if it has one. */
function operationIdOf(doc: OpenApi, apiPath: string, method: string): string | undefined {
  const operation = doc.paths?.[apiPath]?.[method] as {operationId?: string} | undefined;
  return operation?.operationId;
}

/**
 * The document with every local `$ref` replaced by what it points at (its sibling keys kept
 * beside), except a reference inside itself, which stays a reference.
 */
export function inlineReferences<T>(doc: T): T {
  const target = (pointer: string): unknown =>
    pointer
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
  const visit = (node: unknown, open: string[]): unknown => {
    if (Array.isArray(node)) return node.map((item) => visit(item, open));
    if (!node || typeof node !== 'object') return node;
    const {$ref: ref, ...siblings} = node as Record<string, unknown>;
    if (typeof ref === 'string' && ref.startsWith('#/') && !open.includes(ref)) {
      const resolved = visit(target(ref), [...open, ref]);
      const rest = Object.fromEntries(Object.entries(siblings).map(([key, value]) => [key, visit(value, open)]));
      return resolved && typeof resolved === 'object' ? {...(resolved as object), ...rest} : resolved;
    }
    return Object.fromEntries(Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, visit(value, open)]));
  };
  return visit(doc, []) as T;
}

/** The library's wording made plain: `Response 201 content (application/json)` → `the 201 response`, … */
function plainWords(description: string): string {
  return description
    .replace(/ in Response (\d{3}) content \([^)]*\)/g, ' in the $1 response')
    .replace(/ ?(in )?Request Body content \([^)]*\)/g, (_match, inWord: string | undefined) => (inWord ? ' in the request body' : ' the request body'))
    .replace(/^\[(Added|Removed|Replaced|Deprecated|Renamed)\] /, '')
    .replace(/^required status to (`[^`]+`)/, '$1 now always present')
    .replace(/^required status from (`[^`]+`)/, '$1 no longer always present')
    .replace(/^type definition (of|to|from) /, 'type of ')
    .replace(/^oneOf schema (to|from) /, 'alternative form of ')
    .replace(/^possible values of /, 'new possible values of ')
    .replace(/^value format (to|from|in) /, 'format of ')
    .replace(/^minimum validator (to|from) /, 'minimum of ')
    .replace(/\s+/g, ' ')
    .trim();
}

const KIND_OF_ACTION: Record<Diff['action'], ChangeKind> = {add: 'added', remove: 'removed', replace: 'changed', rename: 'changed'};

/**
 * Differences that say nothing to a client: index-only entries of `required` lists (the same
 * change is reported on the property), `allOf`/`oneOf` restructuring without a named property,
 * descriptions and examples, and schemas documented on 204 responses, which have no body.
 */
function isNoise(diff: Diff, text: string, rest: (string | number)[]): boolean {
  if (diff.type === 'annotation' || diff.type === 'unclassified') return true;
  if (!text || /annotation \(/.test(text) || /^in (the|Request|Response)/.test(text)) return true;
  if (rest[0] === 'responses' && rest[1] === '204' && rest.length > 2) return true;
  return false;
}

/** Error responses added or removed do not break a client; a changed success answer does. */
function isBreaking(diff: Diff, rest: (string | number)[]): boolean {
  if (diff.type !== 'breaking') return false;
  if (rest[0] === 'responses' && rest.length === 2 && !/^2/.test(String(rest[1]))) return false;
  return true;
}

/**
 * The changes from one generated description to the next, grouped: each line of text once, with
 * the operations it touches. Operations are matched by path and method (a renamed path is one
 * change of that operation, not a removal and an addition).
 */
export function summariseDiff(before: OpenApi, after: OpenApi): ApiChange[] {
  // References inlined and allOf merged first: the generated files moved shared fields into
  // allOf parts and wrapped references differently between releases, which a diff would
  // otherwise report as every field removed.
  const flat = (doc: OpenApi) => merge(inlineReferences(doc), {mergeRefSibling: true}) as OpenApi;
  const {diffs} = apiCompare(flat(before), flat(after));
  const byText = new Map<string, ApiChange>();
  const add = (change: Omit<ApiChange, 'operations' | 'origin'>, operation?: string) => {
    const key = `${change.kind}|${change.text}`;
    const entry = byText.get(key) ?? {...change, operations: [], origin: 'openapi' as const};
    entry.breaking ||= change.breaking;
    if (operation && !entry.operations.includes(operation)) entry.operations.push(operation);
    byText.set(key, entry);
  };

  for (const diff of diffs) {
    const [root, apiPath, method, ...rest] = diff.path as string[];
    if (root !== 'paths') continue;
    // A path renamed: every operation under it changed its URL.
    if (apiPath === undefined && diff.action === 'rename') {
      const [from, to] = [String(diff.before), String(diff.after)];
      for (const verb of METHODS) {
        const id = operationIdOf(after, to, verb);
        if (id) add({kind: 'changed', breaking: diff.type === 'breaking', text: `path \`${from}\` is now \`${to}\``}, id);
      }
      continue;
    }
    if (!apiPath || !method || !METHODS.includes(method)) continue;
    // An operation under a path that was renamed in this release is found in the older document.
    const id = operationIdOf(after, apiPath, method) ?? operationIdOf(before, apiPath, method) ?? `${method.toUpperCase()} ${apiPath}`;
    if (rest.length === 0) {
      if (diff.action === 'add') add({kind: 'added', breaking: false, text: 'operation added'}, id);
      else if (diff.action === 'remove') add({kind: 'removed', breaking: true, text: 'operation removed'}, id);
      continue;
    }
    if (rest[0] === 'deprecated') {
      add({kind: 'deprecated', breaking: false, text: 'operation deprecated'}, id);
      continue;
    }
    const text = plainWords(diff.description ?? '');
    if (isNoise(diff, text, rest)) continue;
    const kind = diff.type === 'deprecated' ? 'deprecated' : KIND_OF_ACTION[diff.action];
    add({kind, breaking: isBreaking(diff, rest), text: text.charAt(0).toLowerCase() + text.slice(1)}, id);
  }

  // Each field written one way ("field `a[].p` in the 201 response"), so the same field added
  // to several answers is one line; "required status" lines say the same as the field's line.
  const regrouped = new Map<string, ApiChange>();
  for (const change of byText.values()) {
    const text = /^(property|to) /.test(change.text) ? `field ${fieldOf(change.text.replace(/^to `/, 'property `'))}` : change.text;
    const key = `${change.kind}|${text}`;
    const entry = regrouped.get(key);
    if (entry) {
      entry.breaking ||= change.breaking;
      entry.operations = [...new Set([...entry.operations, ...change.operations])];
    } else regrouped.set(key, {...change, text});
  }
  const changes = [...regrouped.values()];
  const fields = new Set(changes.filter((change) => /^field /.test(change.text)).map((change) => `${change.kind}|${change.text.replace(/^field /, '')}`));
  return changes
    .filter((change) => !(/ always present/.test(change.text) && fields.has(`${change.kind}|${fieldOf(change.text)}`)))
    .map((change) => ({...change, operations: change.operations.sort()}))
    .sort((a, b) => Number(b.breaking) - Number(a.breaking) || kindOrder(a.kind) - kindOrder(b.kind) || a.text.localeCompare(b.text));
}

/**
 * The field a line is about, with where it is: "property `p` to `a[]` in the 201 response",
 * "property `a[].p` in …" and "`a[].p` now always present in …" all give "`a[].p` in the 201 response".
 */
function fieldOf(text: string): string {
  const property = /^property `([^`]+)`(?: (?:to|from) `([^`]+)`)?(.*)$/.exec(text);
  if (property) return `\`${property[2] ? `${property[2]}.` : ''}${property[1]}\`${property[3]}`;
  const required = /^`([^`]+)` (?:now|no longer) always present(.*)$/.exec(text);
  return required ? `\`${required[1]}\`${required[2]}` : text;
}

function kindOrder(kind: ChangeKind): number {
  return ['removed', 'changed', 'deprecated', 'added'].indexOf(kind);
}

/** The operationIds of a document, each with its method and path. */
export function operationsOf(doc: OpenApi): Map<string, {method: string; path: string}> {
  const result = new Map<string, {method: string; path: string}>();
  for (const [apiPath, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const id = operationIdOf(doc, apiPath, method);
      if (id) result.set(id, {method, path: apiPath});
    }
  }
  return result;
}
