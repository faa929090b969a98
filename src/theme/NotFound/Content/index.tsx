import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {notFoundLinks} from '@site/src/data/notFound';
import {queryFromPath} from './query';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** The theme's not-found text, followed by ways forward: a search for the missing page and the main entry points. */
export default function NotFoundContent(props: Props): ReactNode {
  const query = queryFromPath(useLocation().pathname);
  return (
    <>
      <Content {...props} />
      <nav className={`container ${styles.forward}`} aria-label="Ways forward">
        <div className="row">
          <div className="col col--6 col--offset-3">
            {query && (
              <p>
                <Link to={`/search?q=${encodeURIComponent(query)}`}>Search the docs for “{query}”</Link>
              </p>
            )}
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
