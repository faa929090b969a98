import type {PluginConfig} from '@docusaurus/types';
import markdownTwins, {type MarkdownTwinsOptions, type TwinEntry} from '../src/plugins/markdownTwins';
import {DOCBOX_RELEASE, MCP_PACKAGE_PATH} from '../src/data/release';
import {apiDocsPlugin, openApiSpecPath} from './api';
import {openApiDownloadPath} from './site';

const apiDocsPluginId = (apiDocsPlugin as [string, {id: string}])[1].id;

/** The guides' category whose pages llms.txt lists under their own heading. */
const CONFIGURATION_CATEGORY = 'Configuration';

const isGuide = (entry: TwinEntry) => entry.docsPluginId === 'default';
const isApi = (entry: TwinEntry) => entry.docsPluginId === apiDocsPluginId;

/**
 * A Markdown twin of every page at its URL plus `.md`, `<link rel="alternate">` from each HTML
 * page to its twin, /llms.txt and /llms-full.txt (src/plugins/markdownTwins).
 */
export const markdownTwinsPlugin: PluginConfig = [
  markdownTwins,
  {
    name: 'Docbox',
    summary:
      'Docbox is an open-source, multi-tenant service written in Rust that stores files, folders and links in document boxes, turns uploads into previews and searchable text, and searches them. It runs behind your own backend, which signs users in and forwards their requests.',
    details: [
      'This site holds the guides for self-hosting, setting up and building Docbox, the reference of its HTTP API and the release notes of the server.',
      'Every page is also published as Markdown at its URL plus `.md` (the home page at [{siteUrl}/index.md]({siteUrl}/index.md)). [llms-full.txt]({siteUrl}/llms-full.txt) holds every guide and API page in one file. Links inside the pages point at the HTML pages; add `.md` to read them as Markdown.',
    ],
    instructions: {
      title: 'Instructions for agents',
      items: [
        'These docs are for Docbox server {release}, the `info.version` of the OpenAPI description below. Servers of other releases can differ: the [API changelog]({siteUrl}/docs/api/changelog.md) lists what each release changed.',
        "Docbox's API is not called from browsers: it sits behind the reader's own backend, the [gateway]({siteUrl}/docs/guides/concepts/gateway.md), which signs users in, decides what each may do and forwards the allowed requests. Client code calls the gateway's routes; only the gateway calls Docbox.",
        'The gateway sends the API key in the `x-docbox-api-key` header (the value of the server\'s `DOCBOX_API_KEY`; a server without one ignores it) and names the tenant in `x-tenant-id` and `x-tenant-env` on every `/box/...` request. The key stays on the server side.',
        "Each page's Markdown starts with front matter: its title, canonical URL, the Docbox release it documents (`docbox_release`), when it last changed (`last_changed`) and this index's address (`llms_txt`). Where the host negotiates, a page's own URL answers with its Markdown to a request that prefers `text/markdown` (or `text/x-markdown`).",
        `An MCP server of these docs searches them, reads pages, lists the API's operations and looks up error texts, offline once fetched: \`npx -y --prefer-offline {siteUrl}${MCP_PACKAGE_PATH}\`. See [Docs for agents]({siteUrl}/docs/guides/integrating/docs-for-agents.md).`,
      ],
    },
    sections: [
      {title: 'Guides', include: (entry) => isGuide(entry) && !entry.categories.includes(CONFIGURATION_CATEGORY)},
      {title: 'Configuration', include: (entry) => isGuide(entry) && entry.categories.includes(CONFIGURATION_CATEGORY)},
      {
        title: 'API reference',
        include: isApi,
        extra: [
          {
            title: 'OpenAPI description (docbox.json)',
            url: `{siteUrl}${openApiDownloadPath}`,
            description: 'The OpenAPI 3.1 document the API reference is generated from, for client generators and HTTP tools.',
          },
        ],
      },
      {title: 'Release notes', include: (entry) => entry.kind === 'release-note'},
    ],
    fullText: {
      title: 'Docbox documentation: every guide and API page',
      intro:
        'Every guide and API reference page of the Docbox documentation ({siteUrl}), as Markdown, in the order of the site\'s sidebars: first the guides, then the API reference. Each page starts with a line giving its URL. The index of all pages is {siteUrl}/llms.txt.',
      include: (entry) => (isGuide(entry) && entry.kind === 'doc') || (isApi(entry) && entry.kind !== 'category'),
    },
    openApi: {specPath: openApiSpecPath, docsPluginId: apiDocsPluginId, downloadPath: openApiDownloadPath},
    landingPage: true,
    release: DOCBOX_RELEASE,
    // Operation pages say since when each operation exists and which releases changed it.
    apiSources: ['src/data/apiChangelog/changelog.json'],
    // The search page and the not-found page are not content.
    excludeRoutes: ['/search', '/404.html'],
  } satisfies MarkdownTwinsOptions,
];
