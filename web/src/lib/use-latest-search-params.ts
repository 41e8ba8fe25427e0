import { useCallback, useContext } from "react";
import {
  type NavigateOptions,
  UNSAFE_DataRouterContext,
  type URLSearchParamsInit,
  useLocation,
  useSearchParams,
} from "react-router";

type Update = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

/**
 * `useSearchParams`, except that a functional update starts from the address as the router has it
 * now. react-router hands the update the params of the last render, and it commits navigations in a
 * transition: a second change before that render (a switch, then a select, on a busy page) would
 * start from the old address and drop the first change.
 */
export function useLatestSearchParams(): [
  URLSearchParams,
  (update: Update, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const set = useCallback(
    (update: Update, options?: NavigateOptions) =>
      setParams(
        typeof update === "function"
          ? (rendered) => update(router ? new URLSearchParams(router.state.location.search) : rendered)
          : update,
        options,
      ),
    [router, setParams],
  );
  return [params, set];
}

/**
 * A reader of the address's query string as the router has it now (the rendered one outside a
 * data router), for a change written without `useLatestSearchParams` (a custom encoding).
 */
export function useLatestSearch(): () => string {
  const rendered = useLocation().search;
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(() => (router ? router.state.location.search : rendered), [router, rendered]);
}

/** `params` with `name` set to `value`, or without it when `value` is empty. */
export function withParam(params: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === "") next.delete(name);
  else next.set(name, value);
  return next;
}
