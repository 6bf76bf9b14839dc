import type { Migration } from "../migrator.ts";
import { clientErrorReports } from "./0001_client_error_reports.ts";
import { auth } from "./0002_auth.ts";
import { billing } from "./0003_billing.ts";
import { emailOutbox } from "./0004_email_outbox.ts";
import { leads } from "./0005_leads.ts";
import { calculations } from "./0006_calculations.ts";
import { readingList } from "./0007_reading_list.ts";
import { metricsAndAlerts } from "./0008_metrics_and_alerts.ts";
import { reportReporters } from "./0009_report_reporters.ts";
import { sharedLimits } from "./0010_shared_limits.ts";
import { approvedDomains } from "./0011_approved_domains.ts";
import { stripeEvents } from "./0012_stripe_events.ts";
import { stripeEventRank } from "./0013_stripe_event_rank.ts";
import { scaleReports } from "./0014_scale_reports.ts";
import { calculationDatasetVersion } from "./0015_calculation_dataset_version.ts";
import { institutions } from "./0016_institutions.ts";
import { calculationFlags } from "./0017_calculation_flags.ts";
import { houseRules } from "./0018_house_rules.ts";
import { customScales } from "./0019_custom_scales.ts";
import { reportBranding } from "./0020_report_branding.ts";
import { gpaReports } from "./0021_gpa_reports.ts";
import { studentNotices } from "./0022_student_notices.ts";
import { noticeReports } from "./0023_notice_reports.ts";
import { crmSync } from "./0024_crm_sync.ts";

/** Every migration, in order. Append; never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  clientErrorReports,
  auth,
  billing,
  emailOutbox,
  leads,
  calculations,
  readingList,
  metricsAndAlerts,
  reportReporters,
  sharedLimits,
  approvedDomains,
  stripeEvents,
  stripeEventRank,
  scaleReports,
  calculationDatasetVersion,
  institutions,
  calculationFlags,
  houseRules,
  customScales,
  reportBranding,
  gpaReports,
  studentNotices,
  noticeReports,
  crmSync,
];
