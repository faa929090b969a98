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
  primary: LandingLink;
  secondary: LandingLink;
  /** Short facts shown under the calls to action. */
  facts: string[];
  art: {label: string};
}

export const hero: HeroContent = {
  logoAlt: 'Docbox',
  title: 'Multi-tenant file storage, processing and search for your backend',
  lead:
    'Docbox is an open-source Rust service that keeps files, folders and links in document boxes, turns uploads into previews and searchable text, and sits behind your own server instead of facing your users.',
  primary: {label: 'Get started', to: '/docs/guides/intro'},
  secondary: {label: 'API reference', to: '/docs/api/docbox'},
  facts: ['MIT licence', 'Written in Rust', 'Self-hosted', 'PostgreSQL + S3-compatible storage'],
  art: {
    label:
      'An open document box with a document, a folder and a web link dropping into it.',
  },
};

// ---------------------------------------------------------------------------------------------
// Feature overview

export type FeatureIcon = 'files' | 'process' | 'search' | 'tenants' | 'gateway' | 'history';

export interface Feature {
  icon: FeatureIcon;
  title: string;
  text: RichText;
}

export const features: {id: string; title: string; lead: string; items: Feature[]} = {
  id: 'features',
  title: 'What Docbox takes care of',
  lead: 'One service for the file side of your product, so your own code can stay focused on users and permissions.',
  items: [
    {
      icon: 'files',
      title: 'Files, folders and links',
      text: 'Upload, rename, move and pin items, download a folder with its sub-folders as a zip archive, and save web links that Docbox fills in with the page title, Open Graph details and favicon.',
    },
    {
      icon: 'process',
      title: 'Processing on upload',
      text: 'Office files are turned into PDFs for viewing in the browser. PDFs, images and emails get thumbnails, extracted text and unpacked attachments.',
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
      text: 'Docbox has no end-user accounts. Your backend signs people in and forwards what they are allowed to do; an optional shared API key shuts out everything else.',
    },
    {
      icon: 'history',
      title: 'Edit history and events',
      text: 'Moves, renames, link changes and pins are recorded with the user who made them. A tenant can also publish create and delete events to an SQS queue.',
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Document boxes and scopes

export const scopes = {
  id: 'document-boxes',
  title: 'Document boxes, named by scopes',
  lead: 'Everything a tenant stores lives in a document box. You decide what a box stands for (a user, a team, a case) and give it a scope string, which then appears in the path of every request about that box.',
  points: [
    'A scope such as `user:<uuid>:files` uses letters, digits and `:` `-` `_` `.`; a tenant has one box per scope.',
    'Creating a box with `POST /box` also creates its root folder. Everything inside is then reached under `/box/{scope}/…`.',
    'Since the scope is part of the path, your backend can allow or refuse most requests from the URL alone; an upload’s `parent_id` is the one field it must check itself.',
    'Tenants are the hard boundary; scopes divide the content inside one tenant.',
  ] satisfies RichText[],
  link: {label: 'Read how scopes work', to: '/docs/guides/concepts/document-box-scope'} satisfies LandingLink,
  art: {
    label:
      'A tenant holding three document boxes named user:…:files, team:…:shared and case:…:docs, and a request path that carries the first scope.',
    tenant: 'Tenant',
    scopes: ['user:…:files', 'team:…:shared', 'case:…:docs'],
    path: {before: '/box/', scope: 'user:…:files', after: '/file/…'},
  },
};

// ---------------------------------------------------------------------------------------------
// Gateway

export interface HeaderRow {
  /** Header names, shown as code. */
  names: string[];
  text: RichText;
}

export const gateway = {
  id: 'gateway',
  title: 'Runs behind your backend',
  lead: 'Docbox is not exposed to end users directly. Your server, the gateway, authenticates each request, compares the scope with what the user may see or change, and forwards only what it allows, naming the tenant in headers.',
  headersTitle: 'What the gateway sends',
  headers: [
    {names: ['x-tenant-id'], text: 'The tenant’s UUID. Required on every document box request.'},
    {names: ['x-tenant-env'], text: 'The tenant’s environment, for example `Development` or `Production`.'},
    {
      names: ['x-user-id', 'x-user-name', 'x-user-image-id'],
      text: 'Optional: who is acting. Docbox records this user as the creator and in the edit history.',
    },
    {
      names: ['x-docbox-api-key'],
      text: 'Required when the server sets `DOCBOX_API_KEY`, a shared secret that only your gateway holds.',
    },
  ] satisfies HeaderRow[],
  note: 'On hapi, the `@docbox-nz/hapi-gateway` plugin does the forwarding and asks your code for the tenant, the user and each read or write decision. Other frameworks add the headers themselves.',
  link: {label: 'Read about the gateway', to: '/docs/guides/concepts/gateway'} satisfies LandingLink,
  art: {
    label:
      'A request travels from the browser to your backend, which signs the user in and checks the scope, then on to Docbox inside a private network with the x-tenant-id and x-tenant-env headers.',
    client: 'Browser or app',
    gateway: 'Your backend',
    gatewayNote: 'signs in · checks the scope',
    headers: ['x-tenant-id', 'x-tenant-env', 'x-user-id'],
    docbox: 'Docbox',
    network: 'Private network',
    networkNote: 'not public',
  },
};

// ---------------------------------------------------------------------------------------------
// File processing

export interface FileTypeGroup {
  name: string;
  extensions: string[];
}

export const processing = {
  id: 'processing',
  title: 'Uploads become previews and searchable text',
  lead: 'When a file arrives, Docbox works out what it is, processes it on the server and stores the results as generated files next to the original, ready for your frontend to show.',
  points: [
    'Office documents and spreadsheets are converted to PDF by a LibreOffice-based converter, so browsers can display them.',
    'PDFs, including converted ones, get their text extracted page by page, a cover image, and thumbnails that fit 64 × 64 and 512 × 512 pixels.',
    'Images get thumbnails that respect their EXIF orientation.',
    'Emails (`.eml`) are split into text, HTML and header metadata; inline images and attachments become child files and are processed in turn.',
    'Encrypted and corrupt documents are detected.',
  ] satisfies RichText[],
  fileTypesTitle: 'File types',
  fileTypes: [
    {name: 'Documents', extensions: ['.doc', '.docx', '.dot', '.dotm', '.dotx', '.odt']},
    {name: 'Spreadsheets', extensions: ['.ods', '.xls', '.xlsb', '.xlsm', '.xlsx', '.xlt', '.xltm', '.xltx']},
    {name: 'Images', extensions: ['.gif', '.ico', '.jpg', '.png', '.tif', '.webp']},
    {name: 'PDF', extensions: ['.pdf']},
    {name: 'Email', extensions: ['.eml']},
  ] satisfies FileTypeGroup[],
  fileTypesNote: 'These are the common cases: the office converter also accepts other formats that LibreOffice can open.',
  art: {
    label:
      'A .docx file passes through the converter and comes out as a PDF, thumbnails and text extracted page by page.',
    input: '.docx',
    converter: 'Convert',
    outputs: ['PDF', 'Thumbnails', 'Text per page'],
  },
};

// ---------------------------------------------------------------------------------------------
// Search

export interface SearchBackend {
  name: string;
  text: string;
}

export const search = {
  id: 'search',
  title: 'Search that finds the page, not only the file',
  lead: 'Names, link addresses and the text of every extracted page go into the tenant’s search index. A match in a long document comes back with the pages it was found on and a highlighted snippet from each.',
  points: [
    'Search a single document box, a single file, or, from your backend, a list of boxes at once.',
    'Narrow the results by file type, creation date, creator or folder.',
    'Each result carries its folder path, so you can show users where the item lives.',
  ] satisfies RichText[],
  backendsTitle: 'Pick a search backend',
  backends: [
    {name: 'PostgreSQL', text: 'full-text search in the database you already run; the default'},
    {name: 'Typesense', text: 'a separate search server, used by the AWS Terraform setup'},
    {name: 'OpenSearch', text: 'one index per tenant in an OpenSearch cluster'},
  ] satisfies SearchBackend[],
  art: {
    label:
      'A search for “renewal terms” returns lease.pdf with matches on pages 3 and 7 and minutes.docx with a match on page 1.',
    query: 'renewal terms',
    results: [
      {name: 'lease.pdf', path: 'Contracts', pages: ['p. 3', 'p. 7']},
      {name: 'minutes.docx', path: 'Meetings', pages: ['p. 1']},
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Presigned uploads

export const uploads = {
  id: 'uploads',
  title: 'Uploads that go straight to storage',
  lead: 'Large files do not have to pass through your servers. Docbox hands the browser a presigned request, and the file goes directly into the tenant’s bucket on Amazon S3 or an S3-compatible store such as MinIO.',
  steps: [
    'The browser asks for an upload through your gateway with `POST /box/{scope}/file/presigned`.',
    'Docbox answers with a signed PUT request, valid for 30 minutes, and a task ID to follow.',
    'The browser sends the file directly to the bucket.',
    'The storage notifies Docbox (through SQS on AWS, or a webhook with MinIO), Docbox processes the file, and the client polls the task until it is done.',
  ] satisfies RichText[],
  note: 'Files can also be sent through your gateway as an ordinary multipart upload, processed straight away or as a background task. Downloads can be presigned too.',
  art: {
    label:
      'Four steps between the browser, Docbox and the storage bucket: request an upload, receive a signed request, put the file into the bucket, and the bucket notifies Docbox.',
    client: 'Browser',
    docbox: 'Docbox',
    docboxNote: 'via your gateway',
    storage: 'S3 or MinIO',
    arrows: ['request upload', 'signed PUT', 'PUT file', 'notify'],
  },
};

// ---------------------------------------------------------------------------------------------
// Self-hosting

export interface HostingOption {
  icon: 'cloud' | 'containers';
  title: string;
  text: RichText;
  link: LandingLink;
}

export const selfHost = {
  id: 'self-hosting',
  title: 'Host it yourself',
  lead: 'Docbox is one Rust server next to services you may run already: PostgreSQL for metadata, S3-compatible storage for files, a search backend and an office converter. Two guides walk you through a deployment, step by step.',
  options: [
    {
      icon: 'cloud',
      title: 'AWS with Terraform',
      text: 'The `docbox-aws-infra` Terraform places Docbox on EC2 in a private subnet, together with Typesense, an office converter on Lambda, an SQS queue for upload notifications and a Squid proxy for outbound traffic. You provide the VPC, the RDS PostgreSQL database and the VPN.',
      link: {label: 'Deploy on AWS', to: '/docs/guides/getting-started/aws/aws-setup'},
    },
    {
      icon: 'containers',
      title: 'Docker compose',
      text: 'The compose file in the server repository starts PostgreSQL, Typesense, MinIO, Loker for secrets and the office converter as local containers, and you run Docbox beside them. Suited to development and to trying Docbox out.',
      link: {label: 'Run it with docker compose', to: '/docs/guides/getting-started/docker-compose/intro'},
    },
  ] satisfies HostingOption[],
  note: 'Either way, `docbox-cli` creates the root database and the tenants, and runs their migrations.',
  art: {
    label:
      'Docbox in the middle, connected to PostgreSQL, S3-compatible storage, a search index and an office converter.',
    docbox: 'Docbox',
    services: [
      {name: 'PostgreSQL', note: 'metadata'},
      {name: 'S3 · MinIO', note: 'files'},
      {name: 'Search index', note: 'PostgreSQL by default'},
      {name: 'Office converter', note: 'LibreOffice'},
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Quick start

export const quickStart = {
  id: 'quick-start',
  title: 'Quick start',
  lead: 'Run Docbox and the services it needs on your own machine. The guide explains what goes in each configuration file named in the comments.',
  requirementsTitle: 'What you need',
  requirements: [
    'Docker, with the `docker compose` command',
    'Git',
    'The Rust toolchain, to build and run the server with `cargo`',
    '`docbox-cli`, to create the root database and a tenant',
    'The Poppler tools (`pdfinfo`, `pdftotext`, `pdftocairo`) on the machine that runs the server',
  ] satisfies RichText[],
  codeTitle: 'Local Docbox with docker compose',
  code: [
    '# Get the server repository',
    'git clone https://github.com/docbox-nz/docbox',
    'cd docbox',
    '',
    '# Start PostgreSQL, Typesense, MinIO, Loker and the office converter',
    '# (first write your own values into containers/.env.docker)',
    'docker compose -f ./containers/docker-compose.yml up -d',
    '',
    '# Create the root database and a tenant (cli-config.json and tenant.json)',
    'docbox-cli --config cli-config.json create-root',
    'docbox-cli --config cli-config.json create-tenant --file tenant.json',
    '',
    '# Run the server; it reads its settings from .env in this folder',
    'cargo run -p docbox',
    '',
    '# In a second terminal: check that it answers',
    'curl -i http://localhost:8080/health',
  ].join('\n'),
  // Read by scripts/checks/check-content.ts, which runs shellcheck on `code`.
  shellcheck: {
    disable: ['SC2164'],
    reason: 'typed at a prompt one line at a time; a failed cd prints its error, and exit would close the terminal',
  },
  link: {label: 'Follow the full docker compose guide', to: '/docs/guides/getting-started/docker-compose/intro'} satisfies LandingLink,
};

// ---------------------------------------------------------------------------------------------
// Closing links

export const explore = {
  id: 'explore',
  title: 'Keep going',
  links: [
    {label: 'Introduction', to: '/docs/guides/intro', text: 'The ideas behind Docbox and how the guides fit together.'},
    {label: 'API reference', to: '/docs/api/docbox', text: 'Every endpoint, with request and response shapes.'},
    {label: 'Release notes', to: '/blog', text: 'What changed in each server release and how to upgrade.'},
    {label: 'Source code', to: 'https://github.com/docbox-nz/docbox', text: 'The MIT-licensed server on GitHub.'},
  ] satisfies (LandingLink & {text: string})[],
};
