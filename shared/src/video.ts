/**
 * Listing and home-page videos come from an allow-list of hosts: YouTube and Vimeo. Each is embedded through its
 * privacy-friendly player (www.youtube-nocookie.com; player.vimeo.com with dnt=1) in a sandboxed frame, so a
 * video can neither navigate the page nor open windows. The page's CSP frame-src names exactly these two hosts.
 */
export const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** Scripts and the player's own storage run; no top navigation, popups, forms or downloads escape the frame. */
export const VIDEO_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

const VIDEO_FRAME_ALLOW =
  'accelerometer; autoplay; encrypted-media; fullscreen; gyroscope; picture-in-picture';

const YOUTUBE_ID = /^[\w-]{6,20}$/;

function youtubeId(host: string, url: URL): string | null {
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  return url.pathname.match(/^\/(embed|shorts|live|v)\/([^/?]+)/)?.[2] ?? null;
}

/** vimeo.com/ID, vimeo.com/ID/HASH (an unlisted video), vimeo.com/channels/x/ID, player.vimeo.com/video/ID. */
function vimeoEmbed(host: string, url: URL): string | null {
  let match: RegExpMatchArray | null = null;
  if (host === 'vimeo.com')
    match = url.pathname.match(/^\/(?:channels\/[\w-]+\/)?(\d{1,12})(?:\/([\da-f]{6,20}))?\/?$/);
  else if (host === 'player.vimeo.com') match = url.pathname.match(/^\/video\/(\d{1,12})\/?$/);
  if (!match) return null;
  const hash = match[2] ?? url.searchParams.get('h');
  const query = new URLSearchParams({ dnt: '1' });
  if (hash && /^[\da-f]{6,20}$/.test(hash)) query.set('h', hash);
  return `https://player.vimeo.com/video/${match[1]}?${query}`;
}

/**
 * The embed address of a YouTube or Vimeo video (watch pages, short links, shorts and embed addresses alike), or
 * null for an empty value, a broken one or any other host: only these two are allowed.
 */
export function toEmbedUrl(address: string | null | undefined): string | null {
  const raw = address?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  if (host === 'vimeo.com' || host === 'player.vimeo.com') return vimeoEmbed(host, url);
  const id = youtubeId(host, url);
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = url.searchParams.get('t') ?? url.searchParams.get('start');
  const seconds = start ? Number.parseInt(start, 10) : Number.NaN;
  return `https://www.youtube-nocookie.com/embed/${id}${Number.isFinite(seconds) && seconds > 0 ? `?start=${seconds}` : ''}`;
}

/** Whether an address is a video from an allowed host (the listing schema's check). */
export const isAllowedVideo = (address: string | null | undefined) => toEmbedUrl(address) !== null;

/**
 * The attributes of the frame that plays a video, or null when the address is not an allowed video. The detail
 * page and the home video modal both spread these onto their iframe.
 */
export function videoFrame(address: string | null | undefined, title: string) {
  const src = toEmbedUrl(address);
  if (!src) return null;
  return {
    src,
    title,
    sandbox: VIDEO_FRAME_SANDBOX,
    allow: VIDEO_FRAME_ALLOW,
    allowFullScreen: true,
    // YouTube's player refuses to play without the embedding origin; nothing more than the origin is sent.
    referrerPolicy: 'strict-origin-when-cross-origin' as const,
  };
}
