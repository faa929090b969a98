import React, {lazy, Suspense} from 'react';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

// The theme's component imports a dozen social icons (6 KiB of JavaScript) into every blog page.
// It loads only for an author who lists social links; this site's authors list none.
const ThemeSocials = lazy(() => import('@theme-original/Blog/Components/Author/Socials'));

export default function AuthorSocials(props: Props) {
  if (Object.keys(props.author.socials ?? {}).length === 0) {
    // An empty row, as the theme renders, keeps authors' names aligned.
    return <div className={styles.emptySocials} />;
  }
  return (
    <Suspense fallback={<div className={styles.emptySocials} />}>
      <ThemeSocials {...props} />
    </Suspense>
  );
}
