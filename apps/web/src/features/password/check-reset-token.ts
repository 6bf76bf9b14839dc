import { resetTokenStatusSchema } from "@gradeatlas/contracts/password-reset";
import { apiRequest } from "../../lib/api-client";

/** Whether a reset link's token can still be used, before the form is shown. */
export const checkResetToken = (token: string) =>
  apiRequest(`/v1/password-reset/token?token=${encodeURIComponent(token)}`, { schema: resetTokenStatusSchema });
