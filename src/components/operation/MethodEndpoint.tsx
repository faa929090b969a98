import type {ReactNode} from 'react';

// Infima badge colours by HTTP method, as the API theme colours them.
const BADGE_BY_METHOD: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
};

/**
 * An operation's method and path, with the API theme's markup and classes (its stylesheet styles
 * them). The theme's own component reads the request builder's store in the browser to prefix the
 * chosen server's URL; these pages show the path alone, so the page needs no store to hydrate.
 *
 * Under them, where the request samples are under the whole description rather than beside it
 * (narrow windows, phones), a link down to the samples (operation.css shows it there only).
 */
export default function MethodEndpoint({method, path}: {method: string; path: string}): ReactNode {
  return (
    <>
      <pre className="openapi__method-endpoint">
        <span className={`badge badge--${BADGE_BY_METHOD[method.toLowerCase()] ?? 'secondary'}`}>{method.toUpperCase()}</span>{' '}
        <h2 className="openapi__method-endpoint-path">{path.replace(/\{([^}]+)\}/g, ':$1')}</h2>
      </pre>
      <a className="operation-samples-link" href="#request-samples-heading">
        Request samples<span aria-hidden="true"> ↓</span>
      </a>
      <div className="openapi__divider" />
    </>
  );
}
