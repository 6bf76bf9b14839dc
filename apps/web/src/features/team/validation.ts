import { institutionNameRequestSchema, inviteRequestSchema } from "@gradeatlas/contracts/team";

// The contract's own zod rules, field by field, so a form says what the
// server would say before anything is sent.

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }): true | string =>
  result.success ? true : (result.error?.issues[0]?.message ?? "Check this field.");

export const nameRule = (value: string): true | string =>
  firstIssue(institutionNameRequestSchema.shape.name.safeParse(value));

export const emailRule = (value: string): true | string =>
  firstIssue(inviteRequestSchema.shape.email.safeParse(value.trim()));
