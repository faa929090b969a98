import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {notFoundLinks} from '@site/src/data/notFound';
import {queryFromPath} from './query';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The theme's not-found text, followed by ways forward: a search for the missing page and the main entry points. */
export default function NotFoundContent(props: Props): ReactNode {
  // One 404.html answers every unknown path, and it was rendered for /404.html: the missing
  // path is only known in the browser. Hydrate with the server's generic link, then name the
  // query, so the first render matches the HTML (React error #418 otherwise).
  const pathname = useLocation().pathname;
  const query = useIsBrowser() ? queryFromPath(pathname) : '';
  return (
    <>
      <Content {...props} />
      <nav className={`container ${styles.forward}`} aria-label="Ways forward">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <p>
              {query ? (
                <Link to={`/search?q=${encodeURIComponent(query)}`}>Search the docs for “{query}”</Link>
              ) : (
                <Link to="/search">Search the docs</Link>
              )}
            </p>
            <ul className={styles.links}>
              {notFoundLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                  <span className={styles.description}>{link.description}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
