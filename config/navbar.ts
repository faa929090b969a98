import type {Navbar} from '@docusaurus/theme-common';
import {sourceCodeUrl} from './site';

export const navbar = {
  title: '',
  hideOnScroll: true,
  logo: {
    alt: 'Docbox',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 120,
    height: 32,
  },
  items: [
    {type: 'docSidebar', sidebarId: 'guides', position: 'left', label: 'Docs'},
    {type: 'docSidebar', sidebarId: 'api', docsPluginId: 'api', position: 'left', label: 'API'},
    {
      href: sourceCodeUrl,
      position: 'right',
      label: 'GitHub',
    },
  ],
} satisfies Navbar;
