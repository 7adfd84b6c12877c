/**
 * The six social networks of a profile (SPEC.md section 2, Social Links). A traveller may type a
 * handle (`@sea_ada`, `sea_ada`) or paste a profile link; one canonical form is stored, the handle
 * without `@`, and the profile link is made from it again ({@link socialProfileUrl}).
 */

export const SOCIAL_NETWORKS = {
  socialInstagram: {
    label: 'Instagram',
    hosts: ['instagram.com'],
    handle: /^[A-Za-z0-9_.]{1,30}$/,
    url: (handle: string) => `https://www.instagram.com/${handle}`,
  },
  socialYouTube: {
    label: 'YouTube',
    hosts: ['youtube.com'],
    // A channel handle, or `channel/<id>` for channels known only by their id.
    handle: /^(?:[A-Za-z0-9_.-]{3,30}|channel\/UC[A-Za-z0-9_-]{22})$/,
    url: (handle: string) =>
      handle.startsWith('channel/')
        ? `https://www.youtube.com/${handle}`
        : `https://www.youtube.com/@${handle}`,
  },
  socialFacebook: {
    label: 'Facebook',
    hosts: ['facebook.com', 'fb.com'],
    handle: /^[A-Za-z0-9.]{1,50}$/,
    url: (handle: string) => `https://www.facebook.com/${handle}`,
  },
  socialTwitter: {
    label: 'X',
    hosts: ['x.com', 'twitter.com'],
    handle: /^[A-Za-z0-9_]{1,15}$/,
    url: (handle: string) => `https://x.com/${handle}`,
  },
  socialTikTok: {
    label: 'TikTok',
    hosts: ['tiktok.com'],
    handle: /^[A-Za-z0-9_.]{1,24}$/,
    url: (handle: string) => `https://www.tiktok.com/@${handle}`,
  },
  socialPinterest: {
    label: 'Pinterest',
    hosts: ['pinterest.com'],
    handle: /^[A-Za-z0-9_]{3,30}$/,
    url: (handle: string) => `https://www.pinterest.com/${handle}`,
  },
} as const;

export type SocialField = keyof typeof SOCIAL_NETWORKS;
export const SOCIAL_FIELDS = Object.keys(SOCIAL_NETWORKS) as SocialField[];

export type SocialParseResult = { ok: true; handle: string | null } | { ok: false; message: string };

/** Subdomains that name the same site (`www.`, `m.`, country sites like `uk.pinterest.com`). */
function isHostOf(hostname: string, hosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((site) => {
    const base = site.replace(/\.com$/, '');
    return (
      host === site ||
      host.endsWith(`.${site}`) ||
      // pinterest.co.uk, pinterest.de …: the network's own country domains.
      new RegExp(
        `^(?:[a-z]{2,3}\\.)?${base.replace('.', '\\.')}\\.(?:[a-z]{2,3}|co\\.[a-z]{2}|com\\.[a-z]{2})$`,
      ).test(host)
    );
  });
}

/** A link has a scheme or a path (`instagram.com/ada`); `ada.lovelace` is a handle. */
function looksLikeLink(value: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(value) || value.includes('/');
}

/** The handle a profile link names, or undefined when the path names no profile. */
function handleFromPath(field: SocialField, url: URL): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second] = parts;
  if (field === 'socialFacebook' && first === 'profile.php') {
    return url.searchParams.get('id') ?? undefined;
  }
  if (field === 'socialYouTube' && first === 'channel' && second) return `channel/${second}`;
  if ((field === 'socialYouTube' || field === 'socialTikTok') && first?.startsWith('@')) {
    return first.slice(1);
  }
  if (field === 'socialYouTube' || field === 'socialTikTok') return undefined;
  return first;
}

/**
 * A handle or a profile link of the network → the stored handle (blank → null). A link to another
 * site, or a handle with characters the network does not allow, is refused with a message.
 */
export function parseSocialHandle(field: SocialField, input: string): SocialParseResult {
  const network = SOCIAL_NETWORKS[field];
  const value = input.trim();
  if (value === '') return { ok: true, handle: null };
  let handle: string | undefined;
  if (looksLikeLink(value)) {
    let url: URL;
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    } catch {
      return { ok: false, message: `Please enter a ${network.label} handle or profile link` };
    }
    if (!['http:', 'https:'].includes(url.protocol) || !isHostOf(url.hostname, network.hosts)) {
      return {
        ok: false,
        message: `That link is not on ${network.label}: enter your ${network.label} handle or profile link`,
      };
    }
    try {
      handle = handleFromPath(field, url);
    } catch {
      handle = undefined;
    }
  } else {
    handle = value.replace(/^@/, '');
  }
  if (!handle || !network.handle.test(handle)) {
    return { ok: false, message: `Please enter a valid ${network.label} handle or profile link` };
  }
  return { ok: true, handle };
}

/** The public profile link of a stored handle. */
export function socialProfileUrl(field: SocialField, handle: string): string {
  return SOCIAL_NETWORKS[field].url(handle);
}
