import {createHash} from 'node:crypto';

/** Inline <script> bodies of an HTML page (scripts with a src attribute are not inline). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  const pattern = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const match of html.matchAll(pattern)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    if (/\bsrc\s*=/.test(attributes) || body.length === 0) continue;
    // JSON-LD and other data blocks are never executed, so CSP does not apply to them.
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    scripts.push(body);
  }
  return scripts;
}

/** The CSP source expression that allows exactly this inline script. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** A Content-Security-Policy that allows only this origin and the given inline-script hashes. */
export function contentSecurityPolicy(hashes: Iterable<string>): string {
  const sorted = [...new Set(hashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${sorted.join(' ')}`.trim(),
    // Docusaurus and the API theme set style attributes at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Response headers for every page and asset, in the order they are written. */
export function securityHeaders(hashes: Iterable<string>): [string, string][] {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(hashes)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** Text files the build writes besides the pages, with the Content-Type they are served with. */
export const TEXT_FILES: [path: string, contentType: string][] = [
  ['/*.md', 'text/markdown; charset=utf-8'],
  ['/llms.txt', 'text/plain; charset=utf-8'],
  ['/llms-full.txt', 'text/plain; charset=utf-8'],
];

/** A _headers file (Netlify / Cloudflare Pages format) with the same headers nginx sends. */
export function headersFile(hashes: Iterable<string>): string {
  const lines = ['# Written by the build (scripts/build/finalize-build.ts). Do not edit.', '/*'];
  for (const [name, value] of securityHeaders(hashes)) lines.push(`  ${name}: ${value}`);
  lines.push('', '/assets/*', '  Cache-Control: public, max-age=31536000, immutable');
  // The Markdown twins of the pages and the llms.txt files: text, as UTF-8, like the pages.
  for (const [path, type] of TEXT_FILES) lines.push('', path, `  Content-Type: ${type}`);
  lines.push('');
  return lines.join('\n');
}
