import { QueryClientProvider } from "@tanstack/react-query";
import { Tooltip } from "radix-ui";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { createQueryClient } from "../lib/query-client";
import { AccessProvider } from "./access/access-provider";

const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={200}>
        <AccessProvider>{children}</AccessProvider>
        {/* Below the fixed top bar, so toasts never cover the navigation. */}
        <Toaster position="top-center" offset={80} richColors closeButton />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
