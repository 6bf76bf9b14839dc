import { paths } from "../../lib/paths";

/** docs/requirements.md §2: a 404 search mentioning "gpa" or "calculator" goes to the calculator, anything else to the blog. */
export function searchTarget(text: string): string {
  return /gpa|calculator/i.test(text) ? paths.calculator : paths.blog;
}
