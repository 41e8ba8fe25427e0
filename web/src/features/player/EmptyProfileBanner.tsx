import { Link } from "react-router";
import { useEmptyProfileNotification } from "../../lib/empty-profile-notice.js";

/** On his own player page, a member without a profile is told so, with the way to fill it in. */
export function EmptyProfileBanner() {
  const notice = useEmptyProfileNotification();
  if (!notice) return null;
  return (
    <Link
      to={notice.href}
      className="mb-4 flex flex-wrap items-baseline gap-x-2 rounded border border-accent/50 bg-accent/10 px-3 py-2 text-sm hover:bg-accent/20"
    >
      <span className="font-semibold">{notice.title}</span>{" "}
      <span className="text-muted underline">{notice.subText}</span>
    </Link>
  );
}
