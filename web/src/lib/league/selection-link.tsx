import { Link, type LinkProps, NavLink, type NavLinkProps, useLocation, useNavigate } from "react-router";
import { withSelection } from "./selection-params.js";

/**
 * Links that stay in the season and match type on screen: the target gets the current address's
 * `season` and `matchType` parameters (only those; its own parameters win). Use them for every
 * link to a page that depends on the selection.
 */
export function useSelectionLink(path: string): string {
  const { search } = useLocation();
  return withSelection(path, new URLSearchParams(search));
}

export function SelectionLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  return <Link {...props} to={useSelectionLink(to)} />;
}

export function SelectionNavLink({ to, ...props }: Omit<NavLinkProps, "to"> & { to: string }) {
  return <NavLink {...props} to={useSelectionLink(to)} />;
}

/** `navigate(path)` that keeps the selection, like SelectionLink. */
export function useSelectionNavigate(): (path: string) => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (path) => navigate(withSelection(path, new URLSearchParams(search)));
}
