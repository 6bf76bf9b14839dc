// The premium feature's public entry: the banner other pages show to non-subscribers.
export { UpgradeBanner } from "./upgrade-banner";
