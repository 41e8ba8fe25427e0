import { PICKEM_LOCK_BEFORE_START_MS, PICKEM_POINTS_PER_CORRECT_PICK } from "@fragboard/core";
import { Button } from "../../components/ui/Button.js";
import { Dialog } from "../../components/ui/Dialog.js";

/** The rules as docs/rules.md#pickems states them, for players. */
export function RulesDialog() {
  return (
    <Dialog title="Pickems rules" trigger={<Button>Rules</Button>}>
      <ul className="max-w-2xl list-disc space-y-2 pl-5 text-sm">
        <li>Pick the winner of each regular-season match of your tier.</li>
        <li>
          Picks can be changed until {PICKEM_LOCK_BEFORE_START_MS / 60_000} minutes before a match's scheduled
          start; then the match locks and the server refuses changes.
        </li>
        <li>
          Each correct pick of a played match scores {PICKEM_POINTS_PER_CORRECT_PICK} point; the leaderboard
          ranks players by points.
        </li>
        <li>
          Your tier is your league tier, or the one you choose on your first visit if you have none. It cannot
          change after your first save.
        </li>
        <li>
          Edits stay on this page until you press Save picks. After a match, a pick turns green when it was
          right and red when it was not.
        </li>
      </ul>
    </Dialog>
  );
}
