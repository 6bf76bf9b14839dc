declare const brand: unique symbol;

/** A nominal type: the same runtime value, but not interchangeable at compile time. */
export type Brand<T, Name extends string> = T & { readonly [brand]: Name };

/** A grade in the local scale's own notation, as written on the transcript ("1,7", "A*", "65"). */
export type LocalGrade = Brand<string, "LocalGrade">;
/** Points on the US 4.0 scale. */
export type UsPoints = Brand<number, "UsPoints">;
/** Credits in US semester credit hours. */
export type UsCredits = Brand<number, "UsCredits">;

export const usPoints = (value: number) => value as UsPoints;
export const usCredits = (value: number) => value as UsCredits;
