/**
 * Everything the landing page (/) says, as typed data. The components in
 * src/components/landing/ only lay this out; change wording here.
 *
 * Inline code: wrap it in backticks inside any `RichText` string and it is rendered as <code>.
 */

/** A sentence that may contain `inline code` between backticks. */
export type RichText = string;

export interface LandingLink {
  /** Link text; should make sense read on its own (screen readers list links). */
  label: string;
  /** Site path (starting with /) or a full URL. */
  to: string;
}

// ---------------------------------------------------------------------------------------------
// Page

export const page = {
  /** Shown in the browser tab as "{title} | Docbox". */
  title: 'File storage, processing and search for your backend',
  description:
    'Docbox is an open-source, multi-tenant Rust service that stores files, folders and links in document boxes, converts and indexes uploads, and searches them, running behind your own backend.',
} as const;

// ---------------------------------------------------------------------------------------------
// Hero

export interface HeroContent {
  logoAlt: string;
  title: string;
  lead: string;
  /** "Get started": the page that compares the ways to run Docbox. */
  primary: LandingLink;
  /** Short facts shown under the calls to action. */
  facts: string[];
  art: {label: string};
}

export const hero: HeroContent = {
  logoAlt: 'Docbox',
  title: 'Multi-tenant file storage, processing and search for your backend',
  lead:
    'Docbox is an open-source Rust service that keeps files, folders and links in document boxes, turns uploads into previews and searchable text, and sits behind your own server instead of facing your users.',
  primary: {label: 'Get started', to: '/docs/category/getting-started'},
  facts: ['MIT licence', 'Written in Rust', 'Self-hosted', 'PostgreSQL + S3-compatible storage'],
  art: {
    label:
      'An open document box with a document, a folder and a web link dropping into it.',
  },
};

// ---------------------------------------------------------------------------------------------
// The two journeys, side by side in the first screen

export interface Journey {
  icon: 'containers' | 'files';
  title: string;
  text: RichText;
  link: LandingLink;
}

export const journeys: {id: string; title: string; items: Journey[]} = {
  id: 'journeys',
  /** The section's name for screen readers (aria-label); each card's heading is an h2. */
  title: 'Where do you want to start?',
  items: [
    {
      icon: 'containers',
      title: 'Run Docbox',
      text: 'Docker compose on one machine, AWS with Terraform, your own infrastructure or a build from source, compared side by side.',
      link: hero.primary,
    },
    {
      icon: 'files',
      title: 'Build on Docbox',
      text: 'Send a first file through your gateway and know when Docbox has made its previews and searchable text.',
      link: {label: 'Upload a first file', to: '/docs/guides/integrating/upload-files'},
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Feature overview

export type FeatureIcon = 'files' | 'process' | 'search' | 'tenants' | 'gateway' | 'history';

export interface Feature {
  icon: FeatureIcon;
  title: string;
  text: RichText;
}

export const features: {id: string; title: string; lead: string; items: Feature[]; link: LandingLink} = {
  id: 'features',
  title: 'What Docbox takes care of',
  lead: 'One service for the file side of your product, so your own code can stay focused on users and permissions.',
  items: [
    {
      icon: 'files',
      title: 'Files, folders and links',
      text: 'Upload, rename, move and pin items, download everything in a box as one zip archive, and save web links that Docbox fills in with the page title, Open Graph details and favicon.',
    },
    {
      icon: 'process',
      title: 'Processing on upload',
      text: 'Office files are turned into PDFs for viewing in the browser. PDFs and images get thumbnails, PDFs and emails have their text extracted, and email attachments are unpacked into files of their own.',
    },
    {
      icon: 'search',
      title: 'Search down to the page',
      text: 'Names, link addresses and the text of every page are indexed, so a match in a long document tells you which pages it is on.',
    },
    {
      icon: 'tenants',
      title: 'Tenants kept apart',
      text: 'Each tenant has its own PostgreSQL database, storage bucket and search index. Two request headers decide which one a call uses.',
    },
    {
      icon: 'gateway',
      title: 'Made to sit behind your server',
      text: 'Docbox has no end-user accounts. Your backend signs people in and forwards what they are allowed to do. Keep Docbox on a private network that only your backend reaches; an optional API key adds a second check.',
    },
    {
      icon: 'history',
      title: 'Edit history and events',
      text: 'Moves, renames, link changes and pins are recorded with the user who made them. A tenant can also publish create and delete events to an SQS queue.',
    },
  ],
  link: {label: 'Read the introduction', to: '/docs/guides/intro'},
};

// ---------------------------------------------------------------------------------------------
// Closing links

export const explore = {
  id: 'explore',
  title: 'Keep going',
  links: [
    {label: 'Concepts', to: '/docs/category/concepts', text: 'Document boxes, their scopes and the gateway in front of Docbox.'},
    {label: 'API reference', to: '/docs/api/docbox', text: 'Every endpoint, with request and response shapes.'},
    {label: 'Release notes', to: '/blog', text: 'What changed in each server release and how to upgrade.'},
    {label: 'Source code', to: 'https://github.com/docbox-nz/docbox', text: 'The MIT-licensed server on GitHub.'},
  ] satisfies (LandingLink & {text: string})[],
};
