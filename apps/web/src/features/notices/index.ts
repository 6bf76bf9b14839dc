// The notices feature's public entry, for the calculator, which loads it
// lazily and only for callers who may e-mail applicants. Its pages are
// reached through the router.
export { NotifyApplicant } from "./notify-applicant";
