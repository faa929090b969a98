import {existsSync} from 'node:fs';
import type {LaunchOptions} from '@playwright/test';

/** Flags that keep Chromium from calling home on a machine with no network but loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Chromium to drive: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own
 * browser (installed with `npx playwright install chromium` where downloads are allowed).
 */
export function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

export function chromiumLaunchOptions(): LaunchOptions {
  return {executablePath: chromiumExecutable(), args: CHROMIUM_ARGS};
}
