import { MESSAGES } from "../components/ui/messages.js";

export default function ComingSoonPage() {
  return <p className="py-12 text-center text-muted">{MESSAGES.comingSoon}</p>;
}
