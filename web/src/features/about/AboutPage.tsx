import { TIER_NAMES } from "@fragboard/core";
import type { ReactNode } from "react";
import { PageTitle } from "../../components/ui/PageTitle.js";
import { SelectionLink } from "../../lib/league/selection-link.js";
import { ABOUT_LINKS, CONTRIBUTORS } from "./about-data.js";

function Faq({ question, children }: { question: string; children: ReactNode }) {
  return (
    <section className="rounded-md border border-line bg-surface p-5">
      <h2 className="mb-2 font-semibold text-lg">{question}</h2>
      <div className="grid gap-2 text-ink/90 leading-relaxed">{children}</div>
    </section>
  );
}

function Formula({ children }: { children: string }) {
  return (
    <pre className="whitespace-pre-wrap rounded bg-bg p-3 font-mono text-xs leading-relaxed">{children}</pre>
  );
}

/** About (spec 000 §2 "About"): what the league is, where the numbers come from, how ratings work. */
export default function AboutPage() {
  return (
    <article className="mx-auto grid max-w-3xl gap-4">
      <header>
        <PageTitle tab="About">Fragboard</PageTitle>
        <p className="text-muted">
          Stats, ratings, roles and MMR for every player of the league, plus franchises, standings, pick'ems
          and more.
        </p>
      </header>

      <Faq question="What is the league?">
        <p>
          An online competitive Counter-Strike league played in six tiers, from lowest to highest:{" "}
          {TIER_NAMES.join(", ")}. Franchises field teams in several tiers; each team's roster must fit under
          its tier's MMR cap. A season starts with combines (try-out matches), then a regular season of
          single-map match days and best-of-three playoffs.
        </p>
      </Faq>

      <Faq question="Where does the data come from, and how fresh is it?">
        <p>
          Every number on Fragboard is computed by its own stats engine from the events of each played map:
          rounds, kills, damage by hit group, utility, bomb plants and defuses. Nothing is copied from another
          stats site.
        </p>
        <p>
          The matches themselves arrive as events. A fresh Fragboard install plays its own simulated league,
          match by match and round by round, so every page has data; a real league's matches are ingested the
          same way.
        </p>
        <p>
          When a match is ingested the engine recomputes the affected season figures at once and the site's
          caches are cleared, so new matches show up on the next page load rather than after a fixed delay.
          Your browser keeps player and stat lists for up to an hour before asking again.
        </p>
        <p>
          FACEIT levels come from the third-party matchmaking service, through Fragboard's server, when it is
          configured to use it.
        </p>
      </Faq>

      <Faq question="How are the ratings calculated?">
        <p>
          <strong>Rating</strong> is the league rating, in the form of HLTV's rating 1.0: kills, survival and
          multi-kill rounds per round, each divided by a reference value, averaged.
        </p>
        <Formula>
          {
            "Rating = ( KPR / 0.679 + 0.7 × SurvivalRate / 0.317 + MultiKillScore / 1.277 ) / 2.7\n\nKPR            = kills / rounds\nSurvivalRate   = (rounds − deaths) / rounds\nMultiKillScore = (1K + 4·2K + 9·3K + 16·4K + 25·5K) / rounds   (nK = rounds with exactly n kills)"
          }
        </Formula>
        <p>
          <strong>HLTV 2.0 (approx.)</strong> HLTV does not publish the exact rating 2.0 formula; Fragboard
          uses a well-known approximation from per-round figures and shows it as “~x.xx HLTV”.
        </p>
        <Formula>
          {
            "Impact ≈ 2.13 × KPR + 0.42 × APR − 0.41\nHLTV 2.0 ≈ 0.0073 × KAST% + 0.3591 × KPR − 0.5329 × DPR + 0.2372 × Impact + 0.0032 × ADR + 0.1587\n\nAPR = assists / rounds, DPR = deaths / rounds, KAST% = share of rounds with a kill, assist, survival or traded death"
          }
        </Formula>
        <p>
          A player's <strong>role</strong> (AWPer, Entry, Fragger, Rifler, Support) is the highest of five
          scores from his AWP kills, opening duels, multi-kills, damage and support play, each scaled against
          a cap; with fewer than 3 maps played every player is a Rifler.
        </p>
      </Faq>

      <Faq question="What is the f2 rating?">
        <p>
          The <strong>f2 rating</strong> is the league's own rating, the one every page shows as{" "}
          <strong>Rating</strong> and ranks players by: the HLTV 1.0 form above, computed by Fragboard from
          each map's events. 1.00 is an average player; above 1 is better than average. It is shown on the
          player list, each player's page and card, the leaderboards and the charts, and it decides a player's
          rank in his tier (players with fewer than 3 maps are ranked after the others).
        </p>
        <p>
          It differs from the <strong>HLTV 2.0</strong> approximation in what it counts: the f2 rating looks
          at kills, survival and multi-kill rounds only, while HLTV 2.0 also weighs damage (ADR), KAST and an
          impact term. The two usually agree on who played well; HLTV 2.0 favours players who deal damage and
          trade, the f2 rating those who get the kills and stay alive.
        </p>
      </Faq>

      <Faq question="What are the beta features?">
        <p>
          <strong>Historical mode</strong>: the season menu in the top bar lets you look at any season from 11
          to the current one, and at Combines instead of the Regulation season. It also lists spectators.
        </p>
        <p>More tools arrive in later releases; pages that are not built yet say so.</p>
      </Faq>

      <section className="rounded-md border border-line bg-surface p-5">
        <h2 className="mb-3 font-semibold text-lg">Contributors</h2>
        <ul className="grid gap-2">
          {CONTRIBUTORS.map((person) => (
            <li key={person.name}>
              <span className="font-medium">{person.name}</span>{" "}
              <span className="text-muted">· {person.role}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="rounded-md border border-line bg-surface p-5">
        <h2 className="mb-3 font-semibold text-lg">Links</h2>
        <ul className="grid gap-1">
          {ABOUT_LINKS.map((link) => (
            <li key={link.href}>
              {link.href.startsWith("/api/") ? (
                <a href={link.href} className="text-accent hover:underline">
                  {link.label}
                </a>
              ) : (
                <SelectionLink to={link.href} className="text-accent hover:underline">
                  {link.label}
                </SelectionLink>
              )}
            </li>
          ))}
        </ul>
      </section>

      <footer className="py-4 text-center text-muted text-xs">
        Fragboard is an independent fan project and is not affiliated with Valve, HLTV or FACEIT.
      </footer>
    </article>
  );
}
