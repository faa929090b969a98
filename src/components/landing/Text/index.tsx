import {Fragment, type ReactNode} from 'react';
import type {RichText} from '@site/src/data/landing';

/**
 * Renders a landing-page string, turning every `backtick` span into <code>.
 * Keeps the wording in src/data/landing.ts free of JSX.
 */
export default function LandingText({text}: {text: RichText}): ReactNode {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>,
      )}
    </>
  );
}
