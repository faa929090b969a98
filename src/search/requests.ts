/**
 * Requests to the API named in a query, as agents and developers paste them ("POST
 * /box/my-scope/folder returns 400", "what does GET /box/{scope}/file/{file_id}/raw answer"),
 * matched to the operations' path templates. The search ranks the named operation's page first
 * (./rank.ts), and the docs MCP server's get_api_operation resolves a request the same way.
 */

/** The HTTP methods of the API's operations. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

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

/** An operation as the search knows it: its method, path template and page. */
export type OperationRoute = {method: string; template: string; url: string};

/**
 * The operations named by the keywords of their pages ("POST /box/{scope}/folder, POST
 * /box/:scope/folder, ..."): the first method and template of each keywords text.
 */
export function operationRoutes(keywords: readonly {t: string; u: string}[]): OperationRoute[] {
  const routes: OperationRoute[] = [];
  for (const {t, u} of keywords) {
    const found = new RegExp(`^(${METHODS.join('|')}) (/\\S*)`).exec(t);
    if (found) routes.push({method: found[1]!, template: found[2]!.replace(/,$/, ''), url: u});
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
  for (const [, method, target] of input.matchAll(new RegExp(`\\b(${METHODS.join('|')})\\s+(\\S+)`, 'gi'))) {
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
    const matches = routes
      .filter((route) => route.method === method!.toUpperCase())
      .map((route) => ({route, pattern: templatePattern(route.template)}))
      .filter(({pattern}) => pattern.pattern.test(path));
    const most = Math.max(...matches.map(({pattern}) => pattern.literals));
    for (const {route, pattern} of matches) if (pattern.literals === most) pages.add(route.url);
  }
  return pages;
}
