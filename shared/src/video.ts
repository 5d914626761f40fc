/**
 * Turns a video address into an embeddable one: YouTube watch pages, youtu.be short links and shorts become
 * /embed/ addresses; embed addresses and other hosts pass through. Returns null for an empty or unusable value.
 */
export function toEmbedUrl(address: string | null | undefined): string | null {
  const raw = address?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.startsWith('http') ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = url.pathname.match(/^\/(embed|shorts|live|v)\/([^/?]+)/);
      id = match?.[2] ?? null;
    }
  } else if (host === 'vimeo.com') {
    const match = url.pathname.match(/^\/(\d+)/);
    return match ? `https://player.vimeo.com/video/${match[1]}` : null;
  } else {
    return url.protocol === 'https:' ? url.toString() : null;
  }
  if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
  const start = url.searchParams.get('t') ?? url.searchParams.get('start');
  const seconds = start ? Number.parseInt(start, 10) : Number.NaN;
  return `https://www.youtube.com/embed/${id}${Number.isFinite(seconds) && seconds > 0 ? `?start=${seconds}` : ''}`;
}
