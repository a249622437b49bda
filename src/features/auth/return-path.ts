import { paths } from '@/config/paths';

/** Any origin: only whether `next` stays on it matters. */
const SAME_SITE = 'https://site.invalid';

/**
 * The page to go back to after logging in (`?next=`, e.g. the meeting a visitor wanted to register
 * for): a path of this site only. An address elsewhere ("//evil.example", "https://…", or with a
 * backslash for a slash) is ignored, so a link to the login page cannot send anyone off the site.
 */
export function returnPath(next: string | null): string | undefined {
  if (!next?.startsWith('/') || next.startsWith('//')) return undefined;
  try {
    // The browser's own reading of it: backslashes, tabs and the like cannot hide another host.
    const url = new URL(next, SAME_SITE);
    if (url.origin !== SAME_SITE || url.pathname === paths.login || url.pathname === paths.signup)
      return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
