// The branding feature's public entry, for My Team's header. The branding page itself is reached through the router.
export { InstitutionLogo } from "./institution-logo";
