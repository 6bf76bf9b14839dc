// The layout's entry to the PWA pieces: re-exported here so the layout needs
// one import, whether a piece is bundled with the first page or loaded lazily.
export { InstallBanner } from "./install-banner";
export { UpdatePrompt } from "./update-prompt";
