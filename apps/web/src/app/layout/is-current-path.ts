import { paths } from "../../lib/paths";

/** "/" and "/calculator" are the same screen, so both mark Calculator as current. */
export function isCalculatorPage(pathname: string): boolean {
  const clean = pathname.replace(/\/+$/, "") || "/";
  return clean === paths.home || clean === paths.calculator;
}

export function isCurrentPath(to: string, pathname: string): boolean {
  const target = to.split(/[?#]/)[0] ?? to;
  if (target === paths.calculator) return isCalculatorPage(pathname);
  return pathname === target || pathname.startsWith(`${target}/`);
}
