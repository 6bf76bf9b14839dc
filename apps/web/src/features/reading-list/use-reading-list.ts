import type { AddReadingItem, ReadingItem, ReadingList } from "@gradeatlas/contracts/reading-list";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../lib/api-client";

const key = ["reading-list"] as const;

export function useReadingList(enabled: boolean) {
  return useQuery<ReadingList>({ queryKey: key, queryFn: () => apiRequest<ReadingList>("/v1/reading-list"), enabled });
}

export function useReadingListActions() {
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: key });
  return {
    add: useMutation({
      mutationFn: (item: AddReadingItem) => apiRequest<ReadingItem>("/v1/reading-list", { method: "POST", body: item }),
      onSuccess: done,
    }),
    setRead: useMutation({
      mutationFn: ({ id, read }: { id: string; read: boolean }) =>
        apiRequest<ReadingItem>(`/v1/reading-list/${id}`, { method: "PATCH", body: { read } }),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) => apiRequest(`/v1/reading-list/${id}`, { method: "DELETE" }),
      onSuccess: done,
    }),
  };
}
