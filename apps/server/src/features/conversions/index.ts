// The conversions feature's public entry: converting a transcript request, which saved calculations reuse.
export { convertTranscriptRequest, convertUnderHouseRules } from "./convert-transcript-request.ts";
