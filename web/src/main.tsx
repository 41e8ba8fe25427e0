import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Providers } from "./app/Providers.js";
import { preloadFirstPage } from "./app/preload-first-page.js";
import { routes } from "./app/routes.js";
import { createQueryClient } from "./lib/query-client.js";
import { startErrorReporting } from "./lib/report-error.js";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
preloadFirstPage(queryClient, window.location);

createRoot(root).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// After the first render: error reporting (and Sentry's SDK, when configured) adds nothing to it.
const startReporting = () => void startErrorReporting();
if ("requestIdleCallback" in window) requestIdleCallback(startReporting, { timeout: 3_000 });
else setTimeout(startReporting, 1_000);
