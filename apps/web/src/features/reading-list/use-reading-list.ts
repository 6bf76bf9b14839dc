import { type AddReadingItem, readingItemSchema, readingListSchema } from "@gradeatlas/contracts/reading-list";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

const key = ["reading-list"] as const;

export function useReadingList(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest("/v1/reading-list", { schema: readingListSchema, signal }),
    enabled,
  });
}

export function useReadingListActions() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    add: useMutation({
      mutationFn: (item: AddReadingItem) =>
        apiRequest("/v1/reading-list", { method: "POST", body: item, schema: readingItemSchema }),
      onSuccess: done,
    }),
    setRead: useMutation({
      mutationFn: ({ id, read }: { id: string; read: boolean }) =>
        apiRequest(`/v1/reading-list/${id}`, { method: "PATCH", body: { read }, schema: readingItemSchema }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(`/v1/reading-list/${id}`, { method: "DELETE" }),
      onSuccess: done,
    }),
  };
}
