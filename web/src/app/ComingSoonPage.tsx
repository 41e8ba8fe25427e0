import { matchPage } from "@fragboard/core";
import { useLocation } from "react-router";
import { MESSAGES } from "../components/ui/messages.js";
import { PageTitle } from "../components/ui/PageTitle.js";

/** A page of the spec that a later release builds: its name, and a line saying so. */
export default function ComingSoonPage() {
  const title = matchPage(useLocation().pathname)?.title ?? "Fragboard";
  return (
    <>
      <PageTitle tab={title}>{title}</PageTitle>
      <p className="py-12 text-center text-muted">{MESSAGES.comingSoon}</p>
    </>
  );
}
