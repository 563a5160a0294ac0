/**
 * What the video modal plays for a URL: YouTube (and youtu.be) links become the privacy-enhanced
 * embed on www.youtube-nocookie.com (the only frame origin the site's CSP allows for video), files
 * (.mp4, .webm, .ogg/.ogv, .m3u8 is not playable in Chromium without a library) play in <video>.
 * Anything else is not a video we can play in place: the link simply opens.
 */
export type VideoSource = { kind: 'iframe'; src: string } | { kind: 'video'; src: string };

export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The hosts a video frame may come from, anywhere on the site: the CSP's frame-src
 * (server/http/security-headers.ts) and the editor HTML sanitizer's iframe hosts are both this
 * list, so an embed the sanitizer keeps is one the browser plays (docs/security-headers.md).
 * YouTube only on its privacy-enhanced host (the sanitizer rewrites www.youtube.com/embed/ to it).
 */
export const VIDEO_FRAME_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com'] as const;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const FILE = /\.(mp4|webm|ogv|ogg)$/i;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else id = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export function videoSource(href: string | null | undefined, base: string): VideoSource | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = youtubeId(url);
  if (id) return { kind: 'iframe', src: `${VIDEO_FRAME_ORIGIN}/embed/${id}?autoplay=1&rel=0` };
  if (FILE.test(url.pathname)) return { kind: 'video', src: url.href };
  return null;
}
