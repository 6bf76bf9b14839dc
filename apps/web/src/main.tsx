import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppErrorBoundary } from "./app/errors/app-error-boundary";
import { Providers } from "./app/providers";
import { AppRoutes } from "./app/router";
import { registerServiceWorker } from "./features/pwa/register-service-worker";
import { listenForClientErrors } from "./lib/client-errors";
import { startMetrics } from "./lib/metrics/report-metrics";
import "./index.css";

listenForClientErrors();
startMetrics();
// The prerendered title and description are for crawlers; once the app runs,
// each page sets its own, so the first ones go rather than sit beside them.
for (const node of document.head.querySelectorAll("[data-prerendered]")) node.remove();

const container = document.getElementById("root");
if (!container) throw new Error('index.html is missing <div id="root">.');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </AppErrorBoundary>
  </StrictMode>,
);
registerServiceWorker();
