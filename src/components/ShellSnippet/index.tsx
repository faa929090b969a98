import {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  title: string;
  /** Shell lines; lines starting with `#` are shown as comments. */
  code: string;
}

/**
 * A titled shell snippet with a copy button, for pages that should not load the syntax
 * highlighter (the landing page): shell needs no more colour than dimmed comments.
 */
export default function ShellSnippet({title, code}: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <figure className={styles.snippet}>
      <figcaption className={styles.title}>{title}</figcaption>
      <div className={styles.body}>
        <pre className={styles.pre} tabIndex={0}>
          <code>
            {code.split('\n').map((line, index) => (
              <span key={index} className={clsx(line.startsWith('#') && styles.comment)}>
                {line}
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
        <button type="button" className={styles.copy} onClick={copy} aria-label={copied ? 'Copied' : 'Copy code to clipboard'}>
          {copied ? 'Copied' : 'Copy'}
        </button>
        <span className={styles.status} role="status">
          {copied ? 'Copied to the clipboard' : ''}
        </span>
      </div>
    </figure>
  );
}
