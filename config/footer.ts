import type {Footer} from '@docusaurus/theme-common';
import {copyrightHolder, sourceCodeUrl} from './site';

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Docs',
      items: [
        {label: 'Tutorial', to: '/docs/guides/intro'},
        {label: 'API reference', to: '/docs/api/docbox'},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Release notes', to: '/blog'},
        {label: 'GitHub', href: sourceCodeUrl},
      ],
    },
  ],
  // A fixed year, not the build date: two builds of one commit must give the same files.
  copyright: `Copyright © 2025 ${copyrightHolder} Ltd. Built with Docusaurus.`,
} satisfies Footer;
