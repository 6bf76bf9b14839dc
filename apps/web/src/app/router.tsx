import { type ClientRouteName, clientRoutes } from "@gradeatlas/contracts/client-routes";
import { type ComponentType, lazy } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouteErrorScreen } from "./errors/route-error-screen";
import { AppLayout } from "./layout/app-layout";

// Pages are code-split with React.lazy and shown through the layout's
// <Suspense> ("Loading content..."). Route-level `lazy` was not used: on a
// first visit the router renders nothing of the shell until a lazy route has
// loaded, while this way the top bar and footer paint at once.
const CalculatorPage = lazy(() =>
  import("../features/calculator/calculator-page").then((m) => ({ default: m.CalculatorPage })),
);
const NotFoundPage = lazy(() =>
  import("../features/not-found/not-found-page").then((m) => ({ default: m.NotFoundPage })),
);

// Exactly the routes of the contracts: adding one there without a page here
// is a type error.
const pages: Record<ClientRouteName, ComponentType> = {
  home: CalculatorPage,
  calculator: CalculatorPage,
};

const pageRoutes: RouteObject[] = (Object.keys(clientRoutes) as ClientRouteName[]).map((name) => ({
  path: clientRoutes[name],
  Component: pages[name],
}));

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteErrorScreen,
    children: [...pageRoutes, { path: "*", Component: NotFoundPage }],
  },
];

export const router = createBrowserRouter(routes);
