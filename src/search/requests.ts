/**
 * Requests to the API named in a query, as agents and developers paste them ("POST
 * /box/my-scope/folder returns 400", "what does GET /box/{scope}/file/{file_id}/raw answer"),
 * matched to the operations' path templates. The search ranks the named operation's page first
 * (./rank.ts); the docs MCP server's get_api_operation matches requests with the same
 * `templatePattern`.
 */

/** The HTTP methods of the API's operations. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].join('|');
/** The method and template that open an operation page's keywords. */
const KEYWORDS_ROUTE = new RegExp(`^(${METHODS}) (/\\S*)`);
/** A method and a path in a query, in any case. */
const REQUEST_IN_QUERY = new RegExp(`\\b(${METHODS})\\s+(\\S+)`, 'gi');

/** The regular expression of an OpenAPI path template: each {parameter} is one segment. */
export function templatePattern(template: string): {pattern: RegExp; names: string[]; literals: number} {
  const names: string[] = [];
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (name) {
        names.push(name);
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const literals = template.split('/').filter((segment) => segment && !segment.includes('{')).length;
  return {pattern: new RegExp(`^${source}$`), names, literals};
}

/** An operation as the search knows it: its method, path template (compiled once) and page. */
export type OperationRoute = {method: string; template: string; url: string; pattern: RegExp; literals: number};

/**
 * The operations named by the keywords of their pages ("POST /box/{scope}/folder, POST
 * /box/:scope/folder, ..."): the first method and template of each keywords text.
 */
export function operationRoutes(keywords: readonly {t: string; u: string}[]): OperationRoute[] {
  const routes: OperationRoute[] = [];
  for (const {t, u} of keywords) {
    const found = KEYWORDS_ROUTE.exec(t);
    if (!found) continue;
    const template = found[2]!.replace(/,$/, '');
    const {pattern, literals} = templatePattern(template);
    routes.push({method: found[1]!, template, url: u, pattern, literals});
  }
  return routes;
}

/**
 * The pages of the operations a query names with a method and a path (a template, a path as
 * sent, or a full URL; a query string is left out): for each request, the operations whose
 * template matches with the most fixed segments. Empty when the query names no request.
 */
export function requestedOperations(input: string, routes: readonly OperationRoute[]): Set<string> {
  const pages = new Set<string>();
  for (const [, method, target] of input.matchAll(REQUEST_IN_QUERY)) {
    let path = target!;
    if (/^https?:\/\//i.test(path)) {
      try {
        path = new URL(path).pathname;
      } catch {
        continue;
      }
    }
    if (!path.startsWith('/')) continue;
    // As typed in a sentence: no query string, no closing punctuation, ":scope" as "{scope}".
    path = path
      .replace(/[?#].*$/, '')
      .replace(/[.,;:!)'"`]+$/, '')
      .replace(/(.)\/+$/, '$1')
      .replace(/\/:([^/]+)/g, '/{$1}');
    const matches = routes.filter((route) => route.method === method!.toUpperCase() && route.pattern.test(path));
    const most = Math.max(...matches.map((route) => route.literals));
    for (const route of matches) if (route.literals === most) pages.add(route.url);
  }
  return pages;
}
