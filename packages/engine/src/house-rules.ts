import type { RepeatPolicy } from "./convert-transcript.ts";
import { creditSystemList, creditSystems } from "./credit-systems.ts";
import type { Country, Scale } from "./dataset/schema.ts";
import { describeRounding, type GpaRounding } from "./rounding.ts";

/** Credit systems the engine converts, so a house rule may name them. */
export type ConvertedCreditSystem = keyof typeof creditSystems;

/**
 * An institution's house rules (issue 18): choices an office makes once for
 * everyone, layered on top of the published defaults (decision 0033), never
 * changing the dataset. Every field is optional; empty rules change nothing.
 * Pass/fail and credit-only grades never count in the GPA: no published
 * practice gives them points, so there is no rule for them.
 */
export interface HouseRules {
  /** Country code → the id of one of that country's scales, opened instead of the published default. */
  defaultScales?: Readonly<Record<string, string>>;
  repeatPolicy?: RepeatPolicy;
  rounding?: GpaRounding;
  /** Country code → the credit system its transcripts' credits are read in. */
  creditSystems?: Readonly<Record<string, ConvertedCreditSystem>>;
  /** False: condoned passes earn credit but are left out of the GPA. */
  countCondoned?: boolean;
}

/** What the evaluator chose for this transcript; a choice always wins over a house rule. */
export interface TranscriptChoices {
  scale?: Scale;
  creditSystem?: ConvertedCreditSystem;
  repeatPolicy?: RepeatPolicy;
}

/** Everything convertTranscript needs besides the courses. */
export interface TranscriptSettings {
  scale: Scale;
  creditSystem: ConvertedCreditSystem;
  repeatPolicy: RepeatPolicy;
  gpaRounding: GpaRounding;
  countCondoned: boolean;
}

export type HouseRuleName = "defaultScale" | "creditSystem" | "repeatPolicy" | "rounding" | "countCondoned";

/** One setting a house rule decided, where it differs from the published default. */
export interface HouseRuleChange {
  rule: HouseRuleName;
  /** The house rule's value and the published default, in words. */
  house: string;
  published: string;
  /** "House rule: latest attempt only (published default: all attempts)". */
  label: string;
}

export interface AppliedHouseRules {
  settings: TranscriptSettings;
  /** The same settings with every house rule's change undone: for "Compare with the published default". */
  published: TranscriptSettings;
  /** In a fixed order; empty when no house rule changed anything. */
  changes: HouseRuleChange[];
}

export const repeatPolicyNames: Record<RepeatPolicy, string> = {
  "all-attempts": "all attempts",
  "latest-attempt": "latest attempt only",
};

const condonedNames = {
  true: "condoned passes counted at their US grade",
  false: "condoned passes left out of the GPA",
} as const;

/** The credit system a country's credits are read in by default: its own, when the engine converts it. */
export function publishedCreditSystem(country: Country): ConvertedCreditSystem {
  return creditSystemList.find((s) => s === country.creditSystem) ?? "us-semester";
}

/** The scale a house rule opens for a country, when it names one of that country's scales. */
export function houseDefaultScale(country: Country, rules: HouseRules): Scale | null {
  const id = rules.defaultScales?.[country.code];
  return (id && country.scales.find((s) => s.id === id)) || null;
}

/**
 * Applies house rules to one transcript's settings. A choice the evaluator
 * made wins; where they made none, a house rule fills it in, else the
 * published default does. A setting is reported as changed when it holds the
 * house rule's value and that value is not the published default, so the
 * same transcript is labelled the same on the calculator, the server and a
 * reopened calculation. With empty rules the settings are exactly today's.
 */
export function applyHouseRules(
  country: Country,
  choices: TranscriptChoices,
  rules: HouseRules = {},
): AppliedHouseRules {
  const pub = {
    // defaultScale()'s rule, written out: importing load-country here would split the
    // web app's chunks so that the calculator's first view fetches one more.
    scale: country.scales.find((s) => s.default) ?? (country.scales[0] as Scale),
    creditSystem: publishedCreditSystem(country),
    repeatPolicy: "all-attempts" as RepeatPolicy,
    gpaRounding: "round-half-up-2" as GpaRounding,
    countCondoned: true,
  };
  const houseScale = houseDefaultScale(country, rules);
  const houseCredit = rules.creditSystems?.[country.code];
  const settings: TranscriptSettings = {
    scale: choices.scale ?? houseScale ?? pub.scale,
    creditSystem: choices.creditSystem ?? houseCredit ?? pub.creditSystem,
    repeatPolicy: choices.repeatPolicy ?? rules.repeatPolicy ?? pub.repeatPolicy,
    gpaRounding: rules.rounding ?? pub.gpaRounding,
    countCondoned: rules.countCondoned ?? pub.countCondoned,
  };
  const published = { ...settings };
  const changes: HouseRuleChange[] = [];
  const note = (rule: HouseRuleName, house: string, publishedText: string) =>
    changes.push({
      rule,
      house,
      published: publishedText,
      label: `House rule: ${house} (published default: ${publishedText})`,
    });

  if (houseScale && settings.scale.id === houseScale.id && houseScale.id !== pub.scale.id) {
    published.scale = pub.scale;
    note("defaultScale", houseScale.name, pub.scale.name);
  }
  if (houseCredit && settings.creditSystem === houseCredit && houseCredit !== pub.creditSystem) {
    published.creditSystem = pub.creditSystem;
    note("creditSystem", creditSystems[houseCredit].name, creditSystems[pub.creditSystem].name);
  }
  if (rules.repeatPolicy && settings.repeatPolicy === rules.repeatPolicy && rules.repeatPolicy !== pub.repeatPolicy) {
    published.repeatPolicy = pub.repeatPolicy;
    note("repeatPolicy", repeatPolicyNames[rules.repeatPolicy], repeatPolicyNames[pub.repeatPolicy]);
  }
  if (settings.gpaRounding !== pub.gpaRounding) {
    published.gpaRounding = pub.gpaRounding;
    note("rounding", `GPA ${describeRounding(settings.gpaRounding)}`, `GPA ${describeRounding(pub.gpaRounding)}`);
  }
  if (settings.countCondoned !== pub.countCondoned) {
    published.countCondoned = pub.countCondoned;
    note("countCondoned", condonedNames[`${settings.countCondoned}`], condonedNames[`${pub.countCondoned}`]);
  }
  return { settings, published, changes };
}
