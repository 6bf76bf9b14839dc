import {
  type BrandingImageKind,
  type BrandingResponse,
  brandingResponseSchema,
  type PutInstitutionBranding,
  type PutMyBranding,
} from "@gradeatlas/contracts/branding";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest, apiUpload } from "../../../lib/api-client";

/** One cache entry: the branding page and My Team's header read it. */
export const brandingKey = ["branding"] as const;

/** The institution's report branding and the caller's own (403 for people without either). */
export function useBranding(enabled = true) {
  return useQuery({
    queryKey: brandingKey,
    queryFn: ({ signal }) => apiRequest("/v1/branding", { schema: brandingResponseSchema, signal }),
    enabled,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}

/** Every change answers with the whole branding, which replaces the cached one. */
function useBrandingChange<V>(send: (value: V) => Promise<BrandingResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    retry: false,
    onSuccess: (saved: BrandingResponse) => queryClient.setQueryData(brandingKey, saved),
  });
}

export const useSaveInstitutionBranding = () =>
  useBrandingChange((body: PutInstitutionBranding) =>
    apiRequest("/v1/branding/institution", { method: "PUT", body, schema: brandingResponseSchema }),
  );

export const useSaveMyTitle = () =>
  useBrandingChange((body: PutMyBranding) =>
    apiRequest("/v1/branding/me", { method: "PUT", body, schema: brandingResponseSchema }),
  );

const imagePath: Record<BrandingImageKind, string> = {
  logo: "/v1/branding/institution/logo",
  signature: "/v1/branding/me/signature",
};

export const useUploadImage = (kind: BrandingImageKind) =>
  useBrandingChange((file: File) => apiUpload(imagePath[kind], file, { schema: brandingResponseSchema }));

export const useRemoveImage = (kind: BrandingImageKind) =>
  useBrandingChange(() => apiRequest(imagePath[kind], { method: "DELETE", schema: brandingResponseSchema }));
