export const SOCIAL_PLATFORM_KEYS = [
  "bluesky",
  "twitter/x",
  "reddit",
  "twitch",
  "youtube",
  "tiktok",
  "instagram",
  "discord",
  "medal.tv",
] as const;
export type SocialPlatformKey = (typeof SOCIAL_PLATFORM_KEYS)[number];

export type SocialPlatform = { name: string; urlPrefix: string };

/** A profile stores each link as the platform's URL prefix followed by the handle (docs/api.md#profile). */
export const SOCIAL_PLATFORMS: Record<SocialPlatformKey, SocialPlatform> = {
  bluesky: { name: "BlueSky", urlPrefix: "https://bsky.app/profile/" },
  "twitter/x": { name: "Twitter/X", urlPrefix: "https://x.com/" },
  reddit: { name: "Reddit", urlPrefix: "https://www.reddit.com/user/" },
  twitch: { name: "Twitch", urlPrefix: "https://www.twitch.tv/" },
  youtube: { name: "YouTube", urlPrefix: "https://www.youtube.com/@" },
  tiktok: { name: "TikTok", urlPrefix: "https://www.tiktok.com/@" },
  instagram: { name: "Instagram", urlPrefix: "https://www.instagram.com/" },
  discord: { name: "Personal Discord", urlPrefix: "https://discord.com/users/" },
  "medal.tv": { name: "Medal.tv", urlPrefix: "https://medal.tv/u/" },
};
