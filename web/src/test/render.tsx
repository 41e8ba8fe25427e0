import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Providers } from "../app/Providers.js";
import { routes } from "../app/routes.js";

/** The whole app (shell, providers, lazy routes) at `path`, as the browser would show it. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}

/** One element inside the app's providers and a router at `path`, without the shell around it. */
export function renderAlone(element: ReactElement, path = "/") {
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: [path] });
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}
