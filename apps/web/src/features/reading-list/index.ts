// The reading-list feature's public entry: the "save" button content pages carry.
export { SaveToReadingList } from "./save-to-reading-list";
