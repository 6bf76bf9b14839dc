import { Component, type ErrorInfo, type ReactNode } from "react";
import { recordBoundaryError } from "../../lib/client-errors";
import { AppErrorScreen } from "./app-error-screen";

interface State {
  error: unknown;
  hasError: boolean;
}

/** Outermost boundary: catches what escapes the providers, the router and the layout (pages stop at PageErrorBoundary). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    recordBoundaryError(error);
  }

  override render() {
    return this.state.hasError ? <AppErrorScreen error={this.state.error} /> : this.props.children;
  }
}
