import { FULL_NAME_MAX_LENGTH } from "@gradeatlas/contracts/auth-rules";
import { z } from "zod";
import { unstorableTextProblem } from "../http/unstorable-text.ts";

const name = z
  .string({ error: "must be text" })
  .trim()
  .max(FULL_NAME_MAX_LENGTH, `must be at most ${FULL_NAME_MAX_LENGTH} characters`);

// Better Auth checks its own fields loosely: a name of null or an object
// reached the database (a 500), and a number or a megabyte of text was stored
// as a full name. The profile fields people may change are these, typed and bounded.
const updateUserBody = z.strictObject(
  {
    name: name.optional(),
    fullName: name.optional(),
    newsOptIn: z.boolean({ error: "must be true or false" }).optional(),
    image: z.string({ error: "must be text" }).max(2048, "must be at most 2048 characters").nullable().optional(),
  },
  { error: (issue) => (issue.code === "unrecognized_keys" ? `cannot be changed here` : "must be an object") },
);

/** What is wrong with the body of a Better Auth call, in words for people, or undefined when nothing is. */
export function authBodyProblem(path: string, body: unknown): string | undefined {
  const unstorable = unstorableTextProblem(body);
  if (unstorable) return unstorable;
  if (path === "/update-user") {
    const parsed = updateUserBody.safeParse(body ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.code === "unrecognized_keys" ? issue.keys.join(", ") : issue?.path.join(".");
      return `${field || "The request body"}: ${issue?.message ?? "is not valid"}.`;
    }
  }
  return undefined;
}
