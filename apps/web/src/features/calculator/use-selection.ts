import { defaultScale, findCountrySummary } from "@gradeatlas/engine";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { useCountry } from "../../lib/use-country";
import { useCustomScalesInUse } from "./custom/use-custom-scales";
import { rememberCountry, rememberedCountry } from "./remembered-country";

const none: never[] = [];

/**
 * The country and scale in use, shared by every calculator mode. A link's
 * ?country=&scale= wins, then the country last used; choices go back into the
 * URL (so the address can be shared) and into this browser's memory.
 * A member's institution may set a house default scale per country, which
 * opens where no scale was chosen. `restore` is for what the page reopens by itself (this browser's draft): it
 * changes the selection but not the address, so a plain / stays / — a guard's
 * redirect to / must not arrive carrying a country nobody asked for.
 * A member may also choose one of their institution's own scales ("custom:<id>@<version>"):
 * `scale` is then its engine scale and `custom` says which; for anyone else such a
 * scale is unknown and the published default opens.
 */
export function useSelection(fallbackCountry = "IN", houseDefaults?: Readonly<Record<string, string>>) {
  const [params, setParams] = useSearchParams();
  const fromUrl = findCountrySummary(params.get("country") ?? "");
  const [countryCode, setCountryCode] = useState(
    () => fromUrl?.code ?? rememberedCountry(fallbackCountry, (code) => findCountrySummary(code) !== undefined),
  );
  const [scaleId, setScaleId] = useState<string | undefined>(() => params.get("scale") ?? undefined);
  const country = useCountry(countryCode);
  useEffect(() => rememberCountry(countryCode), [countryCode]);

  // No scale chosen: the institution's house default for the country, else the published default.
  const houseId = country.data ? houseDefaults?.[country.data.code] : undefined;
  const customScales = useCustomScalesInUse(scaleId);
  const chosen = customScales?.chosen;
  const custom = chosen && country.data && chosen.country === country.data.code ? chosen : null;
  const published = country.data
    ? (country.data.scales.find((s) => s.id === scaleId) ??
      country.data.scales.find((s) => s.id === houseId) ??
      defaultScale(country.data))
    : undefined;
  // While an institution's scale loads nothing is shown, rather than a published one that then changes.
  const scale = custom ? custom.scale : customScales?.pending ? undefined : published;
  /** What a save or a draft names: the custom scale's ref, or the published scale's id. */
  const scaleRef = custom ? custom.ref : scale?.id;

  const restore = useCallback((code: string, scale?: string) => {
    if (!findCountrySummary(code)) return;
    setCountryCode(code);
    setScaleId(scale);
  }, []);

  const select = useCallback(
    (code: string, scale?: string) => {
      if (!findCountrySummary(code)) return;
      restore(code, scale);
      setParams(
        (p) => {
          p.set("country", code);
          if (scale) p.set("scale", scale);
          else p.delete("scale");
          return p;
        },
        { replace: true },
      );
    },
    [setParams, restore],
  );

  return {
    countryCode,
    country,
    scale,
    scaleRef,
    custom,
    customScales: customScales?.newest ?? none,
    /** Names and lists the institution's scales; null for guests and until it loads. */
    customKit: customScales?.kit ?? null,
    /** A named institution scale that could not be read (gone, or offline): the published default is shown. */
    customFailed: customScales?.failed ?? false,
    select,
    restore,
  };
}

export type Selection = ReturnType<typeof useSelection>;
