import { useBranding } from "./api/branding";

/** The institution's logo, when one is set (nothing while loading, on failure or without one). */
export function InstitutionLogo({ className = "" }: { className?: string }) {
  const branding = useBranding();
  const institution = branding.data?.institution;
  if (!institution?.logo) return null;
  return <img src={institution.logo.url} alt={`${institution.name} logo`} className={`max-h-16 w-auto ${className}`} />;
}
