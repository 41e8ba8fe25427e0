import { LoadError } from "./LoadError.js";
import { LoadingScreen } from "./LoadingScreen.js";

/** What a page shows while its data is not there: the loading screen, or why loading failed. */
export function NotLoaded({ state }: { state: { status: "pending" } | { status: "error"; error: unknown } }) {
  return state.status === "pending" ? <LoadingScreen /> : <LoadError error={state.error} />;
}
