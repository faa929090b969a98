import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import DocItemTOCDesktop from '@theme-original/DocItem/TOC/Desktop';
import KeptOnPhones from '@site/src/components/KeptOnPhones';
// The theme's own module, so the class names are the ones the server rendered.
import styles from '@docusaurus/theme-classic/lib/theme/TOC/styles.module.css';

/** The desktop table of contents, not hydrated on phones (`KeptOnPhones`). Its root's class as the theme's `TOC`. */
export default function DocItemTOCDesktopWrapper(): ReactNode {
  return (
    <KeptOnPhones className={clsx(styles.tableOfContents, 'thin-scrollbar', ThemeClassNames.docs.docTocDesktop)}>
      <DocItemTOCDesktop />
    </KeptOnPhones>
  );
}
