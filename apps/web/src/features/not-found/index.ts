// The not-found feature's public entry: pages show it for a slug that has no content.
export { NotFoundPage } from "./not-found-page";
