import { MESSAGES } from "../components/ui/messages.js";
import { useDocumentTitle } from "../lib/document-title.js";

export default function ComingSoonPage() {
  useDocumentTitle("Fragboard");
  return <p className="py-12 text-center text-muted">{MESSAGES.comingSoon}</p>;
}
