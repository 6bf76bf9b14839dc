import { type VerifiedReport, verifiedReportSchema, verifyCheckSchema } from "@gradeatlas/contracts/gpa-reports";
import { useQuery } from "@tanstack/react-query";
import { apiPostFile, apiRequest } from "../../lib/api-client";

/** What the server knows of a report's code (a 404 for a code never issued). */
export function useVerifiedReport(code: string) {
  return useQuery<VerifiedReport>({
    queryKey: ["verify", code],
    queryFn: ({ signal }) =>
      apiRequest(`/v1/verify/${encodeURIComponent(code)}`, { schema: verifiedReportSchema, signal }),
    retry: false,
  });
}

/** Whether `file` is byte for byte the report issued under `code`. */
export async function checkCopy(code: string, file: File): Promise<boolean> {
  // Browsers may leave a PDF's type empty (e.g. from some file managers); the server checks the bytes anyway.
  const pdf = file.type === "application/pdf" ? file : new Blob([file], { type: "application/pdf" });
  const { identical } = await apiPostFile(`/v1/verify/check?code=${encodeURIComponent(code)}`, pdf, verifyCheckSchema);
  return identical;
}
