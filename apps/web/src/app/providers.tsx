import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createQueryClient } from "../lib/query-client";
import { AccessProvider } from "./access/access-provider";
import { ToastHost } from "./toast-host";

const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AccessProvider>{children}</AccessProvider>
      <ToastHost />
    </QueryClientProvider>
  );
}
