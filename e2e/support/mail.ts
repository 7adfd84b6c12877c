import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from '../../playwright.config.js';

/** Waits for the mail the e2e server's SMTP catcher received for `to`, and returns its reset link path. */
export async function resetLinkFor(to: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const file = readdirSync(mailDir).find((name) => name.endsWith(`-${to}.eml`));
        if (!file) return '';
        const raw = readFileSync(path.join(mailDir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=');
        link = raw.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0] ?? '';
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}
