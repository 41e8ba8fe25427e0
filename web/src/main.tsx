import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { Providers } from "./app/Providers.js";
import { routes } from "./app/routes.js";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const router = createBrowserRouter(routes);

createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
