import type {ReactNode} from 'react';

// Infima badge colours by HTTP method.
const BADGE_BY_METHOD: Record<string, string> = {
  get: 'primary',
  post: 'success',
  delete: 'danger',
  put: 'info',
  patch: 'warning',
  head: 'secondary',
};

/**
 * An operation's method and path (styled in src/theme/ApiItem/operation.css). The API theme's own
 * component read the request builder's store in the browser to prefix the chosen server's URL;
 * these pages show the path alone, so the page needs no store to hydrate.
 *
 * Under them, where the request samples are under the whole description rather than beside it
 * (narrow windows, phones), a link down to the samples (operation.css shows it there only).
 */
export default function MethodEndpoint({method, path}: {method: string; path: string}): ReactNode {
  return (
    <>
      <pre className="operation-endpoint">
        <span className={`badge badge--${BADGE_BY_METHOD[method.toLowerCase()] ?? 'secondary'}`}>{method.toUpperCase()}</span>{' '}
        <h2 className="operation-endpoint__path">{path.replace(/\{([^}]+)\}/g, ':$1')}</h2>
      </pre>
      <a className="operation-samples-link" href="#request-samples-heading">
        Request samples<span aria-hidden="true"> ↓</span>
      </a>
      <div className="operation-divider" />
    </>
  );
}
