import { type Notification, STREAM_NOTIFICATION_PREFIX, type TwitchStream } from "@fragboard/core";

/** Twitch's thumbnail size in the notifications menu (docs/api.md#twitch). */
const THUMBNAIL = { width: "160", height: "90" };

/** One notification per live league stream: "{user_name} is Live", opening the channel in a new tab. */
export function streamNotification(stream: TwitchStream): Notification {
  return {
    id: `${STREAM_NOTIFICATION_PREFIX}${stream.id}`,
    title: `${stream.user_name} is Live`,
    subText: stream.title,
    href: `https://twitch.tv/${encodeURIComponent(stream.user_login)}`,
    imageUrl: stream.thumbnail_url.replace("{width}", THUMBNAIL.width).replace("{height}", THUMBNAIL.height),
    shouldNewTab: true,
  };
}
