import { useEffect } from "react";
import { useRouteError } from "react-router";
import { recordBoundaryError } from "../../lib/client-errors";
import { AppErrorScreen } from "./app-error-screen";

// The router catches render errors of its routes itself, so the root route
// uses this as its ErrorBoundary to show the same top-level crash screen.
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    recordBoundaryError(error);
  }, [error]);
  return <AppErrorScreen error={error} />;
}
