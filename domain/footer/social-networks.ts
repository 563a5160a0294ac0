/** The social networks the footer draws an icon for (docs/site-shell.md, "Footer"). Item `icon` names one. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'twitter',
  'youtube',
  'tiktok',
  'linkedin',
  'snapchat',
  'whatsapp',
  'telegram',
  'pinterest',
  'threads',
  'vimeo',
  'wechat',
  'weibo',
  'line',
  'vk',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** An item's icon as a network key: case-insensitive; "twitter" is drawn as X, its current mark. */
export function socialNetworkOf(icon: string | undefined): SocialNetwork | null {
  const key = (icon ?? '').trim().toLowerCase();
  return (SOCIAL_NETWORKS as readonly string[]).includes(key) ? (key as SocialNetwork) : null;
}
