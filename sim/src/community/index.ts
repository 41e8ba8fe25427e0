import {
  type AccoladeRecord,
  type ArticleRecord,
  accoladeRecordSchema,
  articleRecordSchema,
  type FaceitAccountRecord,
  type FaplStatsResponse,
  faceitAccountRecordSchema,
  faplStatsResponseSchema,
  type NotificationRecord,
  notificationRecordSchema,
  type PickemsRecord,
  type ProfileRecord,
  pickemsRecordSchema,
  profileRecordSchema,
  type ReputationRecord,
  reputationRecordSchema,
  type ServerNoticeRecord,
  type Settings,
  serverNoticeRecordSchema,
  settingsSchema,
  type UserRecord,
  userRecordSchema,
} from "@fragboard/core";
import type { LeagueRecords } from "../league/league.js";
import { makeAccolades } from "./accolades.js";
import { makeArticles } from "./articles.js";
import { type CommunityContext, type CommunityOptions, communityContext } from "./context.js";
import { makeFaceit } from "./faceit.js";
import { makeNotifications, makeServerNotices } from "./notifications.js";
import { makePickems } from "./pickems.js";
import { makeProfiles } from "./profiles.js";
import { makeReputation } from "./reputation.js";
import { makeSettings } from "./settings.js";
import { makeUsers } from "./users.js";

export type { CommunityOptions, SeasonStatsInput } from "./context.js";
export { faceitElo } from "./faceit.js";

/** Everything users create on Fragboard, as core's community records. */
export type CommunityRecords = {
  users: UserRecord[];
  profiles: ProfileRecord[];
  reputation: ReputationRecord[];
  articles: ArticleRecord[];
  pickems: PickemsRecord[];
  accolades: AccoladeRecord[];
  serverNotices: ServerNoticeRecord[];
  notifications: NotificationRecord[];
  settings: Settings;
  /** FACEIT accounts and FAPL hub stats (the seed stores them; the API's FACEIT provider reads them). */
  faceit: { accounts: FaceitAccountRecord[]; hubs: FaplStatsResponse };
};

/**
 * The community around a simulated league: users, profiles, +rep, articles, pickems, accolades,
 * the server notice, notifications and the admin-edited settings. Same league and options, same
 * records; each part draws from its own random stream. Every record passes its core schema.
 */
export function simulateCommunity(league: LeagueRecords, options: CommunityOptions): CommunityRecords {
  const ctx = communityContext(league, options);
  const users = makeUsers(ctx);
  // One user runs the league office: he reviews articles, awards accolades and posts notices.
  const office = ctx.rng("office").pick(users).discordId;
  const profiles = makeProfiles(ctx, users);
  return {
    users: userRecordSchema.array().parse(users),
    profiles: profileRecordSchema.array().parse(profiles),
    reputation: reputationRecordSchema.array().parse(makeReputation(ctx, users)),
    articles: articleRecordSchema.array().parse(makeArticles(ctx, users, office)),
    pickems: pickemsRecordSchema.array().parse(makePickems(ctx, users)),
    accolades: accoladeRecordSchema.array().parse(makeAccolades(ctx, office)),
    serverNotices: serverNoticeRecordSchema.array().parse(makeServerNotices(ctx, office)),
    notifications: notificationRecordSchema.array().parse(makeNotifications(ctx, users, profiles)),
    settings: settingsSchema.parse(makeSettings(ctx, users, office)),
    faceit: faceitRecords(ctx),
  };
}

function faceitRecords(ctx: CommunityContext): CommunityRecords["faceit"] {
  const { accounts, hubs } = makeFaceit(ctx);
  return {
    accounts: faceitAccountRecordSchema.array().parse(accounts),
    hubs: faplStatsResponseSchema.parse(hubs),
  };
}
