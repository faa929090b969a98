import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme-original/DocSidebar/Desktop';
import KeptOnPhones from '@site/src/components/KeptOnPhones';
// The theme's own module, so the class names are the ones the server rendered.
import styles from '@docusaurus/theme-classic/lib/theme/DocSidebar/Desktop/styles.module.css';

type Props = ComponentProps<typeof DocSidebarDesktop>;

/** The desktop sidebar, not hydrated on phones (`KeptOnPhones`). Its root's class as the theme's. */
export default function DocSidebarDesktopWrapper(props: Props): ReactNode {
  const {navbar: {hideOnScroll}} = useThemeConfig();
  const className = clsx(styles.sidebar, hideOnScroll && styles.sidebarWithHideableNavbar, props.isHidden && styles.sidebarHidden);
  return (
    <KeptOnPhones className={className}>
      <DocSidebarDesktop {...props} />
    </KeptOnPhones>
  );
}
