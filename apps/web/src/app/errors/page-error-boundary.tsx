import { Component, type ErrorInfo, type ReactNode } from "react";
import { buttonClass } from "../../components/ui/button-styles";
import { recordBoundaryError } from "../../lib/client-errors";

interface State {
  error: unknown;
  hasError: boolean;
}

export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return "An unknown error occurred.";
}

/** Per-page boundary: the shell stays usable and the page can be retried. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    recordBoundaryError(error);
  }

  private readonly reset = () => this.setState({ error: null, hasError: false });

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-xl font-semibold text-slate-900">This page could not be shown</h1>
        <p className="mt-3 text-sm break-words text-slate-700">{errorText(this.state.error)}</p>
        <button type="button" onClick={this.reset} className={buttonClass("primary", "mt-6")}>
          Try again
        </button>
      </div>
    );
  }
}
