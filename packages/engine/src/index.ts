export type { LocalGrade, UsCredits, UsPoints } from "./brand.ts";
export { allowedGrades, convertGrade } from "./convert-grade.ts";
export type {
  CourseInput,
  CourseResult,
  Gpa,
  RepeatPolicy,
  TranscriptInput,
  TranscriptResult,
} from "./convert-transcript.ts";
export { convertTranscript } from "./convert-transcript.ts";
export type { CreditSystemId } from "./credit-systems.ts";
export { creditSystemList, creditSystems, toUsCredits } from "./credit-systems.ts";
export { countriesWithoutData, datasetVersion, localOnlyCountryCodes } from "./dataset/catalog.generated.ts";
export { countrySchema } from "./dataset/country-schema.ts";
export type { CountryIndexEntry, CountrySummary } from "./dataset/country-summary.ts";
export {
  buildCustomScale,
  type CustomScaleDefinition,
  type CustomScaleIdentity,
  type CustomScaleInput,
  convertSamples,
  customScaleDefinitionSchema,
  type SampleConversion,
} from "./dataset/custom-scale.ts";
export { customScaleRef, parseCustomScaleRef } from "./dataset/custom-scale-ref.ts";
export { countryJsonSchema } from "./dataset/json-schema.ts";
export {
  countryIndex,
  countrySummaries,
  defaultScale,
  findCountrySummary,
  loadCountry,
  parseCountry,
} from "./dataset/load-country.ts";
export { levelNames, scaleLabel } from "./dataset/scale-label.ts";
export type {
  AlternativeReading,
  Country,
  Level,
  Method,
  Outcome,
  Scale,
  Source,
  SourceKind,
} from "./dataset/schema.ts";
export { levels, scaleSchema } from "./dataset/schema.ts";
export {
  isCalculatorSite,
  type SourceConfirms,
  sourceConfirms,
  sourceKindNames,
  sourceKinds,
  type UsLetterEvidence,
  usLetterEvidence,
} from "./dataset/source-kind.ts";
export { convertsToUs } from "./dataset/us-equivalence.ts";
export type { CourseError, EngineErrorCode } from "./errors.ts";
export { EngineError, TranscriptError } from "./errors.ts";
export type { AlternativeConversion, GradeConversion, GradeExplanation } from "./grade-conversion.ts";
export type {
  AppliedHouseRules,
  ConvertedCreditSystem,
  HouseRuleChange,
  HouseRuleName,
  HouseRules,
  TranscriptChoices,
  TranscriptSettings,
} from "./house-rules.ts";
export {
  applyHouseRules,
  houseDefaultScale,
  publishedCreditSystem,
  repeatPolicyNames,
} from "./house-rules.ts";
export { markRange } from "./parse-grade.ts";
export type { GpaRounding } from "./rounding.ts";
export { describeRounding, gpaRoundings } from "./rounding.ts";
export {
  convertGradeOfCountry,
  convertTranscriptOfCountry,
  otherScalesAccepting,
  otherScalesForTranscript,
  otherScalesPassing,
  type TranscriptScaleOffer,
} from "./scales-accepting.ts";
export type { PointsProfile, UsLetter } from "./us-scale.ts";
export { letterForPoints, pointsOf, usLetters } from "./us-scale.ts";
