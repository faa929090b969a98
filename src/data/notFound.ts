/** Where the not-found page points readers who followed a broken or old link. */
export interface NotFoundLink {
  label: string;
  to: string;
  description: string;
}

export const notFoundLinks: NotFoundLink[] = [
  {label: 'Introduction', to: '/docs/guides/intro', description: 'What Docbox is and how its parts fit together.'},
  {
    label: 'Run Docbox locally',
    to: '/docs/guides/getting-started/docker-compose/intro',
    description: 'The docker compose stack, step by step.',
  },
  {label: 'API reference', to: '/docs/api/docbox', description: 'Every operation, its headers, bodies and errors.'},
  {label: 'Release notes', to: '/blog', description: 'What changed in each server release.'},
];
