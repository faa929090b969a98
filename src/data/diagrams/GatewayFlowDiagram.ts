import type {DiagramLabel} from '.';

/** The accessible name and the caption of src/components/diagrams/GatewayFlowDiagram.tsx. */
export const label: DiagramLabel = {
  title:
    'Gateway request flow: the end user calls your gateway, which authenticates the user, checks access to the scope, adds tenant and user headers and forwards the request to Docbox; refused requests get a 403 and never reach Docbox.',
  caption:
    'Your gateway is the only caller Docbox sees. It answers refused requests itself and forwards the rest with the tenant headers added.',
};

/** What the picture shows, part by part; only the Markdown twin of its page uses this. */
export const description: string[] = [
  'The end user, signed in to your app, sends a request to your gateway and gets the response from it.',
  'The gateway authenticates the user, checks access to the scope, adds the Docbox headers, forwards the request and streams the reply back.',
  'Docbox sits on a private network and returns its result to the gateway.',
  'A request that is not allowed gets 403 Forbidden from the gateway; Docbox never sees it.',
  'Headers the gateway adds: x-tenant-id, x-tenant-env, the optional x-user-* headers, and x-docbox-api-key when the server sets one.',
];
